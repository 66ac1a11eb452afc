import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { PageLinks } from '#app/content/paged-cards.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { CollectionList } from '#app/social/collection-summary.tsx'
import { socialApi } from '#app/social/api.server.ts'

export const handle = { i18n: ['social'] }
export const meta = pageMeta

/** /collections: the person's own collections, and public ones of others to discover, a page at a time. */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const cursor = new URL(request.url).searchParams.get('cursor') || undefined
	const api = socialApi(request, context, session)
	const t = await i18next.getFixedT(request, 'social')
	// Both asked at once, and both awaited together: a request aborted while one is in flight must not leave
	// the other's rejection unhandled (that ends the process).
	const [mine, discover] = await Promise.all([
		cursor ? null : api.myCollections(),
		api.publicCollections(cursor).catch((error: unknown) => {
			if (cursor && isApiError(error) && error.kind === 'bad-request') throw redirect('/collections')
			throw error
		}),
	])
	return {
		meta: { title: t('collections.title'), description: t('collections.meta.description') },
		mine: mine?.items ?? [],
		discover: discover.items.filter((collection) => !collection.mine),
		nextHref: discover.nextCursor ? `/collections?${new URLSearchParams({ cursor: discover.nextCursor })}` : null,
		firstHref: cursor ? '/collections' : null,
	}
}

export default function Collections() {
	const { t } = useTranslation('social')
	const { mine, discover, nextHref, firstHref } = useLoaderData<typeof loader>()
	return (
		<div className="stack">
			<h1>{t('collections.title')}</h1>
			{firstHref ? null : (
				<section aria-labelledby="mine" className="stack">
					<h2 id="mine">{t('collections.yours')}</h2>
					{mine.length > 0 ? (
						<CollectionList collections={mine} />
					) : (
						<p className="muted">{t('collections.none')}</p>
					)}
					<p>
						<Link to="/my-collection">{t('collections.manage')}</Link>
					</p>
				</section>
			)}
			<section aria-labelledby="discover" className="stack">
				<h2 id="discover">{t('collections.discover')}</h2>
				{discover.length > 0 ? (
					<CollectionList collections={discover} />
				) : (
					<p className="muted">{t('collections.discoverEmpty')}</p>
				)}
				<PageLinks nextHref={nextHref} firstHref={firstHref} />
			</section>
		</div>
	)
}
