import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { requireSaleGrant, requireUser } from '#app/auth/guards.server.ts'
import { notFound, orNotFound, parseParams } from '#app/routing/params.server.ts'
import { shopApi } from './api.server.ts'
import { documentKindOf, hasDocument } from './documents.ts'
import { purchaseOrderPath, salePath } from './paths.ts'

// The order a shop page is about (docs/product.md#shop): the buyer's own, under its business order
// (…/business-order/{boid}/purchase-order/{purchaseorderid}), or one of a business user's, for its staff
// granted Sales (…/my-activities/{orderid}). Any other is Page Not Found.

const buyerParams = z.object({ boid: z.string(), purchaseorderid: z.string() })
const sellerParams = z.object({ id: z.uuid(), orderid: z.uuid() })

/** The signed-in buyer's purchase order of the address; an order of another business order has no such address. */
export async function buyersOrder(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { boid, purchaseorderid } = parseParams(buyerParams, args.params, request)
	const order = await shopApi(request, context, session).myOrder(purchaseorderid).catch(orNotFound(request, 'purchaseOrder'))
	if (order.businessOrderId !== boid) throw notFound(request, 'purchaseOrder')
	return order
}

/** The business user's order of the address, for a member granted Sales · Read. */
export async function sellersOrder(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { id, orderid } = parseParams(sellerParams, args.params, request)
	const { session } = await requireSaleGrant(args, id, 'read')
	return shopApi(request, context, session).sale(id, orderid).catch(orNotFound(request, 'purchaseOrder'))
}

/**
 * The order a document's address is of, whoever's side it is on (a seller's address has its business
 * user's id), with the document's kind and where its order's page is. An order without that document
 * (not paid; no tax invoice asked for) is Page Not Found.
 */
export async function documentOrder(args: LoaderFunctionArgs) {
	const kind = documentKindOf(new URL(args.request.url).pathname)
	const { order, orderHref } = args.params.orderid !== undefined ? await sellersOrder(args).then((order) => ({ order, orderHref: salePath(order.businessUser.id, order.id) })) : await buyersOrder(args).then((order) => ({ order, orderHref: purchaseOrderPath(order) }))
	if (!kind || !hasDocument(order, kind)) throw notFound(args.request, 'purchaseOrder')
	return { kind, order, orderHref }
}
