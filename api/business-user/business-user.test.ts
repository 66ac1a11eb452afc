import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { businessUsers } from '#api/db/schema.ts'
import { seedDemo } from '#api/db/seed.ts'
import type { Link } from '#contracts/profile-fields.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { businessUserTeam } from '#api/testing/business-team.ts'
import {
	businessUserLinkLimit,
	type BusinessUserAbout,
	type BusinessUserInfo,
	type BusinessUserPage,
} from '#contracts/business-profile.ts'
import type { Images } from '#contracts/media.ts'
import type { ProfilePage } from '#contracts/profile-page.ts'

// A business user's profile (/business-user/{id}): the page anyone signed in sees, the writes of the
// account's owner and the business user's admins (its stories and events: api/content/content.test.ts).

const api = useHarness()

// Images the API really stored, one per width the tests name (picture fields take no other).
const storedImages = new Map<number, string>()

beforeAll(async () => {
	const { token } = await api.person()
	for (const width of [192, 960, 1280, 1920]) storedImages.set(width, (await api.uploadImage(token)).url)
}, 60_000)

const team = () => businessUserTeam(api)

const pageOf = async (id: string, token: string) => ok<BusinessUserPage>(await api.call('GET', `/v1/business-users/${id}/page`, { token }))
const updatedAtOf = async (id: string) => (await api.db.select({ at: businessUsers.updatedAt }).from(businessUsers).where(eq(businessUsers.id, id)))[0]!.at

const unknownId = '00000000-0000-4000-8000-000000000000'
const ourImage = (width = 192) => storedImages.get(width)!

const info = {
	promptPayId: '081-234-5678',
	company: 'Siam Coffee Co., Ltd.',
	phone: '02 123 4567',
	email: 'hello@siamcoffee.example',
	website: 'https://siamcoffee.example',
	address: '254 Rama I Rd, Pathum Wan, Bangkok',
	postcode: '10330',
	openingHours: 'Every day 8:00–20:00 — ทุกวัน 8:00–20:00',
}

/** Every owner-and-admin write, with a valid body. */
const adminWrites = (id: string): Array<[string, string, unknown]> => [
	['PUT', `/v1/business-users/${id}/overview`, { overview: 'Coffee by the BTS' }],
	['PUT', `/v1/business-users/${id}/about/description`, { text: 'A small coffee shop' }],
	['PUT', `/v1/business-users/${id}/about/goal`, { text: 'Good coffee for everyone' }],
	['PUT', `/v1/business-users/${id}/about/our-business`, { text: 'Coffee and Thai snacks' }],
	['PUT', `/v1/business-users/${id}/about/our-story`, { text: 'Since 2015' }],
	['PUT', `/v1/business-users/${id}/business-info`, info],
	['PUT', `/v1/business-users/${id}/links`, { items: [{ label: 'Facebook', url: 'https://facebook.com/siamcoffee' }] }],
	['PUT', `/v1/business-users/${id}/images`, { imageUrl: ourImage(), coverUrl: ourImage(1280) }],
]

