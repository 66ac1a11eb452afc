import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { communityMembers, contentItems } from '#api/db/schema.ts'
import type { Somebody } from '#api/testing/harness.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { Community, CommunityAgenda, CommunityBoardList, CommunityList, CommunityMember, CommunityMemberList, CommunityPage, MyCommunities } from '#contracts/community.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import type { SearchResults } from '#contracts/social/search.ts'

// Communities (docs/product.md#communities): joining a public one, asking for and being invited to a
// private one, leaving (not the owner); who moderates what; and a private community's boards and agenda
// seen by its members only, through every path (its lists, search, around me, the feed, collections, an
// item's page).

const api = useHarness()
let owner: Somebody, mod: Somebody, member: Somebody, stranger: Somebody
const siam = { lat: 13.7456, lng: 100.5347 }

beforeAll(async () => {
	owner = await api.somebody('Niran')
	mod = await api.somebody('Pim')
	member = await api.somebody('Dao')
	stranger = await api.somebody('Mallory')
}, 60_000)

const create = async (who: Somebody, body: Record<string, unknown>) => ok<Community>(await api.call('POST', '/v1/communities', { token: who.token, body }), 201)
const read = (who: Somebody, id: string) => api.call('GET', `/v1/communities/${id}`, { token: who.token })
const join = (who: Somebody, id: string) => api.call('POST', `/v1/communities/${id}/membership`, { token: who.token })
const leave = (who: Somebody, id: string) => api.call('DELETE', `/v1/communities/${id}/membership`, { token: who.token })
const inviteBy = (who: Somebody, id: string, email: string) => api.call('POST', `/v1/communities/${id}/invitations`, { token: who.token, body: { email } })
const accept = (who: Somebody, id: string, person: Somebody) => api.call('POST', `/v1/communities/${id}/members/${person.uuid}/accept`, { token: who.token })
const remove = (who: Somebody, id: string, person: Somebody) => api.call('DELETE', `/v1/communities/${id}/members/${person.uuid}`, { token: who.token })
const setRole = (who: Somebody, id: string, person: Somebody, role: string) => api.call('PUT', `/v1/communities/${id}/members/${person.uuid}/role`, { token: who.token, body: { role } })
const members = (who: Somebody, id: string, status = 'active') => api.call('GET', `/v1/communities/${id}/members?status=${status}`, { token: who.token })
const namesOf = (list: CommunityMemberList) => list.items.map((item) => item.person.name.split(' ')[0])

