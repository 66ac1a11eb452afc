import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { businessUserMembers, contentItems } from '#api/db/schema.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { businessUserTeam } from '#api/testing/business-team.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { snapToAbout300m } from '#contracts/content/geo.ts'
import type { ContentItem, ContentKindName } from '#contracts/content/registry.ts'
import { memberGrants } from '#contracts/permissions.ts'

// The kinds people and business users publish around me (docs/product.md#content): each kind's own
// fields and rules, who may publish them, places (approximate for a person's), and "I'm going".

const api = useHarness()
const team = () => businessUserTeam(api)

const later = (days: number, hours = 0) => new Date(Date.now() + (days * 24 + hours) * 60 * 60 * 1000).toISOString()
const siam = { lat: 13.7456, lng: 100.5347 }

let files = { video: '', pdf: '', picture: '' }
beforeAll(async () => {
	const { token } = await api.person()
	files = { video: (await api.uploadFile(token, 'video')).url, pdf: (await api.uploadFile(token, 'pdf')).url, picture: (await api.uploadImage(token)).url }
}, 60_000)

/** A valid body of each kind, with a few of its own fields. */
const bodies = (): Record<Exclude<ContentKindName, 'work' | 'board_post' | 'connect'>, Record<string, unknown>> => ({
	agenda: { title: 'Morning yoga', startsAt: later(1), endsAt: later(1, 1), location: siam },
	announce: { title: 'Market on Sunday', endsAt: later(7), location: siam },
	event: { title: 'Cupping', startsAt: later(2), endsAt: later(2, 2), venue: 'The roastery', capacity: 2, priceSatang: 15000, location: siam },
	attention: { title: 'Flooded soi', severity: 'danger', endsAt: later(1), location: siam },
	catalogue: { title: 'House blend', priceSatang: 35000, stock: 12, sku: 'HB-250', options: ['250 g', '1 kg'], pictures: [files.picture] },
	media: { title: 'Cupping day', videoUrl: files.video },
	new_room: { title: 'Room near the BTS', monthlyRentSatang: 650000, depositSatang: 1300000, sizeSquareMetres: 24, availableFrom: '2030-01-01' },
	story: { title: 'New beans', body: 'From Chiang Mai', pictures: [files.picture] },
	ebook: { title: 'Our menu', fileUrl: files.pdf },
})

