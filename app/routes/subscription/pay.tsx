import { parseWithZod } from '@conform-to/zod/v4'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { Button } from '#app/components/ui/button.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound, parseParams } from '#app/routing/params.server.ts'
import { PromptPayPanel, useCheckPayment } from '#app/shop/promptpay-panel.tsx'
import { promptPayQrToSave } from '#app/shop/promptpay-qr.server.ts'
import { holdEnd } from '#app/shop/views.ts'
import { cardReturnUri, subscriptionApi } from '#app/subscription/api.server.ts'
import { payFormSchema } from '#app/subscription/forms.ts'
import { mySubscriptionsPath, subscriptionPayPath } from '#app/subscription/paths.ts'
import { paySearchSchema } from '#app/subscription/search-params.ts'
import { subscriptionLinks } from '#app/subscription/styles.ts'
import { billView } from '#app/subscription/views.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'

// 'shop': the PromptPay QR and "Check payment" are the shop's bill's (app/shop/promptpay-panel.tsx).
export const handle = { i18n: ['subscription', 'shop'] }
export const meta = pageMeta
export const links = subscriptionLinks

const params = z.object({ invoiceId: z.string() })
const seeOther = { status: 303 }

/** The API's "no such period of yours" (someone else's, an unknown or a malformed id) is the page's 404. */
const orMissing = (request: Request) => (error: unknown) => {
	throw isApiError(error) && (error.kind === 'not-found' || error.kind === 'bad-request') ? notFound(request) : error
}

/**
 * /account/subscription/pay/{invoiceId} (ours; docs/product.md#subscriptions): a period to pay — its
 * business user, package, days and amount — by PromptPay: the QR (the shop's), until when it can be paid,
 * and "Check payment" (with JavaScript the page checks by itself every few seconds). A card declined on it
 * is said, with "Try another card". Once paid, the person is back on their subscriptions.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { invoiceId } = parseParams(params, args.params, request)
	const api = subscriptionApi(request, context, session)
	const [t, language, read] = await Promise.all([i18next.getFixedT(request, 'subscription'), i18next.getLocale(request), api.bill(invoiceId).catch(orMissing(request))])
	const { payment } = read
	if (payment.invoice.status === 'paid') throw await redirectWithSuccess(mySubscriptionsPath, t('pay.paid', { name: payment.businessUser.name }))
	// An open period gets its PromptPay charge (the one that can still be paid is reused); a business user without PromptPay takes cards only.
	let bill = read
	let promptPayUnavailable = false
	if (payment.invoice.status === 'open') {
		bill = await api.payByPromptPay(invoiceId).catch((error: unknown) => {
			if (!isApiError(error) || (error.code !== 'promptpay_unavailable' && error.kind !== 'conflict')) throw error
			promptPayUnavailable = error.code === 'promptpay_unavailable'
			return read
		})
	}
	// Paid meanwhile (between the read and the charge).
	if (bill.payment.invoice.status === 'paid') throw await redirectWithSuccess(mySubscriptionsPath, t('pay.paid', { name: payment.businessUser.name }))
	const charge = bill.payment.invoice.status === 'open' && bill.charge?.status === 'pending' && bill.charge.method === 'promptpay' ? bill.charge : null
	return {
		meta: { title: t('pay.title'), description: t('pay.description', { name: payment.businessUser.name }) },
		bill: billView(bill, language),
		promptPay: charge?.promptPay ? { image: charge.promptPay.image, save: await promptPayQrToSave(charge.promptPay, invoiceId.slice(0, 8)) } : null,
		expiresAt: charge?.expiresAt ? holdEnd(charge.expiresAt, language) : null,
		promptPayUnavailable,
		checked: paySearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams)).checked,
	}
}

/**
 * "Check payment": back to the page, whose loader reads the payment; "Try another card": the
 * gateway's page for adding a card, which comes back to the subscription account and charges it.
 */
export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { invoiceId } = parseParams(params, args.params, request)
	const submission = parseWithZod(await readForm(request), { schema: payFormSchema })
	const here = subscriptionPayPath(invoiceId)
	if (submission.status !== 'success' || submission.value.intent === 'check') return redirect(`${here}?checked`, seeOther)
	const api = subscriptionApi(request, context, session)
	try {
		const { payment } = await api.bill(invoiceId)
		const { uri } = await api.cardPage(cardReturnUri(), payment.subscriptionId)
		return redirect(uri, seeOther)
	} catch (error) {
		if (!isApiError(error) || error.serviceOutage || error.kind === 'unauthorized') throw error
		if (error.kind === 'not-found' || error.kind === 'bad-request') return orMissing(request)(error)
		const t = await i18next.getFixedT(request, 'subscription')
		return await redirectWithError(here, t('errors.unavailable'), seeOther)
	}
}

export default function PayPeriod() {
	const { t } = useTranslation('subscription')
	const { bill, promptPay, expiresAt, promptPayUnavailable, checked } = useLoaderData<typeof loader>()
	const busy = useNavigation().state !== 'idle'
	useCheckPayment(promptPay !== null)
	const open = bill.status === 'open'
	return (
		<div className="stack subscription-page subscription-pay">
			<p>
				<Link to={mySubscriptionsPath}>{t('subscriptions.title')}</Link>
			</p>
			<h1>{t('pay.title')}</h1>
			<dl className="pocket-facts">
				<div className="pocket-facts__wide">
					<dt>{t('pay.businessUser')}</dt>
					<dd>{bill.businessUser}</dd>
				</div>
				<div>
					<dt>{t('subscriptions.package')}</dt>
					<dd>{bill.packageName}</dd>
				</div>
				<div>
					<dt>{t('pay.period')}</dt>
					<dd>{bill.period}</dd>
				</div>
			</dl>
			<p className="subscription-pay__amount">{bill.amount}</p>
			{bill.declined ? (
				<p className="notice notice--warning" role="alert">
					{t('pay.declined')}
				</p>
			) : null}
			{!open ? <p className="notice">{t('pay.closed')}</p> : null}
			{promptPayUnavailable ? <p className="notice">{t('pay.noPromptPay', { name: bill.businessUser })}</p> : null}
			{promptPay ? <PromptPayPanel promptPay={promptPay} expiresAt={expiresAt} checked={checked} /> : null}
			{/* A card declined on it: another card may pay it (a PromptPay-paid subscription is paid by its QR). */}
			{open && bill.declined ? (
				<Form method="post" className="button-row">
					<Button type="submit" name="intent" value="card" variant={promptPay ? 'secondary' : 'primary'} aria-disabled={busy || undefined}>
						{t('pay.anotherCard')}
					</Button>
				</Form>
			) : null}
		</div>
	)
}
