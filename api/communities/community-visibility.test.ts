import { and, eq, inArray } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { communities, communityMembers, contentItems, profiles } from '#api/db/schema.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { visibleTo } from '#api/content/index.ts'

// Migration 0028: what is published for a community is seen as the community is, whatever the write asked.

const api = useHarness()

test('items of a private community are for its active members; making it public (and private again) carries its items along', async () => {
	const [owner, member, asked, stranger] = await api.db
		.insert(profiles)
		.values([0, 1, 2, 3].map(() => ({ identitySub: crypto.randomUUID() })))
		.returning()
	const [community] = await api.db.insert(communities).values({ name: 'Soi 5 neighbours', visibility: 'private', createdByProfileId: owner!.id }).returning()
	await api.db.insert(communityMembers).values([
		{ communityId: community!.id, profileId: owner!.id, role: 'owner', status: 'active', joinedAt: new Date() },
		{ communityId: community!.id, profileId: member!.id, role: 'member', status: 'active', joinedAt: new Date() },
		{ communityId: community!.id, profileId: asked!.id, role: 'member', status: 'requested' },
	])
	const publishedAt = new Date(Date.now() - 60_000)
	const [board, event, elsewhere] = await api.db
		.insert(contentItems)
		.values([
			{ kind: 'board_post', ownerProfileId: owner!.id, communityId: community!.id, title: 'Water off on Friday', visibility: 'public', publishedAt },
			{ kind: 'event', ownerProfileId: owner!.id, communityId: community!.id, title: 'Clean-up day', visibility: 'followers', publishedAt, startsAt: new Date(Date.now() + 86_400_000), endsAt: new Date(Date.now() + 90_000_000) },
			{ kind: 'board_post', ownerProfileId: owner!.id, title: 'Not in a community', visibility: 'public', publishedAt },
		])
		.returning()
	expect([board!.visibility, event!.visibility, elsewhere!.visibility]).toEqual(['members', 'members', 'public'])

	const seenBy = async (viewerId: string | null) =>
		(await api.db.select({ id: contentItems.id }).from(contentItems).where(and(inArray(contentItems.id, [board!.id, event!.id, elsewhere!.id]), visibleTo(viewerId)))).map((row) => row.id).sort()
	const all = [board!.id, event!.id, elsewhere!.id].sort()
	expect(await seenBy(owner!.id)).toEqual(all)
	expect(await seenBy(member!.id)).toEqual(all)
	expect(await seenBy(asked!.id)).toEqual([elsewhere!.id])
	expect(await seenBy(stranger!.id)).toEqual([elsewhere!.id])
	expect(await seenBy(null)).toEqual([elsewhere!.id])

	// A write cannot make a private community's item public.
	await api.db.update(contentItems).set({ visibility: 'public' }).where(eq(contentItems.id, board!.id))
	expect(await seenBy(stranger!.id)).toEqual([elsewhere!.id])

	await api.db.update(communities).set({ visibility: 'public' }).where(eq(communities.id, community!.id))
	expect(await seenBy(stranger!.id)).toEqual(all)
	expect(await seenBy(null)).toEqual(all)

	await api.db.update(communities).set({ visibility: 'private' }).where(eq(communities.id, community!.id))
	expect(await seenBy(stranger!.id)).toEqual([elsewhere!.id])

	// A member who leaves sees it no more.
	await api.db.delete(communityMembers).where(and(eq(communityMembers.communityId, community!.id), eq(communityMembers.profileId, member!.id)))
	expect(await seenBy(member!.id)).toEqual([elsewhere!.id])
})
