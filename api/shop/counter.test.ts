import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { contentItems, profiles, purchaseOrders } from '#api/db/schema.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { businessUserTeam } from '#api/testing/business-team.ts'
import { useTestGateway } from '#api/testing/payment-gateway.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { Somebody } from '#api/testing/harness.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import type { Pocket } from '#contracts/pocket.ts'
import type { CounterCatalogue, CounterOrder, TimelineSummary } from '#contracts/shop/counter.ts'
import type { MyPurchaseOrderList, PurchaseOrder } from '#contracts/shop/orders.ts'

// The counter sale (docs/product.md#pocket): staff ring up catalogue items on a selling session, name the
// customer or not, take cash (paid at once) or PromptPay through the gateway; the stock moves as in the
// shop, and the points go to the customer named or onto the receipt's one-time code. Strangers and members
// without the grant; two sales of the last item at once.

const payments = useTestGateway()
const api = useHarness({ shop: { gateway: payments.gateway } })
let shop: Awaited<ReturnType<typeof businessUserTeam>>
let customer: Somebody

const publish = async (body: Record<string, unknown>) => ok<ContentItem>(await api.call('POST', `/v1/business-users/${shop.id}/content/catalogue`, { token: shop.admin.token, body }), 201)
const base = () => `/v1/business-users/${shop.id}/counter-orders`
const newSale = async (who: Somebody = shop.admin) => ok<CounterOrder>(await api.call('POST', base(), { token: who.token }), 201)
const ringUp = async (orderId: string, itemId: string, quantity: number, option?: string) =>
	ok<CounterOrder>(await api.call('POST', `${base()}/${orderId}/lines`, { token: shop.admin.token, body: { itemId, quantity, option } }))
const checkOut = (orderId: string, body: Record<string, unknown>) => api.call('PUT', `${base()}/${orderId}/check-out`, { token: shop.admin.token, body })
const place = (orderId: string, expectedTotalSatang: number, key = randomUUID()) =>
	api.call('POST', `${base()}/${orderId}/place`, { token: shop.admin.token, body: { expectedTotalSatang }, headers: { 'Idempotency-Key': key } })
const stockOf = async (itemId: string) => {
	const [row] = await api.db.select({ details: contentItems.details }).from(contentItems).where(eq(contentItems.id, itemId))
	return (row!.details as { stock?: number }).stock
}
const pocketOf = async (who: Somebody) => ok<Pocket>(await api.call('GET', '/v1/me/pocket', { token: who.token }))

beforeAll(async () => {
	shop = await businessUserTeam(api)
	customer = await api.somebody('Kanya')
	// One point for every ฿10.
	await ok(await api.call('PUT', `/v1/business-users/${shop.id}/rewards`, { token: shop.owner.token, body: { bahtPerPoint: 10, counterPoints: null, counterRadiusM: null, counterLatitude: null, counterLongitude: null } }))
}, 60_000)

