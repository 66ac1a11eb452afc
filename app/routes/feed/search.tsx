import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { PagedCards } from '#app/content/paged-cards.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { AccountCards } from '#app/social/account-cards.tsx'
import { CommunityCards } from '#app/community/community-cards.tsx'
import { communityView } from '#app/community/views.ts'
import { entryCard } from '#app/social/entries.ts'
import { SearchForm } from '#app/social/search-form.tsx'
import { socialApi } from '#app/social/api.server.ts'
import { contentKindNames } from '#contracts/content/registry.ts'
import { searchLimits } from '#contracts/limits.ts'
import { searchKinds, type SearchKind, type SearchResults } from '#contracts/social/search.ts'

export const handle = { i18n: ['social', 'content', 'communities'] }
export const meta = pageMeta

/**
 * /search (people, business users and every kind of content, with "Kind") and /feed/search (within what the
 * person follows): a GET form, results best first with the matched words marked, a page at a time.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { user, session } = await requireUser(args)
	const url = new URL(request.url)
	const within = url.pathname === '/feed/search' ? 'followed' : 'everything'
	const q = (url.searchParams.get('q') ?? '').slice(0, searchLimits.query)
	const asked = url.searchParams.get('kind')
	const kind = within === 'everything' && (searchKinds as readonly string[]).includes(asked ?? '') ? (asked as SearchKind) : undefined
	const cursor = url.searchParams.get('cursor') || undefined
	const [t, tc, language] = await Promise.all([i18next.getFixedT(request, 'social'), i18next.getFixedT(request, 'content'), i18next.getLocale(request)])
	const hrefWith = (more: Record<string, string>) => `${url.pathname}?${new URLSearchParams({ q, ...(kind ? { kind } : {}), ...more })}`
	let results: SearchResults | null = null
	if (q.trim()) {
		try {
			results = await socialApi(request, context, session).search({ q, kind, cursor }, within)
		} catch (error) {
			if (!isApiError(error) || error.kind !== 'bad-request') throw error
			// A cursor that is not one of this search's: its first page. A query the API refuses (control characters): none.
			if (cursor) throw redirect(hrefWith({}))
		}
	}
	const prefix = within === 'followed' ? 'feedSearch' : 'search'
	return {
		meta: { title: q ? t(`${prefix}.metaWith`, { q }) : t(`${prefix}.meta.title`), description: t(`${prefix}.meta.description`) },
		within,
		q,
		kind: kind ?? '',
		kinds: [
			{ value: '', label: t('search.kinds.all') },
			{ value: 'person', label: t('search.kinds.person') },
			{ value: 'business-user', label: t('search.kinds.business-user') },
			{ value: 'community', label: t('search.kinds.community') },
			...contentKindNames.map((name) => ({ value: name, label: tc(`kindsPlural.${name}`) })),
		],
		selfUuid: user.uuid,
		results: results && {
			terms: results.terms,
			accounts: results.accounts,
			communities: results.communities.map((community) => communityView(community, language)),
			page: {
				cards: results.entries.map((entry) => entryCard(entry, language, { highlight: results.terms.length > 0 ? results.terms : [q.trim()] })),
				nextHref: results.nextCursor ? hrefWith({ cursor: results.nextCursor }) : null,
			},
			firstHref: cursor ? hrefWith({}) : null,
		},
	}
}

export default function Search() {
	const { t } = useTranslation('social')
	const { within, q, kind, kinds, results, selfUuid } = useLoaderData<typeof loader>()
	const prefix = within === 'followed' ? 'feedSearch' : 'search'
	const nothing = results && results.accounts.length === 0 && results.communities.length === 0 && results.page.cards.length === 0
	return (
		<div className="stack">
			<h1>{t(`${prefix}.title`)}</h1>
			<SearchForm action={within === 'followed' ? '/feed/search' : '/search'} q={q} kind={kind} kinds={within === 'everything' ? kinds : undefined} />
			{results ? (
				<div className="stack" aria-live="polite">
					{nothing ? (
						<div className="empty-state">
							<h2>{t('search.none', { q })}</h2>
							<p>{t('search.noneHint')}</p>
						</div>
					) : null}
					{results.accounts.length > 0 ? (
						<section aria-labelledby="found-accounts" className="stack">
							<h2 id="found-accounts">{t('search.accounts')}</h2>
							<AccountCards accounts={results.accounts} highlight={results.terms} self={selfUuid ?? undefined} />
						</section>
					) : null}
					{results.communities.length > 0 ? (
						<section aria-labelledby="found-communities" className="stack">
							<h2 id="found-communities">{t('search.communities')}</h2>
							<CommunityCards communities={results.communities} />
						</section>
					) : null}
					{results.page.cards.length > 0 ? (
						<section aria-labelledby="found-items" className="stack">
							<h2 id="found-items">{t('search.items')}</h2>
							<PagedCards page={results.page} firstHref={results.firstHref} empty={null} />
						</section>
					) : null}
				</div>
			) : null}
		</div>
	)
}
