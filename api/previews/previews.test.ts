import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { businessUserTeam, ownerWithBusinessUser } from '#api/testing/business-team.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { Collection } from '#contracts/social/collections.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import type { PagePreview } from '#contracts/page-preview.ts'

// A shareable page's card for a visitor (docs/product.md#page-previews): only what anyone signed in would
// see, and for whatever they would not, the very answer a page that never was gets.

const api = useHarness()
type Person = Awaited<ReturnType<typeof api.somebody>>
let dao: Person
let coffee: Awaited<ReturnType<typeof businessUserTeam>>

beforeAll(async () => {
	dao = await api.somebody('Dao')
	coffee = await businessUserTeam(api)
}, 60_000)

const preview = (type: string, id: string, token?: string) => api.call('GET', `/v1/previews/${type}/${id}`, { token })
const post = async <T = ContentItem>(who: { token: string }, path: string, body: Record<string, unknown>) => ok<T>(await api.call('POST', path, { token: who.token, body }), 201)

/** A 404 exactly as for an id that never was: same status, headers that matter and body. */
async function expectNothing(type: string, id: string) {
	const [hidden, missing] = await Promise.all([preview(type, id), preview(type, randomUUID())])
	const body = await problemOf(hidden, 404, 'not_found')
	expect(body).toEqual(await missing.json())
	for (const header of ['cache-control', 'content-type']) expect(hidden.headers.get(header), header).toBe(missing.headers.get(header))
}

describe('page previews', () => {
	test('a person, a business user, an item and a public collection: a card of each, with no token, cached for a minute', async () => {
		const person = await ok<PagePreview>(await preview('person', dao.uuid))
		expect(person).toEqual({ type: 'person', name: 'Dao Suksai', imageUrl: null, owner: null })

		const business = await preview('business-user', coffee.id)
		expect(business.headers.get('cache-control')).toBe('public, max-age=60')
		expect(await ok<PagePreview>(business)).toEqual({ type: 'business-user', name: 'Siam Coffee — Siam Square', imageUrl: null, owner: null })

		const picture = (await api.uploadImage(coffee.member.token)).url
		const event = await post(coffee.member, `/v1/business-users/${coffee.id}/content/event`, {
			title: 'Latte art night',
			pictures: [picture],
			startsAt: new Date(Date.now() + 86_400_000).toISOString(),
			endsAt: new Date(Date.now() + 90_000_000).toISOString(),
		})
		expect(await ok<PagePreview>(await preview('event', event.id))).toEqual({
			type: 'event',
			name: 'Latte art night',
			imageUrl: picture,
			owner: { type: 'business-user', id: coffee.id, name: 'Siam Coffee — Siam Square' },
		})

		const list = await post<Collection>(dao, '/v1/me/collections', { name: 'Coffee to try', visibility: 'public' })
		await ok(await api.call('PUT', `/v1/collections/${list.id}/items/${event.id}`, { token: dao.token }))
		expect(await ok<PagePreview>(await preview('collection', list.id))).toEqual({
			type: 'collection',
			name: 'Coffee to try',
			imageUrl: picture,
			owner: { type: 'person', id: dao.uuid, name: 'Dao Suksai' },
		})
	})

	test('hidden is the same answer as missing: private, followers-only, team-only and deleted items, an archived business user, a private collection', async () => {
		const forFollowers = await post(dao, '/v1/me/content/catalogue', { title: 'Friends’ price', visibility: 'followers', priceSatang: 100 })
		const forTeam = await post(coffee.member, `/v1/business-users/${coffee.id}/content/announce`, { title: 'Staff meeting', visibility: 'members' })
		const deleted = await post(dao, '/v1/me/content/catalogue', { title: 'Sold', priceSatang: 100 })
		await api.call('DELETE', `/v1/content/catalogue/${deleted.id}`, { token: dao.token })
		const secret = await post<Collection>(dao, '/v1/me/collections', { name: 'Gifts for Pim' })

		for (const [type, id] of [
			['catalogue', forFollowers.id],
			['announce', forTeam.id],
			['catalogue', deleted.id],
			['collection', secret.id],
			// An item asked for as another kind than its own, and ids that are not ids.
			['event', forFollowers.id],
			['person', 'not-a-uuid'],
			['business-user', '../../me'],
		] as const) {
			await expectNothing(type, encodeURIComponent(id))
		}
		// A token changes nothing: not even the owner sees their hidden things here.
		await problemOf(await preview('catalogue', forFollowers.id, dao.token), 404, 'not_found')

		// Archived: the business user and its public items are gone.
		const { owner, businessUser } = await ownerWithBusinessUser(api, { account: 'Old Town', businessUser: 'Old Town Café' })
		const menu = await post(owner, `/v1/business-users/${businessUser.id}/content/catalogue`, { title: 'Set menu', priceSatang: 12_000 })
		expect((await ok<PagePreview>(await preview('catalogue', menu.id))).name).toBe('Set menu')
		expect((await api.call('POST', `/v1/business-users/${businessUser.id}/archive`, { token: owner.token })).status).toBe(204)
		await expectNothing('business-user', businessUser.id)
		await expectNothing('catalogue', menu.id)
	})

	test('a public collection shows only pictures anyone may see', async () => {
		const hiddenPicture = (await api.uploadImage(dao.token)).url
		const forFollowers = await post(dao, '/v1/me/content/catalogue', { title: 'Friends’ price', visibility: 'followers', pictures: [hiddenPicture], priceSatang: 100 })
		const open = await post(dao, '/v1/me/content/catalogue', { title: 'Open price', priceSatang: 100 })
		const list = await post<Collection>(dao, '/v1/me/collections', { name: 'Prices', visibility: 'public' })
		for (const item of [forFollowers, open]) await ok(await api.call('PUT', `/v1/collections/${list.id}/items/${item.id}`, { token: dao.token }))
		expect((await ok<PagePreview>(await preview('collection', list.id))).imageUrl).toBeNull()
	})

	test('a type that is not one is a 400', async () => {
		await problemOf(await preview('business-account', randomUUID()), 400, 'validation_failed')
	})
})
