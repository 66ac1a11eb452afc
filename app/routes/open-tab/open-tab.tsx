import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '#app/auth/guards.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { openTabApi } from '#app/open-tab/api.server.ts'
import { ConnectCards } from '#app/open-tab/connect-cards.tsx'
import { connectPath, connectsPath, connectsSearchPath, openTabsSearchPath } from '#app/open-tab/paths.ts'
import { connectCard } from '#app/open-tab/views.ts'

export const handle = { i18n: ['open-tab'] }
export const meta = pageMeta

/** /account/open-tab: my open tab — my connects — and the ways to find others'. */
export async function loader(args: LoaderFunctionArgs) {
	const { session } = await requireUser(args)
	const api = openTabApi(args.request, args.context, session)
	const [t, language, mine, types] = await Promise.all([i18next.getFixedT(args.request, 'open-tab'), i18next.getLocale(args.request), api.mine(), api.types()])
	return {
		meta: { title: t('hub.heading'), description: t('hub.intro') },
		connects: mine.items.map((connect) => connectCard(connect, types, language, connectPath(connect.id))),
	}
}

export default function OpenTab() {
	const { t } = useTranslation('open-tab')
	const { connects } = useLoaderData<typeof loader>()
	return (
		<div className="stack">
			<div>
				<h1>{t('hub.heading')}</h1>
				<p className="muted">{t('hub.intro')}</p>
			</div>
			<nav aria-label={t('hub.heading')}>
				<ul className="button-row">
					<li>
						<Link className="button" to={connectsPath}>
							{t('hub.connects')}
						</Link>
					</li>
					<li>
						<Link className="button button--secondary" to={connectsSearchPath}>
							{t('hub.search')}
						</Link>
					</li>
					<li>
						<Link className="button button--secondary" to={openTabsSearchPath}>
							{t('hub.people')}
						</Link>
					</li>
				</ul>
			</nav>
			<section className="stack" aria-labelledby="my-connects">
				<h2 id="my-connects">{t('hub.mine')}</h2>
				{connects.length === 0 ? (
					<p className="muted">
						{t('hub.none')} <Link to={connectsPath}>{t('hub.start')}</Link>
					</p>
				) : (
					<ConnectCards connects={connects} />
				)}
			</section>
		</div>
	)
}
