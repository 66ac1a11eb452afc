import { and, eq, inArray, sql } from 'drizzle-orm'
import type { MediaService } from '#api/media/index.ts'
import { putLinks } from '#api/owners/links.ts'
import { putBusinessInfo } from '#api/owners/business-info.ts'
import { putAbout, putOverview } from '#api/owners/sections.ts'
import { memberGrants } from '#contracts/permissions.ts'
import type { Database } from './client.ts'
import { aroundMeKinds } from '#contracts/content/around-me-choices.ts'
import { placeOfId } from '#contracts/places/thailand.ts'
import { SEARCH_VERSION, contentSearchColumns } from '#api/search/index.ts'
import { demoUuid, seedDemoCommunities, seedDemoContent, seedDemoEbooks } from './demo-content.ts'
import { seedDemoPocket } from '#api/pocket/index.ts'
import { seedDemoShop } from './demo-shop.ts'
import { demoPicture } from './demo-pictures.ts'
import {
	accountPoints,
	businessAccounts,
	businessUserMembers,
	businessUsers,
	contentItems,
	openTabPartEntries,
	packages,
	memberships,
	businessUserNumbers,
	profileEducationExperiences,
	profileOurStories,
	profiles,
	profileSkillTalents,
	subscriptions,
} from './schema.ts'

export type DemoIdentity = { email: string; sub: string }

// The demo people of the UI contract. Their identity `sub`s come from the identity service.
const demoPeople = {
	'demo.user@robtua.test': { firstName: 'Dao', lastName: 'Suksai', isProfessional: false, city: 'Bangkok', province: 'Bangkok' },
	'demo.owner@robtua.test': { firstName: 'Niran', lastName: 'Wongsa', isProfessional: true, city: 'Bangkok', province: 'Bangkok' },
	'demo.staff@robtua.test': { firstName: 'Pim', lastName: 'Chaiyo', isProfessional: false, city: 'Nonthaburi', province: 'Nonthaburi' },
} as const

export const demoShopName = 'Robtua Demo Shop'
export const demoBusinessUserName = 'Robtua Demo Shop — Siam Square'

// Fixed ids, so the open-tab and subscription guards can be tried by hand at known addresses
// (/open-tabs/connects/{id}/detail) in every environment.
export const demoOpenTabConnectIds = {
	/** demo.user's public project connect: anyone signed in sees it, only demo.user may edit it. */
	shared: '06c6b995-7576-4aad-a508-2007a86390aa',
	/** demo.user's private job connect: everyone else gets 404. */
	draft: 'b34c666f-d71a-4eef-a41c-05df5371f2ed',
} as const
/** demo.user's profile sections (/profiles/{uuid} and its forms at known addresses). */
export const demoProfileSectionIds = {
	educationExperiences: ['f13384c9-b9a6-431b-b609-1135945a0d5a', 'c5571d9e-fb9b-47e0-9cb8-3cd8b1577f37'],
	ourStory: '9a3a3cfa-2816-4327-aa9d-357b37785b95',
	skillTalents: ['27ec11a8-5aec-457a-b004-1d651b847c15', '47ee1d56-4214-4f81-b4f9-d35d3d799b30', '76f17eb5-e944-4892-90d2-224b34304f15'],
	works: ['3b3d542f-668b-48bb-a7c7-1c0a9dc34d18', '524d4aa8-126c-4aa2-afb7-ba687f2f2b9a', '1bec60d2-1ac3-4756-b573-12f5f4ea55e6'],
} as const
/** The demo business user's story (posted by demo.staff) and its two events around Bangkok. */
export const demoBusinessContentIds = {
	story: '54e3ce3e-2826-401a-b17b-c2017b5e346b',
	events: ['275c2114-e4c5-4428-ac7c-06c4e7f96637', '4475c889-2f0e-490b-a23e-3deebd28cf02'],
} as const
export const demoPackageId = '487160ff-30b9-4592-8876-f2f8e47b274b'
export const demoSubscriptionId = 'a8d65bdf-367c-403c-a911-ba9483988290'

