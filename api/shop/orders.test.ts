import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { businessUserMembers, contentItems, purchaseOrders, saleTimelines } from '#api/db/schema.ts'
import { inTransaction } from '#api/db/transaction.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { businessUserTeam } from '#api/testing/business-team.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { Somebody } from '#api/testing/harness.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import type { Cart } from '#contracts/shop/cart.ts'
import { orderStatuses, type OrderStatus } from '#contracts/shop/order-status.ts'
import type { CheckOut, PurchaseOrder, PurchaseOrderList, SellerOrderList } from '#contracts/shop/orders.ts'
import { expireUnpaidOrders, listOrders, moveOrder } from './orders.ts'
import { allowedPairs, mayTake, orderTransitions, type OrderAction } from './order-states.ts'

// Check-out and purchase orders (docs/product.md#shop): priced by the API, stock taken in the placing
// transaction (20 buyers of the last 3: three orders), placed once a key, moved only as order-states.ts allows.

const api = useHarness()
let seller: Awaited<ReturnType<typeof businessUserTeam>>
let buyer: Somebody
let stranger: Somebody

const publish = async (kind: 'catalogue' | 'event', body: Record<string, unknown>) =>
	ok<ContentItem>(await api.call('POST', `/v1/business-users/${seller.id}/content/${kind}`, { token: seller.member.token, body }), 201)
const addToCart = async (who: Somebody, itemId: string, quantity: number, option?: string) =>
	ok<Cart>(await api.call('POST', '/v1/me/cart/lines', { token: who.token, body: { itemId, quantity, option } }), 201)
const groupOf = (cart: Cart) => cart.groups.find((group) => group.businessUser.id === seller.id)!
const groupOf2 = (cart: Cart, businessUserId: string) => cart.groups.find((group) => group.businessUser.id === businessUserId)!.businessOrderId
const place = (who: Somebody, boid: string, body: Record<string, unknown>, key?: string) =>
	api.call('POST', `/v1/me/business-orders/${boid}/purchase-orders`, { token: who.token, body, headers: key ? { 'Idempotency-Key': key } : {} })
const checkOutBody = (total: number, extra: Record<string, unknown> = {}) => ({ delivery: 'pickup', phone: '081 234 5678', paymentMethod: 'card', expectedTotalSatang: total, ...extra })
const stockOf = async (itemId: string) => {
	const [row] = await api.db.select({ details: contentItems.details }).from(contentItems).where(eq(contentItems.id, itemId))
	return row!.details as { stock?: number; ticketsSold?: number }
}

beforeAll(async () => {
	seller = await businessUserTeam(api)
	buyer = await api.somebody('Dao')
	stranger = seller.stranger
}, 60_000)

