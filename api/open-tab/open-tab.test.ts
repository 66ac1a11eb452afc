import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { notifications, profiles } from '#api/db/schema.ts'
import { searchConnects } from './service.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { Somebody } from '#api/testing/harness.ts'
import type { BusinessAccount, BusinessUser } from '#contracts/business.ts'
import type { ContentItem, ContentList } from '#contracts/content/registry.ts'
import type { MapView } from '#contracts/content/map.ts'
import { openTabLimits } from '#contracts/open-tab-limits.ts'
import type { ConnectRequest, OpenTabConnectPage, OpenTabConnectTypeList, OpenTabList, OpenTabPartEntry } from '#contracts/open-tab.ts'

// The open tab (docs/decisions/0032-open-tab-connects-on-content.md): types open and closed, a connect's
// own fields by type, owner-only writes, a private connect's 404 on every path of the area (the walk of
// every read path is api/content/visibility.test.ts), about-us entries and check-owner-business on goals,
// and requests: once per person, decided by the owner alone, at the same moment too.

const api = useHarness()
type Connect = ContentItem<'connect'>

const people = {} as Record<'dao' | 'pim' | 'lek' | 'stranger', Somebody>
beforeAll(async () => {
	people.dao = await api.somebody('Dao', true)
	people.pim = await api.somebody('Pim')
	people.lek = await api.somebody('Lek')
	people.stranger = await api.somebody('Mallory')
})

const as = (who: Somebody) => ({ token: who.token })
const make = async (who: Somebody, body: Record<string, unknown>) => ok<Connect>(await api.call('POST', '/v1/open-tab/connects', { ...as(who), body }), 201)
const pageOf = async (who: Somebody, id: string) => ok<OpenTabConnectPage>(await api.call('GET', `/v1/open-tab/connects/${id}`, as(who)))

describe('connect types (check-open-tab-connect-type)', () => {
	test('every type in display order, those not open yet included', async () => {
		const response = await api.call('GET', '/v1/open-tab/connect-types', as(people.dao))
		expect(((await response.json()) as OpenTabConnectTypeList).items).toEqual([
			{ type: 'job', isOpen: true, title: { en: 'Job', th: 'งาน' } },
			{ type: 'project', isOpen: true, title: { en: 'Project', th: 'โครงการ' } },
			{ type: 'club', isOpen: true, title: { en: 'Club', th: 'ชมรม' } },
			{ type: 'volunteer', isOpen: false, title: { en: 'Volunteer', th: 'จิตอาสา' } },
		])
	})

	test('a connect of an open type is made, public by default; an unknown type is 404, one not open 409', async () => {
		const job = await make(people.dao, { type: 'job', title: 'Weekend barista', overview: 'Pour-over', info: { payMinSatang: 50_000, payMaxSatang: 80_000, hours: 'Sat–Sun', placeName: 'Bang Rak' } })
		expect(job).toMatchObject({ kind: 'connect', visibility: 'public', owner: { type: 'person', id: people.dao.uuid }, details: { type: 'job', overview: 'Pour-over', status: 'open', showMembers: false, info: { payMaxSatang: 80_000 } } })
		await problemOf(await api.call('POST', '/v1/open-tab/connects', { ...as(people.dao), body: { type: 'nope', title: 'x' } }), 404, 'not_found')
		await problemOf(await api.call('POST', '/v1/open-tab/connects', { ...as(people.dao), body: { type: 'volunteer', title: 'Beach clean' } }), 409, 'conflict')
		await problemOf(await api.call('POST', '/v1/open-tab/connects', { body: { type: 'job', title: 'x' } }), 401, 'unauthenticated')
	})

	test('the content module makes no connect: only the open-tab area does', async () => {
		expect((await api.call('POST', '/v1/me/content/connect', { ...as(people.dao), body: { title: 'x' } })).status).toBe(404)
	})
})

