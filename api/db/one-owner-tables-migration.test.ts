import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { useHarness } from '#api/testing/use-harness.ts'
import { businessAccounts, businessInfo, businessUsers, links, profiles } from './schema.ts'

// What a person and a business user both have was two tables each, and moved into one with an owner
// column per kind of owner: links (migration 0011) and business info (0013). The old tables are made
// again here as their first migrations made them.

const api = useHarness()

/** A migration's copies of the old tables' rows. */
const copiesOf = (migration: string) =>
	readFileSync(new URL(`./migrations/${migration}.sql`, import.meta.url), 'utf8')
		.split('--> statement-breakpoint')
		.map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
		.filter((statement) => statement.startsWith('INSERT'))

async function personAndShop() {
	const [person] = await api.db.insert(profiles).values({ identitySub: crypto.randomUUID() }).returning()
	const [account] = await api.db.insert(businessAccounts).values({ name: 'Shop', ownerProfileId: person!.id }).returning()
	const [shop] = await api.db.insert(businessUsers).values({ businessAccountId: account!.id, name: 'Shop' }).returning()
	return { person: person!, shop: shop! }
}

test('links: every row keeps its id, owner, label, address and place in the list', async () => {
	const { person, shop } = await personAndShop()
	const copies = copiesOf('0011_one_links_table')
	const [personLink, shopLink] = [crypto.randomUUID(), crypto.randomUUID()]
	for (const statement of [
		'create table profile_links (id uuid primary key, profile_id uuid not null, label text not null, url text not null, position integer not null default 0, created_at timestamptz not null default now())',
		'create table business_user_links (id uuid primary key, business_user_id uuid not null, label text not null, url text not null, position integer not null default 0, created_at timestamptz not null default now())',
	]) {
		await api.db.execute(sql.raw(statement))
	}
	await api.db.execute(sql`insert into profile_links (id, profile_id, label, url, position) values (${personLink}, ${person.id}, 'Blog', 'https://dao.example', 1)`)
	await api.db.execute(sql`insert into business_user_links (id, business_user_id, label, url, position) values (${shopLink}, ${shop.id}, 'Menu', 'https://shop.example/menu', 0)`)

	expect(copies).toHaveLength(2)
	for (const statement of copies) await api.db.execute(sql.raw(statement))

	expect(await api.db.select().from(links).where(eq(links.id, personLink))).toEqual([
		expect.objectContaining({ ownerProfileId: person.id, ownerBusinessUserId: null, label: 'Blog', url: 'https://dao.example', position: 1 }),
	])
	expect(await api.db.select().from(links).where(eq(links.id, shopLink))).toEqual([
		expect.objectContaining({ ownerProfileId: null, ownerBusinessUserId: shop.id, label: 'Menu', url: 'https://shop.example/menu', position: 0 }),
	])
	for (const table of ['profile_links', 'business_user_links']) await api.db.execute(sql.raw(`drop table ${table}`))
})

test('business info: every row keeps its owner, its contact fields and its own field', async () => {
	const { person, shop } = await personAndShop()
	for (const statement of [
		'create table profile_business_info (profile_id uuid primary key, company text, position_title text, phone text, email text, website text, address text, postcode text, updated_at timestamptz not null default now())',
		'create table business_user_info (business_user_id uuid primary key, company text, phone text, email text, website text, address text, postcode text, opening_hours text, updated_at timestamptz not null default now())',
	]) {
		await api.db.execute(sql.raw(statement))
	}
	await api.db.execute(
		sql`insert into profile_business_info (profile_id, company, position_title, phone, postcode) values (${person.id}, 'Garden', 'Coordinator', '+66812345678', '10500')`,
	)
	await api.db.execute(sql`insert into business_user_info (business_user_id, company, email, opening_hours) values (${shop.id}, 'Shop', 'shop@example.com', 'Daily 9–18')`)

	const copies = copiesOf('0013_one_business_info_table')
	expect(copies).toHaveLength(2)
	for (const statement of copies) await api.db.execute(sql.raw(statement))

	expect(await api.db.select().from(businessInfo).where(eq(businessInfo.ownerProfileId, person.id))).toEqual([
		expect.objectContaining({ ownerBusinessUserId: null, company: 'Garden', positionTitle: 'Coordinator', phone: '+66812345678', postcode: '10500', openingHours: null }),
	])
	expect(await api.db.select().from(businessInfo).where(eq(businessInfo.ownerBusinessUserId, shop.id))).toEqual([
		expect.objectContaining({ ownerProfileId: null, company: 'Shop', email: 'shop@example.com', openingHours: 'Daily 9–18', positionTitle: null }),
	])
	for (const table of ['profile_business_info', 'business_user_info']) await api.db.execute(sql.raw(`drop table ${table}`))
})
