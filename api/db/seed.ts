import { and, eq, sql } from 'drizzle-orm'
import { memberGrants } from '#contracts/permissions.ts'
import type { Database } from './client.ts'
import { accountPoints, businessAccounts, businessUserMembers, businessUsers, openTabConnects, packages, profiles, subscriptions } from './schema.ts'

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
 * shop's package. Running it again changes nothing (a lapsed demo subscription is renewed).
 */
export async function seedDemo(db: Database, identities: DemoIdentity[]) {
	const byEmail = new Map(identities.map((identity) => [identity.email, identity]))
	const need = (email: string) => {
		const identity = byEmail.get(email)
		if (!identity) throw new Error(`the identity service has no ${email}`)
		return identity
	}
	const user = await upsertProfile(db, need('demo.user@robtua.test'))
	const owner = await upsertProfile(db, need('demo.owner@robtua.test'))
	const staff = await upsertProfile(db, need('demo.staff@robtua.test'))

	// demo.user has an account-point record with something in it.
	await db.update(accountPoints).set({ point: 1250, tokenTotal: 35.5, totalExperience: 742.123456 }).where(eq(accountPoints.profileId, user.id))

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

	const connects = await seedDemoOpenTab(db, user.id)
	const { pkg, subscription } = await seedDemoSubscription(db, { subscriberProfileId: user.id, businessUserId: businessUser.id })

	return { user, owner, staff, account, businessUser, connects, package: pkg, subscription }
}

/** demo.user's two connects, one public and one private; re-seeding puts back the demo values. */
async function seedDemoOpenTab(db: Database, ownerProfileId: string) {
	const demo = [
		{
			id: demoOpenTabConnectIds.shared,
			ownerProfileId,
			type: 'project',
			title: 'Bang Rak community garden — สวนผักชุมชนบางรัก',
			info: { lookingFor: ['volunteers', 'seeds'], meets: 'Saturday mornings' },
			overview: 'Growing vegetables together on an empty lot by the river. ปลูกผักด้วยกันริมแม่น้ำ',
			description: 'We plant, water and share the harvest. Come any Saturday from 7 to 10. มาร่วมปลูก รดน้ำ และแบ่งปันผลผลิตกันทุกวันเสาร์',
			visibility: 'public' as const,
		},
		{
			id: demoOpenTabConnectIds.draft,
			ownerProfileId,
			type: 'job',
			title: 'Weekend barista — บาริสต้าวันหยุด',
			info: {},
			overview: null,
			description: null,
			visibility: 'private' as const,
		},
	]
	return Promise.all(
		demo.map(async ({ id, ...values }) => {
			const [row] = await db
				.insert(openTabConnects)
				.values({ id, ...values })
				.onConflictDoUpdate({ target: openTabConnects.id, set: values })
				.returning()
			if (!row) throw new Error('no demo open-tab connect')
			return row
		}),
	)
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
		active: true,
	}
	const [pkg] = await db
		.insert(packages)
		.values({ id: demoPackageId, ...pkgValues })
		.onConflictDoUpdate({ target: packages.id, set: pkgValues })
		.returning()
	if (!pkg) throw new Error('no demo package')

	const nextPeriodEnd = sql`now() + interval '30 days'`
	const [subscription] = await db
		.insert(subscriptions)
		.values({ id: demoSubscriptionId, subscriberProfileId, packageId: pkg.id, status: 'active', currentPeriodEnd: nextPeriodEnd })
		.onConflictDoUpdate({
			target: subscriptions.id,
			// Back to active after trying cancellation by hand; the period moves on only once it has ended.
			set: {
				subscriberProfileId,
				packageId: pkg.id,
				status: 'active',
				cancelledAt: null,
				currentPeriodEnd: sql`case when ${subscriptions.currentPeriodEnd} > now() then ${subscriptions.currentPeriodEnd} else ${nextPeriodEnd} end`,
			},
		})
		.returning()
	if (!subscription) throw new Error('no demo subscription')
	return { pkg, subscription }
}

/**
 * Synthetic people and content for scale tests, made inside the database in one statement per table so
 * a million rows take seconds. The people's `identity_sub`s are synthetic: they cannot sign in. Running
 * it again tops up to the numbers asked for.
 */
export async function seedSynthetic(db: Database, { people, content = 0 }: { people: number; content?: number }) {
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
}

/** Content spread over Thai cities (most around Bangkok), owned by the synthetic people in turn. */
async function seedSyntheticContent(db: Database, wanted: number) {
	await db.execute(sql`
		with owners as (
			select id, row_number() over (order by id) as rn, count(*) over () as total
			from profiles where identity_sub like 'synthetic-%'
		),
		missing as (
			select greatest(${wanted} - (select count(*) from content_items where details ? 'synthetic'), 0) as n
		),
		cities(i, lng, lat, province) as (values
			(0, 100.5018, 13.7563, 'Bangkok'), (1, 100.5018, 13.7563, 'Bangkok'), (2, 100.5018, 13.7563, 'Bangkok'),
			(3, 98.9853, 18.7883, 'Chiang Mai'), (4, 98.3923, 7.8804, 'Phuket'), (5, 102.8236, 16.4322, 'Khon Kaen'))
		insert into content_items (kind, owner_profile_id, posted_by_profile_id, title, body, details, location, province, starts_at, ends_at, published_at)
		select
			(enum_range(null::content_kind))[1 + n % 11],
			owners.id, owners.id,
			'รายการ ' || n || ' · Item ' || n,
			'Synthetic content for scale tests. เนื้อหาทดสอบ',
			jsonb_build_object('synthetic', true),
			point(cities.lng + (random() - 0.5) * 0.3, cities.lat + (random() - 0.5) * 0.3),
			cities.province,
			case when n % 11 in (0, 2) then now() + (n % 60) * interval '1 day' end,
			case when n % 11 in (0, 2) then now() + (n % 60) * interval '1 day' + interval '3 hours' end,
			now() - (n % 100000) * interval '1 minute'
		from generate_series(1, (select n from missing)) as n
		join owners on owners.rn = 1 + n % owners.total
		join cities on cities.i = n % 6`)
}
