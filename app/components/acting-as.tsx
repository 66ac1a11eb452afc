import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { businessUserPath } from '#app/business-user/paths.ts'
import { Avatar } from '#app/profile/person-avatar.tsx'
import { Button } from './ui/button.tsx'

type ActiveBusinessUser = { id: string; name: string; imageUrl: string | null }

/**
 * Whom the person acts as, in the header's account corner (docs/product.md#acting-as-a-business-user):
 * the business user's picture and name under "Acting as", leading to its page. On a phone the bar keeps
 * only the picture; the words stay its accessible name.
 */
export function ActingAs({ businessUser }: { businessUser: ActiveBusinessUser }) {
	const { t } = useTranslation()
	return (
		<Link to={businessUserPath(businessUser.id)} className="account-area__person">
			<Avatar name={businessUser.name} imageUrl={businessUser.imageUrl} size="small" />
			<span className="account-area__acting">
				<span className="account-area__label">{t('account.actingAs')}</span>{' '}
				<span className="account-area__name">{businessUser.name}</span>
			</span>
		</Link>
	)
}

/** The way back to being oneself: a form post (no JavaScript needed) to the switch page's action. */
export function BackToMyself({ firstName }: { firstName: string }) {
	const { t } = useTranslation()
	return (
		<Form method="post" action="/account/switch">
			<input type="hidden" name="actAs" value="myself" />
			<Button type="submit" variant="secondary" size="small">
				{t('account.backToMyself', { name: firstName })}
			</Button>
		</Form>
	)
}
