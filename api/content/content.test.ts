import { and, desc, eq, like, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { businessUserMembers, contentItems, profiles } from '#api/db/schema.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { businessUserTeam } from '#api/testing/business-team.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { statementsOf } from '#api/testing/statements.ts'
import { listShelves } from './service.ts'
import type { BusinessUserPage } from '#contracts/business-profile.ts'
import { contentKindNames, contentKinds, kindsFor, type ContentItem, type ContentKindName, type ContentList } from '#contracts/content/registry.ts'
import { work } from '#contracts/content/work.ts'
import { memberGrants } from '#contracts/permissions.ts'
import type { ProfilePage } from '#contracts/profile-page.ts'

// The content module (api/content, ADR 0020): every kind of the registry for every owner that may
// publish it. Works (a person's), stories and events (a business user's) are its kinds so far.

type Item<K extends ContentKindName> = ContentItem<K>
type List<K extends ContentKindName> = ContentList<K>

const api = useHarness()
const team = () => businessUserTeam(api)

// An image the API really stored (picture fields take no other).
let storedImage = ''
beforeAll(async () => {
	storedImage = (await api.uploadImage((await api.person()).token)).url
}, 60_000)
const ourImage = (_width?: number) => storedImage

const profilePageOf = async (uuid: string, token: string) => ok<ProfilePage>(await api.call('GET', `/v1/profiles/${uuid}/page`, { token }))
const businessUserPageOf = async (id: string, token: string) => ok<BusinessUserPage>(await api.call('GET', `/v1/business-users/${id}/page`, { token }))

const unknownId = '00000000-0000-4000-8000-000000000000'

describe('the registry', () => {
	test('every kind has a list, a create for each owner that may publish it, and a read, change and delete by id', async () => {
		const document = (await (await api.call('GET', '/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } }
		for (const kind of contentKindNames) {
			const { owners, schemaName } = contentKinds[kind]
			expect(Object.keys(document.paths[`/v1/content/${kind}/{id}`] ?? {}).sort()).toEqual(['delete', 'get', 'patch'])
			if (owners.includes('person' as never)) {
				expect(Object.keys(document.paths[`/v1/profiles/{uuid}/content/${kind}`] ?? {})).toEqual(['get'])
				expect(Object.keys(document.paths[`/v1/me/content/${kind}`] ?? {})).toEqual(['post'])
			}
			if (owners.includes('business-user' as never)) {
				expect(Object.keys(document.paths[`/v1/business-users/{id}/content/${kind}`] ?? {}).sort()).toEqual(['get', 'post'])
			}
			// A kind no owner publishes here (a board, opened and listed by api/boards) has no create nor list of its own.
			const listsAndCreates = owners.length > 0 ? [`${schemaName}List`, `Create${schemaName}`] : []
			expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining([`${schemaName}Item`, ...listsAndCreates, `Update${schemaName}`]))
		}
		expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['PostedBy', 'ContentOwner', 'GeoPoint']))
	})

	test('an owner publishes only the kinds the registry allows it', async () => {
		const { id, owner } = await team()
		for (const kind of contentKindNames.filter((kind) => !kindsFor('person').includes(kind))) {
			expect((await api.call('POST', `/v1/me/content/${kind}`, { token: owner.token, body: { title: 'x' } })).status).toBe(404)
		}
		for (const kind of contentKindNames.filter((kind) => !kindsFor('business-user').includes(kind))) {
			expect((await api.call('POST', `/v1/business-users/${id}/content/${kind}`, { token: owner.token, body: { title: 'x' } })).status).toBe(404)
		}
	})

	test('every write needs a signed-in caller (401)', async () => {
		for (const kind of contentKindNames) {
			const writes: Array<[string, string]> = [
				['PATCH', `/v1/content/${kind}/${unknownId}`],
				['DELETE', `/v1/content/${kind}/${unknownId}`],
				...kindsFor('person').includes(kind) ? [['POST', `/v1/me/content/${kind}`] as [string, string]] : [],
				...kindsFor('business-user').includes(kind) ? [['POST', `/v1/business-users/${unknownId}/content/${kind}`] as [string, string]] : [],
			]
			for (const [method, path] of writes) await problemOf(await api.call(method, path, { body: { title: 'x' } }), 401, 'unauthenticated')
		}
	})

	test('unknown owner → 404, malformed → 400, anonymous → 401', async () => {
		const { token } = await api.somebody()
		await problemOf(await api.call('GET', `/v1/profiles/${unknownId}/content/work`, { token }), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/profiles/${unknownId}/content/work`), 401, 'unauthenticated')
		for (const kind of ['story', 'event']) {
			await problemOf(await api.call('GET', `/v1/business-users/${unknownId}/content/${kind}`, { token }), 404, 'not_found')
			await problemOf(await api.call('GET', `/v1/business-users/not-a-uuid/content/${kind}`, { token }), 400, 'validation_failed')
			await problemOf(await api.call('GET', `/v1/business-users/${unknownId}/content/${kind}`), 401, 'unauthenticated')
		}
		await problemOf(await api.call('GET', `/v1/content/work/${unknownId}`, { token }), 404, 'not_found')
		await problemOf(await api.call('GET', '/v1/content/work/not-an-id', { token }), 404, 'not_found')
	})
})

describe('a business user’s content: who may change and delete it', () => {
	test('the member who posted it, while they may post; admins and the owner; not another member, not a stranger', async () => {
		const { id, owner, admin, member, stranger } = await team()
		const other = await api.somebody('Kai')
		await api.db.insert(businessUserMembers).values({ businessUserId: id, profileId: other.profileId, isAdmin: false, grants: memberGrants, addedByProfileId: owner.profileId })
		const posted = await ok<Item<'story'>>(await api.call('POST', `/v1/business-users/${id}/content/story`, { token: member.token, body: { title: 'Cold brew', body: '' } }), 201)
		const path = `/v1/content/story/${posted.id}`

		// Everyone sees it; only some may change it.
		expect(await ok<Item<'story'>>(await api.call('GET', path, { token: stranger.token }))).toMatchObject({ title: 'Cold brew', canEdit: false, canDelete: false })
		expect(await ok<Item<'story'>>(await api.call('GET', path, { token: other.token }))).toMatchObject({ canEdit: false, canDelete: false })
		expect(await ok<Item<'story'>>(await api.call('GET', path, { token: admin.token }))).toMatchObject({ canEdit: true, canDelete: true })
		await problemOf(await api.call('PATCH', path, { token: stranger.token, body: { title: 'Hacked' } }), 403, 'forbidden')
		await problemOf(await api.call('PATCH', path, { token: other.token, body: { title: 'Hacked' } }), 403, 'forbidden')
		await problemOf(await api.call('DELETE', path, { token: other.token }), 403, 'forbidden')
		expect(await ok<Item<'story'>>(await api.call('PATCH', path, { token: member.token, body: { title: 'Cold brew, 12 hours' } }))).toMatchObject({ title: 'Cold brew, 12 hours' })
		expect(await ok<Item<'story'>>(await api.call('PATCH', path, { token: admin.token, body: { body: 'Chiang Mai beans' } }))).toMatchObject({ title: 'Cold brew, 12 hours', body: 'Chiang Mai beans' })

		// Without content.create the member who posted it may no longer change it.
		await api.db.update(businessUserMembers).set({ grants: { ...memberGrants, content: { read: true } } }).where(eq(businessUserMembers.profileId, member.profileId))
		await problemOf(await api.call('PATCH', path, { token: member.token, body: { title: 'Mine' } }), 403, 'forbidden')
		await problemOf(await api.call('DELETE', path, { token: member.token }), 403, 'forbidden')
		// A member granted content.delete deletes what others posted.
		await api.db.update(businessUserMembers).set({ grants: { ...memberGrants, content: { read: true, delete: true } } }).where(eq(businessUserMembers.profileId, other.profileId))
		expect((await api.call('DELETE', path, { token: other.token })).status).toBe(204)
		await problemOf(await api.call('GET', path, { token: owner.token }), 404, 'not_found')
		expect((await ok<List<'story'>>(await api.call('GET', `/v1/business-users/${id}/content/story`, { token: stranger.token }))).items).toEqual([])
	})

	test('an item that is not public is a 404 to others and shown to the business user’s members', async () => {
		const { id, member, stranger } = await team()
		const [hidden] = await api.db
			.insert(contentItems)
			.values({ kind: 'story', ownerBusinessUserId: id, postedByProfileId: member.profileId, title: 'Members only', visibility: 'members', publishedAt: new Date() })
			.returning()
		const path = `/v1/content/story/${hidden!.id}`
		await problemOf(await api.call('GET', path, { token: stranger.token }), 404, 'not_found')
		await problemOf(await api.call('PATCH', path, { token: stranger.token, body: { title: 'x' } }), 404, 'not_found')
		await problemOf(await api.call('DELETE', path, { token: stranger.token }), 404, 'not_found')
		expect(await ok<Item<'story'>>(await api.call('GET', path, { token: member.token }))).toMatchObject({ title: 'Members only', visibility: 'members' })
		expect((await ok<List<'story'>>(await api.call('GET', `/v1/business-users/${id}/content/story`, { token: member.token }))).items.map((s) => s.id)).toEqual([hidden!.id])
	})

	test('an event is published with its time and place; one ending before it starts is refused, whole or changed', async () => {
		const { id, member } = await team()
		const body = { title: 'Latte art class', startsAt: '2030-03-01T10:00:00+07:00', endsAt: '2030-03-01T12:00:00+07:00', location: { lat: 13.7456, lng: 100.5347 }, address: 'Siam Square', province: '' }
		const event = await ok<Item<'event'>>(await api.call('POST', `/v1/business-users/${id}/content/event`, { token: member.token, body }), 201)
		expect(event).toMatchObject({ startsAt: '2030-03-01T03:00:00.000Z', endsAt: '2030-03-01T05:00:00.000Z', location: { lat: 13.7456, lng: 100.5347 }, address: 'Siam Square', province: null })
		const refused = await problemOf(
			await api.call('POST', `/v1/business-users/${id}/content/event`, { token: member.token, body: { ...body, endsAt: '2030-03-01T09:00:00+07:00' } }),
			400,
			'validation_failed',
		)
		expect(Object.keys(refused.errors ?? {})).toEqual(['endsAt'])
		const changed = await problemOf(await api.call('PATCH', `/v1/content/event/${event.id}`, { token: member.token, body: { startsAt: '2030-03-02T10:00:00+07:00' } }), 400, 'validation_failed')
		expect(Object.keys(changed.errors ?? {})).toEqual(['endsAt'])
		for (const bad of [{ location: { lat: 91, lng: 0 } }, { startsAt: 'tomorrow' }, { title: '' }]) {
			await problemOf(await api.call('PATCH', `/v1/content/event/${event.id}`, { token: member.token, body: bad }), 400, 'validation_failed')
		}
		expect(await ok<Item<'event'>>(await api.call('GET', `/v1/content/event/${event.id}`, { token: member.token }))).toMatchObject({ title: 'Latte art class', startsAt: '2030-03-01T03:00:00.000Z' })
	})
})

describe('a business user’s shelves: the first few of every kind in one answer', () => {
	test('each kind it publishes, at most `limit`, members seeing what others do not; bad asks refused', async () => {
		const { id, member, stranger } = await team()
		for (const title of ['Iced cocoa', 'Thai tea', 'Pandan latte']) {
			await ok(await api.call('POST', `/v1/business-users/${id}/content/story`, { token: member.token, body: { title, body: '' } }), 201)
		}
		await api.db.insert(contentItems).values({ kind: 'catalogue', ownerBusinessUserId: id, postedByProfileId: member.profileId, title: 'Staff price list', visibility: 'members', publishedAt: new Date() })
		const shelvesOf = async (token: string, limit?: number) =>
			ok<{ [K in ContentKindName]?: List<K> }>(await api.call('GET', `/v1/business-users/${id}/content${limit ? `?limit=${limit}` : ''}`, { token }))

		const seenByMember = await shelvesOf(member.token, 2)
		expect(Object.keys(seenByMember).sort()).toEqual(kindsFor('business-user').sort())
		expect(seenByMember.story!.items.map((item) => item.title)).toEqual(['Pandan latte', 'Thai tea'])
		expect(seenByMember.story!.nextCursor).not.toBeNull()
		expect(seenByMember.catalogue!.items.map((item) => item.title)).toEqual(['Staff price list'])
		const seenByStranger = await shelvesOf(stranger.token)
		expect(seenByStranger.story!.items).toHaveLength(3)
		expect(seenByStranger.catalogue!.items).toEqual([])

		// Events soonest first, an ended one left out, as the events' own list has them.
		for (const [title, startsAt, endsAt] of [
			['Cupping', '2031-05-02T10:00:00+07:00', '2031-05-02T12:00:00+07:00'],
			['Latte art', '2031-05-01T10:00:00+07:00', '2031-05-01T12:00:00+07:00'],
			['Last year’s fair', '2020-05-01T10:00:00+07:00', '2020-05-01T12:00:00+07:00'],
		] as const) {
			await api.db.insert(contentItems).values({ kind: 'event', ownerBusinessUserId: id, postedByProfileId: member.profileId, title, startsAt: new Date(startsAt), endsAt: new Date(endsAt), visibility: 'public', publishedAt: new Date() })
		}
		const shelves = await shelvesOf(member.token, 2)
		expect(shelves.event!.items.map((item) => item.title)).toEqual(['Latte art', 'Cupping'])
		// Every shelf is its kind's list, first page, with the same limit: one statement answers what ten did.
		for (const kind of kindsFor('business-user')) {
			expect(shelves[kind], kind).toEqual(await ok(await api.call('GET', `/v1/business-users/${id}/content/${kind}?limit=2`, { token: member.token })))
		}

		// Asked as two statements: the caller's rights over the business user, then every kind's list at once.
		const [caller] = await api.db.select().from(profiles).where(eq(profiles.id, member.profileId))
		const read = await statementsOf(api.db, () => listShelves(api.db, caller!, { type: 'business-user', businessUserId: id }, 2))
		expect(read.answer).toEqual(shelves)
		expect(read.statements).toBe(2)

		await problemOf(await api.call('GET', `/v1/business-users/${id}/content?limit=0`, { token: member.token }), 400, 'validation_failed')
		await problemOf(await api.call('GET', `/v1/business-users/${id}/content?limit=13`, { token: member.token }), 400, 'validation_failed')
		await problemOf(await api.call('GET', `/v1/business-users/${unknownId}/content`, { token: member.token }), 404, 'not_found')
		expect((await api.call('GET', `/v1/business-users/${id}/content`)).status).toBe(401)
	})
})

describe('works', () => {
	test('create (took part) and create-my-work (made myself); change; soft delete', async () => {
		const owner = await api.somebody()
		const viewer = await api.somebody('Pim')
		const tookPart = await ok<Item<'work'>>(
			await api.call('POST', '/v1/me/content/work', {
				token: owner.token,
				body: { title: 'Riverside mural', body: 'A mural with the neighbours', mine: false, role: 'Painter', year: 2023, url: 'https://mural.example' },
			}),
			201,
		)
		expect(tookPart).toMatchObject({ title: 'Riverside mural', details: { mine: false, role: 'Painter', year: 2023, url: 'https://mural.example', imageUrl: null } })
		expect(tookPart).toMatchObject({ kind: 'work', owner: { type: 'person', id: owner.uuid }, postedBy: { profileUuid: owner.uuid }, canEdit: true, canDelete: true })
		const madeIt = await ok<Item<'work'>>(await api.call('POST', '/v1/me/content/work', { token: owner.token, body: { title: 'Seed catalogue', mine: true } }), 201)
		expect(madeIt).toMatchObject({ body: '', details: { mine: true, role: null, year: null, url: null } })
		// Only the fields sent change, details included.
		const picture = (await api.uploadImage(owner.token)).url
		const changed = await ok<Item<'work'>>(await api.call('PATCH', `/v1/content/work/${tookPart.id}`, { token: owner.token, body: { year: 2024, imageUrl: picture } }))
		expect(changed).toMatchObject({ title: 'Riverside mural', details: { role: 'Painter', year: 2024, url: 'https://mural.example', imageUrl: picture } })
		expect((await profilePageOf(owner.uuid, viewer.token)).works.items.map((w) => w.id)).toEqual([madeIt.id, tookPart.id])

		expect((await api.call('DELETE', `/v1/content/work/${tookPart.id}`, { token: owner.token })).status).toBe(204)
		expect((await profilePageOf(owner.uuid, viewer.token)).works.items.map((w) => w.id)).toEqual([madeIt.id])
		expect((await profilePageOf(owner.uuid, owner.token)).works.items.map((w) => w.id)).toEqual([madeIt.id])
		const list = await ok<List<'work'>>(await api.call('GET', `/v1/profiles/${owner.uuid}/content/work`, { token: viewer.token }))
		expect(list.items.map((w) => w.id)).toEqual([madeIt.id])
		// Soft: the row stays, marked deleted; it can no longer be changed or deleted.
		const [row] = await api.db.select().from(contentItems).where(eq(contentItems.id, tookPart.id))
		expect(row?.deletedAt).toBeInstanceOf(Date)
		await problemOf(await api.call('PATCH', `/v1/content/work/${tookPart.id}`, { token: owner.token, body: { title: 'Back' } }), 404, 'not_found')
		await problemOf(await api.call('DELETE', `/v1/content/work/${tookPart.id}`, { token: owner.token }), 404, 'not_found')
	})

	test('validation', async () => {
		const { token } = await api.somebody()
		const problem = await problemOf(
			await api.call('POST', '/v1/me/content/work', { token, body: { title: '', url: 'mural.example', year: 1800, imageUrl: 'javascript:x' } }),
			400,
			'validation_failed',
		)
		expect(Object.keys(problem.errors ?? {})).toEqual(expect.arrayContaining(['title', 'url', 'year', 'imageUrl', 'mine']))
	})

	test('a stranger cannot change or delete someone else’s work (403: they can see it), and it stays as it was', async () => {
		const owner = await api.somebody()
		const stranger = await api.somebody('Mallory')
		const work = await ok<Item<'work'>>(await api.call('POST', '/v1/me/content/work', { token: owner.token, body: { title: 'Seed catalogue', mine: true } }), 201)
		await problemOf(await api.call('PATCH', `/v1/content/work/${work.id}`, { token: stranger.token, body: { title: 'Hacked' } }), 403, 'forbidden')
		await problemOf(await api.call('DELETE', `/v1/content/work/${work.id}`, { token: stranger.token }), 403, 'forbidden')
		await problemOf(await api.call('PATCH', '/v1/content/work/not-an-id', { token: owner.token, body: { title: 'x' } }), 404, 'not_found')
		expect((await profilePageOf(owner.uuid, stranger.token)).works.items).toEqual([{ ...work, canEdit: false, canDelete: false }])
	})

	test('an item of another kind is not a work', async () => {
		const { token, profileId } = await api.somebody()
		const [event] = await api.db.insert(contentItems).values({ kind: 'event', ownerProfileId: profileId, title: 'Market day' }).returning()
		await problemOf(await api.call('PATCH', `/v1/content/work/${event!.id}`, { token, body: { title: 'x' } }), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/content/work/${event!.id}`, { token }), 404, 'not_found')
	})

	test('at most the limit of works', async () => {
		const { token, profileId } = await api.somebody()
		await api.db.insert(contentItems).values(Array.from({ length: work.perOwnerLimit! }, (_, i) => ({ kind: 'work' as const, ownerProfileId: profileId, title: `Work ${i}` })))
		await problemOf(await api.call('POST', '/v1/me/content/work', { token, body: { title: 'One more', mine: true } }), 409, 'conflict')
		// A deleted work frees its place.
		await api.db.execute(sql`update content_items set deleted_at = now() where id = (select id from content_items where owner_profile_id = ${profileId} limit 1)`)
		expect((await api.call('POST', '/v1/me/content/work', { token, body: { title: 'One more', mine: true } })).status).toBe(201)
	})

	test('cursor paging: newest first, every work once, ties on the same microsecond broken by id', async () => {
		const owner = await api.somebody()
		const viewer = await api.somebody('Pim')
		// 30 works: groups of three made in the same microsecond, and one not public.
		const values = Array.from({ length: 30 }, (_, i) => ({
			kind: 'work' as const,
			ownerProfileId: owner.profileId,
			title: `Work ${i}`,
			publishedAt: new Date(),
			createdAt: sql`timestamptz '2025-01-01T00:00:00.000001Z' + ${Math.floor(i / 3)} * interval '1 microsecond'`,
		}))
		await api.db.insert(contentItems).values(values)
		await api.db.insert(contentItems).values({ kind: 'work', ownerProfileId: owner.profileId, title: 'Members only', visibility: 'members', publishedAt: new Date() })
		const expected = await api.db
			.select({ id: contentItems.id })
			.from(contentItems)
			.where(and(eq(contentItems.ownerProfileId, owner.profileId), eq(contentItems.visibility, 'public')))
			.orderBy(sql`created_at desc, id desc`)

		const page = await profilePageOf(owner.uuid, viewer.token)
		expect(page.works.items).toHaveLength(12)
		const seen = page.works.items.map((w) => w.id)
		let cursor = page.works.nextCursor
		while (cursor) {
			const next = await ok<List<'work'>>(await api.call('GET', `/v1/profiles/${owner.uuid}/content/work?limit=7&cursor=${cursor}`, { token: viewer.token }))
			expect(next.items.length).toBeLessThanOrEqual(7)
			seen.push(...next.items.map((w) => w.id))
			cursor = next.nextCursor
		}
		expect(seen).toEqual(expected.map((r) => r.id))
		// The owner sees the one that is not public too.
		const mine = await ok<List<'work'>>(await api.call('GET', `/v1/profiles/${owner.uuid}/content/work?limit=50`, { token: owner.token }))
		expect(mine.items).toHaveLength(31)
		expect(mine.nextCursor).toBeNull()
	})

	test('a bad cursor or limit is a validation problem', async () => {
		const { token, uuid } = await api.somebody()
		// A cursor of the right shape naming no real time (PostgreSQL would refuse it: a 500 once).
		const impossible = ['0000-00-00T99:99:99.000000Z', '2025-02-31T00:00:00.000000Z', '0000-01-01T00:00:00.000000Z'].map(
			(at) => `cursor=${Buffer.from(JSON.stringify([at, '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`,
		)
		for (const query of ['cursor=nonsense', `cursor=${Buffer.from('["2025-01-01", "x"]').toString('base64url')}`, ...impossible, 'limit=0', 'limit=51', 'limit=ten']) {
			await problemOf(await api.call('GET', `/v1/profiles/${uuid}/content/work?${query}`, { token }), 400, 'validation_failed')
		}
	})
})