async function upsertProfile(db: Database, identity: DemoIdentity) {
	const person = demoPeople[identity.email as keyof typeof demoPeople]
	if (!person) throw new Error(`not a demo account: ${identity.email}`)
	const [row] = await db
		.insert(profiles)
		.values({ identitySub: identity.sub, email: identity.email, country: 'Thailand', ...person })
		.onConflictDoUpdate({ target: profiles.identitySub, set: { email: identity.email, ...person } })
		.returning()
	if (!row) throw new Error('upsert returned nothing')
	await db.insert(accountPoints).values({ profileId: row.id }).onConflictDoNothing()
	return row
}

/**
 * The demo accounts' profiles, the business account "Robtua Demo Shop" with its business user, and
 * the staff member in it (without admin); demo.user's open-tab connects and their subscription to the
 * shop's package. Running it again changes nothing (a lapsed demo subscription is renewed). With the
 * media service, the demo's stories and works have pictures (stored there, as uploads are).
 */
export async function seedDemo(db: Database, identities: DemoIdentity[], { media }: { media?: MediaService } = {}) {
	const byEmail = new Map(identities.map((identity) => [identity.email, identity]))
	const need = (email: string) => {
		const identity = byEmail.get(email)
		if (!identity) throw new Error(`the identity service has no ${email}`)
		return identity
	}
	const user = await upsertProfile(db, need('demo.user@robtua.test'))
	const owner = await upsertProfile(db, need('demo.owner@robtua.test'))
	const staff = await upsertProfile(db, need('demo.staff@robtua.test'))


	const [existingAccount] = await db
		.select()
		.from(businessAccounts)
		.where(and(eq(businessAccounts.ownerProfileId, owner.id), eq(businessAccounts.name, demoShopName)))
		.limit(1)
	const account = existingAccount ?? (await db.insert(businessAccounts).values({ name: demoShopName, ownerProfileId: owner.id }).returning())[0]
	if (!account) throw new Error('no demo business account')

	const [existingBusinessUser] = await db
		.select()
		.from(businessUsers)
		.where(and(eq(businessUsers.businessAccountId, account.id), eq(businessUsers.name, demoBusinessUserName)))
		.limit(1)
	const businessUser =
		existingBusinessUser ??
		(
			await db
				.insert(businessUsers)
				.values({
					businessAccountId: account.id,
					name: demoBusinessUserName,
					description: 'Thai street food and coffee at Siam Square — ร้านอาหารและกาแฟ สยามสแควร์',
					createdByProfileId: owner.id,
				})
				.returning()
		)[0]
	if (!businessUser) throw new Error('no demo business user')

	await db
		.insert(businessUserMembers)
		.values({ businessUserId: businessUser.id, profileId: staff.id, isAdmin: false, grants: memberGrants, addedByProfileId: owner.id })
		.onConflictDoNothing()

	const pictures = await seedDemoPictures(db, media)
	const connects = await seedDemoOpenTab(db, user.id)
	await seedDemoProfilePage(db, user.id, pictures)
	const { pkg, subscription } = await seedDemoSubscription(db, { subscriberProfileId: user.id, businessUserId: businessUser.id })
	await seedDemoBusinessContent(db, { businessUserId: businessUser.id, ownerProfileId: owner.id, staffProfileId: staff.id, pictures })
	await seedDemoShop(db, { businessUserId: businessUser.id, buyerProfileId: user.id, sellerProfileId: owner.id })
	// demo.user has points, tokens and experience (on the ledger); the shop gives points and offers vouchers.
	await seedDemoPocket(db, { profileId: user.id, businessUserId: businessUser.id })
	// Around me is never empty: a few hundred items of every kind around Bangkok, and the shop's e-books.
	await seedDemoContent(db, { media })
	await seedDemoEbooks(db, { media, business: { businessUserId: businessUser.id, posters: [owner.id, staff.id] } })
	await seedDemoCommunities(db, { userId: user.id })

	return { user, owner, staff, account, businessUser, connects, package: pkg, subscription }
}

type DemoPictures = { garden: string | null; gardenMap: string | null; mural: string | null; coldBrew: string | null }