describe('a cash sale', () => {
	test('rung up from the catalogue, paid in cash with its change, its stock taken, its points on the receipt’s code, collected once', async () => {
		const beans = await publish({ title: 'Doi Chang beans 250 g', priceSatang: 32000, stock: 5, sku: 'BEAN-250' })
		await publish({ title: 'Ceramic dripper', priceSatang: 59000, sku: 'DRIP-01' })
		const sale = await newSale()
		expect(sale).toMatchObject({ lines: [], subtotalSatang: 0, placed: null, paymentMethods: ['cash', 'card'], timeline: { closedAt: null } })

		// Found by words of its name or the start of its SKU; a typed % is a character.
		const byName = await ok<CounterCatalogue>(await api.call('GET', `/v1/business-users/${shop.id}/counter-catalogue?q=chang`, { token: shop.member.token }))
		expect(byName.items.map((item) => item.title)).toEqual(['Doi Chang beans 250 g'])
		const bySku = await ok<CounterCatalogue>(await api.call('GET', `/v1/business-users/${shop.id}/counter-catalogue?q=drip`, { token: shop.admin.token }))
		expect(bySku.items.map((item) => item.sku)).toEqual(['DRIP-01'])
		expect((await ok<CounterCatalogue>(await api.call('GET', `/v1/business-users/${shop.id}/counter-catalogue?q=%25`, { token: shop.admin.token }))).items).toEqual([])

		await ringUp(sale.id, beans.id, 1)
		const rung = await ringUp(sale.id, beans.id, 2)
		expect(rung.lines).toMatchObject([{ itemId: beans.id, quantity: 3, priceSatang: 32000, totalSatang: 96000 }])
		expect(rung).toMatchObject({ subtotalSatang: 96000, points: 96 })
		await problemOf(await api.call('PATCH', `${base()}/${sale.id}/lines/${rung.lines[0]!.id}`, { token: shop.admin.token, body: { quantity: 6 } }), 409, 'not_enough_stock')
		const two = await ok<CounterOrder>(await api.call('PATCH', `${base()}/${sale.id}/lines/${rung.lines[0]!.id}`, { token: shop.admin.token, body: { quantity: 2 } }))
		expect(two.subtotalSatang).toBe(64000)

		// Placing before the check-out, or cash short of the total: refused, nothing changed.
		await problemOf(await place(sale.id, 64000), 409, 'order_state')
		const short = await problemOf(await checkOut(sale.id, { paymentMethod: 'cash', cashReceivedSatang: 50000 }), 400, 'validation_failed')
		expect(short.errors).toEqual({ cashReceivedSatang: ['at least:64000'] })
		const checked = await ok<CounterOrder>(await checkOut(sale.id, { paymentMethod: 'cash', cashReceivedSatang: 100000 }))
		expect(checked).toMatchObject({ paymentMethod: 'cash', cashReceivedSatang: 100000, changeSatang: 36000, customer: null })
		const changed = await problemOf(await place(sale.id, 60000), 409, 'price_changed')
		expect(changed.errors).toEqual({ expectedTotalSatang: ['now:64000'] })
		expect(await stockOf(beans.id)).toBe(5)

		const key = randomUUID()
		const placed = await ok<CounterOrder>(await place(sale.id, 64000, key))
		expect(placed.placed!.order).toMatchObject({ id: sale.id, origin: 'counter', status: 'completed', buyer: null, businessOrderId: null, paymentMethod: 'cash', cashReceivedSatang: 100000, totalSatang: 64000, timelineId: sale.timeline.id })
		expect(placed.placed!.order.timeline.map((event) => [event.to, event.by])).toEqual([
			['awaiting_payment', 'seller'],
			['paid', 'seller'],
			['completed', 'system'],
		])
		expect(placed).toMatchObject({ changeSatang: 36000, lines: [], placed: { payment: null, pointsGiven: 0, pointsCode: { points: 64, collected: false } } })
		expect(await stockOf(beans.id)).toBe(3)
		expect(placed.timeline).toMatchObject({ orders: 1, totals: { cash: 64000, promptpay: 0, card: 0 } })
		// The same place again (a lost answer) is the same sale; a new key finds it placed; nothing more is taken.
		expect((await ok<CounterOrder>(await place(sale.id, 64000, key))).placed!.order.number).toBe(placed.placed!.order.number)
		await problemOf(await place(sale.id, 64000), 409, 'order_state')
		await problemOf(await api.call('POST', `${base()}/${sale.id}/lines`, { token: shop.admin.token, body: { itemId: beans.id, quantity: 1 } }), 409, 'order_state')
		expect(await stockOf(beans.id)).toBe(3)

		// In Sales as a walk-in customer's; its receipt's code gives the customer the points and experience, once.
		const code = placed.placed!.pointsCode!.code
		expect(await ok<PurchaseOrder>(await api.call('GET', `/v1/business-users/${shop.id}/orders/${sale.id}`, { token: shop.member.token }))).toMatchObject({ buyer: null, origin: 'counter' })
		const before = await pocketOf(customer)
		await ok(await api.call('POST', `/v1/point-codes/${code}/collect`, { token: customer.token, body: {} }), 201)
		await problemOf(await api.call('POST', `/v1/point-codes/${code}/collect`, { token: customer.token, body: {} }), 409, 'already_collected')
		const after = await pocketOf(customer)
		expect(after.points - before.points).toBe(64)
		expect(Math.round((after.experience - before.experience) * 10_000)).toBe(64000)
		expect((await ok<CounterOrder>(await api.call('GET', `${base()}/${sale.id}`, { token: shop.admin.token }))).placed!.pointsCode!.collected).toBe(true)
	})
})

