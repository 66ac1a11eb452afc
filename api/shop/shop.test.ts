import { beforeAll, describe, expect, test } from 'vitest'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { businessUserTeam } from '#api/testing/business-team.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { Somebody } from '#api/testing/harness.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import { shopLimits } from '#contracts/limits.ts'
import type { Me } from '#contracts/me.ts'
import type { Cart } from '#contracts/shop/cart.ts'

// The shop's carts (docs/product.md#shop): a buyer's own, one a business user; only a business user's
// catalogue items and events with a price; the API's prices, a change since shown; stock and limits held.

const api = useHarness()
let seller: Awaited<ReturnType<typeof businessUserTeam>>
let buyer: Somebody
let other: Somebody
let shirt: ContentItem
let tea: ContentItem

const publish = async (kind: 'catalogue' | 'event', body: Record<string, unknown>) =>
	ok<ContentItem>(await api.call('POST', `/v1/business-users/${seller.id}/content/${kind}`, { token: seller.member.token, body }), 201)
const add = (who: Somebody, body: Record<string, unknown>) => api.call('POST', '/v1/me/cart/lines', { token: who.token, body })
const cartOf = async (who: Somebody) => ok<Cart>(await api.call('GET', '/v1/me/cart', { token: who.token }))

beforeAll(async () => {
	seller = await businessUserTeam(api)
	buyer = await api.somebody('Dao')
	other = await api.somebody('Pim')
	shirt = await publish('catalogue', { title: 'Indigo shirt', priceSatang: 45000, stock: 3, options: ['S', 'M'] })
	tea = await publish('catalogue', { title: 'Oolong tea', priceSatang: 12050 })
}, 60_000)