/** The demo's pictures: those an earlier seeding stored, or new ones; none without a media service. */
async function seedDemoPictures(db: Database, media: MediaService | undefined): Promise<DemoPictures> {
	if (!media) return { garden: null, gardenMap: null, mural: null, coldBrew: null }
	const [story] = await db.select({ imageUrl: profileOurStories.imageUrl }).from(profileOurStories).where(eq(profileOurStories.id, demoProfileSectionIds.ourStory))
	const [mapId, muralId] = demoProfileSectionIds.works
	const items = await db
		.select({ id: contentItems.id, details: contentItems.details, pictures: contentItems.pictures })
		.from(contentItems)
		.where(inArray(contentItems.id, [mapId, muralId, demoBusinessContentIds.story]))
	const kept = (id: string) => items.find((item) => item.id === id)?.details.imageUrl
	const keptPicture = (id: string) => items.find((item) => item.id === id)?.pictures[0]
	return {
		garden: await demoPicture(media, 'garden', story?.imageUrl),
		gardenMap: await demoPicture(media, 'gardenMap', kept(mapId)),
		mural: await demoPicture(media, 'mural', kept(muralId)),
		coldBrew: await demoPicture(media, 'coldBrew', keptPicture(demoBusinessContentIds.story)),
	}
}

/**
 * demo.user's two connects (content items of kind `connect`), one public with its about us and one private;
 * re-seeding puts back the demo values.
 */
async function seedDemoOpenTab(db: Database, ownerProfileId: string) {
	// Placed in Bang Rak (its district office, a public place, so exact): around me and the map show the public one.
	const bangRak = placeOfId('bangkok-bang-rak')!
	const place = { province: bangRak.id, location: { x: bangRak.lng, y: bangRak.lat }, locationExact: true }
	const demo = [
		{
			id: demoOpenTabConnectIds.shared,
			title: 'Bang Rak community garden — สวนผักชุมชนบางรัก',
			body: 'We plant, water and share the harvest. Come any Saturday from 7 to 10. มาร่วมปลูก รดน้ำ และแบ่งปันผลผลิตกันทุกวันเสาร์',
			details: {
				type: 'project',
				info: { startsOn: '2026-01-10', endsOn: '2026-12-19', skills: ['Gardening — ทำสวน', 'Carpentry — งานไม้'] },
				overview: 'Growing vegetables together on an empty lot by the river. ปลูกผักด้วยกันริมแม่น้ำ',
				status: 'open',
				showMembers: true,
			},
			...place,
			address: 'Soi Charoen Krung 36',
			visibility: 'public' as const,
		},
		{
			id: demoOpenTabConnectIds.draft,
			title: 'Weekend barista — บาริสต้าวันหยุด',
			body: '',
			details: { type: 'job', info: { hours: 'Sat–Sun 8:00–14:00', placeName: 'Bang Rak' }, overview: null, status: 'open', showMembers: false },
			...place,
			address: null,
			visibility: 'members' as const,
		},
	]
	const connects = await Promise.all(
		demo.map(async ({ id, ...connect }) => {
			const values = {
				kind: 'connect' as const,
				ownerProfileId,
				postedByProfileId: ownerProfileId,
				...connect,
				...contentSearchColumns({ title: connect.title, body: connect.body, tags: [] }),
				publishedAt: new Date(),
				deletedAt: null,
			}
			const [row] = await db.insert(contentItems).values({ id, ...values }).onConflictDoUpdate({ target: contentItems.id, set: values }).returning()
			if (!row) throw new Error('no demo open-tab connect')
			return row
		}),
	)
	const parts = [
		{ id: demoUuid('open-tab-goal'), part: 'goal' as const, title: 'Feed 30 families each month — ผักให้ 30 ครอบครัวทุกเดือน', body: 'What we grow goes to neighbours first.' },
		{ id: demoUuid('open-tab-story'), part: 'our-story' as const, title: 'How it began — จุดเริ่มต้น', body: 'An empty lot, ten neighbours and a borrowed hose in 2024.' },
	]
	for (const [position, { id, ...entry }] of parts.entries()) {
		const values = { connectId: demoOpenTabConnectIds.shared, position, ...entry }
		await db.insert(openTabPartEntries).values({ id, ...values }).onConflictDoUpdate({ target: openTabPartEntries.id, set: values })
	}
	return connects
}

