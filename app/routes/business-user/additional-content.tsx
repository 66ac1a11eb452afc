import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { storyView } from '#app/business-user/display.ts'
import { requireBusinessUserPage } from '#app/business-user/owner.server.ts'
import { StoryList } from '#app/business-user/story-list.tsx'
import { BusinessUserSubpage } from '#app/business-user/subpage.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound } from '#app/routing/params.server.ts'

export const handle = { i18n: ['business-user'] }
export const meta = pageMeta

/** /business-user/{id}/additional-content: all the business user's stories, page by page (`?cursor=`). */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { id, content, page, language } = await requireBusinessUserPage(args)
	const cursor = new URL(request.url).searchParams.get('cursor') || undefined
	const [stories, t] = await Promise.all([content.list('story', { type: 'business-user', id }, { cursor }).catch(orNotFound(request, 'businessUser')), i18next.getFixedT(request, 'business-user')])
	return {
		meta: { title: t('additional.meta.title', { name: page.name }), description: t('additional.meta.description', { name: page.name }) },
		id,
		name: page.name,
		stories: stories.items.map((story) => storyView(story, language)),
		nextCursor: stories.nextCursor,
		firstPage: !cursor,
	}
}

export default function BusinessUserAdditionalContent() {
	const { t } = useTranslation('business-user')
	const { id, name, stories, nextCursor, firstPage } = useLoaderData<typeof loader>()
	return (
		<BusinessUserSubpage id={id} name={name} title={t('additional.title', { name })}>
			<StoryList stories={stories} headingLevel={2} />
			{firstPage && !nextCursor ? null : (
				<nav className="button-row" aria-label={t('additional.pages')}>
					{firstPage ? null : <Link to=".">{t('additional.first')}</Link>}
					{nextCursor ? (
						<Link className="button button--secondary" to={`?cursor=${encodeURIComponent(nextCursor)}`}>
							{t('additional.more')}
						</Link>
					) : null}
				</nav>
			)}
		</BusinessUserSubpage>
	)
}
