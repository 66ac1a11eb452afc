import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireUser } from '#app/auth/guards.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { PrintButton } from '#app/qr-code/print-button.tsx'
import { notFound, orNotFound, parseParams } from '#app/routing/params.server.ts'
import { shopApi } from '#app/shop/api.server.ts'
import { OrderLines } from '#app/shop/order-details.tsx'
import { purchaseOrderPath } from '#app/shop/paths.ts'
import { orderView } from '#app/shop/views.ts'

export const handle = { i18n: ['shop'] }
export const meta = pageMeta

const params = z.object({ boid: z.string(), purchaseorderid: z.string() })

/**
 * …/purchase-order/{purchaseorderid}/receipt: a paid order's receipt (docs/product.md#shop), a page made to
 * be printed (the browser prints it to paper or PDF; the site's header and footer are left out). Its
 * number is the order's, in the business user's sequence. An order not paid has none: Page Not Found.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { boid, purchaseorderid } = parseParams(params, args.params, request)
	const [t, language, order] = await Promise.all([
		i18next.getFixedT(request, 'shop'),
		i18next.getLocale(request),
		shopApi(request, context, session).myOrder(purchaseorderid).catch(orNotFound(request, 'purchaseOrder')),
	])
	if (order.businessOrderId !== boid || !order.paidAt) throw notFound(request, 'purchaseOrder')
	return {
		meta: { title: t('receipt.title', { number: order.number }), description: t('receipt.description') },
		order: orderView(order, language),
		orderHref: purchaseOrderPath(order),
	}
}

export default function Receipt() {
	const { t } = useTranslation('shop')
	const { order, orderHref } = useLoaderData<typeof loader>()
	const sellerAddress = [order.seller.address, order.seller.postcode].filter(Boolean).join(' ')
	return (
		<article className="document stack" aria-labelledby="receipt-title">
			<header className="document__head">
				<div>
					<h1 id="receipt-title">{t('receipt.title', { number: order.number })}</h1>
					<p className="muted">{t('receipt.paidAt', { at: order.paidAt })}</p>
				</div>
				<div className="document__actions no-print">
					<PrintButton label={t('receipt.print')} />
					<Link to={orderHref}>{t('billing.viewOrder')}</Link>
				</div>
			</header>
			<div className="document__parties">
				<section aria-labelledby="receipt-seller">
					<h2 id="receipt-seller">{t('receipt.seller')}</h2>
					<p>
						<strong>{order.businessUser.name}</strong>
					</p>
					{sellerAddress ? <p className="order-address">{sellerAddress}</p> : null}
					{order.seller.phone ? <p>{order.seller.phone}</p> : null}
				</section>
				<section aria-labelledby="receipt-buyer">
					<h2 id="receipt-buyer">{t('receipt.buyer')}</h2>
					<p>
						<strong>{order.buyer}</strong>
					</p>
					<p>{order.phone}</p>
				</section>
			</div>
			<OrderLines order={order} />
			<p>{t('receipt.paidBy', { method: t(`payment.${order.paymentMethod}`), total: order.total })}</p>
		</article>
	)
}