/**
 * demo.user's profile page, filled in: overview, about, two education and experience entries, a story,
 * three skills, three links, business info and three works. Re-seeding puts back the demo values (a
 * deleted demo work comes back; the links are the demo list again).
 */
async function seedDemoProfilePage(db: Database, profileId: string, pictures: DemoPictures) {
	await putOverview(db, profileId, {
		overview: 'Community gardener and weekend barista in Bang Rak — นักปลูกผักชุมชนและบาริสต้าวันหยุดที่บางรัก',
		specialty: 'Urban farming — เกษตรในเมือง',
	})
	await putAbout(db, profileId, {
		title: 'About Dao — เกี่ยวกับดาว',
		description:
			'I grow vegetables with my neighbours by the river and make coffee at weekends. ปลูกผักกับเพื่อนบ้านริมแม่น้ำ และชงกาแฟในวันหยุด',
	})
	const educationExperiences = [
		{
			id: demoProfileSectionIds.educationExperiences[0],
			kind: 'education' as const,
			title: 'BSc Agriculture — วท.บ. เกษตรศาสตร์',
			organisation: 'Kasetsart University — มหาวิทยาลัยเกษตรศาสตร์',
			startsOn: '2012-06-01',
			endsOn: '2016-03-31',
			description: 'Soil science and small-scale farming.',
			position: 0,
		},
		{
			id: demoProfileSectionIds.educationExperiences[1],
			kind: 'experience' as const,
			title: 'Barista — บาริสต้า',
			organisation: 'Robtua Demo Shop — Siam Square',
			startsOn: '2016-05-01',
			endsOn: null,
			description: 'Weekend shifts; latte art and the shop’s compost corner.',
			position: 1,
		},
	]
	const stories = [
		{
			id: demoProfileSectionIds.ourStory,
			title: 'How the garden began — สวนผักเริ่มต้นอย่างไร',
			body: 'In 2019 an empty lot by the river became twelve beds of vegetables, planted by whoever came on Saturday. ปี 2019 ที่ว่างริมแม่น้ำกลายเป็นแปลงผักสิบสองแปลง',
			imageUrl: pictures.garden,
			position: 0,
		},
	]
	const skills = [
		{ id: demoProfileSectionIds.skillTalents[0], name: 'Vegetable growing — ปลูกผัก', level: 5, position: 0 },
		{ id: demoProfileSectionIds.skillTalents[1], name: 'Latte art — ลาเต้อาร์ต', level: 4, position: 1 },
		{ id: demoProfileSectionIds.skillTalents[2], name: 'Composting — ทำปุ๋ยหมัก', level: 3, position: 2 },
	]
	const works = [
		{
			id: demoProfileSectionIds.works[0],
			title: 'Bang Rak garden map — แผนที่สวนบางรัก',
			body: 'A hand-drawn map of every bed and who looks after it.',
			details: { mine: true, url: null, year: 2024, role: null, imageUrl: pictures.gardenMap },
			createdAt: new Date('2024-11-01T03:00:00Z'),
		},
		{
			id: demoProfileSectionIds.works[1],
			title: 'Riverside mural — จิตรกรรมฝาผนังริมน้ำ',
			body: 'A mural painted with the neighbours on the garden wall.',
			details: { mine: false, url: 'https://example.org/riverside-mural', year: 2023, role: 'Painter — ช่างทาสี', imageUrl: pictures.mural },
			createdAt: new Date('2023-08-15T03:00:00Z'),
		},
		{
			id: demoProfileSectionIds.works[2],
			title: 'Seed swap zine — นิตยสารแลกเมล็ดพันธุ์',
			body: 'Twelve pages on saving and swapping seeds.',
			details: { mine: true, url: null, year: 2022, role: null, imageUrl: null },
			createdAt: new Date('2022-03-10T03:00:00Z'),
		},
	]
	await Promise.all([
		...educationExperiences.map(({ id, ...values }) =>
			db
				.insert(profileEducationExperiences)
				.values({ id, profileId, ...values })
				.onConflictDoUpdate({ target: profileEducationExperiences.id, set: { profileId, ...values } }),
		),
		...stories.map(({ id, ...values }) =>
			db
				.insert(profileOurStories)
				.values({ id, profileId, ...values })
				.onConflictDoUpdate({ target: profileOurStories.id, set: { profileId, ...values } }),
		),
		...skills.map(({ id, ...values }) =>
			db
				.insert(profileSkillTalents)
				.values({ id, profileId, ...values })
				.onConflictDoUpdate({ target: profileSkillTalents.id, set: { profileId, ...values } }),
		),
		...works.map(({ id, ...values }) => {
			const work = { kind: 'work' as const, ownerProfileId: profileId, postedByProfileId: profileId, visibility: 'public' as const, publishedAt: values.createdAt, deletedAt: null, ...values }
			return db.insert(contentItems).values({ id, ...work }).onConflictDoUpdate({ target: contentItems.id, set: work })
		}),
	])
	await putLinks(db, { type: 'person', profileId }, {
		items: [
			{ label: 'Garden blog — บล็อกสวนผัก', url: 'https://example.org/bang-rak-garden' },
			{ label: 'Facebook', url: 'https://example.com/dao.suksai' },
			{ label: 'LINE', url: 'https://example.net/dao-line' },
		],
	})
	await putBusinessInfo(db, { type: 'person', profileId }, {
		company: 'Bang Rak Community Garden — สวนผักชุมชนบางรัก',
		positionTitle: 'Coordinator — ผู้ประสานงาน',
		phone: '081 234 5678',
		email: 'garden@robtua.test',
		website: 'https://example.org/bang-rak-garden',
		address: '12 Charoen Krung Road, Bang Rak, Bangkok — ถนนเจริญกรุง บางรัก กรุงเทพฯ',
		postcode: '10500',
	})
}