describe('a connect’s own fields', () => {
	test('info takes its type’s fields only, its ranges the right way round', async () => {
		const bad = async (body: Record<string, unknown>, field: string) => {
			const problem = await problemOf(await api.call('POST', '/v1/open-tab/connects', { ...as(people.dao), body: { title: 'x', ...body } }), 400, 'validation_failed')
			expect(Object.keys(problem.errors ?? {})).toContain(field)
		}
		await bad({ type: 'club', info: { payMinSatang: 1 } }, 'info.payMinSatang')
		await bad({ type: 'job', info: { payMinSatang: 900, payMaxSatang: 100 } }, 'info.payMaxSatang')
		await bad({ type: 'project', info: { startsOn: '2030-02-01', endsOn: '2030-01-01' } }, 'info.endsOn')
		await bad({ type: 'project', info: { skills: ['x'.repeat(openTabLimits.skillLength + 1)] } }, 'info.skills.0')
		await bad({ type: 'job', visibility: 'followers' }, 'visibility')
		// A change is held to the connect's type too; the type itself never changes.
		const club = await make(people.dao, { type: 'club', title: 'Run club', info: { meetingTime: 'Sat 6:00' } })
		await problemOf(await api.call('PATCH', `/v1/content/connect/${club.id}`, { ...as(people.dao), body: { info: { hours: '9–5' } } }), 400, 'validation_failed')
		const changed = await ok<Connect>(await api.call('PATCH', `/v1/content/connect/${club.id}`, { ...as(people.dao), body: { type: 'job', info: { meetingTime: 'Sun 7:00', placeName: 'Lumphini' }, status: 'closed' } }))
		expect(changed.details).toMatchObject({ type: 'club', info: { meetingTime: 'Sun 7:00', placeName: 'Lumphini' }, status: 'closed' })
	})
})

