import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { requireOwnConnect } from '#app/open-tab/owner.server.ts'
import { connectEntryPath, connectFormPath } from '#app/open-tab/paths.ts'
import { openTabParts } from '#contracts/open-tab-limits.ts'

export const handle = { i18n: ['open-tab'] }
export const meta = pageMeta

/** /account/open-tab/{cid}/form/about-us: its description, and its goals, our business and our story, each entry with its own form (check-owner-open-tab). */
export async function loader(args: LoaderFunctionArgs) {
	const { page, cid, connectTo } = await requireOwnConnect(args)
	const t = await i18next.getFixedT(args.request, 'open-tab')
	return {
		meta: { title: t('forms.aboutUs.heading'), description: t('forms.aboutUs.intro') },
		cid,
		title: page.connect.title,
		description: page.connect.body,
		parts: openTabParts.map((part) => ({ part, entries: page.parts[part].map((entry) => ({ id: entry.id, title: entry.title, businessUser: entry.businessUser?.name ?? null })) })),
		connectTo,
	}
}

export default function ConnectAboutUs() {
	const { t } = useTranslation('open-tab')
	const { cid, title, description, parts, connectTo } = useLoaderData<typeof loader>()
	return (
		<div className="form-page stack">
			<div>
				<p className="muted">{title}</p>
				<h1>{t('forms.aboutUs.heading')}</h1>
				<p className="muted">{t('forms.aboutUs.intro')}</p>
			</div>
			<section className="card" aria-labelledby="about-description">
				<div className="profile-section__head">
					<h2 id="about-description">{t('forms.description.heading')}</h2>
					<Link className="button button--secondary button--small" to={connectFormPath(cid, 'about-us/description')} aria-label={t('forms.aboutUs.edit', { part: t('forms.description.heading') })}>
						{t('forms.edit')}
					</Link>
				</div>
				<p className={description ? 'prose business-user__text business-user__excerpt' : 'muted'}>{description || t('forms.aboutUs.notWritten')}</p>
			</section>
			{parts.map(({ part, entries }) => (
				<section key={part} id={part} className="card stack" aria-labelledby={`about-${part}`}>
					<div className="profile-section__head">
						<h2 id={`about-${part}`}>{t(`parts.${part}`)}</h2>
						<Link className="button button--secondary button--small" to={connectEntryPath(cid, part)}>
							{t(`forms.${part}.add`)}
						</Link>
					</div>
					{entries.length === 0 ? (
						<p className="muted">{t('forms.aboutUs.none')}</p>
					) : (
						<ul className="stack">
							{entries.map((entry) => (
								<li key={entry.id}>
									<Link to={connectEntryPath(cid, part, entry.id)} aria-label={t('forms.aboutUs.edit', { part: entry.title })}>
										{entry.title}
									</Link>
									{entry.businessUser ? <span className="muted"> · {entry.businessUser}</span> : null}
								</li>
							))}
						</ul>
					)}
				</section>
			))}
			<p>
				<Link to={connectTo}>{t('forms.back')}</Link>
			</p>
		</div>
	)
}