/** The shop's monthly package, and demo.user subscribed to it with a period that has not ended. */
async function seedDemoSubscription(db: Database, { subscriberProfileId, businessUserId }: { subscriberProfileId: string; businessUserId: string }) {
	const pkgValues = {
		businessUserId,
		name: 'Siam Square Coffee Club — คลับกาแฟสยาม',
		priceSatang: 19_900,
		currency: 'THB',
		period: 'month' as const,
		benefits: ['One free coffee a week — กาแฟฟรีสัปดาห์ละแก้ว', '10% off food — ลดค่าอาหาร 10%'],
		tier: 'Club member — สมาชิกคลับ',
		trialDays: 0,
		active: true,
	}
	const [pkg] = await db
		.insert(packages)
		.values({ id: demoPackageId, ...pkgValues })
		.onConflictDoUpdate({ target: packages.id, set: pkgValues })
		.returning()
	if (!pkg) throw new Error('no demo package')

	// Paid by PromptPay each month (demo.user has no saved card): its next invoice opens three days before the period ends.
	const periodEnd = sql`now() + interval '30 days'`
	const values = {
		subscriberProfileId,
		packageId: pkg.id,
		businessUserId,
		status: 'active' as const,
		paymentMethod: 'promptpay' as const,
		cancelAtPeriodEnd: false,
		cancelledAt: null,
		endedAt: null,
	}
	const [subscription] = await db
		.insert(subscriptions)
		.values({ id: demoSubscriptionId, ...values, currentPeriodStart: sql`now()`, currentPeriodEnd: periodEnd, accessUntil: periodEnd, renewAt: sql`now() + interval '27 days'` })
		.onConflictDoUpdate({
			target: subscriptions.id,
			// Back to active after trying cancellation by hand; the period moves on only once it has ended.
			set: {
				...values,
				currentPeriodStart: sql`case when ${subscriptions.currentPeriodEnd} > now() then ${subscriptions.currentPeriodStart} else now() end`,
				currentPeriodEnd: sql`case when ${subscriptions.currentPeriodEnd} > now() then ${subscriptions.currentPeriodEnd} else ${periodEnd} end`,
				accessUntil: sql`case when ${subscriptions.currentPeriodEnd} > now() then ${subscriptions.currentPeriodEnd} else ${periodEnd} end`,
				renewAt: sql`case when ${subscriptions.currentPeriodEnd} > now() then ${subscriptions.currentPeriodEnd} else ${periodEnd} end - interval '3 days'`,
			},
		})
		.returning()
	await db
		.insert(memberships)
		.values({ profileId: subscriberProfileId, businessUserId, number: 1, tier: pkgValues.tier })
		.onConflictDoNothing()
	await db.insert(businessUserNumbers).values({ businessUserId, kind: 'member', lastNumber: 1 }).onConflictDoNothing()
	if (!subscription) throw new Error('no demo subscription')
	return { pkg, subscription }
}

