import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { PrintButton } from '#app/qr-code/print-button.tsx'
import { notFound, parseParams } from '#app/routing/params.server.ts'
import documentStyles from '#app/shop/document.css?url'
import { subscriptionApi } from '#app/subscription/api.server.ts'
import { subscriptionAccountPath } from '#app/subscription/paths.ts'
import { subscriptionLinks } from '#app/subscription/styles.ts'
import { periodPaymentView } from '#app/subscription/views.ts'

export const handle = { i18n: ['subscription'] }
export const meta = pageMeta
// A receipt looks like the shop's (app/shop/document.css): on paper, only the receipt.
export const links = () => [{ rel: 'stylesheet', href: documentStyles }, ...subscriptionLinks()]

const params = z.object({ invoiceId: z.string() })

/**
 * /subscription-account/receipts/{invoiceId} (ours; docs/product.md#subscriptions): a paid period's
 * receipt, to print — its number, the business user, package, period, amount, when and how it was paid.
 * A period not paid (or not the person's) has no receipt: Page Not Found.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { invoiceId } = parseParams(params, args.params, request)
	const [t, language, bill] = await Promise.all([
		i18next.getFixedT(request, 'subscription'),
		i18next.getLocale(request),
		subscriptionApi(request, context, session)
			.bill(invoiceId)
			.catch((error: unknown) => {
				throw isApiError(error) && (error.kind === 'not-found' || error.kind === 'bad-request') ? notFound(request) : error
			}),
	])
	const receipt = periodPaymentView(bill.payment, language)
	if (receipt.status !== 'paid' || !receipt.receiptNumber) throw notFound(request)
	return {
		meta: { title: t('receipt.title', { number: receipt.receiptNumber }), description: t('receipt.description', { name: receipt.businessUser }) },
		receipt: { ...receipt, number: receipt.receiptNumber },
	}
}

export default function SubscriptionReceipt() {
	const { t } = useTranslation('subscription')
	const { receipt } = useLoaderData<typeof loader>()
	const facts = [
		{ term: t('receipt.businessUser'), value: receipt.businessUser },
		{ term: t('subscriptions.package'), value: receipt.packageName },
		{ term: t('pay.period'), value: receipt.period },
		{ term: t('receipt.paidAt'), value: receipt.paidAt },
		{ term: t('receipt.method'), value: receipt.method ? t(`method.${receipt.method}`) : null },
	]
	return (
		<article className="document subscription-receipt" aria-labelledby="receipt-title">
			<header className="document__head">
				<div>
					<h1 id="receipt-title">{t('receipt.title', { number: receipt.number })}</h1>
					<p>{t('receipt.subtitle')}</p>
				</div>
				<div className="document__actions no-print">
					<PrintButton label={t('receipt.print')} />
					<Link to={subscriptionAccountPath}>{t('account.title')}</Link>
				</div>
			</header>
			<table className="document__lines">
				<tbody>
					{facts.map(({ term, value }) =>
						value ? (
							<tr key={term}>
								<th scope="row">{term}</th>
								<td>{value}</td>
							</tr>
						) : null,
					)}
				</tbody>
				<tfoot>
					<tr>
						<th scope="row">{t('receipt.amount')}</th>
						<td>{receipt.amount}</td>
					</tr>
				</tfoot>
			</table>
		</article>
	)
}