describe('the business profile page', () => {
	test('a new business user: empty parts; what each caller may do', async () => {
		const { id, account, owner, admin, member, stranger } = await team()
		const asOwner = await pageOf(id, owner.token)
		expect(asOwner).toEqual({
			id,
			name: 'Siam Coffee — Siam Square',
			description: null,
			overview: null,
			goal: null,
			ourBusiness: null,
			ourStory: null,
			imageUrl: null,
			coverUrl: null,
			businessAccount: { id: account.id, name: 'Siam Coffee' },
			businessInfo: null,
			links: [],
			// The owner, the admin and the member, as the member list shows them.
			memberCount: 3,
			canEdit: true,
			follow: { following: false, followers: 0, follows: 0 },
			canPostStory: true,
			myRole: 'owner',
			stories: { items: [], nextCursor: null },
			events: { items: [], nextCursor: null },
		} satisfies BusinessUserPage)
		expect(await pageOf(id, admin.token)).toMatchObject({ canEdit: true, canPostStory: true, myRole: 'admin' })
		expect(await pageOf(id, member.token)).toMatchObject({ canEdit: false, canPostStory: true, myRole: 'member' })
		expect(await pageOf(id, stranger.token)).toMatchObject({ canEdit: false, canPostStory: false, myRole: null })
	})

	test('unknown → 404, malformed → 400, anonymous → 401', async () => {
		const { token } = await api.somebody()
		for (const path of ['page', 'links']) {
			await problemOf(await api.call('GET', `/v1/business-users/${unknownId}/${path}`, { token }), 404, 'not_found')
			await problemOf(await api.call('GET', `/v1/business-users/not-a-uuid/${path}`, { token }), 400, 'validation_failed')
			await problemOf(await api.call('GET', `/v1/business-users/${unknownId}/${path}`), 401, 'unauthenticated')
		}
	})

	test('the OpenAPI document lists every endpoint and shape', async () => {
		const document = (await (await api.call('GET', '/openapi.json')).json()) as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }
		expect(Object.keys(document.paths)).toEqual(
			expect.arrayContaining([
				'/v1/business-users/{id}/page',
				'/v1/business-users/{id}/overview',
				'/v1/business-users/{id}/about/{part}',
				'/v1/business-users/{id}/business-info',
				'/v1/business-users/{id}/links',
				'/v1/business-users/{id}/images',
				'/v1/me/images',
			]),
		)
		expect(Object.keys(document.components.schemas)).toEqual(
			expect.arrayContaining(['BusinessUserPage', 'BusinessUserInfo', 'PutBusinessUserInfo', 'PutImages', 'Images']),
		)
	})
})