/**
 * The demo business user's first content: a story demo.staff posted, and two events around Bangkok.
 * Re-seeding puts back the demo values and moves the events to the coming days, so they stay upcoming.
 */
async function seedDemoBusinessContent(
	db: Database,
	{ businessUserId, ownerProfileId, staffProfileId, pictures }: { businessUserId: string; ownerProfileId: string; staffProfileId: string; pictures: DemoPictures },
) {
	const inDays = (days: number, hour: number) => sql`date_trunc('day', now()) + ${days} * interval '1 day' + ${hour} * interval '1 hour'`
	const content = [
		{
			id: demoBusinessContentIds.story,
			kind: 'story' as const,
			postedByProfileId: staffProfileId,
			title: 'Our new cold brew — กาแฟสกัดเย็นตัวใหม่',
			body: 'Twelve hours in cold water, beans from Chiang Mai. Try it at the counter this week. แช่เย็นสิบสองชั่วโมง เมล็ดจากเชียงใหม่',
			details: {},
			pictures: pictures.coldBrew ? [pictures.coldBrew] : [],
			location: null,
			address: null,
			province: null,
			startsAt: null,
			endsAt: null,
		},
		{
			id: demoBusinessContentIds.events[0],
			kind: 'event' as const,
			postedByProfileId: ownerProfileId,
			title: 'Siam Square night market — ตลาดนัดกลางคืนสยามสแควร์',
			body: 'Street food and coffee stalls in Siam Square Soi 7. ร้านอาหารและกาแฟในสยามสแควร์ซอย 7',
			details: { venue: 'Siam Square Soi 7', capacity: null, priceSatang: null },
			pictures: [],
			location: { x: 100.5347, y: 13.7456 },
			address: 'Siam Square Soi 7, Pathum Wan, Bangkok — สยามสแควร์ซอย 7 ปทุมวัน กรุงเทพฯ',
			province: 'Bangkok',
			startsAt: inDays(5, 10),
			endsAt: inDays(5, 15),
		},
		{
			id: demoBusinessContentIds.events[1],
			kind: 'event' as const,
			postedByProfileId: staffProfileId,
			title: 'Latte art morning in Lumphini Park — ลาเต้อาร์ตที่สวนลุมพินี',
			body: 'Bring a cup; we bring the milk and the beans. นำแก้วมาเอง เราเตรียมนมและเมล็ดกาแฟ',
			details: { venue: 'Lumphini Park', capacity: 30, priceSatang: 15000 },
			pictures: [],
			location: { x: 100.5418, y: 13.7314 },
			address: 'Lumphini Park, Rama IV Rd, Bangkok — สวนลุมพินี ถนนพระรามสี่ กรุงเทพฯ',
			province: 'Bangkok',
			startsAt: inDays(12, 0),
			endsAt: inDays(12, 3),
		},
	]
	await Promise.all(
		content.map(({ id, ...values }) => {
			const item = { ...values, ownerBusinessUserId: businessUserId, ownerProfileId: null, visibility: 'public' as const, deletedAt: null }
			return db
				.insert(contentItems)
				.values({ id, ...item, publishedAt: sql`now()` })
				// Published once: re-seeding keeps the story's place in the list.
				.onConflictDoUpdate({ target: contentItems.id, set: { ...item, publishedAt: sql`coalesce(${contentItems.publishedAt}, now())` } })
		}),
	)
}

/**
 * Synthetic people and content for scale tests, made inside the database in one statement per table so
 * a million rows take seconds. The people's `identity_sub`s are synthetic: they cannot sign in. Running
 * it again tops up to the numbers asked for.
 */
