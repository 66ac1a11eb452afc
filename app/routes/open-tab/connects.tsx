import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '#app/auth/guards.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { openTabApi } from '#app/open-tab/api.server.ts'
import { ConnectCards } from '#app/open-tab/connect-cards.tsx'
import { OpenTabHead } from '#app/open-tab/page-head.tsx'
import { connectPath, connectsPath, createConnectPath } from '#app/open-tab/paths.ts'
import { connectCard, typeNameOf } from '#app/open-tab/views.ts'
import { orFirstPage } from '#app/routing/params.server.ts'
import { MoreLink } from '#app/components/ui/more-link.tsx'

export const handle = { i18n: ['open-tab'] }
export const meta = pageMeta

/** /account/open-tab/connects: my connects, a page at a time, and "New {type}" for each open connect type. */
export async function loader(args: LoaderFunctionArgs) {
	const { session } = await requireUser(args)
	const api = openTabApi(args.request, args.context, session)
	const cursor = new URL(args.request.url).searchParams.get('cursor') ?? undefined
	const [t, language, mine, types] = await Promise.all([i18next.getFixedT(args.request, 'open-tab'), i18next.getLocale(args.request), api.mine(cursor).catch(orFirstPage(args.request)), api.types()])
	return {
		meta: { title: t('connects.heading'), description: t('connects.intro') },
		connects: mine.items.map((connect) => connectCard(connect, types, language, connectPath(connect.id))),
		types: types.map((type) => ({ type: type.type, name: typeNameOf(types, type.type, language), isOpen: type.isOpen })),
		nextHref: mine.nextCursor ? `${connectsPath}?${new URLSearchParams({ cursor: mine.nextCursor })}` : null,
	}
}

export default function Connects() {
	const { t } = useTranslation('open-tab')
	const { connects, types, nextHref } = useLoaderData<typeof loader>()
	const open = types.filter((type) => type.isOpen)
	const soon = types.filter((type) => !type.isOpen)
	return (
		<div className="stack">
			<OpenTabHead title={t('connects.heading')} intro={t('connects.intro')} />
			<section className="stack" aria-labelledby="new-connect">
				<h2 id="new-connect">{t('connects.new')}</h2>
				<ul className="button-row">
					{open.map((type) => (
						<li key={type.type}>
							<Link className="button" to={createConnectPath(type.type)}>
								{t('connects.newOf', { type: type.name.toLocaleLowerCase() })}
							</Link>
						</li>
					))}
				</ul>
				{soon.length > 0 ? <p className="muted">{t('connects.soon', { types: soon.map((type) => type.name).join(', ') })}</p> : null}
			</section>
			<section className="stack" aria-labelledby="my-connects">
				<h2 id="my-connects">{t('hub.mine')}</h2>
				{connects.length === 0 ? <p className="muted">{t('hub.none')}</p> : <ConnectCards connects={connects} />}
				<MoreLink to={nextHref} label={t('more')} />
			</section>
		</div>
	)
}