describe('each kind', () => {
	test('a person publishes every kind people may, with its own fields answered in details; a business user the e-book too', async () => {
		const { id, member } = await team()
		for (const [kind, body] of Object.entries(bodies())) {
			const path = kind === 'ebook' ? `/v1/business-users/${id}/content/${kind}` : `/v1/me/content/${kind}`
			const item = await ok<ContentItem>(await api.call('POST', path, { token: member.token, body }), 201)
			expect(item).toMatchObject({ kind, title: body.title, canEdit: true, canDelete: true, visibility: 'public' })
			expect(item.owner.type).toBe(kind === 'ebook' ? 'business-user' : 'person')
			for (const field of ['venue', 'capacity', 'priceSatang', 'severity', 'stock', 'sku', 'options', 'videoUrl', 'monthlyRentSatang', 'depositSatang', 'sizeSquareMetres', 'availableFrom', 'fileUrl']) {
				if (field in body) expect((item.details as Record<string, unknown>)[field], `${kind}.${field}`).toEqual(body[field])
			}
			expect(item.going).toEqual(kind === 'event' ? { count: 0, me: false } : null)
		}
		// A person has no e-book of their own.
		expect((await api.call('POST', '/v1/me/content/ebook', { token: member.token, body: bodies().ebook })).status).toBe(404)
	})

	test('an announcement is valid from now unless told; an attention item must say until when', async () => {
		const { token } = await api.somebody()
		const before = Date.now()
		const announce = await ok<ContentItem<'announce'>>(await api.call('POST', '/v1/me/content/announce', { token, body: { title: 'Quiet hours' } }), 201)
		expect(Date.parse(announce.startsAt!)).toBeGreaterThanOrEqual(before - 1000)
		expect(announce.endsAt).toBeNull()
		const missing = await problemOf(await api.call('POST', '/v1/me/content/attention', { token, body: { title: 'Flood', severity: 'warning' } }), 400, 'validation_failed')
		expect(Object.keys(missing.errors ?? {})).toEqual(['endsAt'])
	})

	test.each([
		['event', { startsAt: later(2), endsAt: later(1) }, 'endsAt'],
		['event', { startsAt: later(1), endsAt: later(40) }, 'endsAt'],
		['event', { endsAt: undefined }, 'endsAt'],
		['event', { capacity: 0 }, 'capacity'],
		['event', { priceSatang: -1 }, 'priceSatang'],
		['event', { priceSatang: 1.5 }, 'priceSatang'],
		['attention', { severity: 'panic' }, 'severity'],
		['catalogue', { stock: -3 }, 'stock'],
		['catalogue', { options: Array.from({ length: 21 }, (_, i) => `Size ${i}`) }, 'options'],
		['catalogue', { pictures: Array.from({ length: 11 }, () => '') }, 'pictures'],
		['media', { videoUrl: undefined }, 'pictures'],
		['media', { pictures: ['x'] }, 'pictures.0'],
		['new_room', { monthlyRentSatang: undefined }, 'monthlyRentSatang'],
		['new_room', { availableFrom: '2030-02-30' }, 'availableFrom'],
		['story', { tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'tags'],
		['agenda', { visibility: 'everyone' }, 'visibility'],
		['agenda', { location: { lat: 91, lng: 0 } }, 'location.lat'],
	] as const)('%s with %j is refused on %s (400), and nothing is stored', async (kind, change, field) => {
		const { token, profileId } = await api.somebody()
		const body = { ...bodies()[kind], ...change }
		const problem = await problemOf(await api.call('POST', `/v1/me/content/${kind}`, { token, body }), 400, 'validation_failed')
		expect(Object.keys(problem.errors ?? {})).toContain(field)
		expect(await api.db.select().from(contentItems).where(eq(contentItems.ownerProfileId, profileId))).toEqual([])
	})

	test('a media item with an album and a video is refused; changing an event to run too long is refused', async () => {
		const { token } = await api.somebody()
		await problemOf(await api.call('POST', '/v1/me/content/media', { token, body: { title: 'Both', videoUrl: files.video, pictures: [files.picture] } }), 400, 'validation_failed')
		const event = await ok<ContentItem<'event'>>(await api.call('POST', '/v1/me/content/event', { token, body: bodies().event }), 201)
		const problem = await problemOf(await api.call('PATCH', `/v1/content/event/${event.id}`, { token, body: { endsAt: later(60) } }), 400, 'validation_failed')
		expect(problem.errors).toEqual({ endsAt: ['Must end at most 31 days after it starts'] })
	})

	test('tags are stored lower-case, once, without #; a person’s item is public or for followers, never for members', async () => {
		const { token } = await api.somebody()
		const item = await ok<ContentItem<'story'>>(await api.call('POST', '/v1/me/content/story', { token, body: { ...bodies().story, tags: ['#Coffee', 'coffee', 'กาแฟ'], visibility: 'followers' } }), 201)
		expect(item.tags).toEqual(['coffee', 'กาแฟ'])
		expect(item.visibility).toBe('followers')
		const problem = await problemOf(await api.call('POST', '/v1/me/content/story', { token, body: { ...bodies().story, visibility: 'members' } }), 400, 'validation_failed')
		expect(Object.keys(problem.errors ?? {})).toEqual(['visibility'])
	})
})

describe('places', () => {
	test('a person’s spot is snapped to about 300 m unless they ask for the exact one; a business user’s is exact', async () => {
		const { id, member } = await team()
		const spot = { lat: 13.74563, lng: 100.53471 }
		const approximate = await ok<ContentItem<'agenda'>>(await api.call('POST', '/v1/me/content/agenda', { token: member.token, body: { ...bodies().agenda, location: spot } }), 201)
		expect(approximate.location).toEqual(snapToAbout300m(spot))
		expect(approximate.location).not.toEqual(spot)
		expect(approximate.locationExact).toBe(false)
		// The spot itself is not kept anywhere.
		const [row] = await api.db.select().from(contentItems).where(eq(contentItems.id, approximate.id))
		expect(row?.location).toEqual({ x: approximate.location!.lng, y: approximate.location!.lat })
		const exact = await ok<ContentItem<'agenda'>>(await api.call('POST', '/v1/me/content/agenda', { token: member.token, body: { ...bodies().agenda, location: spot, locationExact: true } }), 201)
		expect([exact.location, exact.locationExact]).toEqual([spot, true])
		const business = await ok<ContentItem<'event'>>(await api.call('POST', `/v1/business-users/${id}/content/event`, { token: member.token, body: { ...bodies().event, location: spot, locationExact: false } }), 201)
		expect([business.location, business.locationExact]).toEqual([spot, true])
	})

	test('snapping moves a point less than about 300 m, and two nearby points to the same cell', () => {
		const a = snapToAbout300m({ lat: 13.7456, lng: 100.5347 })
		const b = snapToAbout300m({ lat: 13.7457, lng: 100.5348 })
		expect(a).toEqual(b)
		const metres = (x: { lat: number; lng: number }, y: { lat: number; lng: number }) => Math.hypot((x.lat - y.lat) * 111_320, (x.lng - y.lng) * 111_320 * Math.cos((x.lat * Math.PI) / 180))
		expect(metres(a, { lat: 13.7456, lng: 100.5347 })).toBeLessThan(300)
	})
})

describe('publishing for a business user', () => {
	test('a member with content.create publishes every kind for it; without the grant, or a stranger, 403; anonymous 401', async () => {
		const { id, member, stranger } = await team()
		for (const [kind, body] of Object.entries(bodies())) {
			const path = `/v1/business-users/${id}/content/${kind}`
			const item = await ok<ContentItem>(await api.call('POST', path, { token: member.token, body }), 201)
			expect(item.postedBy?.profileUuid).toBe(member.uuid)
			await problemOf(await api.call('POST', path, { token: stranger.token, body }), 403, 'forbidden')
			await problemOf(await api.call('POST', path, { body }), 401, 'unauthenticated')
		}
		await api.db.update(businessUserMembers).set({ grants: { ...memberGrants, content: { read: true, create: false } } }).where(eq(businessUserMembers.profileId, member.profileId))
		await problemOf(await api.call('POST', `/v1/business-users/${id}/content/event`, { token: member.token, body: bodies().event }), 403, 'forbidden')
	})

	test('members-only items are a 404 to anyone else, to read, change or go to', async () => {
		const { id, owner, member, stranger } = await team()
		const event = await ok<ContentItem<'event'>>(await api.call('POST', `/v1/business-users/${id}/content/event`, { token: owner.token, body: { ...bodies().event, visibility: 'members' } }), 201)
		expect((await api.call('GET', `/v1/content/event/${event.id}`, { token: member.token })).status).toBe(200)
		for (const [method, path, body] of [
			['GET', `/v1/content/event/${event.id}`, undefined],
			['PATCH', `/v1/content/event/${event.id}`, { title: 'x' }],
			['PUT', `/v1/content/event/${event.id}/going`, undefined],
		] as const) {
			await problemOf(await api.call(method, path, { token: stranger.token, body }), 404, 'not_found')
		}
	})
})

describe("I'm going", () => {
	test('anyone who sees an event says they are going, once; the capacity holds; taking it back frees a place', async () => {
		const { id, owner } = await team()
		const [a, b, c] = [await api.somebody('Anong'), await api.somebody('Boon'), await api.somebody('Chai')]
		const event = await ok<ContentItem<'event'>>(await api.call('POST', `/v1/business-users/${id}/content/event`, { token: owner.token, body: bodies().event }), 201)
		const going = (token: string, method = 'PUT') => api.call(method, `/v1/content/event/${event.id}/going`, { token })
		expect(await ok(await going(a.token))).toEqual({ count: 1, me: true })
		expect(await ok(await going(a.token))).toEqual({ count: 1, me: true })
		expect(await ok(await going(b.token))).toEqual({ count: 2, me: true })
		await problemOf(await going(c.token), 409, 'conflict')
		expect(await ok(await going(a.token, 'DELETE'))).toEqual({ count: 1, me: false })
		expect(await ok(await going(c.token))).toEqual({ count: 2, me: true })
		const seen = await ok<ContentItem<'event'>>(await api.call('GET', `/v1/content/event/${event.id}`, { token: b.token }))
		expect(seen.going).toEqual({ count: 2, me: true })
		await problemOf(await api.call('PUT', `/v1/content/story/${event.id}/going`, { token: a.token }), 404, 'not_found')
		await problemOf(await api.call('PUT', `/v1/content/event/${event.id}/going`), 401, 'unauthenticated')
	})

	test('at the same moment, the last place goes to one person only', async () => {
		const { id, owner } = await team()
		const event = await ok<ContentItem<'event'>>(await api.call('POST', `/v1/business-users/${id}/content/event`, { token: owner.token, body: { ...bodies().event, capacity: 1 } }), 201)
		const people = await Promise.all(Array.from({ length: 4 }, (_, i) => api.somebody(`Person ${i}`)))
		const answers = await Promise.all(people.map(({ token }) => api.call('PUT', `/v1/content/event/${event.id}/going`, { token })))
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409])
	})

	test('an event that has ended takes no one', async () => {
		const { id, owner } = await team()
		const { token } = await api.somebody()
		const event = await ok<ContentItem<'event'>>(await api.call('POST', `/v1/business-users/${id}/content/event`, { token: owner.token, body: bodies().event }), 201)
		await api.db.update(contentItems).set({ startsAt: new Date(Date.now() - 3 * 3600_000), endsAt: new Date(Date.now() - 3600_000) }).where(eq(contentItems.id, event.id))
		await problemOf(await api.call('PUT', `/v1/content/event/${event.id}/going`, { token }), 409, 'conflict')
	})
})
