import { Form, Link, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useOptionalUser } from '#app/auth/use-user.ts'
import { Button } from '#app/components/ui/button.tsx'
import type { Sale } from './add-to-cart.tsx'
import { cartPath } from './paths.ts'

// "Add to cart" on a card (docs/product.md#shop), apart from the item page's form: lists load only this.

/**
 * On a card: one of it with a press, back to the list; an item with options leads to its page to choose
 * one; "Sold out" when none are left.
 */
export function QuickAddToCart({ itemId, title, href, sale }: { itemId: string; title: string; href: string; sale: Sale }) {
	const { t } = useTranslation()
	const user = useOptionalUser()
	const location = useLocation()
	const busy = useNavigation().formData?.get('itemId') === itemId
	// A visitor has no cart (the item's page asks them to sign in first).
	if (!user) return null
	if (sale.soldOut) return <span className="tag tag--sold-out">{t('shop.soldOut')}</span>
	if (sale.options.length > 0) {
		return (
			<Link className="button button--secondary button--small" to={href} aria-label={t('shop.chooseOptionLabel', { title })}>
				{t('shop.chooseOption')}
			</Link>
		)
	}
	return (
		<Form method="post" action={cartPath} className="quick-add" preventScrollReset>
			<input type="hidden" name="intent" value="add" />
			<input type="hidden" name="itemId" value={itemId} />
			<input type="hidden" name="quantity" value="1" />
			<input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
			<Button type="submit" variant="secondary" size="small" aria-label={t('shop.addToCartLabel', { title })} aria-disabled={busy || undefined}>
				{busy ? t('shop.adding') : t('shop.addToCart')}
			</Button>
		</Form>
	)
}
