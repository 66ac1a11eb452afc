import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { failureInit } from '#app/api/outage.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { idempotencyFailure, newIdempotencyKey, withIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound, parseParams } from '#app/routing/params.server.ts'
import { shopApi } from '#app/shop/api.server.ts'
import { formatBaht } from '#app/content/display.ts'
import checkOutStyles from '#app/shop/check-out.css?url'
import { checkOutFormSchema, placeOrderBody, type CheckOutForm, type CheckOutRefusal } from '#app/shop/check-out-schema.ts'
import { billingPath, cartPath } from '#app/shop/paths.ts'
import { cartView, checkOutTotals } from '#app/shop/views.ts'
import { redirectWithInfo, redirectWithSuccess } from '#app/toast/toast.server.ts'
import { VOUCHER_LEAVES_SATANG } from '#contracts/pocket.ts'

// The form hydrates after the page (ADR 0007): the form library is not part of the first load.
const CheckOutForm = hydrateLater(() => import('#app/shop/check-out-form.tsx').then((m) => m.CheckOutForm))

export const handle = { i18n: ['shop'] }
export const meta = pageMeta
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: checkOutStyles }]

const params = z.object({ boid: z.string() })

/**
 * Read again after a refusal of what changed meanwhile (409: a price, the stock, a voucher used), so the
 * page shows the check-out as it is now beside the message (a refusal is otherwise not read again).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate

/** The check-out, or the cart when there is nothing to check out (an empty cart, an order placed from another tab). */
async function checkOutOf(request: Request, api: ReturnType<typeof shopApi>, businessOrderId: string) {
	try {
		return await api.checkOut(businessOrderId)
	} catch (error) {
		if (isApiError(error) && error.code === 'cart_empty') {
			const t = await i18next.getFixedT(request, 'shop')
			throw await redirectWithInfo(cartPath, t('checkOut.nothingToCheckOut'))
		}
		return orNotFound(request, 'businessOrder')(error)
	}
}

/**
 * /account/sale-screen/business-order/{boid}/cart-order: a business order's cart checked out
 * (docs/product.md#shop): its lines at today's prices, then delivery, phone, note and payment, a voucher
 * of the buyer's pocket that pays part of it (docs/product.md#pocket) with the total to pay, and "Place
 * order", which lands on the order's bill.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { boid } = parseParams(params, args.params, request)
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'shop'), i18next.getLocale(request)])
	const checkOut = await checkOutOf(request, shopApi(request, context, session), boid)
	const cart = cartView({ groups: [checkOut.cart], itemCount: 0 }, language).groups[0]!
	return {
		meta: { title: t('checkOut.title'), description: t('checkOut.description') },
		cart,
		// A line no longer for sale, or with fewer left than it holds, must be changed in the cart first.
		blocked: cart.lines.some((line) => !line.available || line.left !== null),
		needsDelivery: checkOut.needsDelivery,
		phone: checkOut.phone ?? '',
		payMinutes: checkOut.payMinutes,
		paymentMethods: checkOut.paymentMethods,
		taxInvoices: checkOut.taxInvoices,
		totals: checkOutTotals(checkOut, language),
		leastToPay: formatBaht(VOUCHER_LEAVES_SATANG, language, { cents: true }),
		idempotencyKey: newIdempotencyKey(),
	}
}

/** What the API's refusal to place the order says (`errors.*` of locales/{en,th}/shop.json); the form keeps what was typed. */
function refusalOf(error: unknown) {
	if (!isApiError(error)) return 'unavailable'
	if (error.code === 'price_changed') return 'priceChanged'
	if (error.code === 'voucher_unavailable') return 'voucherUnavailable'
	if (error.code === 'not_enough_stock') return 'stockChanged'
	if (error.code === 'cart_empty') return 'empty'
	return idempotencyFailure(error) ?? (error.kind === 'bad-request' ? 'checkOutInvalid' : 'unavailable')
}