describe('placing an order', () => {
	test('prices from the API, takes the stock, empties the cart, numbers per business user, and records the first step', async () => {
		const shirt = await publish('catalogue', { title: 'Indigo shirt', priceSatang: 45000, stock: 5, options: ['S', 'M'] })
		const concert = await publish('event', { title: 'Jazz night', priceSatang: 30000, capacity: 10, startsAt: '2030-01-01T19:00:00+07:00', endsAt: '2030-01-01T22:00:00+07:00' })
		await addToCart(buyer, shirt.id, 2, 'S')
		await addToCart(buyer, shirt.id, 1, 'M')
		const cart = await addToCart(buyer, concert.id, 2)
		const boid = groupOf(cart).businessOrderId
		const checkOut = await ok<CheckOut>(await api.call('GET', `/v1/me/business-orders/${boid}/check-out`, { token: buyer.token }))
		expect(checkOut).toMatchObject({ needsDelivery: true, payMinutes: 30, cart: { subtotalSatang: 195000 } })

		const order = await ok<PurchaseOrder>(await place(buyer, boid, checkOutBody(195000, { note: 'Gift wrap, please' }), 'place-first-order'), 201)
		expect(order).toMatchObject({ status: 'awaiting_payment', delivery: 'pickup', phone: '+66812345678', totalSatang: 195000, note: 'Gift wrap, please', actions: ['cancelUnpaid'] })
		expect(order.lines.map((line) => [line.title, line.option, line.quantity, line.totalSatang])).toEqual([
			['Indigo shirt', 'M', 1, 45000],
			['Indigo shirt', 'S', 2, 90000],
			['Jazz night', '', 2, 60000],
		])
		expect(order.timeline).toEqual([expect.objectContaining({ from: null, to: 'awaiting_payment', by: 'buyer', byName: 'Dao Suksai' })])
		expect(Date.parse(order.payBy) - Date.parse(order.createdAt)).toBeGreaterThan(29 * 60_000)
		expect((await stockOf(shirt.id)).stock).toBe(2)
		expect((await stockOf(concert.id)).ticketsSold).toBe(2)
		expect(groupOf(await ok<Cart>(await api.call('GET', '/v1/me/cart', { token: buyer.token })))).toBeUndefined()

		// The same check-out sent again (a lost answer) is the same order; nothing more is taken.
		const again = await ok<PurchaseOrder>(await place(buyer, boid, checkOutBody(195000, { note: 'Gift wrap, please' }), 'place-first-order'), 201)
		expect(again.id).toBe(order.id)
		expect((await stockOf(shirt.id)).stock).toBe(2)

		// The next order of the business user has the next number; each side's lists have it.
		await addToCart(buyer, shirt.id, 1, 'S')
		const second = await ok<PurchaseOrder>(await place(buyer, boid, checkOutBody(45000, { delivery: 'deliver', address: '12 Sukhumvit Soi 11', postcode: '10110', paymentMethod: 'card' })), 201)
		expect(second.number).toBe(order.number + 1)
		expect(second).toMatchObject({ delivery: 'deliver', address: '12 Sukhumvit Soi 11', postcode: '10110' })
		const mine = await ok<PurchaseOrderList>(await api.call('GET', '/v1/me/purchase-orders', { token: buyer.token }))
		expect(mine.orders.slice(0, 2).map((o) => o.id)).toEqual([second.id, order.id])
		const ofBusinessOrder = await ok<PurchaseOrderList>(await api.call('GET', `/v1/me/business-orders/${boid}/purchase-orders`, { token: buyer.token }))
		expect(ofBusinessOrder.orders.map((o) => o.id)).toContain(order.id)
	})

	test('an order of only tickets is e-tickets; a delivery needs an address and a Thai postcode; the phone rule holds', async () => {
		const talk = await publish('event', { title: 'Coffee talk', priceSatang: 10000, startsAt: '2030-02-01T10:00:00+07:00', endsAt: '2030-02-01T12:00:00+07:00' })
		const boid = groupOf(await addToCart(buyer, talk.id, 1)).businessOrderId
		await problemOf(await place(buyer, boid, checkOutBody(10000, { phone: '12345' })), 400, 'validation_failed')
		await problemOf(await place(buyer, boid, checkOutBody(10000, { delivery: 'deliver', postcode: '1011' })), 400, 'validation_failed')
		const order = await ok<PurchaseOrder>(await place(buyer, boid, checkOutBody(10000, { delivery: 'pickup' })), 201)
		expect(order.delivery).toBe('e-ticket')
	})

	test('refuses a total other than the one shown, an empty cart, a line gone, and somebody else’s business order', async () => {
		const mug = await publish('catalogue', { title: 'Mug', priceSatang: 25000, stock: 4 })
		const boid = groupOf(await addToCart(buyer, mug.id, 1)).businessOrderId
		await ok(await api.call('PATCH', `/v1/content/catalogue/${mug.id}`, { token: seller.member.token, body: { priceSatang: 27000 } }))
		const changed = await problemOf(await place(buyer, boid, checkOutBody(25000)), 409, 'price_changed')
		expect(changed.errors).toEqual({ expectedTotalSatang: ['now:27000'] })
		expect((await stockOf(mug.id)).stock).toBe(4)

		await problemOf(await place(stranger, boid, checkOutBody(27000)), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/me/business-orders/${boid}/check-out`, { token: stranger.token }), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/me/business-orders/${boid}/purchase-orders`, { token: stranger.token }), 404, 'not_found')
		await problemOf(await place(buyer, 'not-a-uuid', checkOutBody(27000)), 404, 'not_found')

		expect((await api.call('DELETE', `/v1/content/catalogue/${mug.id}`, { token: seller.owner.token })).status).toBe(204)
		const gone = await problemOf(await place(buyer, boid, checkOutBody(27000)), 409, 'not_enough_stock')
		expect(Object.values(gone.errors ?? {})).toEqual([['gone']])
		const cart = await ok<Cart>(await api.call('GET', '/v1/me/cart', { token: buyer.token }))
		for (const line of groupOf(cart).lines) await api.call('DELETE', `/v1/me/cart/lines/${line.id}`, { token: buyer.token })
		await problemOf(await place(buyer, boid, checkOutBody(0)), 409, 'cart_empty')
	})

	test('twenty buyers of the last three at the same moment: three orders, seventeen refusals with what is left, never fewer than none', async () => {
		const lamp = await publish('catalogue', { title: 'Rattan lamp', priceSatang: 99000, stock: 3 })
		const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => api.somebody(`Buyer${i}`)))
		const carts = await Promise.all(buyers.map((who) => addToCart(who, lamp.id, 1)))
		const answers = await Promise.all(buyers.map((who, i) => place(who, groupOf(carts[i]!).businessOrderId, checkOutBody(99000))))
		const statuses = answers.map((answer) => answer.status)
		expect(statuses.filter((s) => s === 201)).toHaveLength(3)
		expect(statuses.filter((s) => s === 409)).toHaveLength(17)
		for (const answer of answers.filter((a) => a.status === 409)) expect(Object.values(((await answer.json()) as { errors: Record<string, string[]> }).errors)).toEqual([['left:0']])
		expect((await stockOf(lamp.id)).stock).toBe(0)
		// Numbers stay in sequence without gaps.
		const placed = await Promise.all(answers.filter((a) => a.status === 201).map(async (a) => ((await a.json()) as PurchaseOrder).number))
		const sorted = [...placed].sort((a, b) => a - b)
		expect(sorted[2]! - sorted[0]!).toBe(2)
	}, 120_000)
})

