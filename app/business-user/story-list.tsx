import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { StoryView } from './display.ts'
import { EmptyState } from '#app/components/ui/empty-state.tsx'

/** A business user's stories, newest first, each with the member who posted it (attribution). */
export function StoryList({ stories, headingLevel = 3 }: { stories: StoryView[]; headingLevel?: 2 | 3 }) {
	const { t } = useTranslation('business-user')
	const Heading = `h${headingLevel}` as const
	if (!stories.length) return <EmptyState title={t('page.noStories')} headingLevel={headingLevel} />
	return (
		<ul className="entry-list">
			{stories.map((story) => (
				<li key={story.id}>
					<article className="business-story">
						{story.imageUrl ? <img src={story.imageUrl} alt={t('story.imageAlt', { title: story.title })} width={640} height={360} loading="lazy" /> : null}
						<Heading>
							<Link to={story.href}>{story.title}</Link>
						</Heading>
						<p className="muted business-story__meta">
							{story.postedBy ? t('story.postedBy', { name: story.postedBy }) : t('story.postedByFormer')}
							{' · '}
							<time dateTime={story.publishedAt}>{story.published}</time>
						</p>
						{story.body ? <p className="prose business-user__text">{story.body}</p> : null}
					</article>
				</li>
			))}
		</ul>
	)
}