describe('the customer', () => {
	test('named by member code or phone gets the points at once and the sale among their purchases; an unknown one, two of one phone, or staff are refused', async () => {
		const tea = await publish({ title: 'Oolong tea', priceSatang: 25000 })
		const sale = await newSale()
		await ringUp(sale.id, tea.id, 2)
		const { memberCode } = await pocketOf(customer)
		expect(memberCode).toMatch(/^M[0-9A-Z]{10}$/)

		const unknown = await problemOf(await checkOut(sale.id, { customer: 'M0000000000', paymentMethod: 'cash', cashReceivedSatang: 50000 }), 400, 'validation_failed')
		expect(unknown.errors).toEqual({ customer: ['not_found'] })
		const staff = await pocketOf(shop.member)
		expect((await problemOf(await checkOut(sale.id, { customer: staff.memberCode, paymentMethod: 'cash', cashReceivedSatang: 50000 }), 400, 'validation_failed')).errors).toEqual({ customer: ['staff'] })
		await problemOf(await checkOut(sale.id, { customer: 'not a code', paymentMethod: 'cash' }), 400, 'validation_failed')

		// By phone: found when one person has it, refused when two do.
		const [twinA, twinB] = [await api.somebody('Somsri'), await api.somebody('Somsak')]
		await api.db.update(profiles).set({ phoneNumber: '+66891112222' }).where(eq(profiles.id, customer.profileId))
		await api.db.update(profiles).set({ phoneNumber: '+66893334444' }).where(sql`${profiles.id} in (${twinA.profileId}, ${twinB.profileId})`)
		expect((await problemOf(await checkOut(sale.id, { customer: '089 333 4444', paymentMethod: 'cash', cashReceivedSatang: 50000 }), 400, 'validation_failed')).errors).toEqual({ customer: ['ambiguous'] })
		const byPhone = await ok<CounterOrder>(await checkOut(sale.id, { customer: '089-111-2222', paymentMethod: 'cash', cashReceivedSatang: 50000 }))
		expect(byPhone.customer).toEqual({ name: 'Kanya S.' })
		// The member code as typed at a till: lower case, with spaces.
		const byCode = await ok<CounterOrder>(await checkOut(sale.id, { customer: `${memberCode!.slice(0, 5).toLowerCase()} ${memberCode!.slice(5)}`, paymentMethod: 'cash', cashReceivedSatang: 50000 }))
		expect(byCode).toMatchObject({ customer: { name: 'Kanya S.' }, changeSatang: 0, points: 50 })

		const before = await pocketOf(customer)
		const placed = await ok<CounterOrder>(await place(sale.id, 50000))
		expect(placed.placed).toMatchObject({ pointsGiven: 50, pointsCode: null, order: { buyer: { id: customer.profileId }, status: 'completed' } })
		const after = await pocketOf(customer)
		expect(after.points - before.points).toBe(50)
		expect(Math.round((after.experience - before.experience) * 10_000)).toBe(50000)
		const mine = await ok<MyPurchaseOrderList>(await api.call('GET', '/v1/me/purchase-orders', { token: customer.token }))
		expect(mine.orders.find((order) => order.id === sale.id)).toMatchObject({ origin: 'counter', businessUser: { id: shop.id } })
		// A counter sale is not theirs to cancel.
		await problemOf(await api.call('POST', `/v1/me/purchase-orders/${sale.id}/cancel`, { token: customer.token }), 409, 'order_state')
	})
})

