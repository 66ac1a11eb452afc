import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError, type ApiError } from '#app/api/errors.ts'
import { failureInit } from '#app/api/outage.ts'
import { formatBaht } from '#app/content/display.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { counterPaths, counterSaleOf, leaveIfPlaced } from '#app/shop/counter.server.ts'
import { counterCheckOutBody, counterCheckOutFormSchema, counterMessage } from '#app/shop/counter-forms.ts'
import { bahtTyped } from '#app/shop/counter-money.ts'
import { counterLinesView } from '#app/shop/counter-views.ts'
import { CounterSaleLines } from '#app/shop/counter-sale-lines.tsx'
import counterStyles from '#app/shop/counter.css?url'
import { redirectWithInfo } from '#app/toast/toast.server.ts'

// The form hydrates after the page (ADR 0007): the form library is not part of the first load.
const CounterCheckOutForm = hydrateLater(() => import('#app/shop/counter-check-out-form.tsx').then((m) => m.CounterCheckOutForm))

export const handle = { i18n: ['shop'] }
export const meta = pageMeta
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: counterStyles }]

// After a post, the page is fetched again with GET (with or without JavaScript).
const seeOther = { status: 303 }

/**
 * …/timeline/{timelineid}/order/{orderid}/check-out: a counter sale's check-out (docs/product.md#shop,
 * "Counter sale"): its lines and total, then "Customer" (optional), "Payment" and, for cash, "Cash
 * received" with the change; "Continue" leads to the review, to place it. Nothing rung up: back to the cart.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { order, businessUserId } = await counterSaleOf(args, 'create')
	leaveIfPlaced(businessUserId, order)
	const paths = counterPaths(businessUserId, order)
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'shop'), i18next.getLocale(request)])
	if (order.lines.length === 0) throw await redirectWithInfo(paths.cart, t('counter.checkOut.empty'))
	return {
		meta: { title: t('counter.checkOut.title'), description: t('counter.checkOut.description') },
		cartHref: paths.cart,
		lines: counterLinesView(order, language),
		total: formatBaht(order.subtotalSatang, language, { cents: true }),
		totalSatang: order.subtotalSatang,
		points: order.points,
		/** The customer the last check-out named: the form does not know how they were typed. */
		customerNamed: order.customer?.name ?? null,
		paymentMethods: order.paymentMethods,
		paymentMethod: order.paymentMethod ?? order.paymentMethods[0] ?? 'cash',
		cashReceived: bahtTyped(order.cashReceivedSatang),
	}
}

const customerRefusals: Record<string, string> = { not_found: 'customerNotFound', ambiguous: 'customerAmbiguous', staff: 'customerStaff' }

/** The API's refusal of a field (400 `errors.customer`, `errors.cashReceivedSatang`, `errors.paymentMethod`) as the form's messages, or null. */
function fieldRefusals(error: ApiError): Record<string, string[]> | null {
	const errors = error.kind === 'bad-request' ? error.problem?.errors : undefined
	if (!errors) return null
	const fields: Record<string, string[]> = {}
	const customer = errors.customer?.[0]
	if (customer) fields.customer = [counterMessage(customerRefusals[customer] ?? 'customerFormat')]
	const least = /^at least:(\d+)$/.exec(errors.cashReceivedSatang?.[0] ?? '')?.[1]
	if (errors.cashReceivedSatang) fields.cashReceived = [least ? counterMessage('cashShort', { satang: least }) : counterMessage('invalid')]
	if (errors.paymentMethod) fields.paymentMethod = [counterMessage('paymentMethod')]
	return Object.keys(fields).length > 0 ? fields : null
}

/**
 * "Continue": the check-out sent to the API, then the review. What it refuses comes back beside its
 * field, with what was typed: a customer it does not find (or two of one phone, or the business's own
 * staff), cash short of the total.
 */
export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { api, order, businessUserId } = await counterSaleOf(args, 'create')
	leaveIfPlaced(businessUserId, order)
	const paths = counterPaths(businessUserId, order)
	const submission = parseWithZod(await readForm(request), { schema: counterCheckOutFormSchema })
	// The form's own message says so at its top: without JavaScript the page starts there.
	if (submission.status !== 'success') return data({ result: submission.reply({ formErrors: ['checkFields'] }) }, { status: 400 })
	try {
		await api.checkOut(businessUserId, order.id, counterCheckOutBody(submission.value))
		return redirect(paths.place, seeOther)
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized' || error.kind === 'not-found') throw error
		if (error.code === 'order_state') return redirect(paths.place, seeOther)
		if (error.code === 'cart_empty') {
			const t = await i18next.getFixedT(request, 'shop')
			return redirectWithInfo(paths.cart, t('counter.checkOut.empty'), seeOther)
		}
		const fieldErrors = fieldRefusals(error)
		if (fieldErrors) return data({ result: submission.reply({ formErrors: ['checkFields'], fieldErrors }) }, { status: 400 })
		return data({ result: submission.reply({ formErrors: [failureReason(request, error)] }) }, failureInit(error, error.status ?? 502))
	}
}

export default function CounterCheckOut() {
	const { t } = useTranslation('shop')
	const data = useLoaderData<typeof loader>()
	return (
		<div className="counter counter-check-out stack">
			<p className="counter__back">
				<Link to={data.cartHref}>{t('counter.checkOut.changeSale')}</Link>
			</p>
			<h1>{t('counter.checkOut.title')}</h1>
			<div className="counter__layout counter__layout--check-out">
				<CounterSaleLines id="counter-check-out-lines" lines={data.lines} totalLabel={t('counter.checkOut.toPay')} total={data.total}>
					{data.points > 0 ? <p className="muted">{t('counter.cart.points', { count: data.points })}</p> : null}
				</CounterSaleLines>
				<div className="stack">
					{data.customerNamed ? <p className="notice">{t('counter.checkOut.customerNamed', { name: data.customerNamed })}</p> : null}
					<CounterCheckOutForm totalSatang={data.totalSatang} paymentMethods={data.paymentMethods} paymentMethod={data.paymentMethod} cashReceived={data.cashReceived} />
				</div>
			</div>
		</div>
	)
}
