import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { isUuid } from '#api/db/values.ts'
import { distanceKm } from '#api/db/distance.ts'
import { communities, communityMembers } from '#api/db/schema.ts'
import { cursorTime, pageOf, timeIdCursor, wholeNumberCursor } from '#api/db/paging.ts'
import { ProblemError, forbidden, notFound } from '#api/http/problems.ts'
import { visibleTo } from '#api/content/index.ts'
import { findProfileByEmail } from '#api/profile/index.ts'
import { communitySearchColumns, parseQuery } from '#api/search/index.ts'
import { snapToAbout300m, type GeoPoint } from '#contracts/content/geo.ts'
import type { Community, CommunityAgenda, CommunityBoardList, communityInputSchema, CommunityPage, communityUpdateSchema, CommunityList, CommunityMember, CommunityMemberList, MyCommunities } from '#contracts/community.ts'
import { communityLimits, type CommunityStanding, type MemberStatus } from '#contracts/community-limits.ts'
import { type z } from 'zod'
import { activeRoleIn, moderates, type CommunityRole } from './membership.ts'

// Communities (docs/product.md#communities, docs/data-model.md §2.5). Who sees what:
// - a public community, with its members, boards and agenda: anyone signed in;
// - a private one: its name, description and cover to anyone who has its link (to ask to join or answer
//   an invitation); its place, members, boards and agenda to its active members only (404 to others);
// - what is published for a community is read through the one visibility rule (api/content/visibility.ts),
//   which keeps a private community's items to its active members.
// Writes: the owner edits and deletes it and names moderators; moderators (owner, moderator) accept
// requests, invite and remove members (a moderator removes neither the owner nor another moderator).

const noSuchCommunity = () => notFound('No such community, or not one you may see')
const offsetCursor = wholeNumberCursor({ max: 1000 })
/** (joined or asked, profile id) of the last member shown: a time as timeIdCursor checks it. */
const memberCursor = timeIdCursor

type Input = z.output<typeof communityInputSchema>
type Update = z.output<typeof communityUpdateSchema>

const rowsOf = async <Row>(db: Database | Tx, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString())

type CommunityRow = {
	id: string
	name: string
	description: string
	cover_image_url: string | null
	visibility: 'public' | 'private'
	lng: number | null
	lat: number | null
	address: string | null
	province: string | null
	created_at: string | Date
	member_count: number
	my_status: MemberStatus | null
	my_role: CommunityRole | null
	distance_km?: number | null
}

/** The columns every community answer reads: the community, its active members' count, and the caller's standing. */
const communityColumns = sql`co.id, co.name, co.description, co.cover_image_url, co.visibility, co.location[0] as lng, co.location[1] as lat,
	co.address, co.province, co.created_at,
	(select count(*)::int from community_members n where n.community_id = co.id and n.status = 'active') as member_count,
	me.status as my_status, me.role as my_role`
const withCaller = (callerId: string) => sql`left join community_members me on me.community_id = co.id and me.profile_id = ${callerId}::uuid`

function toCommunity(row: CommunityRow): Community {
	const standing: CommunityStanding = row.my_status ?? 'none'
	const canSeeInside = row.visibility === 'public' || standing === 'active'
	const placed = canSeeInside && row.lat !== null && row.lng !== null
	return {
		id: row.id,
		name: row.name,
		description: row.description,
		coverImageUrl: row.cover_image_url,
		visibility: row.visibility,
		location: placed ? { lat: Number(row.lat), lng: Number(row.lng) } : null,
		address: canSeeInside ? row.address : null,
		province: canSeeInside ? row.province : null,
		memberCount: Number(row.member_count),
		createdAt: iso(row.created_at)!,
		standing,
		role: standing === 'active' ? row.my_role : null,
		canSeeInside,
		distanceKm: row.distance_km === undefined || row.distance_km === null ? null : Math.round(Number(row.distance_km) * 100) / 100,
	}
}