export async function seedSynthetic(db: Database, { people, content = 0, follower }: { people: number; content?: number; follower?: { sub: string; follows: number } }) {
	await db.execute(sql`
		insert into profiles (identity_sub, email, first_name, last_name, city, province, country, is_professional)
		select 'synthetic-' || n, 'synthetic' || n || '@robtua.test', 'Person', 'No. ' || n,
			(array['Bangkok','Chiang Mai','Khon Kaen','Phuket','Hat Yai'])[1 + n % 5], null, 'Thailand', n % 20 = 0
		from generate_series(1, ${people}) as n
		on conflict (identity_sub) do nothing`)
	await db.execute(sql`
		insert into account_points (profile_id, point, token_total, total_experience)
		select id, (random() * 5000)::int, round((random() * 100)::numeric, 4), round((random() * 1000)::numeric, 6)
		from profiles where identity_sub like 'synthetic-%'
		on conflict (profile_id) do nothing`)
	if (content > 0) await seedSyntheticContent(db, content)
	if (follower) await seedSyntheticFollows(db, follower)
	// Fresh statistics and visibility maps now, as autovacuum would give later: plans measured at scale are
	// the real ones (index-only scans, the feed's among them, need the visibility map).
	await db.execute(sql`vacuum analyze profiles, account_points, content_items, follows`)
}

/**
 * A person (by identity sub: the benchmark's signed-in caller, whose profile the API would otherwise make
 * on the first call) following `follows` of the synthetic people, spread evenly over them.
 */
async function seedSyntheticFollows(db: Database, { sub, follows }: { sub: string; follows: number }) {
	await db.execute(sql`insert into profiles (identity_sub, first_name, last_name) values (${sub}, 'Bench', 'Person') on conflict (identity_sub) do nothing`)
	await db.execute(sql`
		with people as (select id, row_number() over (order by id) as n, count(*) over () as total from profiles where identity_sub like 'synthetic-%')
		insert into follows (follower_profile_id, followee_profile_id)
		select (select id from profiles where identity_sub = ${sub}), id from people
		where n % greatest(total / ${follows}, 1) = 0
		order by n limit ${follows}
		on conflict do nothing`)
}

/**
 * Words synthetic titles are made of (Thai written without spaces between them, as people write it, then
 * an English word): common words each in about one title in 15, and each title's own number, rare.
 */
const syntheticThaiWords = ['ร้าน', 'กาแฟ', 'ตลาด', 'นัด', 'กลางคืน', 'ริมน้ำ', 'อาหาร', 'ไทย', 'ห้อง', 'เช่า', 'ใกล้', 'สถานี', 'รถไฟฟ้า', 'ดนตรี', 'สด', 'เปิด', 'ใหม่', 'ลด', 'ราคา', 'ชุมชน', 'สวน', 'ผัก', 'เด็ก', 'เรียน', 'ฟรี', 'วิ่ง', 'เช้า', 'ขนม', 'หวาน', 'ผ้า', 'มือสอง', 'งาน', 'ศิลปะ', 'ถ่ายภาพ', 'โยคะ', 'แมว', 'หมา', 'น้ำท่วม', 'ถนน', 'ปิด']
const syntheticEnglishWords = ['coffee', 'market', 'night', 'river', 'food', 'room', 'rent', 'station', 'music', 'live', 'sale', 'garden', 'kids', 'class', 'free', 'run', 'morning', 'dessert', 'vintage', 'art', 'photo', 'yoga', 'cats', 'dogs', 'flood', 'road', 'closed', 'bakery', 'noodles', 'festival']


/**
 * Content for scale tests, as around me meets it (research of docs/decisions/0021-around-me.md): the kinds
 * around me in turn, 60% spread around central Bangkok (normal, about 9 km either way) and 40% anywhere in
 * Thailand, owned by the synthetic people in turn; events and agenda items over the year before and after
 * now, announcements and alerts valid over the last months (some still), stories over the last 30 days.
 */
