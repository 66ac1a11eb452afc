import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { listBusinessUserAccess, liveBusinessUser, type BusinessUserAccess } from '#api/business-account/index.ts'
import type { Database } from '#api/db/client.ts'
import { businessUsers, chatMembers, profiles } from '#api/db/schema.ts'
import type { Tx } from '#api/db/transaction.ts'
import { notFound } from '#api/http/problems.ts'
import type { ChatParty } from '#contracts/chat.ts'
import { holds } from '#contracts/people-rights.ts'

// Who reads a conversation, and as whom (docs/product.md#chat): a person reads the rooms they are a side
// of; a business user's owner, admins and members with the chat grant read its rooms as its staff (to
// answer, the grant's "create"). Anyone else is a stranger, answered 404.

export type MemberRow = typeof chatMembers.$inferSelect
/** A party by its private id: a person's profile, or a business user. */
export type PartyKey = { type: 'person'; profileId: string } | { type: 'business-user'; businessUserId: string }

/** The caller, with the business users whose conversations they read (and whether they may answer). */
export type ChatReader = {
	profileId: string
	staffOf: Map<string, { name: string; imageUrl: string | null; reply: boolean }>
}

export async function chatReader(db: Database | Tx, profileId: string): Promise<ChatReader> {
	return chatReaderWith(profileId, await listBusinessUserAccess(db, profileId))
}

/** The caller as a reader, from the business users they have access to (read already: the signed-in state reads them too). */
export function chatReaderWith(profileId: string, access: BusinessUserAccess[]): ChatReader {
	const staffOf = new Map<string, { name: string; imageUrl: string | null; reply: boolean }>()
	for (const { businessUser, isAdmin, grants } of access) {
		const standing = { isAdmin, grants }
		if (holds(standing, 'chat', 'read')) staffOf.set(businessUser.id, { name: businessUser.name, imageUrl: businessUser.imageUrl, reply: holds(standing, 'chat', 'create') })
	}
	return { profileId, staffOf }
}

/** The reader's side of a room and the other side; null for a stranger. A person's own side comes before staff's. */
export function sidesFor(reader: ChatReader, members: MemberRow[]) {
	const own = members.find((member) => member.profileId === reader.profileId)
	const staff = members.find((member) => member.businessUserId !== null && reader.staffOf.has(member.businessUserId))
	const me = own ?? staff
	const other = me && members.find((member) => member.side !== me.side)
	if (!me || !other) return null
	return { me, other, asStaff: !own }
}
export type Sides = NonNullable<ReturnType<typeof sidesFor>>

export async function roomMembers(db: Database | Tx, roomId: string) {
	return await db.select().from(chatMembers).where(eq(chatMembers.roomId, roomId)).orderBy(chatMembers.side)
}

/** The reader's sides of a room, or 404: a stranger learns nothing of a conversation, not even that it exists. */
export async function requireSides(db: Database | Tx, reader: ChatReader, roomId: string): Promise<Sides> {
	const sides = sidesFor(reader, await roomMembers(db, roomId))
	if (!sides) throw notFound('No such conversation')
	return sides
}

export const partyKeyOf = (member: Pick<MemberRow, 'profileId' | 'businessUserId'>): PartyKey =>
	member.profileId ? { type: 'person', profileId: member.profileId } : { type: 'business-user', businessUserId: member.businessUserId! }

/** The one name a pair's room has, the two in a fixed order, so two people starting at once make one room. */
export function pairKey(a: PartyKey, b: PartyKey) {
	const key = (party: PartyKey) => (party.type === 'person' ? `p:${party.profileId}` : `b:${party.businessUserId}`)
	return [key(a), key(b)].sort().join('|')
}

export const personName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim()

/** Parties as the contract shows them (a person by their public uuid), for members of any rooms at once. */
export async function partiesOf(db: Database | Tx, keys: PartyKey[]): Promise<Map<string, ChatParty>> {
	const profileIds = [...new Set(keys.flatMap((key) => (key.type === 'person' ? [key.profileId] : [])))]
	const businessUserIds = [...new Set(keys.flatMap((key) => (key.type === 'business-user' ? [key.businessUserId] : [])))]
	const parties = new Map<string, ChatParty>()
	if (profileIds.length > 0) {
		const rows = await db.select({ id: profiles.id, uuid: profiles.uuid, firstName: profiles.firstName, lastName: profiles.lastName, imageUrl: profiles.imageUrl }).from(profiles).where(inArray(profiles.id, profileIds))
		for (const row of rows) parties.set(row.id, { type: 'person', id: row.uuid, name: personName(row), imageUrl: row.imageUrl })
	}
	if (businessUserIds.length > 0) {
		const rows = await db.select({ id: businessUsers.id, name: businessUsers.name, imageUrl: businessUsers.imageUrl }).from(businessUsers).where(inArray(businessUsers.id, businessUserIds))
		for (const row of rows) parties.set(row.id, { type: 'business-user', id: row.id, name: row.name, imageUrl: row.imageUrl })
	}
	return parties
}

export const partyIdOf = (key: PartyKey) => (key.type === 'person' ? key.profileId : key.businessUserId)

/** A party named in an address (a person's public uuid, a live business user's id), or 404. */
export async function findParty(db: Database | Tx, ref: { type: 'person' | 'business-user'; id: string }): Promise<PartyKey> {
	if (ref.type === 'person') {
		const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.uuid, ref.id)).limit(1)
		if (!row) throw notFound('No such person')
		return { type: 'person', profileId: row.id }
	}
	const [row] = await db.select({ id: businessUsers.id }).from(businessUsers).where(and(eq(businessUsers.id, ref.id), liveBusinessUser)).limit(1)
	if (!row) throw notFound('No such business user')
	return { type: 'business-user', businessUserId: row.id }
}

/** Member rows of the reader's inboxes: their own, and each business user's they read for. */
export function inboxMembers(reader: ChatReader, businessUserId?: string) {
	if (businessUserId) return eq(chatMembers.businessUserId, businessUserId)
	return eq(chatMembers.profileId, reader.profileId)
}

/** Every member row the reader reads through: their own and their businesses'. */
export function allReaderMembers(reader: ChatReader) {
	const businesses = [...reader.staffOf.keys()]
	return businesses.length > 0 ? or(eq(chatMembers.profileId, reader.profileId), inArray(chatMembers.businessUserId, businesses)) : eq(chatMembers.profileId, reader.profileId)
}

/** Whether either person follows the other. */
export function followEitherWay(a: string, b: string) {
	return sql<boolean>`exists (select 1 from follows f where (f.follower_profile_id = ${a} and f.followee_profile_id = ${b}) or (f.follower_profile_id = ${b} and f.followee_profile_id = ${a}))`
}
