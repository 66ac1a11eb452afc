import { and, count, eq, like, sql } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { useHarness } from '#api/testing/use-harness.ts'
import { aroundMeKinds } from '#contracts/content/around-me-choices.ts'
import { DEMO_ITEMS_PER_KIND } from './demo-content.ts'
import type { ContentList } from '#contracts/content/registry.ts'
import type { Me } from '#contracts/me.ts'
import type { ProfilePage } from '#contracts/profile-page.ts'
import {
	businessAccounts,
	businessInfo,
	purchaseOrders,
	taxInvoices,
	businessUserMembers,
	businessUsers,
	contentItems,
	openTabPartEntries,
	packages,
	profileEducationExperiences,
	links,
	profileOurStories,
	profiles,
	profileSkillTalents,
	subscriptions,
} from './schema.ts'
import { demoBusinessContentIds, demoOpenTabConnectIds, demoProfileSectionIds, demoSubscriptionId, seedDemo, seedSynthetic } from './seed.ts'

const api = useHarness()
const subs = { user: crypto.randomUUID(), owner: crypto.randomUUID(), staff: crypto.randomUUID() }
const identities = [
	{ email: 'demo.user@robtua.test', sub: subs.user },
	{ email: 'demo.owner@robtua.test', sub: subs.owner },
	{ email: 'demo.staff@robtua.test', sub: subs.staff },
]

