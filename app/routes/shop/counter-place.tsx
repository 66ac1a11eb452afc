import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { failureInit } from '#app/api/outage.ts'
import { Button } from '#app/components/ui/button.tsx'
import { revalidateIfIdle } from '#app/hooks/revalidate-if-idle.ts'
import { getConfig } from '#app/config/env.server.ts'
import { formatBaht, formatDay } from '#app/content/display.ts'
import { idempotencyFailure, newIdempotencyKey, withIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { collectPath } from '#app/pocket/rewards.ts'
import { PrintButton } from '#app/qr-code/print-button.tsx'
import { qrCodeSvg, siteUrlOf } from '#app/qr-code/qr-code.server.ts'
import { counterPaths, counterSaleOf } from '#app/shop/counter.server.ts'
import { counterMessage, counterPlaceFormSchemaOf } from '#app/shop/counter-forms.ts'
import { CounterFormError } from '#app/shop/counter-messages.tsx'
import { CounterSaleLines } from '#app/shop/counter-sale-lines.tsx'
import { counterReceiptView, reviewView } from '#app/shop/counter-views.ts'
import counterStyles from '#app/shop/counter.css?url'
import { OrderLines, OrderStatus } from '#app/shop/order-details.tsx'
import { salePath, salesPath } from '#app/shop/paths.ts'
import { holdEnd } from '#app/shop/views.ts'
import { redirectWithError, redirectWithInfo, redirectWithSuccess } from '#app/toast/toast.server.ts'

export const handle = { i18n: ['shop'] }
export const meta = pageMeta
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: counterStyles }]

// After a post, the page is fetched again with GET (with or without JavaScript).
const seeOther = { status: 303 }
/** While a payment is pending, the page reads it again this often (with JavaScript; without, "Check payment"). */
const CHECK_EVERY_MS = 3_000
/** The page's search parameter after "Check payment". */
const CHECKED = 'checked'
/** An order's states once it is paid: it has a receipt. */
const paidStatuses = ['paid', 'accepted', 'ready', 'shipped', 'completed']

/** Read again after a refusal of what changed meanwhile (409: a price, the stock), so the review shows the sale as it is now. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate

/**
 * …/timeline/{timelineid}/order/{orderid}/place-an-order: a counter sale (docs/product.md#shop, "Counter
 * sale"). Checked out, its review (lines, total, customer, payment, cash and change, points) and "Place
 * order". Placed: by PromptPay or card while unpaid, the QR to show the customer or the gateway's page to
 * pay on, and "Check payment" (with JavaScript the page looks by itself); paid, its receipt ("Receipt
 * {number}") to print, with its points: given to the customer named, or a one-time "Points QR code" and
 * its address ("Collect points"). Then "New sale".
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { api, order, businessUser, businessUserId, canRingUp } = await counterSaleOf(args)
	const paths = counterPaths(businessUserId, order)
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'shop'), i18next.getLocale(request)])
	const common = { businessUser: businessUser.name, salesHref: salesPath(businessUserId), canRingUp }
	if (!order.placed) {
		if (order.lines.length === 0) throw await redirectWithInfo(paths.cart, t('counter.checkOut.empty'))
		if (!order.paymentMethod) throw redirect(paths.checkOut)
		return {
			...common,
			meta: { title: t('counter.place.title'), description: t('counter.place.description') },
			review: { ...reviewView(order, language), checkOutHref: paths.checkOut, idempotencyKey: newIdempotencyKey() },
			placed: null,
		}
	}
	// Unpaid by PromptPay or card: its charge made, or read back from the gateway and applied (the card's page comes back here).
	const awaiting = (placed: NonNullable<typeof order.placed>) => placed.order.status === 'awaiting_payment' && placed.order.paymentMethod !== 'cash'
	const placed = awaiting(order.placed) && canRingUp ? (await api.pay(businessUserId, order.id, new URL(paths.place, getConfig().APP_URL).toString())).placed! : order.placed
	const { number, status, totalSatang } = placed.order
	const payment = awaiting(placed) && placed.payment?.status === 'pending' ? placed.payment : null
	const paid = paidStatuses.includes(status)
	const code = placed.pointsCode
	return {
		...common,
		meta: { title: paid ? t('documents.receipt.title', { number }) : t('order.title', { number }), description: t('counter.place.description') },
		review: null,
		placed: {
			number,
			status,
			awaiting: awaiting(placed),
			paid,
			amount: formatBaht(totalSatang, language, { cents: true }),
			promptPay: payment?.promptPay ? { image: payment.promptPay.image } : null,
			payUrl: payment?.payUrl ?? null,
			expiresAt: payment?.expiresAt ? holdEnd(payment.expiresAt, language) : null,
			/** "Check payment" was pressed: the page says what the read found (still unpaid, or the receipt). */
			checked: new URL(request.url).searchParams.has(CHECKED),
			receipt: counterReceiptView(placed.order, language),
			customer: order.customer?.name ?? null,
			pointsCode:
				paid && code
					? {
							points: code.points,
							collected: code.collected,
							until: formatDay(code.expiresAt, language),
							address: siteUrlOf(collectPath(code.code)),
							qrCodeSvg: code.collected ? null : await qrCodeSvg(collectPath(code.code), { title: t('counter.place.pointsQr') }),
						}
					: null,
			pointsGiven: paid && placed.pointsGiven > 0 ? { count: placed.pointsGiven, name: order.customer?.name ?? placed.order.buyer?.name ?? '' } : null,
			saleHref: salePath(businessUserId, order.id),
		},
	}
}

