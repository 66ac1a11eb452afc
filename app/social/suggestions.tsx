import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { FollowSuggestions } from '#contracts/social/feed.ts'
import { AccountCards } from './account-cards.tsx'

/** Whom to follow (docs/product.md#feed): people and business users near the person, and popular ones. */
export function FollowSuggestionList({ suggestions, headingLevel = 2 }: { suggestions: FollowSuggestions; headingLevel?: 2 | 3 }) {
	const { t } = useTranslation('social')
	const Heading = `h${headingLevel}` as const
	if (suggestions.nearby.length === 0 && suggestions.popular.length === 0) {
		return (
			<p>
				{t('feed.noSuggestions')} <Link to="/around-me">{t('feed.lookAround')}</Link> · <Link to="/search">{t('feed.searchPeople')}</Link>
			</p>
		)
	}
	return (
		<div className="stack">
			{(['nearby', 'popular'] as const).map((group) =>
				suggestions[group].length > 0 ? (
					<section key={group} aria-labelledby={`suggested-${group}`}>
						<Heading id={`suggested-${group}`}>{t(`feed.${group}`)}</Heading>
						<AccountCards accounts={suggestions[group]} />
					</section>
				) : null,
			)}
		</div>
	)
}
