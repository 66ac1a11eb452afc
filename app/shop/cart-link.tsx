import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useOptionalUser } from '#app/auth/use-user.ts'
import { formatCount } from '#app/i18n/formats.ts'
import { cartPath } from './paths.ts'

/** The header's "Cart" link for a signed-in person, with how many items their carts hold when any. */
export function CartLink() {
	const { t, i18n } = useTranslation()
	const user = useOptionalUser()
	if (!user) return null
	const count = user.cartItemCount
	return (
		<Link to={cartPath} className="cart-link" prefetch="intent">
			{t('nav.cart')}
			{count > 0 ? (
				<>
					<span className="cart-link__count" aria-hidden="true">
						{formatCount(count, i18n.language)}
					</span>
					<span className="visually-hidden">{t('nav.cartCount', { count })}</span>
				</>
			) : null}
		</Link>
	)
}