describe('membership', () => {
	test('a public community: created with its creator as owner, joined at once, left; the owner cannot leave', async () => {
		const community = await create(owner, { name: 'Soi 5 neighbours', description: 'Market days', visibility: 'public', location: siam, address: 'Soi 5', province: 'Bangkok' })
		expect(community).toMatchObject({ standing: 'active', role: 'owner', memberCount: 1, canSeeInside: true })
		// A person's place is kept about 300 m off unless the exact spot is asked for.
		expect(community.location).not.toEqual(siam)
		expect(await ok<Community>(await read(stranger, community.id))).toMatchObject({ standing: 'none', canSeeInside: true, memberCount: 1 })
		expect(await ok<Community>(await join(member, community.id))).toMatchObject({ standing: 'active', role: 'member', memberCount: 2 })
		expect(await ok<Community>(await join(member, community.id))).toMatchObject({ standing: 'active', memberCount: 2 })
		expect(namesOf(await ok<CommunityMemberList>(await members(stranger, community.id)))).toEqual(['Niran', 'Dao'])
		expect(await ok<Community>(await leave(member, community.id))).toMatchObject({ standing: 'none', memberCount: 1 })
		await problemOf(await leave(owner, community.id), 409, 'owner_cannot_leave')
		const mine = await ok<MyCommunities>(await api.call('GET', '/v1/me/communities', { token: owner.token }))
		expect(mine.active.map((c) => c.id)).toContain(community.id)
	})

	test('a private community: asked and accepted, invited and accepted, declined; requests seen by its moderators only', async () => {
		const community = await create(owner, { name: 'Rooftop gardeners', visibility: 'private', location: siam, locationExact: true })
		expect(community.location).toEqual(siam)
		// Anyone with its link reads its head, not its place nor what is inside.
		const seen = await ok<Community>(await read(stranger, community.id))
		expect(seen).toMatchObject({ name: 'Rooftop gardeners', standing: 'none', canSeeInside: false, location: null })
		await problemOf(await members(stranger, community.id), 404, 'not_found')
		// Asked: requested until a moderator accepts.
		expect(await ok<Community>(await join(member, community.id))).toMatchObject({ standing: 'requested', canSeeInside: false })
		await problemOf(await members(member, community.id, 'requested'), 404, 'not_found')
		expect(namesOf(await ok<CommunityMemberList>(await members(owner, community.id, 'requested')))).toEqual(['Dao'])
		expect(await ok<MyCommunities>(await api.call('GET', '/v1/me/communities', { token: member.token }))).toMatchObject({ requested: [{ id: community.id }] })
		await problemOf(await accept(member, community.id, member), 403, 'forbidden')
		expect(await ok<CommunityMember>(await accept(owner, community.id, member))).toMatchObject({ status: 'active', role: 'member' })
		await problemOf(await members(member, community.id, 'requested'), 403, 'forbidden')
		// Invited by email: accepted by joining; another declines.
		await problemOf(await inviteBy(owner, community.id, 'nobody@robtua.test'), 404, 'person_not_found')
		await problemOf(await inviteBy(owner, community.id, member.email), 409, 'conflict')
		expect(await ok<CommunityMember>(await inviteBy(owner, community.id, mod.email))).toMatchObject({ status: 'invited' })
		expect(await ok<MyCommunities>(await api.call('GET', '/v1/me/communities', { token: mod.token }))).toMatchObject({ invited: [{ id: community.id }] })
		expect(await ok<Community>(await join(mod, community.id))).toMatchObject({ standing: 'active', canSeeInside: true })
		await ok(await inviteBy(owner, community.id, stranger.email))
		expect(await ok<Community>(await leave(stranger, community.id))).toMatchObject({ standing: 'none' })
		// One who asked and is then invited is in at once; a request cancelled is gone.
		const other = await api.somebody('Lek')
		await ok(await join(other, community.id))
		expect(await ok<CommunityMember>(await inviteBy(owner, community.id, other.email))).toMatchObject({ status: 'active' })
		expect(namesOf(await ok<CommunityMemberList>(await members(member, community.id)))).toEqual(['Niran', 'Dao', 'Pim', 'Lek'])
	})

	test('members are paged by a keyset; a cursor not of the list is a 400', async () => {
		const community = await create(owner, { name: 'Big soi' })
		const people = await Promise.all(Array.from({ length: 31 }, (_, index) => api.somebody(`P${index}`)))
		for (const person of people) await ok(await join(person, community.id))
		const first = await ok<CommunityMemberList>(await members(owner, community.id))
		expect(first.items).toHaveLength(30)
		const second = await ok<CommunityMemberList>(await api.call('GET', `/v1/communities/${community.id}/members?cursor=${first.nextCursor}`, { token: owner.token }))
		expect(second.items).toHaveLength(2)
		expect(second.nextCursor).toBeNull()
		await problemOf(await api.call('GET', `/v1/communities/${community.id}/members?cursor=junk`, { token: owner.token }), 400, 'validation_failed')
	}, 60_000)
})