describe('an unpaid order', () => {
	test('the buyer cancels it and its stock goes back; only once; nobody else may', async () => {
		const vase = await publish('catalogue', { title: 'Celadon vase', priceSatang: 150000, stock: 2 })
		const boid = groupOf(await addToCart(buyer, vase.id, 2)).businessOrderId
		const order = await ok<PurchaseOrder>(await place(buyer, boid, checkOutBody(300000)), 201)
		expect((await stockOf(vase.id)).stock).toBe(0)
		await problemOf(await api.call('POST', `/v1/me/purchase-orders/${order.id}/cancel`, { token: stranger.token }), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/me/purchase-orders/${order.id}`, { token: stranger.token }), 404, 'not_found')
		const cancelled = await ok<PurchaseOrder>(await api.call('POST', `/v1/me/purchase-orders/${order.id}/cancel`, { token: buyer.token }))
		expect(cancelled).toMatchObject({ status: 'cancelled', actions: [] })
		expect(cancelled.timeline.map((event) => [event.from, event.to, event.by])).toEqual([
			[null, 'awaiting_payment', 'buyer'],
			['awaiting_payment', 'cancelled', 'buyer'],
		])
		expect((await stockOf(vase.id)).stock).toBe(2)
		await problemOf(await api.call('POST', `/v1/me/purchase-orders/${order.id}/cancel`, { token: buyer.token }), 409, 'order_state')
		expect((await stockOf(vase.id)).stock).toBe(2)
	})

	test('expires when its payment time runs out, giving back its stock and its tickets', async () => {
		const bowl = await publish('catalogue', { title: 'Lacquer bowl', priceSatang: 50000, stock: 1 })
		const tour = await publish('event', { title: 'Market tour', priceSatang: 20000, capacity: 5, startsAt: '2030-03-01T08:00:00+07:00', endsAt: '2030-03-01T11:00:00+07:00' })
		await addToCart(buyer, bowl.id, 1)
		const boid = groupOf(await addToCart(buyer, tour.id, 3)).businessOrderId
		const order = await ok<PurchaseOrder>(await place(buyer, boid, checkOutBody(110000)), 201)
		expect(await stockOf(tour.id)).toMatchObject({ ticketsSold: 3 })
		// Not yet due: nothing happens.
		await expireUnpaidOrders(api.db)
		expect((await ok<PurchaseOrder>(await api.call('GET', `/v1/me/purchase-orders/${order.id}`, { token: buyer.token }))).status).toBe('awaiting_payment')
		await api.db.update(purchaseOrders).set({ payBy: sql`now() - interval '1 minute'` }).where(eq(purchaseOrders.id, order.id))
		expect(await expireUnpaidOrders(api.db)).toBeGreaterThanOrEqual(1)
		const expired = await ok<PurchaseOrder>(await api.call('GET', `/v1/me/purchase-orders/${order.id}`, { token: buyer.token }))
		expect(expired.status).toBe('expired')
		expect(expired.timeline.at(-1)).toMatchObject({ from: 'awaiting_payment', to: 'expired', by: 'system', byName: null })
		expect((await stockOf(bowl.id)).stock).toBe(1)
		expect((await stockOf(tour.id)).ticketsSold).toBe(0)
	})
})

describe('the states table', () => {
	test('the database holds the same changes as order-states.ts', async () => {
		const { rows } = (await api.db.execute(sql`select from_status, to_status from purchase_order_transitions order by 1, 2`)) as unknown as { rows: Array<{ from_status: string; to_status: string }> }
		expect(rows.map((row) => [row.from_status, row.to_status])).toEqual(allowedPairs())
	})

	test('every action from every state: made when the table allows it, refused (409, nothing changed) when not; the database refuses the rest', async () => {
		const lamp = await publish('catalogue', { title: 'Paper lantern', priceSatang: 1000 })
		const boid = groupOf(await addToCart(buyer, lamp.id, 1)).businessOrderId
		const template = await ok<PurchaseOrder>(await place(buyer, boid, checkOutBody(1000, { delivery: 'deliver', address: '1 Silom Road', postcode: '10500' })), 201)
		const [row] = await api.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, template.id))
		let number = 10_000
		// A shop order, and a counter sale paid in cash on a selling session.
		const [timeline] = await api.db.insert(saleTimelines).values({ businessUserId: row!.businessUserId }).returning()
		const origins = [{ origin: 'shop', paymentMethod: row!.paymentMethod, timelineId: null }, { origin: 'counter', paymentMethod: 'cash', timelineId: timeline!.id }] as const
		for (const status of orderStatuses) {
			for (const delivery of ['pickup', 'deliver'] as const) {
				for (const { origin, paymentMethod, timelineId } of origins) {
					for (const action of Object.keys(orderTransitions) as OrderAction[]) {
						const by = orderTransitions[action].by
						const { businessOrderId, buyerProfileId, businessUserId, phone, totalSatang, payBy } = row!
						const facts = { status, delivery, origin, paymentMethod }
						const [made] = await api.db
							.insert(purchaseOrders)
							.values({ businessOrderId, buyerProfileId, businessUserId, phone, totalSatang, payBy, number: ++number, ...facts, timelineId, ...(delivery === 'deliver' ? { address: '1 Silom Road', postcode: '10500' } : {}) })
							.returning()
						const allowed = mayTake(facts, action, by)
						const moved = inTransaction(api.db, (tx) => moveOrder(tx, made!.id, action, { actor: by, profileId: null }))
						const named = `${origin} ${status} ${delivery} ${action}`
						if (allowed) await expect(moved, named).resolves.toEqual({ from: status, to: orderTransitions[action].to, origin })
						else await expect(moved, named).rejects.toMatchObject({ status: 409, code: 'order_state' })
						// Anyone else than the table's actor is refused too.
						const other = by === 'seller' ? 'buyer' : 'seller'
						if (allowed) continue
						await expect(inTransaction(api.db, (tx) => moveOrder(tx, made!.id, action, { actor: other, profileId: null }))).rejects.toMatchObject({ code: 'order_state' })
					}
				}
			}
		}
		// Straight to the database, a change the table does not have is refused.
		const [bare] = await api.db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.status, 'completed' satisfies OrderStatus)).limit(1)
		await expect(api.db.update(purchaseOrders).set({ status: 'awaiting_payment' }).where(eq(purchaseOrders.id, bare!.id))).rejects.toThrow()
	}, 120_000)
})

describe('the seller’s side', () => {
	test('the owner takes a paid delivery to completed; counts follow; each change on the timeline with who made it', async () => {
		const kettle = await publish('catalogue', { title: 'Brass kettle', priceSatang: 80000, stock: 2 })
		const boid = groupOf(await addToCart(buyer, kettle.id, 1)).businessOrderId
		const order = await ok<PurchaseOrder>(await place(buyer, boid, checkOutBody(80000, { delivery: 'deliver', address: '9 Rama IV Road', postcode: '10330' })), 201)
		const sales = `/v1/business-users/${seller.id}/orders`
		const before = await ok<SellerOrderList>(await api.call('GET', `${sales}?stage=new`, { token: seller.owner.token }))
		// Unpaid, it is only under all, and the seller may only cancel it.
		expect(before.orders.map((o) => o.id)).not.toContain(order.id)
		const unpaid = await ok<PurchaseOrder>(await api.call('GET', `${sales}/${order.id}`, { token: seller.owner.token }))
		expect(unpaid).toMatchObject({ buyer: { name: 'Dao Suksai' }, phone: '+66812345678', address: '9 Rama IV Road', actions: ['cancelSale'] })
		await problemOf(await api.call('POST', `${sales}/${order.id}/actions`, { token: seller.owner.token, body: { action: 'accept' } }), 409, 'order_state')

		// Paid (as the gateway's verified event does).
		await inTransaction(api.db, (tx) => moveOrder(tx, order.id, 'pay', { actor: 'gateway', profileId: null }))
		const paid = await ok<SellerOrderList>(await api.call('GET', `${sales}?stage=new`, { token: seller.owner.token }))
		expect(paid.orders.map((o) => o.id)).toContain(order.id)
		expect(paid.counts.new).toBe(before.counts.new + 1)

		const act = (body: Record<string, unknown>) => api.call('POST', `${sales}/${order.id}/actions`, { token: seller.owner.token, body })
		await ok<PurchaseOrder>(await act({ action: 'accept' }))
		await ok<PurchaseOrder>(await act({ action: 'markReady' }))
		// Delivered: shipped first (with its tracking number), never straight to completed.
		await problemOf(await act({ action: 'complete' }), 409, 'order_state')
		await problemOf(await act({ action: 'markShipped' }), 400, 'validation_failed')
		const shipped = await ok<PurchaseOrder>(await act({ action: 'markShipped', trackingNumber: 'TH0123456789' }))
		expect(shipped).toMatchObject({ status: 'shipped', trackingNumber: 'TH0123456789', actions: ['complete'] })
		const done = await ok<PurchaseOrder>(await act({ action: 'complete' }))
		expect(done.timeline.map((event) => [event.to, event.by, event.byName])).toEqual([
			['awaiting_payment', 'buyer', 'Dao Suksai'],
			['paid', 'gateway', null],
			['accepted', 'seller', 'Niran Suksai'],
			['ready', 'seller', 'Niran Suksai'],
			['shipped', 'seller', 'Niran Suksai'],
			['completed', 'seller', 'Niran Suksai'],
		])
		const after = await ok<SellerOrderList>(await api.call('GET', `${sales}?stage=completed`, { token: seller.owner.token }))
		expect(after.orders[0]!.id).toBe(order.id)
		expect(after.counts).toMatchObject({ new: before.counts.new, completed: before.counts.completed + 1 })
		// The buyer sees the same timeline.
		expect((await ok<PurchaseOrder>(await api.call('GET', `/v1/me/purchase-orders/${order.id}`, { token: buyer.token }))).status).toBe('completed')
	})

	test('a stranger is told nothing (404); a member without the grant is told it is needed (403); read is not update', async () => {
		const cup = await publish('catalogue', { title: 'Tea cup', priceSatang: 9000 })
		const boid = groupOf(await addToCart(buyer, cup.id, 1)).businessOrderId
		const order = await ok<PurchaseOrder>(await place(buyer, boid, checkOutBody(9000)), 201)
		const sales = `/v1/business-users/${seller.id}/orders`
		const noSale = await api.somebody('Somchai')
		await api.db.insert(businessUserMembers).values({ businessUserId: seller.id, profileId: noSale.profileId, isAdmin: false, grants: { content: { read: true } }, addedByProfileId: seller.owner.profileId })
		const paths = [
			['GET', sales],
			['GET', `${sales}/${order.id}`],
			['POST', `${sales}/${order.id}/actions`],
		] as const
		for (const [method, path] of paths) {
			const body = method === 'POST' ? { action: 'cancelSale', reason: 'Out of stock' } : undefined
			await problemOf(await api.call(method, path, { token: stranger.token, body }), 404, 'not_found')
			await problemOf(await api.call(method, path, { token: buyer.token, body }), 404, 'not_found')
			await problemOf(await api.call(method, path, { token: noSale.token, body }), 403, 'forbidden')
		}
		// A plain member reads sales (sale.read by default) but changes nothing, and sees no buttons.
		expect((await ok<PurchaseOrder>(await api.call('GET', `${sales}/${order.id}`, { token: seller.member.token }))).actions).toEqual([])
		await problemOf(await api.call('POST', `${sales}/${order.id}/actions`, { token: seller.member.token, body: { action: 'cancelSale', reason: 'No' } }), 403, 'forbidden')
		// Another business user's address for the order: 404.
		await problemOf(await api.call('GET', `/v1/business-users/${seller.id}/orders/${crypto.randomUUID()}`, { token: seller.owner.token }), 404, 'not_found')
		// The admin cancels it with a reason; its stock would go back; the buyer sees why.
		const cancelled = await ok<PurchaseOrder>(await api.call('POST', `${sales}/${order.id}/actions`, { token: seller.admin.token, body: { action: 'cancelSale', reason: 'Closed for the holidays' } }))
		expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Closed for the holidays' })
		await problemOf(await api.call('POST', `${sales}/${order.id}/actions`, { token: seller.admin.token, body: { action: 'cancelSale' } }), 400, 'validation_failed')
	})
})

describe('paging', () => {
	test('orders of the same millisecond are neither skipped nor repeated; a cursor that is no time is a 400', async () => {
		const shop = await businessUserTeam(api)
		const item = await ok<ContentItem>(await api.call('POST', `/v1/business-users/${shop.id}/content/catalogue`, { token: shop.owner.token, body: { title: 'Pin', priceSatang: 2500 } }), 201)
		const boid = groupOf2(await addToCart(buyer, item.id, 1), shop.id)
		const template = await ok<PurchaseOrder>(await place(buyer, boid, checkOutBody(2500)), 201)
		const [row] = await api.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, template.id))
		// Five more in the same millisecond, a microsecond apart.
		for (let i = 1; i <= 5; i++) {
			const { businessOrderId, buyerProfileId, businessUserId, phone, paymentMethod, totalSatang, payBy, delivery } = row!
			await api.db.insert(purchaseOrders).values({ businessOrderId, buyerProfileId, businessUserId, phone, paymentMethod, totalSatang, payBy, delivery, number: 100 + i, createdAt: sql`'2030-01-01 00:00:00+00'::timestamptz + ${i} * interval '1 microsecond'` })
		}
		const seen: string[] = []
		let cursor: string | undefined
		do {
			const page = await listOrders(api.db, eq(purchaseOrders.businessUserId, shop.id), cursor, 2)
			seen.push(...page.orders.map((order) => order.id))
			cursor = page.nextCursor ?? undefined
		} while (cursor)
		expect(seen).toHaveLength(6)
		expect(new Set(seen).size).toBe(6)
		const forged = Buffer.from(JSON.stringify({ at: '2026-02-30 00:00:00+00', id: template.id })).toString('base64url')
		await problemOf(await api.call('GET', `/v1/me/purchase-orders?cursor=${forged}`, { token: buyer.token }), 400, 'validation_failed')
	})
})

describe('a voucher from the pocket', () => {
	test('pays part of an order at check-out, once (two orders at once: one gets it), leaving ฿20 to pay; a cancelled order gives it back', async () => {
		const mug = await publish('catalogue', { title: 'Celadon mug', priceSatang: 50000, stock: 10 })
		const offered = async (body: Record<string, unknown>) =>
			(
				await ok<{ id: string }>(
					await api.call('POST', `/v1/business-users/${seller.id}/vouchers`, {
						token: seller.owner.token,
						body: { title: 'Voucher', pointsCost: 0, perPerson: 3, validFrom: new Date(Date.now() - 60_000).toISOString(), validUntil: new Date(Date.now() + 86_400_000).toISOString(), ...body },
					}),
					201,
				)
			).id
		const got = async (voucherId: string) => (await ok<{ voucher: { id: string } }>(await api.call('POST', `/v1/vouchers/${voucherId}/claims`, { token: buyer.token }), 201)).voucher.id
		const [fifty, tenPercent] = [await got(await offered({ title: '฿50 off', valueSatang: 5000 })), await got(await offered({ title: '10% off', percent: 10 }))]

		const boid = groupOf(await addToCart(buyer, mug.id, 2)).businessOrderId
		const checkOut = await ok<CheckOut>(await api.call('GET', `/v1/me/business-orders/${boid}/check-out`, { token: buyer.token }))
		expect(checkOut.vouchers.map((voucher) => [voucher.title, voucher.discountSatang]).sort()).toEqual([
			['10% off', 10000],
			['฿50 off', 5000],
		])
		// The total the buyer was shown is the one less the voucher.
		await problemOf(await place(buyer, boid, checkOutBody(100000, { voucherId: tenPercent })), 409, 'price_changed')
		const both = await Promise.all([place(buyer, boid, checkOutBody(90000, { voucherId: tenPercent })), place(buyer, boid, checkOutBody(90000, { voucherId: tenPercent }))])
		const order = await ok<PurchaseOrder>(both.find((answer) => answer.status === 201)!, 201)
		expect(both.filter((answer) => answer.status === 201)).toHaveLength(1)
		expect(order).toMatchObject({ subtotalSatang: 100000, totalSatang: 90000, voucher: { title: '10% off', discountSatang: 10000 } })
		const used = await ok<{ state: string }>(await api.call('GET', `/v1/me/pocket/vouchers/${tenPercent}`, { token: buyer.token }))
		expect(used.state).toBe('used')

		// Another buyer's voucher, or one already used, pays nothing.
		const boid2 = groupOf(await addToCart(buyer, mug.id, 1)).businessOrderId
		await problemOf(await place(buyer, boid2, checkOutBody(45000, { voucherId: tenPercent })), 409, 'voucher_unavailable')
		await ok(await place(buyer, boid2, checkOutBody(50000)), 201)
		await problemOf(await place(stranger, groupOf(await addToCart(stranger, mug.id, 1)).businessOrderId, checkOutBody(45000, { voucherId: fifty })), 409, 'voucher_unavailable')

		// Cancelled, the order gives the voucher back, ready for the next one.
		await ok(await api.call('POST', `/v1/me/purchase-orders/${order.id}/cancel`, { token: buyer.token }))
		expect((await ok<{ state: string }>(await api.call('GET', `/v1/me/pocket/vouchers/${tenPercent}`, { token: buyer.token }))).state).toBe('ready')
		const cheap = await publish('catalogue', { title: 'Sticker', priceSatang: 2500, stock: 10 })
		const boid3 = groupOf(await addToCart(buyer, cheap.id, 1)).businessOrderId
		// ฿25 less ฿50 would leave nothing: ฿5 off at most, ฿20 left to pay.
		const small = await ok<CheckOut>(await api.call('GET', `/v1/me/business-orders/${boid3}/check-out`, { token: buyer.token }))
		expect(small.vouchers.find((voucher) => voucher.id === fifty)?.discountSatang).toBe(500)
		expect(await ok<PurchaseOrder>(await place(buyer, boid3, checkOutBody(2000, { voucherId: fifty })), 201)).toMatchObject({ totalSatang: 2000, voucher: { discountSatang: 500 } })
	})
})
