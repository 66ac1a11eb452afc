import { parseWithZod } from '@conform-to/zod/v4'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { ContentPicture } from '#app/content/content-card.tsx'
import { failureReason } from '#app/forms/save-form.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { safeBackPath } from '#app/routing/back-path.ts'
import { cartPath, checkOutPath, myPurchasesPath } from '#app/shop/paths.ts'
import { shopApi } from '#app/shop/api.server.ts'
import { addToCartFormSchema, changeLineFormSchema, removeLineFormSchema } from '#app/shop/forms.ts'
import { cartView, type CartView } from '#app/shop/views.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'

export const handle = { i18n: ['shop', 'content'] }
export const meta = pageMeta

/**
 * /account/sale-screen/cart: the person's carts (docs/product.md#shop), one a business user, each line
 * with its quantity to change ("Update") or "Remove", what changed since it was added, and the subtotal.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const [t, language, cart] = await Promise.all([i18next.getFixedT(request, 'shop'), i18next.getLocale(request), shopApi(request, context, session).cart()])
	return { meta: { title: t('cart.title'), description: t('cart.description') }, cart: cartView(cart, language) }
}

/** What the API's refusal of a cart's change says to the person (`errors.*` in locales/{en,th}/shop.json). */
function refusalOf(request: Request, error: unknown) {
	if (isApiError(error) && error.code === 'not_enough_stock') {
		const left = Number(/left:(\d+)/.exec(error.problem?.errors?.quantity?.[0] ?? '')?.[1] ?? 0)
		return { key: 'errors.notEnough', left }
	}
	if (isApiError(error) && (error.code === 'sold_out' || error.code === 'not_for_sale')) return { key: `errors.${error.code === 'sold_out' ? 'soldOut' : 'notForSale'}` }
	if (isApiError(error) && error.kind === 'not-found') return { key: 'errors.gone' }
	const reason = failureReason(request, error)
	return { key: reason === 'conflict' ? 'errors.full' : `errors.${reason}` }
}

/** "Add to cart" (from an item's page, back to it), and a line's "Update" and "Remove". */
export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const form = await readForm(request)
	const api = shopApi(request, context, session)
	const t = await i18next.getFixedT(request, 'shop')
	const intent = form.get('intent')
	const back = intent === 'add' ? safeBackPath(form.get('back'), cartPath) : cartPath
	const schema = intent === 'add' ? addToCartFormSchema : intent === 'update' ? changeLineFormSchema : removeLineFormSchema
	const submission = parseWithZod(form, { schema })
	if (submission.status !== 'success') return redirectWithError(back, t('errors.invalid'))
	const value = submission.value
	try {
		if (value.intent === 'add') {
			await api.add({ itemId: value.itemId, option: value.option, quantity: value.quantity }, value.idempotencyKey)
			return redirectWithSuccess(back, t('cart.added'))
		}
		if (value.intent === 'update') {
			await api.change(value.line, { quantity: value.quantity })
			return redirectWithSuccess(cartPath, t('cart.updated'))
		}
		await api.remove(value.line)
		return redirectWithSuccess(cartPath, t('cart.removed'))
	} catch (error) {
		if (isApiError(error) && error.serviceOutage) throw error
		const refusal = refusalOf(request, error)
		return redirectWithError(back, t(refusal.key, { count: refusal.left ?? 0 }))
	}
}

export default function CartPage() {
	const { t } = useTranslation('shop')
	const { cart } = useLoaderData<typeof loader>()
	return (
		<div className="cart stack">
			<div className="page-head">
				<h1>{t('cart.title')}</h1>
				<Link to={myPurchasesPath}>{t('purchases.title')}</Link>
			</div>
			{cart.groups.length === 0 ? (
				<EmptyState title={t('cart.empty')} description={t('cart.emptyHint')} action={<ButtonLink to="/around-me?kind=catalogue">{t('cart.browse')}</ButtonLink>} />
			) : (
				cart.groups.map((group) => <CartGroup key={group.businessOrderId} group={group} />)
			)}
		</div>
	)
}

function CartGroup({ group }: { group: CartView['groups'][number] }) {
	const { t } = useTranslation('shop')
	const headingId = `cart-${group.businessOrderId}`
	return (
		<section className="card cart-group stack" aria-labelledby={headingId}>
			<h2 id={headingId}>
				<Link to={group.businessUser.href}>{group.businessUser.name}</Link>
			</h2>
			<ul className="cart-group__lines">
				{group.lines.map((line) => (
					<CartLineRow key={line.id} line={line} />
				))}
			</ul>
			<p className="cart-group__subtotal">
				{t('cart.subtotal')} <strong>{group.subtotal}</strong>
			</p>
			<div className="button-row">
				{/* Described by the group's heading: each cart's "Check out" says whose it is to a screen reader. */}
				<ButtonLink to={checkOutPath(group.businessOrderId)} aria-describedby={headingId}>
					{t('cart.checkOut')}
				</ButtonLink>
			</div>
		</section>
	)
}

function CartLineRow({ line }: { line: CartView['groups'][number]['lines'][number] }) {
	const { t } = useTranslation('shop')
	const { t: tc } = useTranslation('content')
	const { t: common } = useTranslation()
	const navigation = useNavigation()
	const busy = navigation.formData?.get('line') === line.id
	const quantityId = `quantity-${line.id}`
	const title = line.title ?? t('cart.unavailable')
	return (
		<li className="cart-line">
			{line.picture ? <ContentPicture picture={line.picture} alt={tc('pictureAlt', { title, number: 1 })} sizes="96px" /> : <span className="cart-line__no-picture" aria-hidden="true" />}
			<div className="cart-line__body stack">
				<p className="cart-line__title">{line.href ? <Link to={line.href}>{title}</Link> : title}</p>
				{line.option ? <p className="muted">{t('cart.optionChosen', { option: line.option })}</p> : null}
				{line.price ? <p>{t('cart.each', { price: line.price })}</p> : <p className="notice">{t('cart.notForSale')}</p>}
				{line.priceWas ? <p className="notice">{t('cart.priceChanged', { was: line.priceWas, now: line.price })}</p> : null}
				{line.left !== null ? <p className="notice">{line.left === 0 ? common('shop.soldOut') : t('cart.left', { count: line.left })}</p> : null}
				<div className="cart-line__actions">
					{line.available ? (
						<Form method="post" className="cart-line__quantity" preventScrollReset>
							<input type="hidden" name="line" value={line.id} />
							<label htmlFor={quantityId}>{common('shop.quantity')}</label>
							<input id={quantityId} name="quantity" type="number" inputMode="numeric" min={1} max={line.max} step={1} defaultValue={line.quantity} required />
							<Button type="submit" name="intent" value="update" variant="secondary" size="small" aria-disabled={busy || undefined}>
								{t('cart.update')}
							</Button>
						</Form>
					) : null}
					<Form method="post" preventScrollReset>
						<input type="hidden" name="line" value={line.id} />
						<Button type="submit" name="intent" value="remove" variant="ghost" size="small" aria-label={t('cart.removeLabel', { title })}>
							{t('cart.remove')}
						</Button>
					</Form>
				</div>
			</div>
			<p className="cart-line__total">{line.total}</p>
		</li>
	)
}
