import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useAccountUnknown, useOptionalUser } from '#app/auth/use-user.ts'
import { Avatar } from '#app/profile/person-avatar.tsx'
import { ActingAs, BackToMyself } from './acting-as.tsx'
import { Button, ButtonLink } from './ui/button.tsx'

/**
 * The header's account corner: sign in and sign up for visitors; the person and "Sign out" once signed
 * in, or, while they act as a business user, that business user and the way back to themself.
 */
export function AccountArea({ visitorLinks = true }: { visitorLinks?: boolean }) {
	const { t } = useTranslation()
	const user = useOptionalUser()
	const accountUnknown = useAccountUnknown()
	if (!user) {
		if (!visitorLinks || accountUnknown) return null
		return (
			<div className="account-area">
				<ButtonLink to="/login" variant="ghost" size="small">
					{t('account.signIn')}
				</ButtonLink>
				<ButtonLink to="/signup" size="small">
					{t('account.signUp')}
				</ButtonLink>
			</div>
		)
	}
	const name = `${user.firstName} ${user.lastName}`.trim()
	const acting = user.activeBusinessUser
	return (
		<div className={acting ? 'account-area account-area--acting' : 'account-area'}>
			{acting ? (
				<>
					<ActingAs businessUser={acting} />
					<BackToMyself firstName={user.firstName} />
				</>
			) : (
				<Link to="/account" className="account-area__person" aria-label={t('account.myAccount', { name })}>
					<Avatar name={user.firstName} imageUrl={user.imageUrl} size="small" />
					<span className="account-area__name">{user.firstName}</span>
				</Link>
			)}
			{/* A document post: nothing of the signed-in page stays in memory, and the answer may lead to the hosted sign-out. */}
			<Form method="post" action="/resources/sign-out" reloadDocument>
				<Button type="submit" variant="ghost" size="small">
					{t('account.signOut')}
				</Button>
			</Form>
		</div>
	)
}