type PlaceActionData = { result: SubmissionResult<string[]> }

/** What the API's refusal to place the sale says (`counter.errors.*`, or the shop's `errors.*`). */
function refusalOf(request: Request, error: unknown) {
	if (isApiError(error) && error.code === 'price_changed') return counterMessage(error.problem?.errors?.cashReceivedSatang ? 'cashNoLonger' : 'priceChanged')
	if (isApiError(error) && error.code === 'not_enough_stock') return counterMessage('stockChanged')
	return idempotencyFailure(error) ?? failureReason(request, error)
}

/**
 * "Place order" (with the total the review showed and the form's idempotency key: sent twice, one order),
 * then this page again, placed; "Check payment": this page again, which reads the payment.
 */
export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const form = await readForm(request)
	const schema = counterPlaceFormSchemaOf(form.get('intent'))
	if (schema === null || form.get('intent') === 'check') {
		const { order, businessUserId } = await counterSaleOf(args)
		const here = counterPaths(businessUserId, order).place
		return redirect(schema ? `${here}?${CHECKED}` : here, seeOther)
	}
	const { api, order, businessUserId } = await counterSaleOf(args, 'create')
	const paths = counterPaths(businessUserId, order)
	if (order.placed) return redirect(paths.place, seeOther)
	const t = await i18next.getFixedT(request, 'shop')
	const submission = parseWithZod(form, { schema })
	if (submission.status !== 'success') return data({ result: withIdempotencyKey(submission.reply({ formErrors: [counterMessage('invalid')] })) } satisfies PlaceActionData, { status: 400 })
	const value = submission.value
	if (value.intent !== 'place') return redirect(paths.place, seeOther)
	try {
		const placed = await api.place(businessUserId, order.id, value.expectedTotalSatang, value.idempotencyKey)
		const number = placed.placed?.order.number ?? ''
		return redirectWithSuccess(paths.place, t(placed.placed?.order.status === 'awaiting_payment' ? 'counter.place.awaiting' : 'counter.place.placed', { number }), seeOther)
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized' || error.kind === 'not-found') throw error
		// Placed meanwhile (another tab), or its check-out is not done.
		if (error.code === 'order_state') return order.paymentMethod ? redirect(paths.place, seeOther) : redirectWithError(paths.checkOut, t('counter.errors.notCheckedOut'), seeOther)
		if (error.code === 'cart_empty') return redirectWithInfo(paths.cart, t('counter.checkOut.empty'), seeOther)
		return data({ result: withIdempotencyKey(submission.reply({ formErrors: [refusalOf(request, error)] }), error) } satisfies PlaceActionData, failureInit(error, error.status ?? 502))
	}
}