describe('moderation rights', () => {
	test('a member removes nobody; a moderator removes members but not the owner or a moderator; the owner removes moderators and names them', async () => {
		const community = await create(owner, { name: 'Night market', visibility: 'public' })
		const other = await api.somebody('Som')
		for (const person of [mod, member, other]) await ok(await join(person, community.id))
		await problemOf(await setRole(mod, community.id, member, 'moderator'), 403, 'forbidden')
		expect(await ok<CommunityMember>(await setRole(owner, community.id, mod, 'moderator'))).toMatchObject({ role: 'moderator' })
		await problemOf(await remove(member, community.id, other), 403, 'forbidden')
		await problemOf(await remove(stranger, community.id, other), 403, 'forbidden')
		await problemOf(await remove(mod, community.id, owner), 403, 'forbidden')
		expect((await remove(mod, community.id, other)).status).toBe(204)
		await ok(await setRole(owner, community.id, member, 'moderator'))
		await problemOf(await remove(mod, community.id, member), 403, 'forbidden')
		await problemOf(await remove(owner, community.id, owner), 403, 'forbidden')
		await problemOf(await setRole(owner, community.id, owner, 'member'), 403, 'forbidden')
		expect((await remove(owner, community.id, member)).status).toBe(204)
		await problemOf(await remove(owner, community.id, member), 404, 'not_found')
		// Back to a member: removable by a moderator again.
		await ok(await join(member, community.id))
		expect(await ok<CommunityMember>(await setRole(owner, community.id, mod, 'member'))).toMatchObject({ role: 'member' })
		expect(namesOf(await ok<CommunityMemberList>(await members(owner, community.id)))).toEqual(['Niran', 'Pim', 'Dao'])
	})

	test('only the owner edits and deletes; a stranger is refused every write; an unknown or malformed id is 404', async () => {
		const community = await create(owner, { name: 'Canal cleaners', visibility: 'private' })
		await ok(await inviteBy(owner, community.id, mod.email))
		await ok(await join(mod, community.id))
		await ok(await setRole(owner, community.id, mod, 'moderator'))
		const patch = (who: Somebody, id = community.id) => api.call('PATCH', `/v1/communities/${id}`, { token: who.token, body: { name: 'Taken' } })
		await problemOf(await patch(mod), 403, 'forbidden')
		await problemOf(await patch(stranger), 403, 'forbidden')
		await problemOf(await api.call('DELETE', `/v1/communities/${community.id}`, { token: mod.token }), 403, 'forbidden')
		await problemOf(await inviteBy(stranger, community.id, stranger.email), 403, 'forbidden')
		await problemOf(await accept(stranger, community.id, stranger), 403, 'forbidden')
		await problemOf(await setRole(stranger, community.id, mod, 'member'), 403, 'forbidden')
		for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
			await problemOf(await patch(owner, id), 404, 'not_found')
			await problemOf(await join(owner, id), 404, 'not_found')
			await problemOf(await read(owner, id), 404, 'not_found')
		}
		expect(await ok<Community>(await patch(owner))).toMatchObject({ name: 'Taken', visibility: 'private' })
		expect((await api.call('DELETE', `/v1/communities/${community.id}`, { token: owner.token })).status).toBe(204)
		await problemOf(await read(owner, community.id), 404, 'not_found')
	})
})

