import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { aboutPartsOf } from '#app/business-user/forms.ts'
import { requireOwnBusinessUser } from '#app/business-user/owner.server.ts'
import { businessUserFormPath } from '#app/business-user/paths.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound } from '#app/routing/params.server.ts'

export const handle = { i18n: ['business-user'] }
export const meta = pageMeta

/** /business-user/{id}/form/about-us: the four about-us parts with their text now, each with its own form (check-owner-business). */
export async function loader(args: LoaderFunctionArgs) {
	const { api, id, businessUserTo } = await requireOwnBusinessUser(args)
	const [page, t] = await Promise.all([api.page(id).catch(orNotFound(args.request, 'businessUser')), i18next.getFixedT(args.request, 'business-user')])
	return {
		meta: { title: t('forms.aboutUs.heading'), description: t('forms.aboutUs.intro') },
		id,
		name: page.name,
		businessUserTo,
		parts: aboutPartsOf(page),
	}
}

export default function BusinessUserAboutUs() {
	const { t } = useTranslation('business-user')
	const { id, name, businessUserTo, parts } = useLoaderData<typeof loader>()
	return (
		<div className="form-page stack">
			<div>
				<p className="muted">{name}</p>
				<h1>{t('forms.aboutUs.heading')}</h1>
				<p className="muted">{t('forms.aboutUs.intro')}</p>
			</div>
			{parts.map(({ part, text }) => {
				const title = t(`forms.about.${part}.heading`)
				return (
					<section key={part} className="card" aria-labelledby={`about-${part}`}>
						<div className="profile-section__head">
							<h2 id={`about-${part}`}>{title}</h2>
							<Link className="button button--secondary button--small" to={businessUserFormPath(id, `about-us/${part}`)} aria-label={t('forms.aboutUs.edit', { part: title })}>
								{t('forms.edit', { ns: 'common' })}
							</Link>
						</div>
						<p className={text ? 'prose business-user__text business-user__excerpt' : 'muted'}>{text || t('forms.aboutUs.notWritten')}</p>
					</section>
				)
			})}
			<p>
				<Link to={businessUserTo}>{t('forms.backToProfile')}</Link>
			</p>
		</div>
	)
}