/** Many communities by id, in the order given. */
export async function communityCards(db: Database | Tx, callerId: string, ids: string[]): Promise<Community[]> {
	if (ids.length === 0) return []
	const rows = await rowsOf<CommunityRow>(db, sql`select ${communityColumns} from communities co ${withCaller(callerId)} where co.id = any(${sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`})`)
	const byId = new Map(rows.map((row) => [row.id, toCommunity(row)]))
	return ids.flatMap((id) => byId.get(id) ?? [])
}

/** One community as the caller may see it: anyone signed in reads its head (a private one's too, by its link); an unknown or malformed id is 404. */
export async function readCommunity(db: Database | Tx, callerId: string, id: string): Promise<Community> {
	if (!isUuid(id)) throw noSuchCommunity()
	const [row] = await rowsOf<CommunityRow>(db, sql`select ${communityColumns} from communities co ${withCaller(callerId)} where co.id = ${id}::uuid`)
	if (!row) throw noSuchCommunity()
	return toCommunity(row)
}

/** A community whose inside (members, boards, agenda) the caller may see: public, or they are an active member; 404 otherwise. */
async function insideOf(db: Database | Tx, callerId: string, id: string) {
	const community = await readCommunity(db, callerId, id)
	if (!community.canSeeInside) throw noSuchCommunity()
	return community
}

/** What a write of the caller's role in the community may do: 404 for an unknown id, 403 without the role. */
async function roleFor(db: Database | Tx, callerId: string, id: string, needs: 'owner' | 'moderator') {
	await readCommunity(db, callerId, id)
	const role = await activeRoleIn(db, id, callerId)
	if (needs === 'owner' ? role !== 'owner' : !moderates(role)) throw forbidden(needs === 'owner' ? 'Only the community’s owner may do this' : 'Only the community’s owner and moderators may do this')
	return role!
}

/** The place columns of a write: a point is kept about 300 m off unless the exact spot is asked for (as a person's content, contracts/content/geo.ts). */
function placeColumns(input: Update) {
	const columns: Partial<typeof communities.$inferInsert> = {}
	if (input.location !== undefined) {
		const point = input.location
		const placed = point && input.locationExact !== true ? snapToAbout300m(point) : point
		columns.location = placed ? { x: placed.lng, y: placed.lat } : null
	}
	if (input.address !== undefined) columns.address = input.address || null
	if (input.province !== undefined) columns.province = input.province || null
	return columns
}

/** A new community; its creator becomes its owner. */
export async function createCommunity(db: Database, callerId: string, input: Input): Promise<Community> {
	const id = await inTransaction(db, async (tx) => {
		const [row] = await tx
			.insert(communities)
			.values({
				name: input.name,
				description: input.description,
				coverImageUrl: input.coverImageUrl || null,
				visibility: input.visibility,
				createdByProfileId: callerId,
				...placeColumns(input),
				...communitySearchColumns({ name: input.name, description: input.description }),
			})
			.returning({ id: communities.id })
		await tx.insert(communityMembers).values({ communityId: row!.id, profileId: callerId, role: 'owner', status: 'active', joinedAt: sql`now()` as unknown as Date })
		return row!.id
	})
	return readCommunity(db, callerId, id)
}

/** Changes a community (its owner): what is sent changes, the rest stays. Making it private makes what was published for it its members' alone (migration 0028's trigger). */
export async function updateCommunity(db: Database, callerId: string, id: string, input: Update): Promise<Community> {
	await roleFor(db, callerId, id, 'owner')
	// Under the row's lock and read back in the same transaction: changes at the same moment take turns, and
	// each answers its own change, not another's.
	return inTransaction(db, async (tx) => {
		const [current] = await tx.select({ name: communities.name, description: communities.description }).from(communities).where(eq(communities.id, id)).for('update')
		if (!current) throw noSuchCommunity()
		return applyUpdate(tx, callerId, id, input, current)
	})
}

async function applyUpdate(tx: Tx, callerId: string, id: string, input: Update, current: { name: string; description: string }): Promise<Community> {
	const name = input.name ?? current.name
	const description = input.description ?? current.description
	await tx
		.update(communities)
		.set({
			name,
			description,
			...(input.coverImageUrl !== undefined ? { coverImageUrl: input.coverImageUrl || null } : {}),
			...(input.visibility ? { visibility: input.visibility } : {}),
			...placeColumns(input),
			...communitySearchColumns({ name, description }),
			updatedAt: new Date(),
		})
		.where(eq(communities.id, id))
	return readCommunity(tx, callerId, id)
}

/** Deletes a community (its owner), with everything published for it. */
export async function deleteCommunity(db: Database, callerId: string, id: string) {
	await roleFor(db, callerId, id, 'owner')
	await db.delete(communities).where(eq(communities.id, id))
}

/**
 * "Join" a public community (a member at once), "Accept invitation" to any (a member at once), "Ask to join"
 * a private one (requested until a moderator accepts). Asking again changes nothing.
 */
export async function join(db: Database, callerId: string, id: string): Promise<Community> {
	const community = await readCommunity(db, callerId, id)
	if (community.standing === 'active') return community
	const becomes = community.visibility === 'public' || community.standing === 'invited' ? 'active' : 'requested'
	await db
		.insert(communityMembers)
		.values({ communityId: id, profileId: callerId, role: 'member', status: becomes, joinedAt: becomes === 'active' ? new Date() : null })
		.onConflictDoUpdate({
			target: [communityMembers.communityId, communityMembers.profileId],
			set: becomes === 'active' ? { status: 'active', joinedAt: sql`coalesce(${communityMembers.joinedAt}, now())` } : { status: sql`${communityMembers.status}` },
		})
	return readCommunity(db, callerId, id)
}

/** "Leave", "Cancel request" and "Decline invitation": the caller's place in the community goes. The owner cannot leave (409): they may delete it. */
export async function leave(db: Database, callerId: string, id: string): Promise<Community> {
	const community = await readCommunity(db, callerId, id)
	if (community.role === 'owner') throw new ProblemError(409, 'owner_cannot_leave', 'The owner cannot leave their community: delete it, or stay')
	await db.delete(communityMembers).where(and(eq(communityMembers.communityId, id), eq(communityMembers.profileId, callerId)))
	return readCommunity(db, callerId, id)
}

/** The person of a public id (profiles.uuid) and their place in the community, or 404. */
async function memberOf(db: Database | Tx, communityId: string, personUuid: string) {
	if (!isUuid(personUuid)) throw notFound('Not in this community')
	const [row] = await rowsOf<{ profile_id: string; role: CommunityRole; status: MemberStatus }>(
		db,
		sql`select m.profile_id, m.role, m.status from community_members m join profiles p on p.id = m.profile_id where m.community_id = ${communityId}::uuid and p.uuid = ${personUuid}::uuid`,
	)
	if (!row) throw notFound('Not in this community')
	return row
}

/** A moderator accepts a request to join: the person becomes a member. */
export async function acceptRequest(db: Database, callerId: string, id: string, personUuid: string): Promise<CommunityMember> {
	await roleFor(db, callerId, id, 'moderator')
	const member = await memberOf(db, id, personUuid)
	if (member.status === 'invited') throw notFound('No request from this person')
	if (member.status === 'requested') {
		await db.update(communityMembers).set({ status: 'active', joinedAt: new Date() }).where(and(eq(communityMembers.communityId, id), eq(communityMembers.profileId, member.profile_id)))
	}
	return oneMember(db, id, member.profile_id)
}

/**
 * A moderator invites a person, found by their email: they are asked to join (and accept or decline); one
 * who had asked to join becomes a member at once. Inviting a member is a 409.
 */
export async function invite(db: Database, callerId: string, id: string, email: string): Promise<CommunityMember> {
	await roleFor(db, callerId, id, 'moderator')
	const person = await findProfileByEmail(db, email)
	if (!person) throw new ProblemError(404, 'person_not_found', 'No Robtua account has this email')
	const [existing] = await db.select().from(communityMembers).where(and(eq(communityMembers.communityId, id), eq(communityMembers.profileId, person.id)))
	if (existing?.status === 'active') throw new ProblemError(409, 'conflict', 'Already a member of this community')
	if (existing?.status === 'requested') {
		await db.update(communityMembers).set({ status: 'active', joinedAt: new Date(), invitedByProfileId: callerId }).where(and(eq(communityMembers.communityId, id), eq(communityMembers.profileId, person.id)))
	} else if (!existing) {
		await db.insert(communityMembers).values({ communityId: id, profileId: person.id, role: 'member', status: 'invited', invitedByProfileId: callerId }).onConflictDoNothing()
	}
	return oneMember(db, id, person.id)
}

/**
 * A moderator removes a member, declines a request or takes back an invitation. Nobody removes the owner;
 * only the owner removes a moderator.
 */
export async function removeMember(db: Database, callerId: string, id: string, personUuid: string) {
	const role = await roleFor(db, callerId, id, 'moderator')
	const member = await memberOf(db, id, personUuid)
	if (member.role === 'owner') throw forbidden('The owner cannot be removed')
	if (member.role === 'moderator' && role !== 'owner') throw forbidden('Only the owner removes a moderator')
	await db.delete(communityMembers).where(and(eq(communityMembers.communityId, id), eq(communityMembers.profileId, member.profile_id)))
}

/** The owner makes a member a moderator, or a moderator a member again. */
export async function setRole(db: Database, callerId: string, id: string, personUuid: string, role: 'moderator' | 'member'): Promise<CommunityMember> {
	await roleFor(db, callerId, id, 'owner')
	const member = await memberOf(db, id, personUuid)
	if (member.role === 'owner') throw forbidden('The owner stays the owner')
	if (member.status !== 'active') throw new ProblemError(409, 'conflict', 'Only a member can be made a moderator')
	await db.update(communityMembers).set({ role }).where(and(eq(communityMembers.communityId, id), eq(communityMembers.profileId, member.profile_id)))
	return oneMember(db, id, member.profile_id)
}

type MemberRow = { uuid: string; first_name: string; last_name: string; image_url: string | null; role: CommunityRole; status: MemberStatus; since: string; profile_id: string }
const memberColumns = sql`p.uuid, p.first_name, p.last_name, p.image_url, m.role, m.status, m.profile_id, ${cursorTime(sql`coalesce(m.joined_at, m.created_at)`)} as since`
const toMember = (row: MemberRow): CommunityMember => ({
	person: { uuid: row.uuid, name: `${row.first_name} ${row.last_name}`.trim(), imageUrl: row.image_url },
	role: row.role,
	status: row.status,
	since: row.since,
})

async function oneMember(db: Database | Tx, id: string, profileId: string) {
	const [row] = await rowsOf<MemberRow>(db, sql`select ${memberColumns} from community_members m join profiles p on p.id = m.profile_id where m.community_id = ${id}::uuid and m.profile_id = ${profileId}::uuid`)
	return toMember(row!)
}

/**
 * A community's members (anyone who sees inside), or who asked to join and who was invited (its moderators),
 * in the order they joined (asked, were invited), keyset paged.
 */
export async function listMembers(db: Database, callerId: string, id: string, { status, cursor }: { status: MemberStatus; cursor?: string }): Promise<CommunityMemberList> {
	const community = await insideOf(db, callerId, id)
	if (status !== 'active' && !moderates(community.role)) throw forbidden('Only the community’s owner and moderators see requests and invitations')
	return membersPage(db, id, status, cursor)
}

async function membersPage(db: Database, id: string, status: MemberStatus, cursor?: string): Promise<CommunityMemberList> {
	const after = cursor ? memberCursor.decode(cursor) : null
	const since = sql`coalesce(m.joined_at, m.created_at)`
	const rows = await rowsOf<MemberRow>(
		db,
		sql`select ${memberColumns} from community_members m join profiles p on p.id = m.profile_id
			where m.community_id = ${id}::uuid and m.status = ${status}
			${after ? sql`and (${since}, m.profile_id) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
			order by ${since}, m.profile_id limit ${communityLimits.page + 1}`,
	)
	const { page, nextCursor } = pageOf(rows, communityLimits.page, (last) => memberCursor.encode([last.since, last.profile_id]))
	return { items: page.map(toMember), nextCursor }
}

