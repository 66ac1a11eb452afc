import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { currentAuth, sessionHeadersOf } from '#app/auth/current-user.server.ts'
import { NewTabLink } from '#app/components/new-tab-link.tsx'
import { FeatureIcon, type FeatureIconName } from '#app/components/illustrations/feature-icon.tsx'
import { ButtonLink, buttonClassName } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { backofficePageUrl, businessSignupPath } from '#app/routing/backoffice.server.ts'

export const handle = { i18n: ['business'] }
export const meta = pageMeta

/** How a business joins Robtua; the sign-up itself is on the back-office site (a new tab). */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const auth = await currentAuth(request, context)
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'business'), i18next.getLocale(request)])
	const data = {
		meta: { title: t('selfOnboard.meta.title'), description: t('selfOnboard.meta.description') },
		businessSignupUrl: backofficePageUrl(businessSignupPath, language),
		// The next step depends on who is reading: a visitor first needs an account.
		signedIn: Boolean(auth.user),
	}
	return Response.json(data, { headers: await sessionHeadersOf(request, auth) }) as unknown as typeof data
}

const steps = ['account', 'signup', 'team', 'publish'] as const
const offers: { key: string; icon: FeatureIconName }[] = [
	{ key: 'profile', icon: 'store' },
	{ key: 'events', icon: 'calendar' },
	{ key: 'qr', icon: 'phone' },
	{ key: 'sell', icon: 'pocket' },
]

export default function SelfOnboard() {
	const { t } = useTranslation('business')
	const { businessSignupUrl, signedIn } = useLoaderData<typeof loader>()
	return (
		<article className="prose">
			<h1>{t('selfOnboard.title')}</h1>
			<p className="hero__lead">{t('selfOnboard.lead')}</p>
			<section aria-labelledby="self-onboard-steps">
				<h2 id="self-onboard-steps">{t('selfOnboard.steps.title')}</h2>
				<ol className="steps">
					{steps.map((step) => (
						<li key={step}>
							<h3>{t(`selfOnboard.steps.${step}.title`)}</h3>
							<p>{t(`selfOnboard.steps.${step}.text`)}</p>
						</li>
					))}
				</ol>
			</section>
			<section aria-labelledby="self-onboard-offers">
				<h2 id="self-onboard-offers">{t('selfOnboard.offers.title')}</h2>
				<div className="card-grid">
					{offers.map(({ key, icon }) => (
						<Card key={key}>
							<FeatureIcon name={icon} />
							<h3>{t(`selfOnboard.offers.${key}.title`)}</h3>
							<p>{t(`selfOnboard.offers.${key}.text`)}</p>
						</Card>
					))}
				</div>
			</section>
			<p className="button-row">
				<NewTabLink className={buttonClassName()} href={businessSignupUrl}>
					{t('selfOnboard.signup')}
				</NewTabLink>
				{signedIn ? null : (
					<ButtonLink to="/signup" variant="secondary">
						{t('selfOnboard.createAccount')}
					</ButtonLink>
				)}
			</p>
		</article>
	)
}
