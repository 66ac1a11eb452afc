import { Form, Link, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import type { ItemView } from '#app/content/views.ts'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { cartPath } from './paths.ts'

// "Add to cart" (docs/product.md#shop): plain forms to the cart's action, which goes back to the page
// they were sent from. Their words are common.json's `shop.*`: cards show them on any page.

type Sale = NonNullable<ItemView['sale']>

/** On an item's page: a quantity and, when the item has options, one of them; "Sold out" when none are left. */
export function AddToCart({ itemId, sale, idempotencyKey, back }: { itemId: string; sale: Sale; idempotencyKey: string; back: string }) {
	const { t } = useTranslation()
	const busy = useNavigation().formData?.get('itemId') === itemId
	if (sale.soldOut) return <p className="tag tag--sold-out">{t('shop.soldOut')}</p>
	const id = `add-to-cart-${itemId}`
	return (
		<Form method="post" action={cartPath} className="add-to-cart" preventScrollReset>
			<input type="hidden" name="intent" value="add" />
			<input type="hidden" name="itemId" value={itemId} />
			<input type="hidden" name="back" value={back} />
			<IdempotencyKeyInput value={idempotencyKey} />
			{sale.options.length > 0 ? (
				<div className="field">
					<label htmlFor={`${id}-option`}>{t('shop.option')}</label>
					<select id={`${id}-option`} name="option" required>
						{sale.options.map((option) => (
							<option key={option} value={option}>
								{option}
							</option>
						))}
					</select>
				</div>
			) : null}
			<div className="field add-to-cart__quantity">
				<label htmlFor={`${id}-quantity`}>{t('shop.quantity')}</label>
				<input id={`${id}-quantity`} name="quantity" type="number" inputMode="numeric" min={1} max={sale.max} step={1} defaultValue={1} required />
			</div>
			<Button type="submit" aria-disabled={busy || undefined}>
				{busy ? t('shop.adding') : t('shop.addToCart')}
			</Button>
		</Form>
	)
}

/**
 * On a card: one of it with a press, back to the list; an item with options leads to its page to choose
 * one; "Sold out" when none are left.
 */
export function QuickAddToCart({ itemId, title, href, sale }: { itemId: string; title: string; href: string; sale: Sale }) {
	const { t } = useTranslation()
	const location = useLocation()
	const busy = useNavigation().formData?.get('itemId') === itemId
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