/** The caller's communities: where they are a member, invited, or asked to join. */
export async function myCommunities(db: Database, callerId: string): Promise<MyCommunities> {
	const rows = await rowsOf<CommunityRow>(
		db,
		sql`select ${communityColumns} from community_members me join communities co on co.id = me.community_id
			where me.profile_id = ${callerId}::uuid order by co.name, co.id limit 500`,
	)
	const all = rows.map(toCommunity)
	return { active: all.filter((c) => c.standing === 'active'), invited: all.filter((c) => c.standing === 'invited'), requested: all.filter((c) => c.standing === 'requested') }
}

/** Public communities whose name or description matches the words (as /search matches them), best first: their ids. */
export async function communitiesMatching(db: Database | Tx, q: string, limit: number, offset = 0): Promise<string[]> {
	const parsed = parseQuery(q)
	if (!parsed.tsquery && !parsed.pattern) return []
	const tsquery = parsed.tsquery ? sql`to_tsquery('simple', ${parsed.tsquery})` : sql`null::tsquery`
	const rows = await rowsOf<{ id: string }>(
		db,
		sql`select co.id from communities co where co.visibility = 'public'
			and (co.search @@ ${tsquery} ${parsed.pattern ? sql`or co.name ilike ${parsed.pattern}` : sql``})
			order by ts_rank_cd(coalesce(co.search, ''::tsvector), ${tsquery}) desc, co.created_at desc, co.id desc
			limit ${limit} offset ${offset}`,
	)
	return rows.map((row) => row.id)
}