describe('seeding', { timeout: 30_000 }, () => {
	test('demo data is complete and seeding twice changes nothing', async () => {
		const first = await seedDemo(api.db, identities)
		const second = await seedDemo(api.db, identities)
		expect(second.account.id).toBe(first.account.id)
		expect(second.businessUser.id).toBe(first.businessUser.id)
		// The demo shop, and the neighbourhood's four businesses with three members each (api/db/demo-content.ts).
		expect((await api.db.select({ n: count() }).from(businessAccounts))[0]?.n).toBe(2)
		expect((await api.db.select({ n: count() }).from(businessUsers))[0]?.n).toBe(5)
		expect((await api.db.select({ n: count() }).from(businessUserMembers))[0]?.n).toBe(1 + 4 * 3)
		// demo.user's two connects, and the neighbourhood's (around me's demo content).
		expect((await api.db.select({ n: count() }).from(contentItems).where(eq(contentItems.kind, 'connect')))[0]?.n).toBe(2 + DEMO_ITEMS_PER_KIND)
		expect((await api.db.select({ n: count() }).from(openTabPartEntries))[0]?.n).toBe(2)
		expect((await api.db.select({ n: count() }).from(packages))[0]?.n).toBe(1)
		expect((await api.db.select({ n: count() }).from(subscriptions))[0]?.n).toBe(1)
		expect((await api.db.select({ n: count() }).from(profileEducationExperiences))[0]?.n).toBe(2)
		expect((await api.db.select({ n: count() }).from(profileOurStories))[0]?.n).toBe(1)
		expect((await api.db.select({ n: count() }).from(profileSkillTalents))[0]?.n).toBe(3)
		expect((await api.db.select({ n: count() }).from(links))[0]?.n).toBe(3)
		// demo.user's, and the demo shop's (with its PromptPay id, api/db/demo-shop.ts).
		expect((await api.db.select({ n: count() }).from(businessInfo))[0]?.n).toBe(2)
		// The demo shop's orders, in five states, once (api/db/demo-shop.ts).
		expect((await api.db.select({ status: purchaseOrders.status }).from(purchaseOrders)).map((row) => row.status).sort()).toEqual(['accepted', 'cancelled', 'completed', 'paid', 'ready'])
		// The completed one with its tax invoice, the first of the year.
		expect(await api.db.select({ sequence: taxInvoices.sequence, vatSatang: taxInvoices.vatSatang }).from(taxInvoices)).toEqual([{ sequence: 1, vatSatang: expect.any(Number) }])
		// The demo's own content, and around me's (marked, api/db/demo-content.ts): each once.
		const ofKind = async (kind: 'work' | 'story' | 'event', demo: boolean) =>
			(await api.db.select({ n: count() }).from(contentItems).where(and(eq(contentItems.kind, kind), demo ? sql`${contentItems.details} ? 'demo'` : sql`not (${contentItems.details} ? 'demo')`)))[0]?.n
		expect([await ofKind('work', false), await ofKind('story', false), await ofKind('event', false)]).toEqual([3, 1, 2])
		expect([await ofKind('story', true), await ofKind('event', true)]).toEqual([DEMO_ITEMS_PER_KIND, DEMO_ITEMS_PER_KIND])
		expect(second.subscription.currentPeriodEnd).toEqual(first.subscription.currentPeriodEnd)
	})

	test('seeding again renews a demo subscription that lapsed or was cancelled', async () => {
		await seedDemo(api.db, identities)
		await api.db
			.update(subscriptions)
			.set({ status: 'cancelled', cancelledAt: new Date(), endedAt: new Date(), currentPeriodStart: new Date(Date.now() - 31 * 24 * 3600_000), currentPeriodEnd: new Date(Date.now() - 1000), accessUntil: new Date(Date.now() - 1000), renewAt: null })
			.where(eq(subscriptions.id, demoSubscriptionId))
		const { subscription } = await seedDemo(api.db, identities)
		expect(subscription).toMatchObject({ status: 'active', cancelledAt: null, endedAt: null })
		expect(subscription.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000)
	})

	test('the demo people see what the UI contract says through the API', async () => {
		await seedDemo(api.db, identities)
		const asPerson = async (sub: string) => (await (await api.call('GET', '/v1/me', { token: await api.signAccessToken(sub) })).json()) as Me
		const user = await asPerson(subs.user)
		expect(user.profile).toMatchObject({ firstName: 'Dao', isProfessionalAccount: false })
		expect(user.accountPoint).toEqual({ point: 1250, tokenTotal: 35.5, totalExperience: 742.1235 })
		const owner = await asPerson(subs.owner)
		expect(owner.profile.isProfessionalAccount).toBe(true)
		expect(owner.businessAccounts).toMatchObject([{ name: 'Robtua Demo Shop', role: 'owner' }])
		const staff = await asPerson(subs.staff)
		expect(staff.businessAccounts).toMatchObject([{ name: 'Robtua Demo Shop', role: 'member' }])
		expect(staff.businessUsers).toMatchObject([{ isAdmin: false }])
		// demo.user is subscribed (the shop's package); the others are not.
		expect(user.subscription.isSubscribed).toBe(true)
		expect(owner.subscription).toEqual({ isSubscribed: false, currentPeriodEnd: null, businessUserIds: [], haveCreditCard: false })
		expect(staff.subscription.isSubscribed).toBe(false)
	})

	test('demo.user’s connects: the public one for anyone signed in, the private one for demo.user only', async () => {
		await seedDemo(api.db, identities)
		const connect = async (sub: string, id: string) => api.call('GET', `/v1/open-tab/connects/${id}`, { token: await api.signAccessToken(sub) })
		const asOwner = await connect(subs.user, demoOpenTabConnectIds.shared)
		expect(await asOwner.json()).toMatchObject({ connect: { visibility: 'public', details: { type: 'project' } }, isMine: true, parts: { goal: [{}], 'our-story': [{}] } })
		const asStaff = await connect(subs.staff, demoOpenTabConnectIds.shared)
		expect(await asStaff.json()).toMatchObject({ isMine: false })
		expect((await connect(subs.user, demoOpenTabConnectIds.draft)).status).toBe(200)
		expect((await connect(subs.staff, demoOpenTabConnectIds.draft)).status).toBe(404)
	})

	test('demo.user’s profile page is filled in; a demo work deleted by hand comes back on re-seeding', async () => {
		const { user } = await seedDemo(api.db, identities)
		const page = async (sub: string) =>
			(await (await api.call('GET', `/v1/profiles/${user.uuid}/page`, { token: await api.signAccessToken(sub) })).json()) as ProfilePage
		const asStaff = await page(subs.staff)
		expect(asStaff).toMatchObject({
			isMine: false,
			overview: expect.stringContaining('Bang Rak'),
			about: { title: 'About Dao — เกี่ยวกับดาว' },
			businessInfo: { phone: '+66812345678', postcode: '10500' },
		})
		expect(asStaff.educationExperiences.map((e) => e.kind)).toEqual(['education', 'experience'])
		expect(asStaff.ourStories).toHaveLength(1)
		expect(asStaff.skillTalents.map((s) => s.level)).toEqual([5, 4, 3])
		expect(asStaff.links).toHaveLength(3)
		expect(asStaff.works.items.map((w) => w.id)).toEqual(demoProfileSectionIds.works)
		expect(asStaff.works.items.map((w) => w.details.mine)).toEqual([true, false, true])
		const dao = await api.signAccessToken(subs.user)
		expect((await api.call('DELETE', `/v1/content/work/${demoProfileSectionIds.works[1]}`, { token: dao })).status).toBe(204)
		expect((await page(subs.user)).works.items).toHaveLength(2)
		await seedDemo(api.db, identities)
		expect((await page(subs.user)).works.items).toHaveLength(3)
	})

	test('with the media service, the demo story, two works and the shop’s story have pictures stored there; seeding again uploads none', async () => {
		const { user, businessUser } = await seedDemo(api.db, identities, { media: api.media })
		const token = await api.signAccessToken(subs.staff)
		const page = async () => (await (await api.call('GET', `/v1/profiles/${user.uuid}/page`, { token })).json()) as ProfilePage
		const stories = async () => (await (await api.call('GET', `/v1/business-users/${businessUser.id}/content/story?limit=50`, { token })).json()) as ContentList<'story'>
		const pictures = async () => {
			const { ourStories, works } = await page()
			return [ourStories[0]?.imageUrl, ...works.items.map((work) => work.details.imageUrl), (await stories()).items.find((story) => story.id === demoBusinessContentIds.story)?.pictures[0]]
		}
		const first = await pictures()
		expect(first.map((url) => url !== null)).toEqual([true, true, true, false, true])
		for (const url of first.filter((url) => url !== null)) {
			expect(await api.media.isStoredMedia(url!)).toBe(true)
			const served = await api.app.request(url!)
			expect(served.headers.get('content-type')).toBe('image/webp')
		}
		const upload = vi.spyOn(api.media, 'uploadImage')
		await seedDemo(api.db, identities, { media: api.media })
		expect(await pictures()).toEqual(first)
		expect(upload).not.toHaveBeenCalled()
	}, 30_000)

	test('synthetic people and content for scale tests, topped up, not duplicated', async () => {
		await seedSynthetic(api.db, { people: 500, content: 2000 })
		await seedSynthetic(api.db, { people: 500, content: 3000 })
		const [people] = await api.db.select({ n: count() }).from(profiles).where(like(profiles.identitySub, 'synthetic-%'))
		expect(people?.n).toBe(500)
		// The demo works (earlier tests) are content too; count the synthetic items.
		const [content] = await api.db.select({ n: count() }).from(contentItems).where(sql`${contentItems.details} ? 'synthetic'`)
		expect(content?.n).toBe(3000)
		// Every kind around me is there, each item has one owner, and places are in Thailand.
		const kinds = await api.db.selectDistinct({ kind: contentItems.kind }).from(contentItems).where(sql`${contentItems.details} ? 'synthetic'`)
		expect(kinds.map((row) => row.kind).sort()).toEqual([...aroundMeKinds].sort())
		const outside = await api.db.execute(sql`select count(*)::int as n from content_items where not (location <@ box(point(97, 5), point(106, 21)))`)
		expect((outside as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0)
	})
})

describe('around me’s demo content', () => {
	test('every kind around Bangkok, current and public, with stored pictures, and three e-books; seeding again adds none', async () => {
		const identities = [
			{ email: 'demo.user@robtua.test', sub: crypto.randomUUID() },
			{ email: 'demo.owner@robtua.test', sub: crypto.randomUUID() },
			{ email: 'demo.staff@robtua.test', sub: crypto.randomUUID() },
		]
		await seedDemo(api.db, identities, { media: api.media })
		const { token } = await api.somebody()
		// What a person sees around Siam Square: some of every kind within 5 km, nearest first.
		const list = (await (await api.call('GET', '/v1/around-me?near=13.7456,100.5347&radiusKm=5&limit=50', { token })).json()) as { items: Array<{ kind: string; pictures: string[]; distanceKm: number }> }
		expect(list.items).toHaveLength(50)
		expect(new Set(list.items.map((item) => item.kind)).size).toBeGreaterThanOrEqual(5)
		expect(list.items.map((item) => item.distanceKm)).toEqual([...list.items.map((item) => item.distanceKm)].sort((a, b) => a - b))
		const pictures = [...new Set(list.items.flatMap((item) => item.pictures))]
		expect(pictures.length).toBeGreaterThan(0)
		for (const url of pictures) expect(await api.media.isStoredMedia(url)).toBe(true)
		const rows = async () => (await api.db.select({ n: count() }).from(contentItems).where(sql`${contentItems.details} ? 'demo'`))[0]?.n
		const before = await rows()
		expect(before).toBe(DEMO_ITEMS_PER_KIND * aroundMeKinds.length + 3)
		const upload = vi.spyOn(api.media, 'uploadImage')
		await seedDemo(api.db, identities, { media: api.media })
		expect(await rows()).toBe(before)
		expect(upload).not.toHaveBeenCalled()
	}, 30_000)
})