describe('owner-and-admin writes', () => {
	test('the owner and an admin write the overview and the about-us parts; everyone signed in reads them', async () => {
		const { id, owner, admin, stranger } = await team()
		expect(await ok(await api.call('PUT', `/v1/business-users/${id}/overview`, { token: owner.token, body: { overview: '  Coffee by the BTS  ' } }))).toEqual({
			overview: 'Coffee by the BTS',
		})
		const parts: Array<[string, keyof BusinessUserAbout, string]> = [
			['description', 'description', 'ร้านกาแฟเล็ก ๆ ที่สยาม'],
			['goal', 'goal', 'Good coffee for everyone'],
			['our-business', 'ourBusiness', 'Coffee and Thai snacks'],
			['our-story', 'ourStory', 'Since 2015, by the BTS'],
		]
		for (const [part, field, text] of parts) {
			const about = await ok<BusinessUserAbout>(await api.call('PUT', `/v1/business-users/${id}/about/${part}`, { token: admin.token, body: { text } }))
			expect(about[field]).toBe(text)
		}
		expect(await pageOf(id, stranger.token)).toMatchObject({
			overview: 'Coffee by the BTS',
			description: 'ร้านกาแฟเล็ก ๆ ที่สยาม',
			goal: 'Good coffee for everyone',
			ourBusiness: 'Coffee and Thai snacks',
			ourStory: 'Since 2015, by the BTS',
		})
		// Blank clears; the other parts stay.
		expect(await ok(await api.call('PUT', `/v1/business-users/${id}/about/goal`, { token: owner.token, body: { text: '   ' } }))).toEqual({
			description: 'ร้านกาแฟเล็ก ๆ ที่สยาม',
			goal: null,
			ourBusiness: 'Coffee and Thai snacks',
			ourStory: 'Since 2015, by the BTS',
		})
		expect(await ok(await api.call('PUT', `/v1/business-users/${id}/overview`, { token: admin.token, body: { overview: null } }))).toEqual({ overview: null })
	})

	test('validation: an unknown part, too long, a missing field', async () => {
		const { id, owner } = await team()
		await problemOf(await api.call('PUT', `/v1/business-users/${id}/about/mission`, { token: owner.token, body: { text: 'x' } }), 400, 'validation_failed')
		const tooLong = await problemOf(
			await api.call('PUT', `/v1/business-users/${id}/about/our-story`, { token: owner.token, body: { text: 'x'.repeat(5001) } }),
			400,
			'validation_failed',
		)
		expect(Object.keys(tooLong.errors ?? {})).toEqual(['text'])
		expect((await api.call('PUT', `/v1/business-users/${id}/about/our-story`, { token: owner.token, body: { text: 'x'.repeat(5000) } })).status).toBe(200)
		await problemOf(await api.call('PUT', `/v1/business-users/${id}/overview`, { token: owner.token, body: {} }), 400, 'validation_failed')
	})

	test('every write succeeds for the owner and for an admin, and bumps updated_at', async () => {
		const { id, owner, admin } = await team()
		for (const person of [owner, admin]) {
			for (const [method, path, body] of adminWrites(id)) {
				const longAgo = new Date('2020-01-01T00:00:00Z')
				await api.db.update(businessUsers).set({ updatedAt: longAgo }).where(eq(businessUsers.id, id))
				expect((await api.call(method, path, { token: person.token, body })).status, `${method} ${path}`).toBe(200)
				expect((await updatedAtOf(id)).getTime(), `${method} ${path} bumps updated_at`).toBeGreaterThan(longAgo.getTime())
			}
		}
	})

	test('a member without admin, and a stranger, get 403 on every write and change nothing; an unknown business user is 404', async () => {
		const { id, owner, member, stranger } = await team()
		const before = await pageOf(id, owner.token)
		for (const person of [member, stranger]) {
			for (const [method, path, body] of adminWrites(id)) {
				await problemOf(await api.call(method, path, { token: person.token, body }), 403, 'forbidden')
			}
		}
		for (const [method, path, body] of adminWrites(unknownId)) await problemOf(await api.call(method, path, { token: owner.token, body }), 404, 'not_found')
		for (const [method, path, body] of adminWrites(id)) await problemOf(await api.call(method, path, { body }), 401, 'unauthenticated')
		expect(await pageOf(id, owner.token)).toEqual(before)
	})
})