describe('a cart', () => {
	test('adds to the line of the same item and option, groups by business user, and prices from the API', async () => {
		const first = await ok<Cart>(await add(buyer, { itemId: shirt.id, option: 'S', quantity: 1 }), 201)
		expect(first.groups).toHaveLength(1)
		expect(first.groups[0]).toMatchObject({ businessUser: { id: seller.id, name: 'Siam Coffee — Siam Square' }, subtotalSatang: 45000 })
		await ok<Cart>(await add(buyer, { itemId: shirt.id, option: 'S', quantity: 1 }), 201)
		await ok<Cart>(await add(buyer, { itemId: tea.id, quantity: 2 }), 201)
		const cart = await cartOf(buyer)
		expect(cart.itemCount).toBe(4)
		expect(cart.groups[0]!.lines.map((line) => [line.item.title, line.option, line.quantity, line.totalSatang])).toEqual([
			['Indigo shirt', 'S', 2, 90000],
			['Oolong tea', '', 2, 24100],
		])
		expect(cart.groups[0]!.subtotalSatang).toBe(114100)
		expect((await ok<Me>(await api.call('GET', '/v1/me', { token: buyer.token }))).cartItemCount).toBe(4)
		// Nobody else's cart holds them.
		expect(await cartOf(other)).toEqual({ groups: [], itemCount: 0 })
	})

	test('stock: none left, fewer left than the line would hold', async () => {
		const problem = await problemOf(await add(buyer, { itemId: shirt.id, option: 'S', quantity: 2 }), 409, 'not_enough_stock')
		expect(problem.errors).toEqual({ quantity: ['left:3'] })
		const gone = await publish('catalogue', { title: 'Last year’s calendar', priceSatang: 5000, stock: 0 })
		await problemOf(await add(buyer, { itemId: gone.id, quantity: 1 }), 409, 'sold_out')
	})

	test('options: one of the item’s when it has them, none when it has none', async () => {
		await problemOf(await add(buyer, { itemId: shirt.id, quantity: 1 }), 400, 'validation_failed')
		await problemOf(await add(buyer, { itemId: shirt.id, option: 'XXL', quantity: 1 }), 400, 'validation_failed')
		await problemOf(await add(buyer, { itemId: tea.id, option: 'Large', quantity: 1 }), 400, 'validation_failed')
	})

	test('only a business user’s catalogue items and events with a price, that the buyer may see', async () => {
		const free = await publish('catalogue', { title: 'Free sample' })
		await problemOf(await add(buyer, { itemId: free.id, quantity: 1 }), 409, 'not_for_sale')
		const persons = await ok<ContentItem>(await api.call('POST', '/v1/me/content/catalogue', { token: other.token, body: { title: 'My old bike', priceSatang: 300000 } }), 201)
		await problemOf(await add(buyer, { itemId: persons.id, quantity: 1 }), 409, 'not_for_sale')
		const story = await publish('catalogue', { title: 'Team lunch', priceSatang: 100, visibility: 'members' })
		await problemOf(await add(buyer, { itemId: story.id, quantity: 1 }), 404, 'not_found')
		const event = await publish('event', { title: 'Cupping class', startsAt: '2030-03-01T10:00:00+07:00', endsAt: '2030-03-01T12:00:00+07:00', priceSatang: 35000 })
		const withEvent = await ok<Cart>(await add(other, { itemId: event.id, quantity: 2 }), 201)
		expect(withEvent.groups[0]!.lines[0]).toMatchObject({ item: { kind: 'event' }, stock: null, totalSatang: 70000 })
		for (const bad of [{ itemId: 'not-a-uuid', quantity: 1 }, { itemId: tea.id, quantity: 0 }, { itemId: tea.id, quantity: shopLimits.quantity + 1 }, { itemId: tea.id, quantity: 1.5 }, { itemId: tea.id }]) {
			await problemOf(await add(buyer, bad), 400, 'validation_failed')
		}
		await problemOf(await add(buyer, { itemId: '00000000-0000-4000-8000-000000000000', quantity: 1 }), 404, 'not_found')
		await problemOf(await api.call('POST', '/v1/me/cart/lines', { body: { itemId: tea.id, quantity: 1 } }), 401, 'unauthenticated')
	})

	test('a price changed since it was added is shown beside the line until the buyer changes the line; a gone item has no price', async () => {
		await ok(await api.call('PATCH', `/v1/content/catalogue/${tea.id}`, { token: seller.member.token, body: { priceSatang: 15000 } }))
		const line = (await cartOf(buyer)).groups[0]!.lines.find((candidate) => candidate.item.id === tea.id)!
		expect(line).toMatchObject({ priceSatang: 15000, seenPriceSatang: 12050, totalSatang: 30000 })
		const changed = await ok<Cart>(await api.call('PATCH', `/v1/me/cart/lines/${line.id}`, { token: buyer.token, body: { quantity: 1 } }))
		expect(changed.groups[0]!.lines.find((candidate) => candidate.id === line.id)).toMatchObject({ quantity: 1, priceSatang: 15000, seenPriceSatang: 15000 })
		expect((await api.call('DELETE', `/v1/content/catalogue/${tea.id}`, { token: seller.member.token })).status).toBe(204)
		const gone = (await cartOf(buyer)).groups[0]!.lines.find((candidate) => candidate.id === line.id)!
		expect(gone).toMatchObject({ item: { title: null, picture: null }, priceSatang: null, totalSatang: 0 })
	})

	test('what the buyer may no longer see stays in the cart without its title, picture or price (the one visibility rule)', async () => {
		const scarf = await publish('catalogue', { title: 'Silk scarf', priceSatang: 89000 })
		const added = await ok<Cart>(await add(other, { itemId: scarf.id, quantity: 1 }), 201)
		const lineId = added.groups.flatMap((group) => group.lines).find((line) => line.item.id === scarf.id)!.id
		await ok(await api.call('PATCH', `/v1/content/catalogue/${scarf.id}`, { token: seller.member.token, body: { visibility: 'members' } }))
		const hidden = (await cartOf(other)).groups.flatMap((group) => group.lines).find((line) => line.id === lineId)!
		expect(hidden).toMatchObject({ item: { id: null, title: null, picture: null }, priceSatang: null, totalSatang: 0 })
		// Its team still sees it, and may buy it.
		await ok<Cart>(await add(seller.member, { itemId: scarf.id, quantity: 1 }), 201)
	})

	test('adds at the same moment: one line, the sum of them, and never more than a line holds', async () => {
		const buyer2 = await api.somebody('Anan')
		const answers = await Promise.all(Array.from({ length: 6 }, () => add(buyer2, { itemId: shirt.id, option: 'M', quantity: 1 })))
		expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409])
		const lines = (await cartOf(buyer2)).groups.flatMap((group) => group.lines)
		expect(lines.map((line) => [line.option, line.quantity])).toEqual([['M', 3]])
	})

	test('a line is its buyer’s: somebody else, an unknown and a malformed id are a 404; more than are left is refused', async () => {
		const line = (await cartOf(buyer)).groups[0]!.lines.find((candidate) => candidate.item.id === shirt.id)!
		for (const [who, id] of [[other, line.id], [buyer, '00000000-0000-4000-8000-000000000000'], [buyer, 'nope']] as const) {
			await problemOf(await api.call('PATCH', `/v1/me/cart/lines/${id}`, { token: who.token, body: { quantity: 1 } }), 404, 'not_found')
			await problemOf(await api.call('DELETE', `/v1/me/cart/lines/${id}`, { token: who.token }), 404, 'not_found')
		}
		await problemOf(await api.call('PATCH', `/v1/me/cart/lines/${line.id}`, { token: buyer.token, body: { quantity: 4 } }), 409, 'not_enough_stock')
		await problemOf(await api.call('PATCH', `/v1/me/cart/lines/${line.id}`, { token: buyer.token, body: { quantity: 0 } }), 400, 'validation_failed')
		const removed = await ok<Cart>(await api.call('DELETE', `/v1/me/cart/lines/${line.id}`, { token: buyer.token }))
		expect(removed.groups.flatMap((group) => group.lines).some((candidate) => candidate.id === line.id)).toBe(false)
	})
})