export default function CounterPlace() {
	const { t } = useTranslation('shop')
	const data = useLoaderData<typeof loader>()
	return (
		<div className="counter counter-place stack">
			<p className="counter__back no-print">
				<Link to={data.salesHref}>{t('counter.backToSales')}</Link>
			</p>
			{data.review ? <Review review={data.review} canRingUp={data.canRingUp} /> : null}
			{data.placed ? (
				<>
					<Placed placed={data.placed} businessUser={data.businessUser} />
					<div className="button-row counter-place__actions no-print">
						{data.placed.paid ? <PrintButton label={t('counter.place.print')} /> : null}
						<Link to={data.placed.saleHref} className="button button--ghost button--small">
							{t('counter.place.viewInSales', { number: data.placed.number })}
						</Link>
						{data.canRingUp ? (
							// Sales starts it, as its own "New sale" does.
							<Form method="post" action={data.salesHref}>
								<Button type="submit" name="intent" value="newSale" size="small">
									{t('counter.newSale')}
								</Button>
							</Form>
						) : null}
					</div>
				</>
			) : null}
		</div>
	)
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>

/** The sale as it will be placed, and "Place order". */
function Review({ review, canRingUp }: { review: NonNullable<LoaderData['review']>; canRingUp: boolean }) {
	const { t } = useTranslation('shop')
	const actionData = useActionData<PlaceActionData>()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const result = actionData?.result
	const key = typeof result?.initialValue?.idempotencyKey === 'string' ? result.initialValue.idempotencyKey : review.idempotencyKey
	return (
		<>
			<h1>{t('counter.place.title')}</h1>
			<CounterSaleLines id="counter-review-lines" lines={review.lines} totalLabel={t('order.total')} total={review.total} />
			<dl className="facts counter-review">
				<div>
					<dt>{t('counter.place.customer')}</dt>
					<dd>{review.customer ?? t('counter.place.noCustomer')}</dd>
				</div>
				<div>
					<dt>{t('counter.place.payment')}</dt>
					<dd>{review.paymentMethod ? t(`payment.${review.paymentMethod}`) : null}</dd>
				</div>
				{review.cashReceived ? (
					<div>
						<dt>{t('counter.place.cashReceived')}</dt>
						<dd>{review.cashReceived}</dd>
					</div>
				) : null}
				{review.change ? (
					<div>
						<dt>{t('counter.place.change')}</dt>
						<dd className="counter-review__change">{review.change}</dd>
					</div>
				) : null}
				<div>
					<dt>{t('counter.place.points')}</dt>
					<dd>{review.points > 0 ? t('counter.place.pointsCount', { count: review.points }) : t('counter.place.noPoints')}</dd>
				</div>
			</dl>
			<p>
				<Link to={review.checkOutHref}>{t('counter.place.changeCheckOut')}</Link>
			</p>
			{canRingUp ? (
				<Form method="post" className="stack counter-place__form">
					<CounterFormError id="counter-place-error" errors={result?.error?.[''] ?? undefined} />
					<input type="hidden" name="expectedTotalSatang" value={String(review.totalSatang)} />
					<IdempotencyKeyInput value={key} />
					<Button type="submit" name="intent" value="place" className="button--block" aria-disabled={busy || undefined}>
						{busy ? t('counter.place.placing') : t('counter.place.place')}
					</Button>
				</Form>
			) : null}
		</>
	)
}

/** A placed sale: its payment while unpaid; its receipt and points once paid; why not, when it can no longer be. */
function Placed({ placed, businessUser }: { placed: NonNullable<LoaderData['placed']>; businessUser: string }) {
	const { t } = useTranslation('shop')
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle'
	// With JavaScript, an unpaid sale is checked by itself; the page shows the receipt once it is paid.
	useEffect(() => {
		if (!placed.awaiting) return
		const timer = setInterval(() => revalidateIfIdle(), CHECK_EVERY_MS)
		return () => clearInterval(timer)
	}, [placed.awaiting])
	if (placed.paid) return <Receipt placed={placed} businessUser={businessUser} />
	if (!placed.awaiting) {
		return (
			<>
				<h1>{t('order.title', { number: placed.number })}</h1>
				<p className="notice">{t('counter.place.unpaidClosed', { status: t(`status.${placed.status}`) })}</p>
			</>
		)
	}
	const check = (
		<Form method="post">
			<Button type="submit" name="intent" value="check" variant="secondary" aria-disabled={busy || undefined}>
				{t('billing.check')}
			</Button>
		</Form>
	)
	return (
		<>
			<h1>{t('billing.title')}</h1>
			<p className="counter-place__status">
				{t('counter.place.awaiting', { number: placed.number })} <OrderStatus status={placed.status} />
			</p>
			<p className="billing__amount">{placed.amount}</p>
			{placed.promptPay ? (
				<section aria-labelledby="counter-promptpay" className="card stack counter-place__pay">
					<h2 id="counter-promptpay">{t('payment.promptpay')}</h2>
					<img src={placed.promptPay.image} alt={t('billing.qrAlt')} width={240} height={240} className="billing__qr counter-place__qr" />
					<p>{t('counter.place.scan', { amount: placed.amount })}</p>
					{placed.expiresAt ? <p className="notice">{t(placed.expiresAt.date ? 'billing.expiresDate' : 'billing.expires', placed.expiresAt)}</p> : null}
				</section>
			) : null}
			{placed.payUrl ? (
				<section aria-labelledby="counter-card" className="card stack counter-place__pay">
					<h2 id="counter-card">{t('payment.card')}</h2>
					<p>{t('counter.place.cardHint', { amount: placed.amount })}</p>
					<p>
						{/* The gateway's own page: a plain link (it comes back to this page). */}
						<a href={placed.payUrl} className="button">
							{t('billing.payByCard')}
						</a>
					</p>
				</section>
			) : null}
			<p className="muted js-only" aria-live="polite">
				{t('counter.place.checking')}
			</p>
			{placed.checked ? (
				<p className="notice" role="status">
					{t('billing.notYet')}
				</p>
			) : null}
			{check}
		</>
	)
}

/** A paid sale's receipt, to print: the business, the date, the lines and total, the cash and the change; its points. */
function Receipt({ placed, businessUser }: { placed: NonNullable<LoaderData['placed']>; businessUser: string }) {
	const { t } = useTranslation('shop')
	const { receipt, pointsCode, pointsGiven } = placed
	return (
		<article className="counter-receipt stack" aria-labelledby="counter-receipt-title">
			<header className="counter-receipt__head">
				<h1 id="counter-receipt-title">{t('documents.receipt.title', { number: receipt.number })}</h1>
				<p className="counter-receipt__business">{businessUser}</p>
				<p className="muted">{t('counter.place.receiptDate', { at: receipt.paidAt ?? receipt.placedAt })}</p>
			</header>
			<OrderLines order={receipt} className="order-lines counter-receipt__lines" />
			<dl className="counter-receipt__facts">
				<div>
					<dt>{t('counter.place.customer')}</dt>
					<dd>{placed.customer ?? t('counter.place.noCustomer')}</dd>
				</div>
				<div>
					<dt>{t('counter.place.paidBy')}</dt>
					<dd>{t(`payment.${receipt.paymentMethod}`)}</dd>
				</div>
				{receipt.cashReceived ? (
					<div>
						<dt>{t('counter.place.cashReceived')}</dt>
						<dd>{receipt.cashReceived}</dd>
					</div>
				) : null}
				{receipt.change ? (
					<div>
						<dt>{t('counter.place.change')}</dt>
						<dd>{receipt.change}</dd>
					</div>
				) : null}
			</dl>
			{pointsGiven ? <p className="notice counter-receipt__points-given">{t('counter.place.pointsGiven', pointsGiven)}</p> : null}
			{pointsCode ? (
				<section aria-labelledby="counter-points" className="counter-points">
					<h2 id="counter-points">{t('counter.place.pointsTitle')}</h2>
					{pointsCode.qrCodeSvg ? (
						<>
							<p className="counter-points__scan">{t('counter.place.pointsScan', { count: pointsCode.points })}</p>
							{/* Our own markup (qrcode's SVG with an escaped label), never user HTML. */}
							<div className="qr-code counter-points__qr" dangerouslySetInnerHTML={{ __html: pointsCode.qrCodeSvg }} />
							<p className="counter-points__address">
								<span>{t('counter.place.pointsOnce', { date: pointsCode.until })}</span> <span className="counter-points__url">{pointsCode.address}</span>
							</p>
							<p className="no-print">
								<a href={pointsCode.address}>{t('counter.place.collect')}</a>
							</p>
						</>
					) : (
						<p className="muted">{t('counter.place.pointsCollected')}</p>
					)}
				</section>
			) : null}
		</article>
	)
}