describe('paying by PromptPay at the counter', () => {
	test('the QR is shown to the customer; paid only when the gateway says so, then handed over with its points', async () => {
		await ok(await api.call('PUT', `/v1/business-users/${shop.id}/business-info`, { token: shop.owner.token, body: { company: null, phone: null, email: null, website: null, address: null, postcode: null, openingHours: null, promptPayId: '081-234-5678' } }))
		const mug = await publish({ title: 'Celadon mug', priceSatang: 42000, stock: 2 })
		const sale = await newSale()
		await ringUp(sale.id, mug.id, 1)
		await ok(await checkOut(sale.id, { paymentMethod: 'promptpay', cashReceivedSatang: 99999 }))
		const placed = await ok<CounterOrder>(await place(sale.id, 42000))
		expect(placed).toMatchObject({ cashReceivedSatang: null, placed: { order: { status: 'awaiting_payment', paymentMethod: 'promptpay' }, pointsCode: null } })
		expect(await stockOf(mug.id)).toBe(1)

		const payment = (body = { returnUri: 'http://localhost:3000/business-user/x/sale-screen' }) => api.call('POST', `${base()}/${sale.id}/payment`, { token: shop.admin.token, body })
		const billed = await ok<CounterOrder>(await payment())
		expect(billed.placed!.payment).toMatchObject({ method: 'promptpay', status: 'pending', amountSatang: 42000 })
		expect(billed.placed!.payment!.promptPay!.image).toMatch(/^data:image\/|^https?:/)
		// Shown again: the same charge; not paid because it was asked.
		const chargeId = billed.placed!.payment!.chargeId
		expect((await ok<CounterOrder>(await payment())).placed!.payment!.chargeId).toBe(chargeId)
		expect((await ok<CounterOrder>(await api.call('GET', `${base()}/${sale.id}`, { token: shop.admin.token }))).placed!.order.status).toBe('awaiting_payment')

		await payments.testMode().markPaid(chargeId)
		const paid = await ok<CounterOrder>(await payment())
		expect(paid.placed).toMatchObject({ order: { status: 'completed' }, payment: { status: 'successful' }, pointsCode: { points: 42 } })
		expect(paid.timeline.totals.promptpay).toBe(42000)
	})

	test('by card: the gateway’s page to pay on, paid when the gateway says so', async () => {
		const mug = await publish({ title: 'Teak tray', priceSatang: 65000, stock: 2 })
		const sale = await newSale()
		await ringUp(sale.id, mug.id, 1)
		await ok(await checkOut(sale.id, { paymentMethod: 'card' }))
		await ok(await place(sale.id, 65000))
		const payment = () => api.call('POST', `${base()}/${sale.id}/payment`, { token: shop.admin.token, body: { returnUri: 'http://localhost:3000/back' } })
		const billed = await ok<CounterOrder>(await payment())
		expect(billed.placed!.payment).toMatchObject({ method: 'card', status: 'pending', amountSatang: 65000 })
		const chargeId = billed.placed!.payment!.chargeId
		expect(billed.placed!.payment!.payUrl).toContain(chargeId)
		// Opened again (back from the gateway before paying): the same charge, its page still there.
		expect((await ok<CounterOrder>(await payment())).placed!.payment!.payUrl).toContain(chargeId)
		await payments.testMode().markPaid(chargeId)
		expect((await ok<CounterOrder>(await payment())).placed).toMatchObject({ order: { status: 'completed' }, payment: { status: 'successful', payUrl: null } })
	})
})