describe('publishing an event or agenda item for a community', () => {
	const times = { startsAt: '2030-02-01T10:00:00+07:00', endsAt: '2030-02-01T12:00:00+07:00' }
	const publish = (who: Somebody, kind: string, body: Record<string, unknown>) => api.call('POST', `/v1/me/content/${kind}`, { token: who.token, body: { body: '', ...times, ...body } })
	const agendaOf = async (who: Somebody, id: string) => (await ok<CommunityAgenda>(await api.call('GET', `/v1/communities/${id}/agenda`, { token: who.token }))).items.map((a) => a.id)

	test('a member publishes for a private community: its members see it, a stranger does not; a non-member is refused and nothing is stored', async () => {
		const privateId = (await create(owner, { name: 'Quiet lane', visibility: 'private' })).id
		await ok(await join(member, privateId))
		await ok(await accept(owner, privateId, member))
		const event = await ok<ContentItem>(await publish(member, 'event', { title: 'Lane clean-up', communityId: privateId }), 201)
		expect(event).toMatchObject({ communityId: privateId, visibility: 'members' })
		const agendaItem = await ok<ContentItem>(await publish(member, 'agenda', { title: 'Lane meeting', communityId: privateId }), 201)
		expect(await agendaOf(owner, privateId)).toEqual(expect.arrayContaining([event.id, agendaItem.id]))
		await problemOf(await api.call('GET', `/v1/content/event/${event.id}`, { token: stranger.token }), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/communities/${privateId}/agenda`, { token: stranger.token }), 404, 'not_found')
		// A stranger publishing for it: 403, nothing stored; an unknown community: 404.
		const before = await api.db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.communityId, privateId))
		await problemOf(await publish(stranger, 'event', { title: 'Intruder party', communityId: privateId }), 403, 'forbidden')
		await problemOf(await publish(stranger, 'agenda', { title: 'Intruder meeting', communityId: privateId }), 403, 'forbidden')
		await problemOf(await publish(member, 'event', { title: 'Nowhere', communityId: '00000000-0000-4000-8000-000000000000' }), 404, 'not_found')
		const after = await api.db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.communityId, privateId))
		expect(after.length).toBe(before.length)
		const strangers = await api.db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.title, 'Intruder party'))
		expect(strangers).toEqual([])
	})

	test('a change moves it to another community under the same rule, or clears it (public again)', async () => {
		const openId = (await create(owner, { name: 'Open lane', visibility: 'public' })).id
		const closedId = (await create(owner, { name: 'Closed lane', visibility: 'private' })).id
		await ok(await join(member, openId))
		const event = await ok<ContentItem>(await publish(member, 'event', { title: 'Lane picnic' }), 201)
		expect(event.communityId).toBeNull()
		const change = (body: Record<string, unknown>) => api.call('PATCH', `/v1/content/event/${event.id}`, { token: member.token, body })
		expect(await ok<ContentItem>(await change({ communityId: openId }))).toMatchObject({ communityId: openId, visibility: 'public' })
		expect(await agendaOf(stranger, openId)).toContain(event.id)
		await problemOf(await change({ communityId: closedId }), 403, 'forbidden')
		expect(await ok<ContentItem>(await change({ communityId: null }))).toMatchObject({ communityId: null, visibility: 'public' })
		expect(await agendaOf(stranger, openId)).not.toContain(event.id)
	})
})

describe('who sees a private community’s boards and agenda', () => {
	let privateId: string, publicId: string
	let board: string, event: ContentItem, publicEvent: ContentItem
	const word = 'ตลาดนัดกลางคืน'

	beforeAll(async () => {
		privateId = (await create(owner, { name: 'Secret garden', visibility: 'private' })).id
		publicId = (await create(owner, { name: 'ชุมชนสวนผัก', description: 'Vegetable growers of Soi 5', visibility: 'public', location: siam })).id
		await ok(await join(member, privateId))
		await ok(await accept(owner, privateId, member))
		// The owner posts an event and a board for the private community, and an event for the public one.
		const post = async (title: string, communityId: string) => {
			const item = await ok<ContentItem>(await api.call('POST', '/v1/me/content/event', { token: owner.token, body: { title, body: '', visibility: 'public', location: siam, startsAt: '2030-01-01T10:00:00+07:00', endsAt: '2030-01-01T12:00:00+07:00' } }), 201)
			await api.db.update(contentItems).set({ communityId }).where(eq(contentItems.id, item.id))
			return item
		}
		event = await post(`${word} secret`, privateId)
		publicEvent = await post(`${word} open`, publicId)
		const [row] = await api.db
			.insert(contentItems)
			.values({ kind: 'board_post', ownerProfileId: owner.profileId, postedByProfileId: owner.profileId, title: `${word} board`, communityId: privateId, publishedAt: new Date(), visibility: 'public' })
			.returning()
		board = row!.id
		expect(row!.visibility).toBe('members')
		// The stranger follows the owner: followers-only items would reach their feed.
		await ok(await api.call('PUT', `/v1/profiles/${owner.uuid}/follow`, { token: stranger.token }))
	}, 60_000)

	test('its lists: members see them; others 404', async () => {
		expect((await ok<CommunityBoardList>(await api.call('GET', `/v1/communities/${privateId}/boards`, { token: member.token }))).items.map((b) => b.id)).toEqual([board])
		expect((await ok<CommunityAgenda>(await api.call('GET', `/v1/communities/${privateId}/agenda`, { token: member.token }))).items.map((a) => a.id)).toEqual([event.id])
		for (const list of ['boards', 'agenda', 'members']) await problemOf(await api.call('GET', `/v1/communities/${privateId}/${list}`, { token: stranger.token }), 404, 'not_found')
		expect((await ok<CommunityAgenda>(await api.call('GET', `/v1/communities/${publicId}/agenda`, { token: stranger.token }))).items.map((a) => a.id)).toEqual([publicEvent.id])
	})

	test('its page in one answer: the lists for members, requests and invitations for moderators, nulls for a stranger', async () => {
		const pageOf = async (who: Somebody) => ok<CommunityPage>(await api.call('GET', `/v1/communities/${privateId}/page`, { token: who.token }))
		const ownerSees = await pageOf(owner)
		expect(ownerSees.community).toMatchObject({ id: privateId, role: 'owner', canSeeInside: true })
		expect(ownerSees.boards?.items.map((b) => b.id)).toEqual([board])
		expect(ownerSees.agenda?.items.map((a) => a.id)).toEqual([event.id])
		expect(ownerSees.members?.items.map((m) => m.person.name.split(' ')[0])).toEqual(expect.arrayContaining(['Niran', 'Dao']))
		expect(ownerSees.requested).toEqual({ items: [], nextCursor: null })
		expect(ownerSees.invited).toEqual({ items: [], nextCursor: null })
		const memberSees = await pageOf(member)
		expect(memberSees).toMatchObject({ boards: { items: [{ id: board }] }, requested: null, invited: null })
		expect(await pageOf(stranger)).toMatchObject({ community: { id: privateId, canSeeInside: false, location: null }, boards: null, agenda: null, members: null, requested: null, invited: null })
		await problemOf(await api.call('GET', '/v1/communities/not-a-uuid/page', { token: stranger.token }), 404, 'not_found')
	})

	test('an item’s page, the feed, search and around me show it to members only', async () => {
		await problemOf(await api.call('GET', `/v1/content/event/${event.id}`, { token: stranger.token }), 404, 'not_found')
		await ok(await api.call('GET', `/v1/content/event/${event.id}`, { token: member.token }))
		const feed = await ok<{ entries: Array<{ item: { id: string } }> }>(await api.call('GET', '/v1/feed', { token: stranger.token }))
		expect(feed.entries.map((entry) => entry.item.id)).not.toContain(event.id)
		const found = await ok<SearchResults>(await api.call('GET', `/v1/search?q=${encodeURIComponent(word)}`, { token: stranger.token }))
		const foundIds = found.entries.map((entry) => entry.item.id)
		expect(foundIds).toContain(publicEvent.id)
		expect(foundIds).not.toContain(event.id)
		expect(foundIds).not.toContain(board)
		const around = await ok<{ items: Array<{ id: string }> }>(await api.call('GET', `/v1/around-me?near=${siam.lat},${siam.lng}&kind=event`, { token: stranger.token }))
		expect(around.items.map((item) => item.id)).toContain(publicEvent.id)
		expect(around.items.map((item) => item.id)).not.toContain(event.id)
	})

	test('collections: a stranger cannot collect it, and a member’s public collection does not show it to others', async () => {
		const collection = await ok<{ id: string }>(await api.call('POST', '/v1/me/collections', { token: member.token, body: { name: 'Mine', visibility: 'public' } }), 201)
		await ok(await api.call('PUT', `/v1/collections/${collection.id}/items/${event.id}`, { token: member.token }))
		const mine = await api.call('POST', '/v1/me/collections', { token: stranger.token, body: { name: 'Theirs', visibility: 'private' } })
		const theirs = await ok<{ id: string }>(mine, 201)
		await problemOf(await api.call('PUT', `/v1/collections/${theirs.id}/items/${event.id}`, { token: stranger.token }), 404, 'not_found')
		const seen = await ok<{ items: Array<{ item: { id: string } } | { id: string }> }>(await api.call('GET', `/v1/collections/${collection.id}/items`, { token: stranger.token }))
		expect(JSON.stringify(seen)).not.toContain(event.id)
		const seenByMember = await ok(await api.call('GET', `/v1/collections/${collection.id}/items`, { token: member.token }))
		expect(JSON.stringify(seenByMember)).toContain(event.id)
	})

	test('leaving takes them away; a community made public shows them to all', async () => {
		const other = await api.somebody('Noi')
		await ok(await inviteBy(owner, privateId, other.email))
		await ok(await join(other, privateId))
		await ok(await api.call('GET', `/v1/content/event/${event.id}`, { token: other.token }))
		await ok(await leave(other, privateId))
		await problemOf(await api.call('GET', `/v1/content/event/${event.id}`, { token: other.token }), 404, 'not_found')
		await ok(await api.call('PATCH', `/v1/communities/${privateId}`, { token: owner.token, body: { visibility: 'public' } }))
		await ok(await api.call('GET', `/v1/content/event/${event.id}`, { token: stranger.token }))
		await ok(await api.call('PATCH', `/v1/communities/${privateId}`, { token: owner.token, body: { visibility: 'private' } }))
		await problemOf(await api.call('GET', `/v1/content/event/${event.id}`, { token: stranger.token }), 404, 'not_found')
	})

	test('discover: public ones only, by Thai words, by place; private ones never', async () => {
		const byWord = await ok<CommunityList>(await api.call('GET', `/v1/communities?q=${encodeURIComponent('สวนผัก')}`, { token: stranger.token }))
		expect(byWord.items.map((c) => c.id)).toEqual([publicId])
		const secret = await ok<CommunityList>(await api.call('GET', `/v1/communities?q=Secret`, { token: stranger.token }))
		expect(secret.items).toEqual([])
		const near = await ok<CommunityList>(await api.call('GET', `/v1/communities?near=${siam.lat},${siam.lng}`, { token: stranger.token }))
		expect(near.items.map((c) => c.id)).toContain(publicId)
		expect(near.items.map((c) => c.id)).not.toContain(privateId)
		expect(near.items[0]!.distanceKm).toBeLessThan(1)
		const far = await ok<CommunityList>(await api.call('GET', '/v1/communities?near=18.79,98.98', { token: stranger.token }))
		expect(far.items.map((c) => c.id)).not.toContain(publicId)
		const searched = await ok<SearchResults & { communities?: Community[] }>(await api.call('GET', `/v1/search?q=${encodeURIComponent('สวนผัก')}`, { token: stranger.token }))
		expect(searched.communities?.map((c) => c.id)).toEqual([publicId])
		const onlyCommunities = await ok<SearchResults & { communities?: Community[] }>(await api.call('GET', `/v1/search?q=Secret&kind=community`, { token: member.token }))
		expect(onlyCommunities.communities).toEqual([])
	})

	test('deleting a community deletes what was published for it', async () => {
		const gone = await create(owner, { name: 'Short lived' })
		await api.db.update(contentItems).set({ communityId: gone.id }).where(eq(contentItems.id, publicEvent.id))
		expect((await api.call('DELETE', `/v1/communities/${gone.id}`, { token: owner.token })).status).toBe(204)
		expect(await api.db.select().from(contentItems).where(eq(contentItems.id, publicEvent.id))).toEqual([])
		expect(await api.db.select().from(communityMembers).where(eq(communityMembers.communityId, gone.id))).toEqual([])
	})
})