export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { boid } = parseParams(params, args.params, request)
	const submission = parseWithZod(await readForm(request), { schema: checkOutFormSchema })
	// The form's own message says so at its top: without JavaScript the page starts there, far above a phone's wrong field.
	if (submission.status !== 'success') return data({ result: withIdempotencyKey(submission.reply({ formErrors: ['checkFields'] })) }, { status: 400 })
	const t = await i18next.getFixedT(request, 'shop')
	const api = shopApi(request, context, session)
	// Priced from the check-out as it is now, the subtotal and voucher the page showed checked against it.
	const priced = placeOrderBody(submission.value, await checkOutOf(request, api, boid))
	if ('refusal' in priced) return data({ result: withIdempotencyKey(refused(submission, priced.refusal)) }, { status: 409 })
	try {
		const order = await api.placeOrder(boid, priced.body, submission.value.idempotencyKey)
		return redirectWithSuccess(billingPath(order), t('checkOut.placed', { number: order.number }))
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized' || error.kind === 'not-found') throw error
		return data({ result: withIdempotencyKey(refused(submission, refusalOf(error)), error) }, failureInit(error, error.status ?? 502))
	}
}

/** The form again with what was typed and why it was refused; a voucher that cannot be used is chosen afresh ("No voucher"). */
function refused(submission: Submission<CheckOutForm>, refusal: CheckOutRefusal | ReturnType<typeof refusalOf>) {
	if (refusal !== 'voucherUnavailable') return submission.reply({ formErrors: [refusal] })
	const result = submission.reply({ formErrors: [refusal], fieldErrors: { voucherId: [refusal] } })
	const { voucherId: _, ...kept } = result.initialValue ?? {}
	return { ...result, initialValue: kept }
}

export default function CheckOutPage() {
	const { t } = useTranslation('shop')
	const { cart, blocked, needsDelivery, phone, payMinutes, paymentMethods, taxInvoices, totals, leastToPay, idempotencyKey } = useLoaderData<typeof loader>()
	return (
		<div className="stack check-out">
			<h1>{t('checkOut.title')}</h1>
			<section aria-labelledby="check-out-lines" className="card stack">
				<h2 id="check-out-lines">{t('checkOut.from', { name: cart.businessUser.name })}</h2>
				<ul className="check-out__lines">
					{cart.lines.map((line) => (
						<li key={line.id} className="check-out__line">
							<span>
								{line.title ?? t('cart.unavailable')}
								{line.option ? <span className="muted"> · {line.option}</span> : null}
								<span className="muted"> × {line.quantity}</span>
							</span>
							<span>{line.total}</span>
							{line.priceWas ? <p className="notice">{t('cart.priceChanged', { was: line.priceWas, now: line.price })}</p> : null}
							{!line.available ? <p className="notice">{t('cart.notForSale')}</p> : line.left !== null ? <p className="notice">{t('cart.left', { count: line.left })}</p> : null}
						</li>
					))}
				</ul>
				<p className="cart-group__subtotal">
					{/* With vouchers to choose from, the total to pay is said by the form, beside them. */}
					{t(totals.choices.length > 1 ? 'order.subtotal' : 'order.total')} <strong>{cart.subtotal}</strong>
				</p>
				<p className="muted">{t('checkOut.payWithin', { count: payMinutes })}</p>
				<Link to={cartPath}>{t('checkOut.changeCart')}</Link>
			</section>
			{blocked ? (
				<p className="notice" role="status">
					{t('checkOut.blocked')} <Link to={cartPath}>{t('checkOut.changeCart')}</Link>
				</p>
			) : null}
			{/* Kept when lines have changed meanwhile, with what was typed: the API refuses until the cart is changed. */}
			<CheckOutForm
				needsDelivery={needsDelivery}
				paymentMethods={paymentMethods}
				phone={phone}
				totals={totals}
				leastToPay={leastToPay}
				idempotencyKey={idempotencyKey}
				taxInvoices={taxInvoices}
			/>
		</div>
	)
}