async function seedSyntheticContent(db: Database, wanted: number) {
	const kinds = sql.raw(`array[${aroundMeKinds.map((kind) => `'${kind}'`).join(', ')}]::content_kind[]`)
	await db.execute(sql`
		with owners as (
			-- One array to index into: joining a million rows to the people on a computed key was a nested loop.
			select array_agg(id order by id) as ids from profiles where identity_sub like 'synthetic-%'
		),
		missing as (
			select greatest(${wanted} - (select count(*) from content_items where details ? 'synthetic'), 0) as n
		),
		numbered as (
			-- A day in the year either side of now, and an hour of it, the same for the same n.
			select n, kind, date_trunc('hour', now()) + ((n * 7919) % 730 - 365) * interval '1 day' + ((n * 31) % 24) * interval '1 hour' as happens
			from (select n, (${kinds})[1 + n % ${aroundMeKinds.length}] as kind from generate_series(1, (select n from missing)) as n) as kinds
		),
		timed as (
			select n, kind,
				case when kind in ('event', 'agenda') then happens when kind in ('announce', 'attention') then date_trunc('hour', now()) - (n % 120) * interval '1 day' end as starts_at,
				case
					when kind in ('event', 'agenda') then happens + interval '2 hours'
					when kind = 'attention' or n % 2 = 0 and kind = 'announce' then date_trunc('hour', now()) - (n % 120) * interval '1 day' + (n % 60) * interval '1 day'
				end as ends_at,
				case when kind = 'story' then now() - (n % 720) * interval '1 hour' else now() - (n % 100000) * interval '1 minute' end as published_at
			from numbered
		)
		insert into content_items (kind, owner_profile_id, posted_by_profile_id, title, body, details, location, location_exact, starts_at, ends_at, published_at, visibility, tags, around_from, around_until, search, search_version)
		select
			kind,
			owners.ids[1 + n % cardinality(owners.ids)], owners.ids[1 + n % cardinality(owners.ids)],
			words.thai || ' ' || words.english || ' ' || n,
			'Synthetic content for scale tests. เนื้อหาทดสอบ',
			-- A connect has its type and fields (contracts/content/connect.ts); an empty project's are none.
			case when kind = 'connect'
				then jsonb_build_object('synthetic', true, 'type', 'project', 'info', '{}'::jsonb, 'overview', null, 'status', 'open', 'showMembers', false)
				else jsonb_build_object('synthetic', true) end,
			case when n % 10 < 6
				then point(100.5018 + 0.08 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()), 13.7563 + 0.08 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()))
				else point(97.6 + random() * 7.8, 5.8 + random() * 14.4) end,
			n % 3 = 0,
			starts_at, ends_at, published_at,
			-- One in twenty not public: for followers, or a connect's members (its own choice of two).
			case when n % 20 <> 0 then 'public' when kind = 'connect' then 'members' else 'followers' end::content_visibility,
			array[kind::text],
			-- Around me's bounds, as a write keeps them (contracts/content/kind.ts aroundMeBounds).
			case when kind in ('announce', 'attention') then starts_at end,
			case when kind = 'story' then published_at + interval '24 hours' else ends_at end,
			-- The words the API would store (api/search/indexing.ts): the title's, as they were put together.
			setweight(to_tsvector('simple', words.spaced || ' ' || words.english || ' ' || n), 'A') || setweight(to_tsvector('simple', 'synthetic content for scale tests เนื้อหา ทดสอบ'), 'B'),
			${SEARCH_VERSION}
		from timed
		cross join owners
		cross join lateral (
			select array_to_string(picked, '') as thai, array_to_string(picked, ' ') as spaced, ${sql.raw(`(array[${syntheticEnglishWords.map((word) => `'${word}'`).join(', ')}])`)}[1 + (n * 7) % ${syntheticEnglishWords.length}] as english
			from (select array[thai[1 + n % ${syntheticThaiWords.length}], thai[1 + (n / 7) % ${syntheticThaiWords.length}], thai[1 + (n / 131) % ${syntheticThaiWords.length}]] as picked
				from (select ${sql.raw(`array[${syntheticThaiWords.map((word) => `'${word}'`).join(', ')}]`)} as thai) as list) as three
		) as words
		where cardinality(owners.ids) > 0`)
}