describe('business info and links', () => {
	test('the phone is kept in E.164; emptied fields are null; anyone signed in sees it', async () => {
		const { id, owner, stranger } = await team()
		const written = await ok<BusinessUserInfo>(await api.call('PUT', `/v1/business-users/${id}/business-info`, { token: owner.token, body: info }))
		// The PromptPay id is kept as its digits (contracts/shop/promptpay-id.ts); no tax id: not VAT-registered.
		expect(written).toEqual({ ...info, phone: '+6621234567', promptPayId: '0812345678', taxId: null, taxBranch: null })
		expect((await pageOf(id, stranger.token)).businessInfo).toEqual(written)
		const emptied = await ok<BusinessUserInfo>(
			await api.call('PUT', `/v1/business-users/${id}/business-info`, { token: owner.token, body: { ...info, phone: '', website: null, email: '', openingHours: '' } }),
		)
		expect(emptied).toMatchObject({ company: info.company, phone: null, website: null, email: null, openingHours: null })
	})

	test.each([
		['postcode', 'not a postcode!'],
		['phone', '1234'],
		['phone', '+1 415 555 2671'],
		['phone', '0000000000'],
		['website', 'siamcoffee.example'],
		['website', 'javascript:alert(1)'],
		['email', 'not-an-email'],
		// A 13-digit id whose check digit is wrong, and a landline (PromptPay takes mobiles).
		['promptPayId', '1234567890123'],
		['promptPayId', '02 123 4567'],
		['openingHours', 'x'.repeat(501)],
	])('invalid %s %j → 400', async (field, value) => {
		const { id, owner } = await team()
		const problem = await problemOf(await api.call('PUT', `/v1/business-users/${id}/business-info`, { token: owner.token, body: { ...info, [field]: value } }), 400, 'validation_failed')
		expect(Object.keys(problem.errors ?? {})).toEqual([field])
	})

	test('links: the whole ordered list at once, http(s) only, at most the limit', async () => {
		const { id, owner, stranger } = await team()
		const items = [
			{ label: 'Facebook', url: 'https://facebook.com/siamcoffee' },
			{ label: 'LINE', url: 'https://line.me/ti/p/siamcoffee' },
		]
		const written = await ok<{ items: Link[] }>(await api.call('PUT', `/v1/business-users/${id}/links`, { token: owner.token, body: { items } }))
		expect(written.items.map(({ label, url }) => ({ label, url }))).toEqual(items)
		expect((await pageOf(id, stranger.token)).links).toEqual(written.items)
		// What the link form shows, without the rest of the page; anyone signed in sees them, as on the page.
		expect(await ok<{ items: Link[] }>(await api.call('GET', `/v1/business-users/${id}/links`, { token: stranger.token }))).toEqual({ items: written.items })
		const reordered = await ok<{ items: Link[] }>(await api.call('PUT', `/v1/business-users/${id}/links`, { token: owner.token, body: { items: [items[1], items[0]] } }))
		expect(reordered.items.map((l) => l.label)).toEqual(['LINE', 'Facebook'])

		const full = Array.from({ length: businessUserLinkLimit }, (_, i) => ({ label: `Link ${i}`, url: `https://example.com/${i}` }))
		expect((await ok<{ items: Link[] }>(await api.call('PUT', `/v1/business-users/${id}/links`, { token: owner.token, body: { items: full } }))).items).toHaveLength(
			businessUserLinkLimit,
		)
		const tooMany = [...full, { label: 'One more', url: 'https://example.com/more' }]
		const problem = await problemOf(await api.call('PUT', `/v1/business-users/${id}/links`, { token: owner.token, body: { items: tooMany } }), 400, 'validation_failed')
		expect(Object.keys(problem.errors ?? {})).toEqual(['items'])
		for (const url of ['facebook.com/siamcoffee', 'javascript:alert(1)', '']) {
			const bad = await problemOf(await api.call('PUT', `/v1/business-users/${id}/links`, { token: owner.token, body: { items: [{ label: 'x', url }] } }), 400, 'validation_failed')
			expect(Object.keys(bad.errors ?? {})).toEqual(['items.0.url'])
		}
		expect((await pageOf(id, owner.token)).links).toHaveLength(businessUserLinkLimit)
	})
})

