import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireUser } from '#app/auth/guards.server.ts'
import { paymentPath } from '#app/brand.ts'
import { Button } from '#app/components/ui/button.tsx'
import { getConfig } from '#app/config/env.server.ts'
import { formatBaht } from '#app/content/display.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound, orNotFound, parseParams } from '#app/routing/params.server.ts'
import { shopApi } from '#app/shop/api.server.ts'
import { OrderStatus } from '#app/shop/order-details.tsx'
import { PromptPayPanel, useCheckPayment } from '#app/shop/promptpay-panel.tsx'
import { promptPayQrToSave } from '#app/shop/promptpay-qr.server.ts'
import { billingPath, purchaseOrderPath, receiptPath } from '#app/shop/paths.ts'
import { holdEnd, voucherView } from '#app/shop/views.ts'

export const handle = { i18n: ['shop'] }
export const meta = pageMeta

const params = z.object({ boid: z.string(), purchaseorderid: z.string() })
/** The bill's search parameter after "Check payment". */
const CHECKED = 'checked'

/** The order's bill, read back from the gateway (a charge made when it needs one): the gateway sends the buyer back to /robtua-payment. */
async function billOf(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { boid, purchaseorderid } = parseParams(params, args.params, request)
	const bill = await shopApi(request, context, session).bill(purchaseorderid, new URL(paymentPath, getConfig().APP_URL).toString()).catch(orNotFound(request, 'purchaseOrder'))
	if (bill.order.businessOrderId !== boid) throw notFound(request, 'purchaseOrder')
	return bill
}

/**
 * …/purchase-order/{purchaseorderid}/billing: the order's bill and payment (docs/product.md#shop): the
 * amount; for PromptPay the QR to scan, until when, and "Check payment" (with JavaScript the page checks by
 * itself); for a card "Pay by card", to the gateway's page. Paid: "Paid" and "View order".
 */
export async function loader(args: LoaderFunctionArgs) {
	const [bill, t, language] = await Promise.all([billOf(args), i18next.getFixedT(args.request, 'shop'), i18next.getLocale(args.request)])
	const { order, payment } = bill
	const unpaid = order.status === 'awaiting_payment'
	const promptPay = unpaid && payment?.status === 'pending' ? payment.promptPay : null
	return {
		meta: { title: t('billing.title'), description: t('billing.description') },
		number: order.number,
		businessUser: order.businessUser.name,
		status: order.status,
		amount: formatBaht(order.totalSatang, language, { cents: true }),
		/** A voucher paid part of it: the subtotal and the voucher, above the amount to pay. */
		voucher: voucherView(order, language, { cents: true }),
		unpaid,
		paid: ['paid', 'accepted', 'ready', 'shipped', 'completed'].includes(order.status),
		method: order.paymentMethod,
		promptPay: promptPay ? { image: promptPay.image, save: await promptPayQrToSave(promptPay, order.number) } : null,
		/** "Check payment" was pressed: the page says what the read found (still unpaid, or "Paid"). */
		checked: new URL(args.request.url).searchParams.has(CHECKED),
		canPayByCard: unpaid && payment?.status === 'pending' && payment.payUrl !== null,
		expiresAt: unpaid && payment?.expiresAt ? holdEnd(payment.expiresAt, language) : null,
		orderHref: purchaseOrderPath(order),
		receiptHref: order.paidAt ? receiptPath(order) : null,
	}
}

/**
 * "Pay by card": to the gateway's page (a redirect the page's policy allows: PAYMENT_PAGE_URL); "Check
 * payment": back to the bill, whose loader reads the payment (once: the action does not read it first).
 */
export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const form = await readForm(request)
	if (form.get('intent') === 'pay') {
		const bill = await billOf(args)
		if (bill.order.status === 'awaiting_payment' && bill.payment?.payUrl) return redirect(bill.payment.payUrl, 303)
		return redirect(billingPath(bill.order), 303)
	}
	await requireUser(args)
	const { boid, purchaseorderid } = parseParams(params, args.params, request)
	return redirect(`${billingPath({ businessOrderId: boid, id: purchaseorderid })}?${CHECKED}`, 303)
}

export default function Billing() {
	const { t } = useTranslation('shop')
	const data = useLoaderData<typeof loader>()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle'
	// With JavaScript, a pending PromptPay payment is checked by itself; the page changes when it is paid.
	useCheckPayment(data.promptPay !== null)
	return (
		<div className="stack billing">
			<h1>{t('billing.title')}</h1>
			<p>
				{t('order.title', { number: data.number })} · {data.businessUser} <OrderStatus status={data.status} />
			</p>
			{data.voucher ? (
				<dl className="facts billing__voucher">
					<div>
						<dt>{t('order.subtotal')}</dt>
						<dd>{data.voucher.subtotal}</dd>
					</div>
					<div>
						<dt>{t('order.voucher', { title: data.voucher.title })}</dt>
						<dd>{t('order.discount', { amount: data.voucher.discount })}</dd>
					</div>
				</dl>
			) : null}
			<p className="billing__amount">
				{data.voucher ? <span className="visually-hidden">{t('billing.toPay')} </span> : null}
				{data.amount}
			</p>
			{data.paid ? (
				<p className="billing__paid" role="status">
					<strong>{t('status.paid')}</strong>
				</p>
			) : null}
			{data.promptPay ? <PromptPayPanel promptPay={data.promptPay} expiresAt={data.expiresAt} checked={data.checked} /> : null}
			{data.canPayByCard ? (
				<Form method="post" className="button-row">
					<Button type="submit" name="intent" value="pay" aria-disabled={busy || undefined}>
						{t('billing.payByCard')}
					</Button>
				</Form>
			) : null}
			{!data.unpaid && !data.paid ? <p className="notice">{t(`billing.closed.${data.status}`)}</p> : null}
			<div className="inline-links">
				<Link to={data.orderHref}>{t('billing.viewOrder')}</Link>
				{data.receiptHref ? <Link to={data.receiptHref}>{t('documents.receipt.link')}</Link> : null}
			</div>
		</div>
	)
}
