import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import type { ItemView } from '#app/content/views.ts'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { cartPath } from './paths.ts'

// "Add to cart" (docs/product.md#shop): plain forms to the cart's action, which goes back to the page
// they were sent from. Their words are common.json's `shop.*`: cards show them on any page.

export type Sale = NonNullable<ItemView['sale']>

/**
 * On an item's page: a quantity and, when the item has options, one of them, labelled with their name
 * ("Size") or else "Option"; "Sold out" when none are left.
 */
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
			<OptionSelect id={`${id}-option`} options={sale.options} label={sale.optionName ?? t('shop.option')} />
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

/** The option an item is added in (its sizes, colours), when it has any: the shop's add-to-cart and the counter sale's "Add". */
export function OptionSelect({ id, options, label }: { id: string; options: string[]; label: string }) {
	if (options.length === 0) return null
	return (
		<div className="field">
			<label htmlFor={id}>{label}</label>
			<select id={id} name="option" required>
				{options.map((option) => (
					<option key={option} value={option}>
						{option}
					</option>
				))}
			</select>
		</div>
	)
}