describe('stories: posted as the business user, with who posted them', () => {
	const story = { title: 'New cold brew', body: 'Twelve hours, Chiang Mai beans. กาแฟสกัดเย็นตัวใหม่' }

	test('a member posts with the default grants; postedBy is that member; without the grant, 403', async () => {
		const { id, owner, admin, member, stranger } = await team()
		const posted = await ok<Item<'story'>>(await api.call('POST', `/v1/business-users/${id}/content/story`, { token: member.token, body: { ...story, pictures: [ourImage(960)] } }), 201)
		expect(posted).toMatchObject({
			kind: 'story',
			...story,
			pictures: [ourImage(960)],
			owner: { type: 'business-user', id },
			publishedAt: expect.any(String),
			postedBy: { profileUuid: member.uuid, firstName: 'Pim', lastName: 'Suksai' },
			canEdit: true,
			canDelete: true,
		})
		const [row] = await api.db.select().from(contentItems).where(eq(contentItems.id, posted.id))
		expect(row).toMatchObject({ kind: 'story', ownerBusinessUserId: id, ownerProfileId: null, postedByProfileId: member.profileId })
		const byAdmin = await ok<Item<'story'>>(await api.call('POST', `/v1/business-users/${id}/content/story`, { token: admin.token, body: { title: 'Opening hours', body: '' } }), 201)
		const byOwner = await ok<Item<'story'>>(await api.call('POST', `/v1/business-users/${id}/content/story`, { token: owner.token, body: { title: 'Hello', body: 'สวัสดี' } }), 201)
		expect([byAdmin.postedBy?.firstName, byOwner.postedBy?.firstName]).toEqual(['Anong', 'Niran'])
		await problemOf(await api.call('POST', `/v1/business-users/${id}/content/story`, { token: stranger.token, body: story }), 403, 'forbidden')
		await problemOf(await api.call('POST', `/v1/business-users/${unknownId}/content/story`, { token: owner.token, body: story }), 404, 'not_found')

		// The owner takes content.create away from the member.
		await api.db
			.update(businessUserMembers)
			.set({ grants: { ...memberGrants, content: { read: true, create: false } } })
			.where(eq(businessUserMembers.profileId, member.profileId))
		await problemOf(await api.call('POST', `/v1/business-users/${id}/content/story`, { token: member.token, body: story }), 403, 'forbidden')
		expect((await businessUserPageOf(id, member.token)).canPostStory).toBe(false)

		const list = await ok<List<'story'>>(await api.call('GET', `/v1/business-users/${id}/content/story`, { token: stranger.token }))
		expect(list.items.map((s) => s.id)).toEqual([byOwner.id, byAdmin.id, posted.id])
		expect(list.items.map((s) => s.postedBy?.profileUuid)).toEqual([owner.uuid, admin.uuid, member.uuid])
		expect((await businessUserPageOf(id, stranger.token)).stories).toEqual(list)
	})

	test('validation: a title, and an image we stored', async () => {
		const { id, member } = await team()
		const missing = await problemOf(await api.call('POST', `/v1/business-users/${id}/content/story`, { token: member.token, body: { title: '  ', body: 'x' } }), 400, 'validation_failed')
		expect(Object.keys(missing.errors ?? {})).toEqual(['title'])
		for (const picture of ['https://evil.example/x.webp', '/media/../x', 'javascript:alert(1)', '']) {
			const problem = await problemOf(await api.call('POST', `/v1/business-users/${id}/content/story`, { token: member.token, body: { ...story, pictures: [ourImage(), picture] } }), 400, 'validation_failed')
			expect(Object.keys(problem.errors ?? {})).toEqual(['pictures.1'])
		}
	})

	test('pages of 20, newest first, every story once; deleted, unpublished and other kinds left out', async () => {
		const { id, owner, member, stranger } = await team()
		// 45 stories, groups of three made in the same microsecond.
		await api.db.insert(contentItems).values(
			Array.from({ length: 45 }, (_, i) => ({
				kind: 'story' as const,
				ownerBusinessUserId: id,
				postedByProfileId: member.profileId,
				title: `Story ${i}`,
				publishedAt: new Date(),
				createdAt: sql`timestamptz '2025-01-01T00:00:00.000001Z' + ${Math.floor(i / 3)} * interval '1 microsecond'`,
			})),
		)
		await api.db.insert(contentItems).values([
			{ kind: 'story', ownerBusinessUserId: id, title: 'Draft' },
			{ kind: 'story', ownerBusinessUserId: id, title: 'Deleted', publishedAt: new Date(), deletedAt: new Date() },
			{ kind: 'story', ownerBusinessUserId: id, title: 'Members only', publishedAt: new Date(), visibility: 'members' },
			{ kind: 'announce', ownerBusinessUserId: id, title: 'Not a story', publishedAt: new Date() },
			{ kind: 'story', ownerProfileId: owner.profileId, title: 'The owner’s own', publishedAt: new Date() },
		])
		const expected = await api.db
			.select({ id: contentItems.id })
			.from(contentItems)
			.where(and(eq(contentItems.ownerBusinessUserId, id), like(contentItems.title, 'Story %')))
			.orderBy(desc(contentItems.createdAt), desc(contentItems.id))

		const page = await businessUserPageOf(id, stranger.token)
		expect(page.stories.items).toHaveLength(12)
		const first = await ok<List<'story'>>(await api.call('GET', `/v1/business-users/${id}/content/story`, { token: stranger.token }))
		expect(first.items.map((s) => s.id)).toEqual(expected.slice(0, 20).map((r) => r.id))
		const seen = first.items.map((s) => s.id)
		let cursor = first.nextCursor
		while (cursor) {
			const next = await ok<List<'story'>>(await api.call('GET', `/v1/business-users/${id}/content/story?cursor=${cursor}`, { token: stranger.token }))
			expect(next.items.length).toBeLessThanOrEqual(20)
			seen.push(...next.items.map((s) => s.id))
			cursor = next.nextCursor
		}
		expect(seen).toEqual(expected.map((r) => r.id))
		// The page's first 12 continue at the list.
		const afterPage = await ok<List<'story'>>(await api.call('GET', `/v1/business-users/${id}/content/story?cursor=${page.stories.nextCursor}`, { token: stranger.token }))
		expect(afterPage.items[0]?.id).toBe(expected[12]?.id)
		for (const bad of ['nonsense', Buffer.from('["2025-01-01", "x"]').toString('base64url')]) {
			await problemOf(await api.call('GET', `/v1/business-users/${id}/content/story?cursor=${bad}`, { token: stranger.token }), 400, 'validation_failed')
		}
	})
})

