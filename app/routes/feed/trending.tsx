import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { currentAuth } from '#app/auth/current-user.server.ts'
import { PagedCards } from '#app/content/paged-cards.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { entryCard } from '#app/social/entries.ts'
import { socialApi, visitorTrending } from '#app/social/api.server.ts'
import type { FeedPage } from '#contracts/social/feed.ts'

export const handle = { i18n: ['social', 'content'] }
export const meta = pageMeta

/**
 * /trending (public, docs/product.md#feed): the public items most liked and saved in the last 48 hours,
 * worked out every few minutes by the API, a page at a time. Visitors see the same list; signed-in
 * people can like and save from it.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const auth = await currentAuth(request, context)
	const cursor = new URL(request.url).searchParams.get('cursor') || undefined
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'social'), i18next.getLocale(request)])
	let page: FeedPage
	try {
		page = auth.user ? await socialApi(request, context, auth.session).trending(cursor) : await visitorTrending(request, context, cursor)
	} catch (error) {
		if (cursor && isApiError(error) && error.kind === 'bad-request') throw redirect('/trending')
		throw error
	}
	return {
		meta: { title: t('trending.meta.title'), description: t('trending.meta.description') },
		signedIn: auth.user !== null,
		page: {
			cards: page.entries.map((entry) => entryCard(entry, language, { signedIn: auth.user !== null })),
			nextHref: page.nextCursor ? `/trending?${new URLSearchParams({ cursor: page.nextCursor })}` : null,
		},
		firstHref: cursor ? '/trending' : null,
	}
}

export default function Trending() {
	const { t } = useTranslation('social')
	const { page, firstHref, signedIn } = useLoaderData<typeof loader>()
	return (
		<div className="stack">
			<header className="stack">
				<h1>{t('trending.title')}</h1>
				<p className="muted">{t('trending.lead')}</p>
				{signedIn ? null : (
					<p>
						<Link to="/login">{t('trending.signIn')}</Link>
					</p>
				)}
			</header>
			<PagedCards
				page={page}
				firstHref={firstHref}
				headingLevel={2}
				empty={
					<div className="empty-state">
						<h2>{t('trending.empty')}</h2>
					</div>
				}
			/>
		</div>
	)
}