/**
 * Public communities to discover: matching words (as /search), or nearest a point first (within
 * communityLimits.nearKm, placed ones only), or the newest.
 */
export async function discover(db: Database, callerId: string, { q, near, cursor }: { q?: string; near?: GeoPoint; cursor?: string }): Promise<CommunityList> {
	const size = communityLimits.page
	const offset = cursor ? offsetCursor.decode(cursor) : 0
	const next = (count: number) => (count > size && offset + size <= 1000 ? offsetCursor.encode(offset + size) : null)
	if (q && q.trim()) {
		const ids = await communitiesMatching(db, q, size + 1, offset)
		return { items: await communityCards(db, callerId, ids.slice(0, size)), nextCursor: next(ids.length) }
	}
	if (near) {
		const distance = distanceKm(sql.raw('co.location'), near)
		const dLat = communityLimits.nearKm / 111.32
		const dLng = communityLimits.nearKm / (111.32 * Math.max(Math.cos((near.lat * Math.PI) / 180), 0.01))
		const rows = await rowsOf<CommunityRow>(
			db,
			sql`select ${communityColumns}, ${distance} as distance_km from communities co ${withCaller(callerId)}
				where co.visibility = 'public' and co.location is not null
					and co.location <@ box(point(${near.lng - dLng}::float8, ${near.lat - dLat}::float8), point(${near.lng + dLng}::float8, ${near.lat + dLat}::float8))
					and ${distance} <= ${communityLimits.nearKm}
				order by co.location <-> point(${near.lng}::float8, ${near.lat}::float8), co.id limit ${size + 1} offset ${offset}`,
		)
		return { items: rows.slice(0, size).map(toCommunity), nextCursor: next(rows.length) }
	}
	const rows = await rowsOf<CommunityRow>(
		db,
		sql`select ${communityColumns} from communities co ${withCaller(callerId)} where co.visibility = 'public'
			order by co.created_at desc, co.id desc limit ${size + 1} offset ${offset}`,
	)
	return { items: rows.slice(0, size).map(toCommunity), nextCursor: next(rows.length) }
}

