import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { ConfirmStep } from '#app/forms/confirm-step.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound, parseParams } from '#app/routing/params.server.ts'
import { shopApi } from '#app/shop/api.server.ts'
import { OrderFacts, OrderLines, OrderStatus, OrderTimeline } from '#app/shop/order-details.tsx'
import { documentLinks } from '#app/shop/documents.ts'
import { OrderDocumentLinks } from '#app/shop/order-document-links.tsx'
import { buyersOrder } from '#app/shop/orders.server.ts'
import { billingPath, purchaseListPath, purchaseOrderPath } from '#app/shop/paths.ts'
import { orderView } from '#app/shop/views.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'

export const handle = { i18n: ['shop'] }
export const meta = pageMeta

const params = z.object({ boid: z.string(), purchaseorderid: z.string() })

/**
 * …/business-order/{boid}/purchase-order/{purchaseorderid}: a purchase order as its buyer sees it
 * (docs/product.md#shop): its status, lines, total, delivery and timeline; while unpaid, until when it is
 * held, "Pay now" and "Cancel order" (which asks first: `?cancel`).
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const [t, language, order] = await Promise.all([i18next.getFixedT(request, 'shop'), i18next.getLocale(request), buyersOrder(args)])
	return {
		meta: { title: t('order.title', { number: order.number }), description: t('order.description') },
		order: orderView(order, language),
		billing: billingPath(order),
		documents: documentLinks(order, purchaseOrderPath(order)),
		purchaseList: purchaseListPath(order.businessOrderId),
		cancelling: new URL(request.url).searchParams.has('cancel') && order.actions.includes('cancelUnpaid'),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { boid, purchaseorderid } = parseParams(params, args.params, request)
	const t = await i18next.getFixedT(request, 'shop')
	const here = purchaseOrderPath({ businessOrderId: boid, id: purchaseorderid })
	try {
		const order = await shopApi(request, context, session).cancelMyOrder(purchaseorderid)
		return redirectWithSuccess(here, t('order.cancelled', { number: order.number }))
	} catch (error) {
		if (isApiError(error) && error.code === 'order_state') return redirectWithError(here, t('errors.orderChanged'))
		if (isApiError(error) && error.kind === 'not-found') return orNotFound(request, 'purchaseOrder')(error)
		throw error
	}
}

export default function PurchaseOrderPage() {
	const { t } = useTranslation('shop')
	const { order, billing, documents, purchaseList, cancelling } = useLoaderData<typeof loader>()
	const unpaid = order.actions.includes('cancelUnpaid')
	return (
		<div className="stack purchase-order">
			<h1>{t('order.title', { number: order.number })}</h1>
			<p className="purchase-order__status">
				<OrderStatus status={order.status} /> <span className="muted">{t('order.placedAt', { at: order.placedAt })}</span>
			</p>
			<p>
				<Link to={order.businessUser.href}>{t('order.from', { name: order.businessUser.name })}</Link>
			</p>
			{order.heldUntil ? <p className="notice">{t(order.heldUntil.date ? 'order.heldUntilDate' : 'order.heldUntil', order.heldUntil)}</p> : null}
			{unpaid && !cancelling ? (
				<div className="button-row">
					<ButtonLink to={billing}>{t('order.payNow')}</ButtonLink>
					<Form method="get" preventScrollReset>
						<Button type="submit" name="cancel" value="" variant="secondary">
							{t('order.cancel')}
						</Button>
					</Form>
				</div>
			) : null}
			{cancelling ? (
				<ConfirmStep
					id="cancel-question"
					question={t('order.cancelQuestion', { number: order.number })}
					warning={t('order.cancelWarning')}
					fields={{ intent: 'cancel' }}
					confirm={t('order.cancel')}
					keep={t('order.keep')}
				/>
			) : null}
			<section aria-labelledby="order-lines" className="card stack">
				<h2 id="order-lines">{t('order.lines')}</h2>
				<OrderLines order={order} />
				<OrderFacts order={order} />
			</section>
			<OrderTimeline order={order} />
			<OrderDocumentLinks links={documents} />
			<Link to={purchaseList}>{t('order.fromBusinessUser', { name: order.businessUser.name })}</Link>
		</div>
	)
}