describe('who may ring up', () => {
	test('a stranger finds no counter sale; a member with sale · read sees but does not ring up; closing a session opens another on the next sale', async () => {
		const cup = await publish({ title: 'Paper cup', priceSatang: 500 })
		const sale = await newSale()
		const stranger = shop.stranger
		await problemOf(await api.call('POST', base(), { token: stranger.token }), 404, 'not_found')
		await problemOf(await api.call('GET', `${base()}/${sale.id}`, { token: stranger.token }), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/business-users/${shop.id}/counter-catalogue`, { token: stranger.token }), 404, 'not_found')
		await problemOf(await api.call('POST', `${base()}/${sale.id}/lines`, { token: stranger.token, body: { itemId: cup.id, quantity: 1 } }), 404, 'not_found')

		await problemOf(await api.call('POST', base(), { token: shop.member.token }), 403, 'forbidden')
		await problemOf(await api.call('POST', `${base()}/${sale.id}/lines`, { token: shop.member.token, body: { itemId: cup.id, quantity: 1 } }), 403, 'forbidden')
		await problemOf(await api.call('PUT', `${base()}/${sale.id}/check-out`, { token: shop.member.token, body: { paymentMethod: 'cash', cashReceivedSatang: 500 } }), 403, 'forbidden')
		await problemOf(await api.call('POST', `${base()}/${sale.id}/place`, { token: shop.member.token, body: { expectedTotalSatang: 0 } }), 403, 'forbidden')
		await problemOf(await api.call('POST', `/v1/business-users/${shop.id}/timelines/${sale.timeline.id}/close`, { token: shop.member.token }), 403, 'forbidden')
		expect((await ok<CounterOrder>(await api.call('GET', `${base()}/${sale.id}`, { token: shop.member.token }))).id).toBe(sale.id)

		// Another business user's item is not for sale here.
		const other = await businessUserTeam(api)
		const theirs = await ok<ContentItem>(await api.call('POST', `/v1/business-users/${other.id}/content/catalogue`, { token: other.admin.token, body: { title: 'Their cup', priceSatang: 100 } }), 201)
		await problemOf(await api.call('POST', `${base()}/${sale.id}/lines`, { token: shop.admin.token, body: { itemId: theirs.id, quantity: 1 } }), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/business-users/${other.id}/counter-orders/${sale.id}`, { token: other.owner.token }), 404, 'not_found')

		const closed = await ok<TimelineSummary>(await api.call('POST', `/v1/business-users/${shop.id}/timelines/${sale.timeline.id}/close`, { token: shop.owner.token }))
		expect(closed.closedAt).not.toBeNull()
		const next = await newSale()
		expect(next.timeline.id).not.toBe(sale.timeline.id)
	})
})

describe('two sales at once', () => {
	test('of the last item: one is placed, the other refused with what is left; nothing oversold', async () => {
		const lamp = await publish({ title: 'Brass lamp', priceSatang: 150000, stock: 1 })
		const [a, b] = [await newSale(), await newSale()]
		expect(a.timeline.id).toBe(b.timeline.id)
		for (const sale of [a, b]) {
			await ringUp(sale.id, lamp.id, 1)
			await ok(await checkOut(sale.id, { paymentMethod: 'cash', cashReceivedSatang: 150000 }))
		}
		const answers = await Promise.all([place(a.id, 150000), place(b.id, 150000)])
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
		expect(await stockOf(lamp.id)).toBe(0)
		// The same sale placed twice at once with two keys: placed once.
		const cup = await publish({ title: 'Tin cup', priceSatang: 9000, stock: 10 })
		const c = await newSale()
		await ringUp(c.id, cup.id, 3)
		await ok(await checkOut(c.id, { paymentMethod: 'cash', cashReceivedSatang: 27000 }))
		const twice = await Promise.all([place(c.id, 27000), place(c.id, 27000)])
		expect(twice.map((answer) => answer.status).sort()).toEqual([200, 409])
		expect(await stockOf(cup.id)).toBe(7)
		expect(await api.db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.id, c.id))).toHaveLength(1)
	})
})
