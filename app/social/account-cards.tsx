import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '#app/profile/person-avatar.tsx'
import type { AccountCard } from '#contracts/social/follow.ts'
import { FollowButton } from './follow-button.tsx'
import { Highlighted } from './highlighted.tsx'

/** Where a person's or business user's card leads. */
export const accountHref = (card: Pick<AccountCard, 'type' | 'id'>) => (card.type === 'person' ? `/profiles/${card.id}` : `/business-user/${card.id}`)

/** People and business users as a list: picture, name (a link), a line, followers, and "Follow". */
export function AccountCards({ accounts, highlight, self }: { accounts: AccountCard[]; highlight?: string[]; self?: string }) {
	const { t } = useTranslation('social')
	return (
		<ul className="account-cards">
			{accounts.map((card) => (
				<li key={`${card.type}-${card.id}`} className="account-card">
					<Avatar name={card.name} imageUrl={card.imageUrl} size="small" />
					<div className="account-card__body">
						<Link to={accountHref(card)} className="account-card__name">
							{highlight ? <Highlighted text={card.name} terms={highlight} /> : card.name}
						</Link>
						<p className="muted">
							{card.type === 'business-user' ? <span className="tag">{t('account.businessUser')}</span> : null} {card.line ? <span>{card.line} · </span> : null}
							{t('follow.followers', { count: card.followers })}
						</p>
					</div>
					{self === card.id ? null : <FollowButton type={card.type} id={card.id} following={card.following} name={card.name} />}
				</li>
			))}
		</ul>
	)
}
