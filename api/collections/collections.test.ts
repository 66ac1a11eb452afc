import { beforeAll, describe, expect, test } from 'vitest'
import { collections } from '#api/db/schema.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { businessUserTeam } from '#api/testing/business-team.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { Somebody } from '#api/testing/harness.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import { collectionLimits } from '#contracts/limits.ts'
import type { Collection, CollectionList } from '#contracts/social/collections.ts'
import type { FeedPage } from '#contracts/social/feed.ts'

// Collections (docs/product.md#collections): a person's own; public ones for anyone signed in to look at,
// private ones a 404 to others; only the owner changes one (403 when they can see it, 404 when not).

const api = useHarness()
type Person = Awaited<ReturnType<typeof api.somebody>>
let niran: Person
let dao: Person
let coffee: Awaited<ReturnType<typeof businessUserTeam>>
const items: ContentItem[] = []

beforeAll(async () => {
	niran = await api.somebody('Niran')
	dao = await api.somebody('Dao')
	coffee = await businessUserTeam(api)
	for (const title of ['First', 'Second', 'Third']) {
		items.push(await ok<ContentItem>(await api.call('POST', '/v1/me/content/catalogue', { token: dao.token, body: { title, priceSatang: 100 } }), 201))
	}
}, 60_000)

const create = async (who: Person, body: Record<string, unknown>) => ok<Collection>(await api.call('POST', '/v1/me/collections', { token: who.token, body }), 201)
const itemsOf = async (who: Person, id: string) => (await ok<FeedPage>(await api.call('GET', `/v1/collections/${id}/items`, { token: who.token }))).entries.map((entry) => entry.item.title)

