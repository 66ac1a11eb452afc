import type { ReactNode } from 'react'
import { Avatar } from './person-avatar.tsx'

type ProfileHeadProps = {
	name: string
	imageUrl: string | null
	coverUrl: string | null
	overview: string | null
	/** The lines under the name (a person's specialty and place; a business user's account and people). */
	details: ReactNode
	/** What the owner sees in place of an empty overview, if anything. */
	overviewInvitation?: ReactNode
	/** The row of buttons under it. */
	actions: ReactNode
}

/** The head of a person's profile and of a business user's alike: cover, avatar, name, overview and actions. */
export function ProfileHead({ name, imageUrl, coverUrl, overview, details, overviewInvitation, actions }: ProfileHeadProps) {
	return (
		<header className="profile__head">
			{coverUrl ? <img className="profile__cover" src={coverUrl} alt="" width={1280} height={400} /> : <div className="profile__cover profile__cover--none" />}
			<div className="profile__identity">
				<Avatar name={name} imageUrl={imageUrl} size="large" />
				<div>
					<h1>{name}</h1>
					{details}
				</div>
			</div>
			{overview ? <p className="profile__overview">{overview}</p> : overviewInvitation}
			<div className="button-row">{actions}</div>
		</header>
	)
}
