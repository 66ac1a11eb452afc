import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Trans, useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { businessApi } from '#app/business-account/api.server.ts'
import { createBusinessAccountSchema } from '#app/business-account/forms.ts'
import { NewTabLink } from '#app/components/new-tab-link.tsx'
import { ButtonLink, buttonClassName } from '#app/components/ui/button.tsx'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { idempotencyFailure, newIdempotencyKey, withIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { backofficePageUrl, businessSignupPath, termsOfUsePath } from '#app/routing/backoffice.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureInit } from '#app/api/outage.ts'

// The form hydrates after the page (ADR 0007): the form library is not part of the first load.
const CreateBusinessAccountForm = hydrateLater(() => import('#app/business-account/create-business-account-form.tsx').then((m) => m.CreateBusinessAccountForm))

export const handle = { i18n: ['business'] }
export const meta = pageMeta

/**
 * A new business account. Only professional accounts may create one (the API refuses anyone else);
 * everyone else is told how a business joins instead of meeting a form that cannot work. The terms of
 * use and the business sign-up are on the back-office site, opened in a new tab.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { user } = await requireUser(args)
	const [t, language] = await Promise.all([i18next.getFixedT(args.request, 'business'), i18next.getLocale(args.request)])
	return {
		meta: { title: t('createAccount.meta.title'), description: t('createAccount.meta.description') },
		isProfessional: user.isProfessionalAccount,
		termsUrl: backofficePageUrl(termsOfUsePath, language),
		businessSignupUrl: backofficePageUrl(businessSignupPath, language),
		// The form's idempotency key (ADR 0016): a send again after a failure does not make a second account.
		idempotencyKey: newIdempotencyKey(),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const auth = await requireUser(args)
	const submission = parseWithZod(await readForm(request), { schema: createBusinessAccountSchema })
	if (submission.status !== 'success') return data({ result: withIdempotencyKey(submission.reply()) }, { status: 400 })
	const t = await i18next.getFixedT(request, 'business')
	try {
		const account = await businessApi(request, context, auth.session).createAccount(submission.value.name, submission.value.idempotencyKey)
		return redirectWithSuccess(`/business-account/${account.id}`, t('createAccount.created', { name: account.name }))
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		const reason = idempotencyFailure(error) ?? (error.kind === 'forbidden' ? 'notProfessional' : error.kind === 'bad-request' ? 'invalid' : 'unavailable')
		return data({ result: withIdempotencyKey(submission.reply({ formErrors: [reason] }), error) }, failureInit(error, error.status ?? 502))
	}
}

export default function CreateBusinessAccount() {
	const { t } = useTranslation('business')
	const { isProfessional, termsUrl, businessSignupUrl, idempotencyKey } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<h1>{t('createAccount.title')}</h1>
			{isProfessional ? (
				<>
					<p className="muted">{t('createAccount.intro')}</p>
					<p>
						<Trans t={t} i18nKey="createAccount.terms" components={{ terms: <NewTabLink href={termsUrl} /> }} />
					</p>
					<CreateBusinessAccountForm idempotencyKey={idempotencyKey} />
				</>
			) : (
				<>
					<p>{t('createAccount.notProfessional')}</p>
					<p className="button-row">
						<NewTabLink className={buttonClassName()} href={businessSignupUrl}>
							{t('createAccount.businessSignup')}
						</NewTabLink>
						<ButtonLink to="/self-onboard" variant="secondary">
							{t('createAccount.howToJoin')}
						</ButtonLink>
					</p>
				</>
			)}
		</div>
	)
}
