import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { AccountList, FollowState } from '#contracts/social/follow.ts'
import { AccountCards } from './account-cards.tsx'
import { FollowButton } from './follow-button.tsx'

/** Which list of people a profile or business-user page shows below its head (`?people=`). */
export const peopleLists = ['followers', 'following'] as const
export type PeopleList = (typeof peopleLists)[number]
export const peopleListOf = (search: URLSearchParams): PeopleList | null => peopleLists.find((list) => list === search.get('people')) ?? null

/**
 * A person's or business user's followers and (a person's) whom they follow, each a link to the list on
 * the same page, and "Follow" / "Following" for anyone but themselves (docs/product.md#feed), then `children`.
 */
export function FollowRow({ type, id, name, state, own, path, children }: { type: 'person' | 'business-user'; id: string; name: string; state: FollowState; own: boolean; path: string; children?: ReactNode }) {
	const { t } = useTranslation('social')
	return (
		<div className="follow-row">
			<Link to={`${path}?people=followers#people`}>{t('follow.followers', { count: state.followers })}</Link>
			{type === 'person' ? <Link to={`${path}?people=following#people`}>{t('follow.follows', { count: state.follows })}</Link> : null}
			{own ? null : <FollowButton type={type} id={id} following={state.following} name={name} />}
			{/* What else one does with them beside following ("Message"). */}
			{children}
		</div>
	)
}

/** The list `?people=` asks for, with "More" to its next page. */
export function PeopleSection({ list, people, path, self }: { list: PeopleList; people: AccountList; path: string; self?: string }) {
	const { t } = useTranslation('social')
	return (
		<section id="people" aria-labelledby="people-title" className="stack">
			<h2 id="people-title">{t(`follow.lists.${list}`)}</h2>
			{people.items.length > 0 ? <AccountCards accounts={people.items} self={self} /> : <p className="muted">{t(`follow.empty.${list}`)}</p>}
			<p className="button-row">
				{people.nextCursor ? (
					<Link className="button button--secondary" to={`${path}?${new URLSearchParams({ people: list, cursor: people.nextCursor })}#people`}>
						{t('more')}
					</Link>
				) : null}
				<Link to={path}>{t('follow.closeList')}</Link>
			</p>
		</section>
	)
}