describe('events', () => {
	// Around Siam Square, Bangkok.
	const siam = { lat: 13.7456, lng: 100.5347 }
	const places = {
		siamParagon: { x: 100.5348, y: 13.7462 },
		lumphini: { x: 100.5418, y: 13.7314 },
		chatuchak: { x: 100.5534, y: 13.7999 },
	}
	const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000)

	async function eventsOf(token: string, id: string, query = '') {
		return (await ok<List<'event'>>(await api.call('GET', `/v1/business-users/${id}/content/event${query}`, { token }))).items
	}

	test('upcoming only; soonest first, or nearest first with distances', async () => {
		const { id, member, stranger } = await team()
		const event = { kind: 'event' as const, ownerBusinessUserId: id, postedByProfileId: member.profileId, publishedAt: new Date(), province: 'Bangkok' }
		await api.db.insert(contentItems).values([
			{ ...event, title: 'Chatuchak pop-up', location: places.chatuchak, startsAt: inDays(1), endsAt: inDays(1.2), address: 'Chatuchak Market' },
			{ ...event, title: 'Latte art in the park', location: places.lumphini, startsAt: inDays(3), endsAt: inDays(3.1) },
			{ ...event, title: 'Siam night market', location: places.siamParagon, startsAt: inDays(7), endsAt: null },
			{ ...event, title: 'Online tasting', location: null, startsAt: inDays(2), endsAt: inDays(2.1) },
			// Going on now: started, not ended.
			{ ...event, title: 'Coffee week', location: places.siamParagon, startsAt: inDays(-2), endsAt: inDays(2) },
			{ ...event, title: 'Ended', location: places.siamParagon, startsAt: inDays(-3), endsAt: inDays(-2) },
			{ ...event, title: 'Deleted', location: places.siamParagon, startsAt: inDays(1), deletedAt: new Date() },
			{ ...event, title: 'Unpublished', location: places.siamParagon, startsAt: inDays(1), publishedAt: null },
			{ ...event, kind: 'story', title: 'Not an event', location: places.siamParagon, startsAt: inDays(1) },
		])
		const soonest = await eventsOf(stranger.token, id)
		expect(soonest.map((e) => e.title)).toEqual(['Coffee week', 'Chatuchak pop-up', 'Online tasting', 'Latte art in the park', 'Siam night market'])
		expect(soonest[1]).toMatchObject({
			kind: 'event',
			title: 'Chatuchak pop-up',
			startsAt: expect.any(String),
			endsAt: expect.any(String),
			address: 'Chatuchak Market',
			province: 'Bangkok',
			location: { lat: places.chatuchak.y, lng: places.chatuchak.x },
			distanceKm: null,
			postedBy: { profileUuid: member.uuid, firstName: 'Pim', lastName: 'Suksai' },
		})

		const nearest = await eventsOf(stranger.token, id, `?near=${siam.lat},${siam.lng}`)
		expect(nearest.map((e) => e.title)).toEqual(['Coffee week', 'Siam night market', 'Latte art in the park', 'Chatuchak pop-up', 'Online tasting'])
		const distances = nearest.map((e) => e.distanceKm)
		expect(distances[1]).toBeCloseTo(0.07, 1)
		expect(distances[2]).toBeGreaterThan(1.5)
		expect(distances[2]).toBeLessThan(2.5)
		expect(distances[3]).toBeGreaterThan(6)
		expect(distances[3]).toBeLessThan(7.5)
		expect(distances[4]).toBeNull()

		expect((await eventsOf(stranger.token, id, `?near=${siam.lat},${siam.lng}&limit=2`)).map((e) => e.title)).toEqual(['Coffee week', 'Siam night market'])
		expect((await businessUserPageOf(id, stranger.token)).events.items.map((e) => e.title)).toEqual(soonest.map((e) => e.title))
	})

	test('a bad near or limit is a validation problem', async () => {
		const { id, owner } = await team()
		for (const query of ['near=13.7', 'near=91,100', 'near=13.7,181', 'near=north,east', 'near=13.7,100.5,1', 'limit=0', 'limit=51']) {
			await problemOf(await api.call('GET', `/v1/business-users/${id}/content/event?${query}`, { token: owner.token }), 400, 'validation_failed')
		}
	})
})
