import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { requireSaleGrant } from '#app/auth/guards.server.ts'
import { notFound, parseParams } from '#app/routing/params.server.ts'
import { holds, standingOf } from '#contracts/people-rights.ts'
import type { CounterOrder } from '#contracts/shop/counter.ts'
import { counterApi } from './counter-api.server.ts'
import { counterCartPath, counterCheckOutPath, counterPlacePath } from './paths.ts'
import { isApiError } from '#app/api/errors.ts'

// The counter sale a page is about (docs/product.md#shop, "Counter sale"): a business user's counter order
// on the selling session (timeline) of its address, for the business user's owner, its admins and members
// granted Sales (Read to see it, Create to ring it up). Another business user's order, none, or a selling
// session that is not the order's, is Page Not Found.

const counterParams = z.object({ id: z.uuid(), timelineid: z.uuid(), orderid: z.uuid() })

/** The counter order of the address, with the API's calls for it and whether the person may ring it up. */
export async function counterSaleOf(args: LoaderFunctionArgs, scope: 'read' | 'create' = 'read') {
	const { request, context } = args
	const { id, timelineid, orderid } = parseParams(counterParams, args.params, request)
	const { session, businessUser } = await requireSaleGrant(args, id, scope)
	const api = counterApi(request, context, session)
	const order = await api.order(id, orderid).catch((error: unknown) => {
		throw isApiError(error) && (error.kind === 'not-found' || error.kind === 'bad-request') ? notFound(request) : error
	})
	if (order.timeline.id !== timelineid) throw notFound(request)
	return { api, order, businessUser, businessUserId: id, canRingUp: holds(standingOf(businessUser), 'sale', 'create') }
}

/** The addresses of a counter order's pages. */
export function counterPaths(businessUserId: string, order: Pick<CounterOrder, 'id' | 'timeline'>) {
	const ids = { timelineId: order.timeline.id, id: order.id }
	return { cart: counterCartPath(businessUserId, ids), checkOut: counterCheckOutPath(businessUserId, ids), place: counterPlacePath(businessUserId, ids) }
}

/** A placed sale has only its place-an-order page (its payment and receipt): its cart and check-out lead there. */
export function leaveIfPlaced(businessUserId: string, order: CounterOrder) {
	if (order.placed) throw redirect(counterPaths(businessUserId, order).place)
}
