import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound } from '#app/routing/params.server.ts'
import { shopApi } from '#app/shop/api.server.ts'
import { billingPath, purchaseOrderPath } from '#app/shop/paths.ts'

export const handle = { i18n: ['shop'] }
export const meta = pageMeta

type Outcome = 'received' | 'failed' | 'cancelled' | 'pending'

/**
 * /robtua-payment?charge={id}: where the payment gateway sends the buyer back (docs/product.md#shop). The
 * charge is only a name: the API reads it back from the gateway, so coming back here pays nothing by
 * itself. "Payment received", "Payment failed" or "Payment cancelled", and "View order"; while the
 * gateway has not decided, the page looks again by itself (a refresh, also without JavaScript).
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const charge = new URL(request.url).searchParams.get('charge')
	if (!charge || charge.length > 100) throw notFound(request)
	// Signed out while paying: signing in leads back here (the page is the buyer's alone to read).
	const [{ session }, t] = await Promise.all([requireUser(args), i18next.getFixedT(request, 'shop')])
	const back = await shopApi(request, context, session)
		.paymentReturn(charge)
		.catch((error: unknown) => {
			if (isApiError(error) && (error.kind === 'not-found' || error.kind === 'bad-request')) throw notFound(request)
			throw error
		})
	const outcome: Outcome =
		back.payment.status === 'successful' ? 'received' : back.payment.status === 'pending' ? 'pending' : back.payment.failureCode === 'payment_cancelled' ? 'cancelled' : 'failed'
	const order = { businessOrderId: back.businessOrderId, id: back.orderId }
	// Not decided yet: the browser asks again in a moment, with or without JavaScript.
	return data(
		{
		meta: { title: t(`paymentReturn.${outcome}`), description: t('paymentReturn.description') },
		outcome,
		number: back.number,
		orderHref: purchaseOrderPath(order),
		billingHref: back.orderStatus === 'awaiting_payment' ? billingPath(order) : null,
		},
		{ headers: outcome === 'pending' ? { Refresh: '3', 'Cache-Control': 'no-store' } : { 'Cache-Control': 'no-store' } },
	)
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export default function PaymentReturn() {
	const { t } = useTranslation('shop')
	const data = useLoaderData<typeof loader>()
	return (
		<div className="stack payment-return">
			<h1>{t(`paymentReturn.${data.outcome}`)}</h1>
			<p>{t(`paymentReturn.${data.outcome}Text`, { number: data.number })}</p>
			{data.outcome !== 'received' && data.outcome !== 'pending' ? <p>{t(data.billingHref ? 'paymentReturn.canTryAgain' : 'paymentReturn.closed')}</p> : null}
			<div className="button-row">
				<Link to={data.orderHref} className="button">
					{t('billing.viewOrder')}
				</Link>
				{data.outcome !== 'received' && data.billingHref ? (
					<Link to={data.billingHref} className="button button--secondary">
						{t('paymentReturn.tryAgain')}
					</Link>
				) : null}
			</div>
		</div>
	)
}
