import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { useHarness } from '#api/testing/use-harness.ts'
import { businessAccounts, businessUsers, contentItems, profileOurStories, profiles } from './schema.ts'

// Migration 0006: pictures kept from before the rule that were not our stored images are dropped.

const api = useHarness()

const ours = '/media/0123456789abcdef0123456789abcdef-960.webp'
const cdn = 'https://cdn.robtua.test/media/0123456789abcdef0123456789abcdef-1280.webp'
const migration = readFileSync(new URL('./migrations/0007_own_images_only.sql', import.meta.url), 'utf8').split('--> statement-breakpoint')

test('outside addresses are dropped; stored images, and rows without a picture, stay as they were', async () => {
	const [person, other] = await api.db
		.insert(profiles)
		.values([
			{ identitySub: crypto.randomUUID(), imageUrl: 'https://tracker.example/pixel.gif', coverUrl: cdn },
			{ identitySub: crypto.randomUUID(), imageUrl: ours, coverUrl: null },
		])
		.returning()
	const [account] = await api.db.insert(businessAccounts).values({ name: 'Shop', ownerProfileId: person!.id }).returning()
	const [shop] = await api.db.insert(businessUsers).values({ businessAccountId: account!.id, name: 'Shop', imageUrl: 'javascript:alert(1)', coverUrl: ours }).returning()
	const [outsideStory, ourStory] = await api.db
		.insert(profileOurStories)
		.values([
			{ profileId: person!.id, title: 'a', imageUrl: '//evil.example/x.png' },
			{ profileId: person!.id, title: 'b', imageUrl: ours },
		])
		.returning()
	const [outsideWork, ourWork, noPicture, synthetic] = await api.db
		.insert(contentItems)
		.values([
			{ kind: 'work', ownerProfileId: person!.id, title: 'w1', details: { mine: true, imageUrl: 'https://img.example/m.jpg' } },
			{ kind: 'work', ownerProfileId: person!.id, title: 'w2', details: { mine: true, imageUrl: cdn } },
			{ kind: 'story', ownerProfileId: person!.id, title: 's', details: { imageUrl: null } },
			{ kind: 'event', ownerProfileId: person!.id, title: 'e', details: { synthetic: true } },
		])
		.returning()

	for (const statement of migration) await api.db.execute(sql.raw(statement))

	const profileRow = async (id: string) => (await api.db.select().from(profiles).where(eq(profiles.id, id)))[0]
	expect(await profileRow(person!.id)).toMatchObject({ imageUrl: null, coverUrl: cdn })
	expect(await profileRow(other!.id)).toMatchObject({ imageUrl: ours, coverUrl: null })
	expect((await api.db.select().from(businessUsers).where(eq(businessUsers.id, shop!.id)))[0]).toMatchObject({ imageUrl: null, coverUrl: ours })
	const story = async (id: string) => (await api.db.select().from(profileOurStories).where(eq(profileOurStories.id, id)))[0]?.imageUrl
	expect([await story(outsideStory!.id), await story(ourStory!.id)]).toEqual([null, ours])
	const details = async (id: string) => (await api.db.select().from(contentItems).where(eq(contentItems.id, id)))[0]?.details
	expect(await details(outsideWork!.id)).toEqual({ mine: true, imageUrl: null })
	expect(await details(ourWork!.id)).toEqual({ mine: true, imageUrl: cdn })
	expect(await details(noPicture!.id)).toEqual({ imageUrl: null })
	expect(await details(synthetic!.id)).toEqual({ synthetic: true })
})