describe('avatars and covers', () => {
	const notOurs = ['https://evil.example/x.webp', 'http://elsewhere.example/media/0123456789abcdef0123456789abcdef-192.webp', '/media/0123456789abcdef0123456789abcdef-192.webp', '/media/../x', 'javascript:alert(1)', '/media/photo.png']

	test('a business user: only images we stored; only the images sent change; null removes', async () => {
		const { id, admin, stranger } = await team()
		expect(await ok<Images>(await api.call('PUT', `/v1/business-users/${id}/images`, { token: admin.token, body: { imageUrl: ourImage() } }))).toEqual({
			imageUrl: ourImage(),
			coverUrl: null,
		})
		expect(await ok<Images>(await api.call('PUT', `/v1/business-users/${id}/images`, { token: admin.token, body: { coverUrl: ourImage(1280) } }))).toEqual({
			imageUrl: ourImage(),
			coverUrl: ourImage(1280),
		})
		expect(await pageOf(id, stranger.token)).toMatchObject({ imageUrl: ourImage(), coverUrl: ourImage(1280) })
		// Its picture goes with it wherever it is listed for its people, and while one acts as it (the header shows it).
		const { token } = await ok<{ token: string }>(await api.call('POST', `/v1/business-users/${id}/token`, { token: admin.token }))
		const me = await ok<{ activeBusinessUser: { imageUrl: string | null }; businessUsers: Array<{ id: string; imageUrl: string | null }> }>(
			await api.call('GET', '/v1/me', { token: admin.token, businessUserToken: token }),
		)
		expect(me.activeBusinessUser.imageUrl).toBe(ourImage())
		expect(me.businessUsers.find((businessUser) => businessUser.id === id)?.imageUrl).toBe(ourImage())
		for (const url of notOurs) {
			const problem = await problemOf(await api.call('PUT', `/v1/business-users/${id}/images`, { token: admin.token, body: { coverUrl: url } }), 400, 'validation_failed')
			expect(Object.keys(problem.errors ?? {})).toEqual(['coverUrl'])
		}
		expect(await ok<Images>(await api.call('PUT', `/v1/business-users/${id}/images`, { token: admin.token, body: { imageUrl: null, coverUrl: '' } }))).toEqual({
			imageUrl: null,
			coverUrl: null,
		})
	})

	test('a person: PUT /v1/me/images, shown on the profile page', async () => {
		const me = await api.somebody()
		const viewer = await api.somebody('Pim')
		expect(await ok<Images>(await api.call('PUT', '/v1/me/images', { token: me.token, body: { imageUrl: ourImage(), coverUrl: ourImage(1920) } }))).toEqual({
			imageUrl: ourImage(),
			coverUrl: ourImage(1920),
		})
		const page = await ok<ProfilePage>(await api.call('GET', `/v1/profiles/${me.uuid}/page`, { token: viewer.token }))
		expect(page.profile.imageUrl).toBe(ourImage())
		expect(page.coverUrl).toBe(ourImage(1920))
		expect(await ok<Images>(await api.call('PUT', '/v1/me/images', { token: me.token, body: { coverUrl: null } }))).toEqual({ imageUrl: ourImage(), coverUrl: null })
		for (const url of notOurs) {
			const problem = await problemOf(await api.call('PUT', '/v1/me/images', { token: me.token, body: { imageUrl: url } }), 400, 'validation_failed')
			expect(Object.keys(problem.errors ?? {})).toEqual(['imageUrl'])
		}
		await problemOf(await api.call('PUT', '/v1/me/images', { body: {} }), 401, 'unauthenticated')
	})
})

describe('the demo business user', () => {
	test('has upcoming events around Bangkok and a story posted by demo.staff; seeding twice adds none', async () => {
		const subs = { user: crypto.randomUUID(), owner: crypto.randomUUID(), staff: crypto.randomUUID() }
		const identities = [
			{ email: 'demo.user@robtua.test', sub: subs.user },
			{ email: 'demo.owner@robtua.test', sub: subs.owner },
			{ email: 'demo.staff@robtua.test', sub: subs.staff },
		]
		await seedDemo(api.db, identities)
		const { businessUser, staff } = await seedDemo(api.db, identities)
		const page = await pageOf(businessUser.id, await api.signAccessToken(subs.user))
		expect(page.stories.items).toHaveLength(1)
		expect(page.stories.items[0]?.postedBy).toEqual({ profileUuid: staff.uuid, firstName: 'Pim', lastName: 'Chaiyo' })
		expect(page.events.items.length).toBeGreaterThanOrEqual(2)
		for (const event of page.events.items) {
			expect(event.province).toBe('Bangkok')
			expect(event.location).not.toBeNull()
		}
		expect(await pageOf(businessUser.id, await api.signAccessToken(subs.staff))).toMatchObject({ myRole: 'member', canEdit: false, canPostStory: true })
		expect(await pageOf(businessUser.id, await api.signAccessToken(subs.owner))).toMatchObject({ myRole: 'owner', canEdit: true })
		// Seeding writes around me's demo content too (api/db/demo-content.ts), twice here.
	}, 30_000)
})