describe('collections', () => {
	test('make one, add items, reorder, take out; private is a 404 to others, public they may look at but not change', async () => {
		const saved = await create(niran, { name: 'Coffee to try', description: 'Weekend list' })
		expect(saved).toMatchObject({ name: 'Coffee to try', description: 'Weekend list', visibility: 'private', mine: true, itemCount: 0, contains: null })
		for (const item of items) expect((await ok<Collection>(await api.call('PUT', `/v1/collections/${saved.id}/items/${item.id}`, { token: niran.token }))).contains).toBe(true)
		// Twice changes nothing.
		expect((await ok<Collection>(await api.call('PUT', `/v1/collections/${saved.id}/items/${items[0]!.id}`, { token: niran.token }))).itemCount).toBe(3)
		expect(await itemsOf(niran, saved.id)).toEqual(['First', 'Second', 'Third'])
		await ok(await api.call('PATCH', `/v1/collections/${saved.id}/items/${items[2]!.id}`, { token: niran.token, body: { position: 1 } }))
		expect(await itemsOf(niran, saved.id)).toEqual(['Third', 'First', 'Second'])
		expect((await ok<Collection>(await api.call('DELETE', `/v1/collections/${saved.id}/items/${items[0]!.id}`, { token: niran.token }))).contains).toBe(false)
		expect(await itemsOf(niran, saved.id)).toEqual(['Third', 'Second'])

		// Private: nobody else finds it, nor changes it.
		for (const [method, path, body] of [
			['GET', `/v1/collections/${saved.id}`],
			['GET', `/v1/collections/${saved.id}/items`],
			['PATCH', `/v1/collections/${saved.id}`, { name: 'Mine now' }],
			['DELETE', `/v1/collections/${saved.id}`],
			['PUT', `/v1/collections/${saved.id}/items/${items[0]!.id}`],
			['PATCH', `/v1/collections/${saved.id}/items/${items[1]!.id}`, { position: 1 }],
			['DELETE', `/v1/collections/${saved.id}/items/${items[1]!.id}`],
		] as const) {
			await problemOf(await api.call(method, path, { token: coffee.stranger.token, body }), 404, 'not_found')
		}
		expect((await ok<CollectionList>(await api.call('GET', '/v1/collections', { token: dao.token }))).items.map((collection) => collection.id)).not.toContain(saved.id)

		// Public: found and looked at, still not changed by others (403).
		await ok(await api.call('PATCH', `/v1/collections/${saved.id}`, { token: niran.token, body: { visibility: 'public', name: 'Coffee I love' } }))
		expect((await ok<Collection>(await api.call('GET', `/v1/collections/${saved.id}`, { token: dao.token }))).mine).toBe(false)
		expect(await itemsOf(dao, saved.id)).toEqual(['Third', 'Second'])
		expect((await ok<CollectionList>(await api.call('GET', '/v1/collections', { token: dao.token }))).items.map((collection) => collection.name)).toContain('Coffee I love')
		await problemOf(await api.call('PATCH', `/v1/collections/${saved.id}`, { token: dao.token, body: { name: 'Mine now' } }), 403, 'forbidden')
		await problemOf(await api.call('PUT', `/v1/collections/${saved.id}/items/${items[0]!.id}`, { token: dao.token }), 403, 'forbidden')
		await problemOf(await api.call('DELETE', `/v1/collections/${saved.id}`, { token: coffee.member.token }), 403, 'forbidden')

		// An item deleted since: left out. The collection deleted: gone, its items not.
		expect((await api.call('DELETE', `/v1/content/catalogue/${items[1]!.id}`, { token: dao.token })).status).toBe(204)
		expect(await itemsOf(dao, saved.id)).toEqual(['Third'])
		expect((await api.call('DELETE', `/v1/collections/${saved.id}`, { token: niran.token })).status).toBe(204)
		await problemOf(await api.call('GET', `/v1/collections/${saved.id}`, { token: niran.token }), 404, 'not_found')
		expect((await api.call('GET', `/v1/content/catalogue/${items[2]!.id}`, { token: niran.token })).status).toBe(200)
	})

	test('only items the owner can see go in; mine say whether they hold an item; bad asks refused', async () => {
		const list = await create(niran, { name: 'Team things', visibility: 'public' })
		const teamOnly = await ok<ContentItem>(
			await api.call('POST', `/v1/business-users/${coffee.id}/content/story`, { token: coffee.member.token, body: { title: 'Team note', body: '', visibility: 'members' } }),
			201,
		)
		await problemOf(await api.call('PUT', `/v1/collections/${list.id}/items/${teamOnly.id}`, { token: niran.token }), 404, 'not_found')
		await problemOf(await api.call('PUT', `/v1/collections/${list.id}/items/not-a-uuid`, { token: niran.token }), 404, 'not_found')
		await ok(await api.call('PUT', `/v1/collections/${list.id}/items/${items[0]!.id}`, { token: niran.token }))
		const mine = await ok<CollectionList>(await api.call('GET', `/v1/me/collections?contains=${items[0]!.id}`, { token: niran.token }))
		expect(mine.items.find((collection) => collection.id === list.id)?.contains).toBe(true)
		await problemOf(await api.call('POST', '/v1/me/collections', { token: niran.token, body: { name: '' } }), 400, 'validation_failed')
		await problemOf(await api.call('POST', '/v1/me/collections', { token: niran.token, body: { name: 'x', visibility: 'friends' } }), 400, 'validation_failed')
		await problemOf(await api.call('PATCH', `/v1/collections/${list.id}/items/${items[0]!.id}`, { token: niran.token, body: { position: 0 } }), 400, 'validation_failed')
		await problemOf(await api.call('GET', `/v1/collections/${list.id}/items?cursor=x`, { token: niran.token }), 400, 'validation_failed')
	})

	test('a public collection shows each person only the items they may see: for followers to followers, a team\'s to its team', async () => {
		const writer = await api.somebody('Kanya')
		await ok(await api.call('PUT', `/v1/profiles/${writer.uuid}/follow`, { token: niran.token }))
		const picture = (await api.uploadImage(writer.token)).url
		const forFollowers = await ok<ContentItem>(
			await api.call('POST', '/v1/me/content/story', { token: writer.token, body: { title: 'For my followers', body: '', visibility: 'followers', pictures: [picture] } }),
			201,
		)
		const teamOnly = await ok<ContentItem>(
			await api.call('POST', `/v1/business-users/${coffee.id}/content/story`, { token: coffee.member.token, body: { title: 'Team plan', body: '', visibility: 'members' } }),
			201,
		)
		const niranList = await create(niran, { name: 'Shared with me', visibility: 'public' })
		for (const item of [forFollowers, items[0]!]) await ok(await api.call('PUT', `/v1/collections/${niranList.id}/items/${item.id}`, { token: niran.token }))
		const teamList = await create(coffee.member, { name: 'Our plans', visibility: 'public' })
		for (const item of [teamOnly, items[0]!]) await ok(await api.call('PUT', `/v1/collections/${teamList.id}/items/${item.id}`, { token: coffee.member.token }))

		const onlyHidden = await create(niran, { name: 'Only for followers', visibility: 'public' })
		await ok(await api.call('PUT', `/v1/collections/${onlyHidden.id}/items/${forFollowers.id}`, { token: niran.token }))
		const seenBy = async (who: Somebody, id: string) => ok<Collection>(await api.call('GET', `/v1/collections/${id}`, { token: who.token }))
		const publicNames = async (who: Somebody) => (await ok<CollectionList>(await api.call('GET', '/v1/collections', { token: who.token }))).items.map((collection) => collection.name)

		expect(await itemsOf(niran, niranList.id)).toEqual(['For my followers', 'First'])
		expect(await itemsOf(writer, niranList.id)).toEqual(['For my followers', 'First'])
		expect(await seenBy(niran, niranList.id)).toMatchObject({ itemCount: 2, cover: picture })
		// Somebody who does not follow the writer: neither the item, nor its count, nor its picture as the cover.
		expect(await itemsOf(dao, niranList.id)).toEqual(['First'])
		expect(await seenBy(dao, niranList.id)).toMatchObject({ itemCount: 1, cover: null })
		expect(await seenBy(dao, onlyHidden.id)).toMatchObject({ itemCount: 0, cover: null })
		expect(await publicNames(dao)).not.toContain('Only for followers')
		await ok(await api.call('PUT', `/v1/profiles/${writer.uuid}/follow`, { token: dao.token }))
		expect(await itemsOf(dao, niranList.id)).toEqual(['For my followers', 'First'])
		expect(await seenBy(dao, niranList.id)).toMatchObject({ itemCount: 2, cover: picture })
		expect(await publicNames(dao)).toContain('Only for followers')

		expect(await itemsOf(coffee.owner, teamList.id)).toEqual(['Team plan', 'First'])
		expect(await itemsOf(coffee.admin, teamList.id)).toEqual(['Team plan', 'First'])
		expect(await itemsOf(coffee.stranger, teamList.id)).toEqual(['First'])
		// Following the business user is not being on its team.
		await ok(await api.call('PUT', `/v1/business-users/${coffee.id}/follow`, { token: coffee.stranger.token }))
		expect(await itemsOf(coffee.stranger, teamList.id)).toEqual(['First'])
	})

	test(`at most ${collectionLimits.perPerson} a person (409)`, async () => {
		const gun = await api.somebody('Gun')
		await api.db.insert(collections).values(Array.from({ length: collectionLimits.perPerson }, (_, index) => ({ ownerProfileId: gun.profileId, name: `List ${index}` })))
		await problemOf(await api.call('POST', '/v1/me/collections', { token: gun.token, body: { name: 'One more' } }), 409, 'conflict')
	})
})
