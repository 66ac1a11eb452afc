import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { useHarness } from '#api/testing/use-harness.ts'
import { businessAccounts, businessUsers, links, profiles } from './schema.ts'

// Migration 0011: a person's links and a business user's, two tables of one shape, move into `links`
// with their ids, owners and order. The old tables are made again here as 0003 and 0004 made them.

const api = useHarness()

const copies = readFileSync(new URL('./migrations/0011_one_links_table.sql', import.meta.url), 'utf8')
	.split('--> statement-breakpoint')
	.map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
	.filter((statement) => statement.startsWith('INSERT'))

test('every row keeps its id, owner, label, address and place in the list', async () => {
	const [person] = await api.db.insert(profiles).values({ identitySub: crypto.randomUUID() }).returning()
	const [account] = await api.db.insert(businessAccounts).values({ name: 'Shop', ownerProfileId: person!.id }).returning()
	const [shop] = await api.db.insert(businessUsers).values({ businessAccountId: account!.id, name: 'Shop' }).returning()
	const [personLink, shopLink] = [crypto.randomUUID(), crypto.randomUUID()]
	for (const statement of [
		'create table profile_links (id uuid primary key, profile_id uuid not null, label text not null, url text not null, position integer not null default 0, created_at timestamptz not null default now())',
		'create table business_user_links (id uuid primary key, business_user_id uuid not null, label text not null, url text not null, position integer not null default 0, created_at timestamptz not null default now())',
	]) {
		await api.db.execute(sql.raw(statement))
	}
	await api.db.execute(sql`insert into profile_links (id, profile_id, label, url, position) values (${personLink}, ${person!.id}, 'Blog', 'https://dao.example', 1)`)
	await api.db.execute(sql`insert into business_user_links (id, business_user_id, label, url, position) values (${shopLink}, ${shop!.id}, 'Menu', 'https://shop.example/menu', 0)`)

	expect(copies).toHaveLength(2)
	for (const statement of copies) await api.db.execute(sql.raw(statement))

	expect(await api.db.select().from(links).where(eq(links.id, personLink))).toEqual([
		expect.objectContaining({ ownerProfileId: person!.id, ownerBusinessUserId: null, label: 'Blog', url: 'https://dao.example', position: 1 }),
	])
	expect(await api.db.select().from(links).where(eq(links.id, shopLink))).toEqual([
		expect.objectContaining({ ownerProfileId: null, ownerBusinessUserId: shop!.id, label: 'Menu', url: 'https://shop.example/menu', position: 0 }),
	])
	for (const table of ['profile_links', 'business_user_links']) await api.db.execute(sql.raw(`drop table ${table}`))
})