/** The community's boards (content items of kind board_post), newest first, as the caller may see them. */
export async function listBoards(db: Database, callerId: string, id: string, cursor?: string): Promise<CommunityBoardList> {
	await insideOf(db, callerId, id)
	return boardsPage(db, callerId, id, cursor)
}

async function boardsPage(db: Database, callerId: string, id: string, cursor?: string): Promise<CommunityBoardList> {
	const after = cursor ? timeIdCursor.decode(cursor) : null
	const rows = await rowsOf<{ id: string; title: string; author: string | null; published: string; reply_count: number | null; last_reply_at: string | null }>(
		db,
		sql`select c.id, c.title, ${cursorTime(sql`c.published_at`)} as published, t.reply_count, t.last_reply_at,
				coalesce(b.name, nullif(trim(p.first_name || ' ' || p.last_name), '')) as author
			from content_items c
			left join board_threads t on t.board_id = c.id
			left join profiles p on p.id = coalesce(c.posted_by_profile_id, c.owner_profile_id)
			left join business_users b on b.id = c.owner_business_user_id
			where c.community_id = ${id}::uuid and c.kind = 'board_post' and c.deleted_at is null and ${visibleTo(callerId, 'c')}
				${after ? sql`and (c.published_at, c.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
			order by c.published_at desc nulls last, c.id desc limit ${communityLimits.page + 1}`,
	)
	const { page, nextCursor } = pageOf(rows, communityLimits.page, (last) => timeIdCursor.encode([last.published, last.id]))
	return {
		items: page.map((row) => ({ id: row.id, title: row.title, author: row.author, publishedAt: row.published, replyCount: Number(row.reply_count ?? 0), lastReplyAt: iso(row.last_reply_at) })),
		nextCursor,
	}
}

/** The community's agenda: its events and agenda items not ended, soonest first, as the caller may see them. */
export async function listAgenda(db: Database, callerId: string, id: string, cursor?: string): Promise<CommunityAgenda> {
	await insideOf(db, callerId, id)
	return agendaPage(db, callerId, id, cursor)
}

async function agendaPage(db: Database, callerId: string, id: string, cursor?: string): Promise<CommunityAgenda> {
	const after = cursor ? timeIdCursor.decode(cursor) : null
	const rows = await rowsOf<{ id: string; kind: 'event' | 'agenda'; title: string; starts: string; ends_at: string | null; address: string | null; province: string | null }>(
		db,
		sql`select c.id, c.kind, c.title, ${cursorTime(sql`c.starts_at`)} as starts, c.ends_at, c.address, c.province
			from content_items c
			where c.community_id = ${id}::uuid and c.kind in ('event', 'agenda') and c.starts_at is not null
				and coalesce(c.ends_at, c.starts_at) >= now() and ${visibleTo(callerId, 'c')}
				${after ? sql`and (c.starts_at, c.id) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
			order by c.starts_at, c.id limit ${communityLimits.page + 1}`,
	)
	const { page, nextCursor } = pageOf(rows, communityLimits.page, (last) => timeIdCursor.encode([last.starts, last.id]))
	return {
		items: page.map((row) => ({ id: row.id, kind: row.kind, title: row.title, startsAt: row.starts, endsAt: iso(row.ends_at), address: row.address, province: row.province })),
		nextCursor,
	}
}

/**
 * A community's page (GET /v1/communities/{id}/page): the community read once, then the first page of each
 * list the caller may see, side by side — one round trip for the page instead of six, each reading the
 * community again.
 */
export async function communityPage(db: Database, callerId: string, id: string): Promise<CommunityPage> {
	const community = await readCommunity(db, callerId, id)
	const inside = community.canSeeInside
	const moderator = inside && moderates(community.role)
	const [boards, agenda, members, requested, invited] = await Promise.all([
		inside ? boardsPage(db, callerId, id) : null,
		inside ? agendaPage(db, callerId, id) : null,
		inside ? membersPage(db, id, 'active') : null,
		moderator ? membersPage(db, id, 'requested') : null,
		moderator ? membersPage(db, id, 'invited') : null,
	])
	return { community, boards, agenda, members, requested, invited }
}