describe('who sees and changes a connect', () => {
	test('a private connect is its owner’s: 404 to others on its page, the content module, the searches and its writes', async () => {
		const word = `zqsecret${Date.now()}`
		const secret = await make(people.dao, { type: 'project', title: `${word} garden`, visibility: 'members', province: 'Bangkok' })
		expect((await pageOf(people.dao, secret.id)).isMine).toBe(true)
		const stranger = as(people.stranger)
		await problemOf(await api.call('GET', `/v1/open-tab/connects/${secret.id}`, stranger), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/content/connect/${secret.id}`, stranger), 404, 'not_found')
		for (const url of [`/v1/open-tab/connects?q=${word}`, '/v1/open-tab/connects?type=project', `/v1/search?q=${word}`, `/v1/open-tab/people?q=Dao`]) {
			expect(await (await api.call('GET', url, stranger)).text(), url).not.toContain(secret.id)
		}
		await problemOf(await api.call('PATCH', `/v1/content/connect/${secret.id}`, { ...stranger, body: { title: 'Mine' } }), 404, 'not_found')
		await problemOf(await api.call('POST', `/v1/open-tab/connects/${secret.id}/parts/goal`, { ...stranger, body: { title: 'Mine' } }), 404, 'not_found')
		await problemOf(await api.call('PUT', `/v1/open-tab/connects/${secret.id}/request`, { ...stranger, body: {} }), 404, 'not_found')
		// Its owner finds it among their own.
		expect((await ok<ContentList<'connect'>>(await api.call('GET', '/v1/me/open-tab/connects', as(people.dao)))).items.map((item) => item.id)).toContain(secret.id)
	})

	test('a public connect: anyone signed in sees it; only its owner changes it (403)', async () => {
		const shared = await make(people.dao, { type: 'club', title: 'Chess club' })
		const page = await pageOf(people.stranger, shared.id)
		expect(page).toMatchObject({ isMine: false, owner: { profileUuid: people.dao.uuid }, requests: [], myRequest: null })
		await problemOf(await api.call('PATCH', `/v1/content/connect/${shared.id}`, { ...as(people.stranger), body: { title: 'Mine' } }), 403, 'forbidden')
		await problemOf(await api.call('DELETE', `/v1/content/connect/${shared.id}`, as(people.stranger)), 403, 'forbidden')
		await problemOf(await api.call('POST', `/v1/open-tab/connects/${shared.id}/parts/our-story`, { ...as(people.stranger), body: { title: 'Mine' } }), 403, 'forbidden')
		// Deleted, it is gone for everyone.
		expect((await api.call('DELETE', `/v1/content/connect/${shared.id}`, as(people.dao))).status).toBe(204)
		await problemOf(await api.call('GET', `/v1/open-tab/connects/${shared.id}`, as(people.dao)), 404, 'not_found')
	})
})

describe('finding connects', () => {
	test('by type, by words in Thai or English, by place; newest first, a page at a time', async () => {
		const mark = `zqfind${Date.now()}`
		const garden = await make(people.lek, { type: 'project', title: `${mark} สวนผัก community garden`, province: 'province-chiang-mai' })
		const band = await make(people.lek, { type: 'club', title: `${mark} band`, overview: 'Jazz', province: 'bangkok-bang-rak', address: 'Soi Charoen Krung 36' })
		const ids = async (query: string) => (await ok<ContentList<'connect'>>(await api.call('GET', `/v1/open-tab/connects?${query}`, as(people.pim)))).items.map((item) => item.id)
		expect(await ids(`q=${mark}`)).toEqual([band.id, garden.id])
		expect(await ids(`q=${mark}&type=project`)).toEqual([garden.id])
		expect(await ids(`q=${encodeURIComponent(`${mark} สวนผัก`)}`)).toEqual([garden.id])
		// A place by any of its names, in English or Thai (a connect stores its place's id), or words of its address.
		expect(await ids(`q=${mark}&place=chiang`)).toEqual([garden.id])
		expect(await ids(`q=${mark}&place=${encodeURIComponent('เชียงใหม่')}`)).toEqual([garden.id])
		expect(await ids(`q=${mark}&place=${encodeURIComponent('bang rak')}`)).toEqual([band.id])
		expect(await ids(`q=${mark}&place=${encodeURIComponent('charoen krung')}`)).toEqual([band.id])
		expect(await ids(`q=${mark}&place=atlantis`)).toEqual([])
		const first = await ok<ContentList<'connect'>>(await api.call('GET', `/v1/open-tab/connects?q=${mark}&limit=1`, as(people.pim)))
		expect(first.items.map((item) => item.id)).toEqual([band.id])
		expect(await ids(`q=${mark}&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`)).toEqual([garden.id])
		// Search finds connects too.
		expect(await (await api.call('GET', `/v1/search?q=${mark}`, as(people.pim))).text()).toContain(garden.id)
	})

	test('both plans find the same: walking newest first (a common word) and the text index (a rare one)', async () => {
		const mark = `zqplan${Date.now()}`
		const made = [await make(people.lek, { type: 'club', title: `${mark} choir` }), await make(people.lek, { type: 'club', title: `${mark} band` })]
		const [pim] = await api.db.select().from(profiles).where(eq(profiles.id, people.pim.profileId))
		const query = { q: mark, limit: 1 }
		// One sampled: the newest connect matches, so it walks; none of the newest matches "choir", so the text index.
		for (const q of [mark, `${mark} choir`]) {
			const walked = await searchConnects(api.db, pim!, { ...query, q }, { sampled: 1 })
			const everything = await searchConnects(api.db, pim!, { ...query, q }, { sampled: 1_000_000 })
			expect(walked.items.map((item) => item.id)).toEqual(everything.items.map((item) => item.id))
			expect(walked.nextCursor === null).toBe(everything.nextCursor === null)
		}
		expect((await searchConnects(api.db, pim!, { ...query, q: `${mark} choir` }, { sampled: 1 })).items.map((item) => item.id)).toEqual([made[0]!.id])
	})

	test('a placed public connect is around me and on the map; a private one, or one without a place, is not', async () => {
		const here = { lat: 13.7307, lng: 100.5235 }
		const placed = { location: here, locationExact: true, province: 'bangkok-bang-rak' }
		const mark = `zqnear${Date.now()}`
		const shown = await make(people.lek, { type: 'club', title: `${mark} shown`, ...placed })
		const secret = await make(people.lek, { type: 'club', title: `${mark} secret`, visibility: 'members', ...placed })
		const nowhere = await make(people.lek, { type: 'club', title: `${mark} nowhere` })
		const near = await ok<ContentList<'connect'>>(await api.call('GET', `/v1/around-me?near=${here.lat},${here.lng}&radiusKm=1&kind=connect&limit=50`, as(people.pim)))
		const nearIds = near.items.map((item) => item.id)
		expect(nearIds).toContain(shown.id)
		expect(nearIds).not.toContain(secret.id)
		expect(nearIds).not.toContain(nowhere.id)
		expect(near.items.every((item) => item.kind === 'connect')).toBe(true)
		const everything = await ok<ContentList>(await api.call('GET', `/v1/around-me?near=${here.lat},${here.lng}&radiusKm=1&limit=50`, as(people.pim)))
		expect(everything.items.map((item) => item.id)).toContain(shown.id)
		const box = `${here.lng - 0.01},${here.lat - 0.01},${here.lng + 0.01},${here.lat + 0.01}`
		const map = await ok<MapView>(await api.call('GET', `/v1/around-me/map?box=${box}&zoom=16&kind=connect`, as(people.pim)))
		expect(map.points.map((point) => point.id)).toEqual(expect.arrayContaining([shown.id]))
		expect(map.points.map((point) => point.id)).not.toContain(secret.id)
		// Made private, it leaves the map and around me.
		await ok(await api.call('PATCH', `/v1/content/connect/${shown.id}`, { ...as(people.lek), body: { visibility: 'members' } }))
		const after = await ok<MapView>(await api.call('GET', `/v1/around-me/map?box=${box}&zoom=16&kind=connect`, as(people.pim)))
		expect(after.points.map((point) => point.id)).not.toContain(shown.id)
		const nearAfter = await ok<ContentList<'connect'>>(await api.call('GET', `/v1/around-me?near=${here.lat},${here.lng}&radiusKm=1&kind=connect&limit=50`, as(people.pim)))
		expect(nearAfter.items.map((item) => item.id)).not.toContain(shown.id)
	})

	test('people with an open tab, by name, each with their newest public connects', async () => {
		const list = await ok<OpenTabList>(await api.call('GET', '/v1/open-tab/people?q=Lek', as(people.pim)))
		const lek = list.items.find((item) => item.person.profileUuid === people.lek.uuid)
		expect(lek?.connects.length).toBeGreaterThan(0)
		expect(lek?.connects.every((item) => item.owner.id === people.lek.uuid && item.visibility === 'public')).toBe(true)
		expect(list.items.some((item) => item.person.profileUuid === people.stranger.uuid)).toBe(false)
	})
})

describe('about-us entries', () => {
	test('goals, our business and our story: added in order, changed, deleted; at most the limit a part, at once too', async () => {
		const connect = await make(people.dao, { type: 'project', title: 'Library corner' })
		const path = `/v1/open-tab/connects/${connect.id}/parts`
		const entry = await ok<OpenTabPartEntry>(await api.call('POST', `${path}/our-business`, { ...as(people.dao), body: { title: 'Second-hand books', body: 'Sold by weight' } }), 201)
		await ok(await api.call('PUT', `${path}/our-business/${entry.id}`, { ...as(people.dao), body: { title: 'Used books', body: 'By weight' } }))
		expect((await pageOf(people.pim, connect.id)).parts['our-business']).toEqual([{ id: entry.id, part: 'our-business', title: 'Used books', body: 'By weight', imageUrl: null, businessUser: null }])
		// An entry of another part, or of another connect, is not there.
		await problemOf(await api.call('PUT', `${path}/goal/${entry.id}`, { ...as(people.dao), body: { title: 'x' } }), 404, 'not_found')
		const answers = await Promise.all(Array.from({ length: openTabLimits.partEntries + 3 }, (_, n) => api.call('POST', `${path}/our-story`, { ...as(people.dao), body: { title: `Chapter ${n}` } })))
		expect(answers.filter((answer) => answer.status === 201)).toHaveLength(openTabLimits.partEntries)
		expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3)
		expect((await api.call('DELETE', `${path}/our-business/${entry.id}`, as(people.dao))).status).toBe(204)
		expect((await pageOf(people.dao, connect.id)).parts['our-business']).toEqual([])
	})

	test('check-owner-business on a goal: it names a business user its owner holds, and is changed only while they hold it', async () => {
		const account = await ok<BusinessAccount>(await api.call('POST', '/v1/business-accounts', { ...as(people.dao), body: { name: 'Dao’s shops' } }), 201)
		const shop = await ok<BusinessUser>(await api.call('POST', `/v1/business-accounts/${account.id}/business-users`, { ...as(people.dao), body: { name: 'Dao’s garden shop' } }), 201)
		const connect = await make(people.dao, { type: 'project', title: 'Seed bank' })
		const goals = `/v1/open-tab/connects/${connect.id}/parts/goal`
		const goal = await ok<OpenTabPartEntry>(await api.call('POST', goals, { ...as(people.dao), body: { title: 'Sell the seeds', businessUserId: shop.id } }), 201)
		expect(goal.businessUser).toEqual({ id: shop.id, name: 'Dao’s garden shop' })
		// Pim's connect cannot name Dao's business user; nor can a story name one.
		const pims = await make(people.pim, { type: 'project', title: 'Pim’s seeds' })
		await problemOf(await api.call('POST', `/v1/open-tab/connects/${pims.id}/parts/goal`, { ...as(people.pim), body: { title: 'x', businessUserId: shop.id } }), 403, 'forbidden')
		await problemOf(await api.call('POST', `/v1/open-tab/connects/${connect.id}/parts/our-story`, { ...as(people.dao), body: { title: 'x', businessUserId: shop.id } }), 400, 'validation_failed')
		// Once Dao no longer holds the business user (it is archived), the goal naming it stays but cannot be changed.
		expect((await api.call('POST', `/v1/business-users/${shop.id}/archive`, as(people.dao))).status).toBe(204)
		await problemOf(await api.call('PUT', `${goals}/${goal.id}`, { ...as(people.dao), body: { title: 'Sell more' } }), 404, 'not_found')
	})
})

describe('connecting', () => {
	test('one request a person; its owner accepts or declines, alone; the requester is told and becomes a member', async () => {
		const connect = await make(people.dao, { type: 'club', title: 'Morning swim', visibility: 'public' })
		const request = `/v1/open-tab/connects/${connect.id}/request`
		const sent = await ok<ConnectRequest>(await api.call('PUT', request, { ...as(people.pim), body: { message: 'I swim daily' } }), 201)
		expect(sent).toMatchObject({ state: 'pending', message: 'I swim daily', person: { profileUuid: people.pim.uuid } })
		// Asking again answers the request there is.
		expect(await ok<ConnectRequest>(await api.call('PUT', request, { ...as(people.pim), body: { message: 'Again' } }), 200)).toMatchObject({ message: 'I swim daily' })
		await problemOf(await api.call('PUT', request, { ...as(people.dao), body: {} }), 409, 'conflict')
		// Only the owner decides: the requester and others who see it get 403.
		const accept = `/v1/open-tab/connects/${connect.id}/requests/${people.pim.uuid}/accept`
		await problemOf(await api.call('POST', accept, as(people.pim)), 403, 'forbidden')
		await problemOf(await api.call('POST', accept, as(people.stranger)), 403, 'forbidden')
		await problemOf(await api.call('POST', `/v1/open-tab/connects/${connect.id}/requests/${people.lek.uuid}/accept`, as(people.dao)), 404, 'not_found')
		const owners = await pageOf(people.dao, connect.id)
		expect(owners.requests.map((each) => [each.person.profileUuid, each.state])).toEqual([[people.pim.uuid, 'pending']])
		// Accepted at the same moment twice: one decision, one notification.
		const decided = await Promise.all([api.call('POST', accept, as(people.dao)), api.call('POST', accept, as(people.dao))])
		expect(decided.map((answer) => answer.status)).toEqual([200, 200])
		const told = await api.db.select().from(notifications).where(eq(notifications.profileId, people.pim.profileId))
		expect(told.map((each) => [each.kind, each.data])).toEqual([['connect_accepted', { connectId: connect.id, title: 'Morning swim' }]])
		// Pim is a member: the owner sees it, others only when the owner lists them.
		expect((await pageOf(people.dao, connect.id)).members.map((each) => each.profileUuid)).toEqual([people.pim.uuid])
		expect((await pageOf(people.stranger, connect.id)).members).toEqual([])
		await ok(await api.call('PATCH', `/v1/content/connect/${connect.id}`, { ...as(people.dao), body: { showMembers: true } }))
		expect((await pageOf(people.stranger, connect.id)).members.map((each) => each.profileUuid)).toEqual([people.pim.uuid])
		expect((await pageOf(people.pim, connect.id)).myRequest).toMatchObject({ state: 'accepted' })
	})

	test('a closed connect takes no new requests; a declined request is told and stays declined', async () => {
		const connect = await make(people.dao, { type: 'job', title: 'Dog walker', status: 'closed' })
		await problemOf(await api.call('PUT', `/v1/open-tab/connects/${connect.id}/request`, { ...as(people.lek), body: {} }), 409, 'conflict')
		await ok(await api.call('PATCH', `/v1/content/connect/${connect.id}`, { ...as(people.dao), body: { status: 'open' } }))
		await ok(await api.call('PUT', `/v1/open-tab/connects/${connect.id}/request`, { ...as(people.lek), body: {} }), 201)
		expect(await ok<ConnectRequest>(await api.call('POST', `/v1/open-tab/connects/${connect.id}/requests/${people.lek.uuid}/decline`, as(people.dao)))).toMatchObject({ state: 'declined' })
		expect((await ok<ConnectRequest>(await api.call('PUT', `/v1/open-tab/connects/${connect.id}/request`, { ...as(people.lek), body: {} }), 200)).state).toBe('declined')
		const told = await api.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.profileId, people.lek.profileId))
		expect(told.map((each) => each.kind)).toContain('connect_declined')
	})

	test('anonymous → 401, a malformed id → 404', async () => {
		await problemOf(await api.call('GET', '/v1/open-tab/connects/not-a-uuid'), 401, 'unauthenticated')
		await problemOf(await api.call('GET', '/v1/open-tab/connects/not-a-uuid', as(people.pim)), 404, 'not_found')
		await problemOf(await api.call('PUT', '/v1/open-tab/connects/12345/request', { ...as(people.pim), body: {} }), 404, 'not_found')
	})
})
