import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { whereaboutsOfRequest } from '#app/around-me/remembered-place.server.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { PagedCards } from '#app/content/paged-cards.tsx'
import { boardPath } from '#app/board/paths.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { entryCard } from '#app/social/entries.ts'
import { socialApi } from '#app/social/api.server.ts'
import { FollowSuggestionList } from '#app/social/suggestions.tsx'
import type { FeedPage } from '#contracts/social/feed.ts'

export const handle = { i18n: ['social', 'content'] }
export const meta = pageMeta

/** Below this many items on the first page, suggestions of whom to follow come after them. */
const SHORT_FEED = 5

/**
 * /feed: what the people and business users the person follows published, and their own, newest first, a
 * page at a time (`?cursor=`; "More", and more on scroll with JavaScript). Somebody new, or with a short
 * feed, is shown whom to follow near them and what is popular instead of an empty page. Above the items,
 * the boards they follow with new replies: "{n} new replies on {title}".
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const url = new URL(request.url)
	const cursor = url.searchParams.get('cursor') || undefined
	const api = socialApi(request, context, session)
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'social'), i18next.getLocale(request)])
	let feed: FeedPage
	try {
		feed = await api.feed(cursor)
	} catch (error) {
		// A cursor that is not (or no longer) one of this list's: its first page.
		if (cursor && isApiError(error) && error.kind === 'bad-request') throw redirect('/feed')
		throw error
	}
	const short = !cursor && feed.entries.length < SHORT_FEED
	return {
		meta: { title: t('feed.meta.title'), description: t('feed.meta.description') },
		page: {
			cards: feed.entries.map((entry) => entryCard(entry, language)),
			nextHref: feed.nextCursor ? `/feed?${new URLSearchParams({ cursor: feed.nextCursor })}` : null,
		},
		firstHref: cursor ? '/feed' : null,
		// Boards followed with replies not read yet, latest first (docs/product.md#boards): the first page's.
		boardNews: (feed.boardNews ?? []).map((news) => ({ href: boardPath(news.boardId), title: news.title, count: news.newReplies })),
		suggestions: short ? await api.suggestions(whereaboutsOfRequest(request).point) : null,
	}
}

export default function Feed() {
	const { t } = useTranslation('social')
	const { page, firstHref, boardNews, suggestions } = useLoaderData<typeof loader>()
	return (
		<div className="stack">
			<header className="stack">
				<h1>{t('feed.title')}</h1>
				<p className="button-row">
					<Link to="/feed/search">{t('feed.searchLink')}</Link>
					<Link to="/dag">{t('today.title')}</Link>
					<Link to="/trending">{t('trending.title')}</Link>
				</p>
			</header>
			{boardNews.length > 0 ? (
				<section aria-labelledby="board-news" className="card stack">
					<h2 id="board-news">{t('feed.boardNews')}</h2>
					<ul className="stack">
						{boardNews.map((news) => (
							<li key={news.href}>
								<Link to={news.href}>{t('feed.boardNewsItem', { count: news.count, title: news.title })}</Link>
							</li>
						))}
					</ul>
				</section>
			) : null}
			<PagedCards
				page={page}
				firstHref={firstHref}
				headingLevel={2}
				moreOnScroll
				empty={
					<div className="empty-state">
						<h2>{t('feed.empty')}</h2>
						<p>{t('feed.emptyLead')}</p>
					</div>
				}
			/>
			{suggestions ? (
				<section aria-labelledby="whom-to-follow" className="stack">
					<h2 id="whom-to-follow">{t('feed.whomToFollow')}</h2>
					<FollowSuggestionList suggestions={suggestions} headingLevel={3} />
				</section>
			) : null}
		</div>
	)
}
