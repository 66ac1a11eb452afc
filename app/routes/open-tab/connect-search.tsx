import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '#app/auth/guards.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { openTabApi, refusedWords } from '#app/open-tab/api.server.ts'
import { ConnectCards } from '#app/open-tab/connect-cards.tsx'
import { OpenTabHead } from '#app/open-tab/page-head.tsx'
import { connectDetailPath, connectsSearchPath } from '#app/open-tab/paths.ts'
import { connectCard, typeNameOf } from '#app/open-tab/views.ts'
import { orFirstPage } from '#app/routing/params.server.ts'
import { textLimits } from '#contracts/limits.ts'
import { MoreLink } from '#app/components/ui/more-link.tsx'

export const handle = { i18n: ['open-tab'] }
export const meta = pageMeta

/** The search as asked: words, a type and a place, each cut to what the API takes; the page's cursor. */
function searchOf(url: URL) {
	const read = (name: string, max: number) => (url.searchParams.get(name) ?? '').trim().slice(0, max)
	return { q: read('q', 200), type: read('type', 40), place: read('place', textLimits.name), cursor: url.searchParams.get('cursor') ?? undefined }
}

/** /account/open-tab/connects/search: public connects by words in Thai or English, type and place, newest first; each leads to its page. */
export async function loader(args: LoaderFunctionArgs) {
	const { session } = await requireUser(args)
	const api = openTabApi(args.request, args.context, session)
	const url = new URL(args.request.url)
	const search = searchOf(url)
	const [t, language, types, found] = await Promise.all([i18next.getFixedT(args.request, 'open-tab'), i18next.getLocale(args.request), api.types(), api.search(search).catch(orFirstPage(args.request)).catch(refusedWords)])
	const next = found.nextCursor ? new URLSearchParams({ ...Object.fromEntries(Object.entries(search).filter(([, value]) => value)), cursor: found.nextCursor }) : null
	return {
		meta: { title: t('search.heading'), description: t('search.intro') },
		search,
		types: types.filter((type) => type.isOpen).map((type) => ({ type: type.type, name: typeNameOf(types, type.type, language) })),
		connects: found.items.map((connect) => connectCard(connect, types, language, connectDetailPath(connect.id))),
		refused: 'refused' in found,
		nextHref: next ? `${connectsSearchPath}?${next}` : null,
	}
}

export default function ConnectSearch() {
	const { t } = useTranslation('open-tab')
	const { search, types, connects, refused, nextHref } = useLoaderData<typeof loader>()
	const asked = Boolean(search.q || search.type || search.place)
	return (
		<div className="stack">
			<OpenTabHead title={t('search.heading')} intro={t('search.intro')} />
			<Form method="get" action={connectsSearchPath} role="search" className="stack card">
				<div className="field">
					<label htmlFor="connect-q">{t('search.query')}</label>
					<input id="connect-q" type="search" name="q" defaultValue={search.q} maxLength={200} autoComplete="off" enterKeyHint="search" />
				</div>
				<div className="field">
					<label htmlFor="connect-type">{t('search.type')}</label>
					<select id="connect-type" name="type" defaultValue={search.type}>
						<option value="">{t('search.anyType')}</option>
						{types.map((type) => (
							<option key={type.type} value={type.type}>
								{type.name}
							</option>
						))}
					</select>
				</div>
				<div className="field">
					<label htmlFor="connect-place">{t('search.place')}</label>
					<input id="connect-place" name="place" defaultValue={search.place} maxLength={textLimits.name} autoComplete="address-level1" />
				</div>
				<div>
					<button type="submit" className="button">
						{t('search.find')}
					</button>
				</div>
			</Form>
			<section className="stack" aria-labelledby="found">
				<h2 id="found">{asked ? t('search.found') : t('search.newest')}</h2>
				{refused ? (
					<p className="form-error" role="alert">
						{t('search.refused')}
					</p>
				) : null}
				{refused ? null : connects.length === 0 ? <p className="muted">{asked ? t('search.none') : t('search.noneYet')}</p> : <ConnectCards connects={connects} showOwner />}
				<MoreLink to={nextHref} label={t('more')} />
			</section>
		</div>
	)
}
