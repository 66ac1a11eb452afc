import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { agendaEntries, calendarFeeds, contentItems, contentReactions } from '#api/db/schema.ts'
import { isUuid } from '#api/db/values.ts'
import { visibleTo } from '#api/content/index.ts'
import { ProblemError, notFound } from '#api/http/problems.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import { agendaLimits, agendaRangeFault, type Agenda, type AgendaEntryInput, type AgendaFeed, type AgendaFeedToken, type AgendaItem } from '#contracts/agenda.ts'

// My agenda (docs/product.md#my-agenda, docs/data-model.md §2.3): a person's own entries
// (agenda_entries), theirs alone: anyone else's is a 404 for every read and write; and the items they
// said "I'm going" to (content_reactions of kind 'going'), as long as they may still see them
// (api/content/visibility.ts). The private feed address is a random token of which only its hash is kept
// (calendar_feeds, one a person): making it again replaces it, and the old address answers 404.

type EntryRow = typeof agendaEntries.$inferSelect

const DAY_MS = 24 * 60 * 60 * 1000
const noSuchEntry = () => notFound('No such agenda entry')

function toEntry(row: EntryRow): AgendaItem {
	return {
		type: 'entry',
		id: row.id,
		title: row.title,
		startsAt: row.startsAt.toISOString(),
		endsAt: row.endsAt.toISOString(),
		location: row.location ? { lat: row.location.y, lng: row.location.x } : null,
		address: row.address,
		province: row.province,
		notes: row.notes,
		sequence: row.sequence,
		item: null,
		updatedAt: row.updatedAt.toISOString(),
	}
}

/** The caller's entry; anyone else's, and an id that is none, a 404. */
async function ownEntry(db: Database, caller: ProfileRow, id: string) {
	if (!isUuid(id)) throw noSuchEntry()
	const [row] = await db
		.select()
		.from(agendaEntries)
		.where(and(eq(agendaEntries.id, id), eq(agendaEntries.profileId, caller.id)))
		.limit(1)
	if (!row) throw noSuchEntry()
	return row
}

export async function readEntry(db: Database, caller: ProfileRow, id: string) {
	return toEntry(await ownEntry(db, caller, id))
}

function columnsOf(input: AgendaEntryInput) {
	return {
		title: input.title,
		startsAt: new Date(input.startsAt),
		endsAt: new Date(input.endsAt),
		location: input.location ? { x: input.location.lng, y: input.location.lat } : null,
		address: input.address || null,
		province: input.province || null,
		notes: input.notes ?? '',
	}
}

/** Checks the times in UTC too: an offset can move a start written on a kept day past what the database keeps. */
function checkTimes(input: AgendaEntryInput) {
	const fault = agendaRangeFault(input)
	const message = fault === 'too_long' ? `Must end at most ${agendaLimits.maxDays} days after it starts` : 'Must not end before it starts'
	if (fault) throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { endsAt: [message] })
}

export async function createEntry(db: Database, caller: ProfileRow, input: AgendaEntryInput) {
	checkTimes(input)
	const [row] = await db
		.insert(agendaEntries)
		.values({ profileId: caller.id, ...columnsOf(input) })
		.returning()
	return toEntry(row!)
}

/** Replaces every field of the caller's entry; its sequence goes up by one (calendars take the change). */
export async function updateEntry(db: Database, caller: ProfileRow, id: string, input: AgendaEntryInput) {
	const found = await ownEntry(db, caller, id)
	checkTimes(input)
	const [row] = await db
		.update(agendaEntries)
		.set({ ...columnsOf(input), sequence: sql`${agendaEntries.sequence} + 1`, updatedAt: new Date() })
		.where(and(eq(agendaEntries.id, found.id), eq(agendaEntries.profileId, caller.id)))
		.returning()
	if (!row) throw noSuchEntry()
	return toEntry(row)
}

export async function deleteEntry(db: Database, caller: ProfileRow, id: string) {
	const found = await ownEntry(db, caller, id)
	await db.delete(agendaEntries).where(and(eq(agendaEntries.id, found.id), eq(agendaEntries.profileId, caller.id)))
}

/** The range asked: from now for 30 days unless told; at most 92 days (400 beyond, or backwards). */
export function rangeOf({ from, to }: { from?: string; to?: string }, now = new Date()) {
	const start = from ? new Date(from) : now
	const end = to ? new Date(to) : new Date(start.getTime() + agendaLimits.defaultRangeDays * DAY_MS)
	if (end.getTime() <= start.getTime()) throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { to: ['Must be after from'] })
	if (end.getTime() - start.getTime() > agendaLimits.maxRangeDays * DAY_MS) {
		throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { to: [`Must be at most ${agendaLimits.maxRangeDays} days after from`] })
	}
	return { from: start, to: end }
}

/**
 * What overlaps [from, to): the caller's entries and the items they are going to that they may still see
 * (an item hidden, deleted or archived since drops out), merged by start. An entry runs at most 31 days,
 * so one overlapping starts at most that long before `from` (its index serves the start's range).
 */
export async function agendaBetween(db: Database, profileId: string, from: Date, to: Date): Promise<AgendaItem[]> {
	const earliest = new Date(from.getTime() - agendaLimits.maxDays * DAY_MS)
	const [entries, going] = await Promise.all([
		db
			.select()
			.from(agendaEntries)
			.where(and(eq(agendaEntries.profileId, profileId), sql`${agendaEntries.startsAt} >= ${earliest.toISOString()}::timestamptz`, lt(agendaEntries.startsAt, to), gt(agendaEntries.endsAt, from)))
			.orderBy(asc(agendaEntries.startsAt), asc(agendaEntries.id))
			.limit(1000),
		db
			.select({
				id: contentItems.id,
				kind: contentItems.kind,
				title: contentItems.title,
				startsAt: contentItems.startsAt,
				endsAt: contentItems.endsAt,
				location: contentItems.location,
				address: contentItems.address,
				province: contentItems.province,
				ownerProfileUuid: sql<string | null>`(select p.uuid from profiles p where p.id = ${contentItems.ownerProfileId})`,
				ownerBusinessUserId: contentItems.ownerBusinessUserId,
				updatedAt: contentItems.updatedAt,
			})
			.from(contentReactions)
			.innerJoin(contentItems, eq(contentItems.id, contentReactions.contentItemId))
			.where(
				and(
					eq(contentReactions.profileId, profileId),
					eq(contentReactions.kind, 'going'),
					sql`${contentItems.startsAt} is not null`,
					lt(contentItems.startsAt, to),
					sql`coalesce(${contentItems.endsAt}, ${contentItems.startsAt}) >= ${from.toISOString()}::timestamptz`,
					visibleTo(profileId),
				),
			)
			.orderBy(asc(contentItems.startsAt), asc(contentItems.id))
			.limit(1000),
	])
	const items: AgendaItem[] = [
		...entries.map(toEntry),
		...going.map((row) => ({
			type: 'going' as const,
			id: row.id,
			title: row.title,
			startsAt: row.startsAt!.toISOString(),
			endsAt: (row.endsAt ?? row.startsAt!).toISOString(),
			location: row.location ? { lat: row.location.y, lng: row.location.x } : null,
			address: row.address,
			province: row.province,
			notes: '',
			sequence: 0,
			item: { kind: row.kind, owner: row.ownerBusinessUserId ? { type: 'business-user' as const, id: row.ownerBusinessUserId } : { type: 'person' as const, id: row.ownerProfileUuid ?? '' } },
			updatedAt: row.updatedAt.toISOString(),
		})),
	]
	return items.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id))
}

export async function readAgenda(db: Database, caller: ProfileRow, query: { from?: string; to?: string }): Promise<Agenda> {
	const { from, to } = rangeOf(query)
	const [items, feed] = await Promise.all([agendaBetween(db, caller.id, from, to), readFeed(db, caller)])
	return { from: from.toISOString(), to: to.toISOString(), items, feed }
}

/** What the whole agenda's file and the feed hold: from 30 days back to a year ahead. */
export async function agendaForCalendar(db: Database, profileId: string, now = new Date()) {
	return agendaBetween(db, profileId, new Date(now.getTime() - agendaLimits.feedDaysBack * DAY_MS), new Date(now.getTime() + agendaLimits.feedDaysAhead * DAY_MS))
}

/** An item the caller is going to and may see, as an agenda line; 404 otherwise. */
export async function readGoing(db: Database, caller: ProfileRow, id: string): Promise<AgendaItem> {
	if (!isUuid(id)) throw notFound('No such item on your agenda')
	const [row] = await db
		.select({ startsAt: contentItems.startsAt })
		.from(contentReactions)
		.innerJoin(contentItems, eq(contentItems.id, contentReactions.contentItemId))
		.where(and(eq(contentReactions.profileId, caller.id), eq(contentReactions.kind, 'going'), eq(contentItems.id, id), sql`${contentItems.startsAt} is not null`, visibleTo(caller.id)))
		.limit(1)
	if (!row?.startsAt) throw notFound('No such item on your agenda')
	const found = (await agendaBetween(db, caller.id, row.startsAt, new Date(row.startsAt.getTime() + 1))).find((item) => item.type === 'going' && item.id === id)
	if (!found) throw notFound('No such item on your agenda')
	return found
}

// ---------------------------------------------------------------------------
// The private feed address

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const tokenPattern = /^[A-Za-z0-9_-]{43}$/

export async function readFeed(db: Database, caller: ProfileRow): Promise<AgendaFeed> {
	const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.profileId, caller.id)).limit(1)
	return { active: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null }
}

/** Makes the caller's feed address, or a new one in place of the old (which then answers 404). The token is answered this once. */
export async function renewFeed(db: Database, caller: ProfileRow): Promise<AgendaFeedToken> {
	const token = randomBytes(32).toString('base64url')
	const createdAt = new Date()
	await db
		.insert(calendarFeeds)
		.values({ profileId: caller.id, tokenHash: hashOf(token), createdAt })
		.onConflictDoUpdate({ target: calendarFeeds.profileId, set: { tokenHash: hashOf(token), createdAt } })
	return { token, createdAt: createdAt.toISOString() }
}

/** Stops the feed: its address answers 404 from now on. */
export async function deleteFeed(db: Database, caller: ProfileRow) {
	await db.delete(calendarFeeds).where(eq(calendarFeeds.profileId, caller.id))
}

/** Whose feed a token opens; null for a token that is none, or was renewed since. */
export async function feedOwner(db: Database, token: string): Promise<string | null> {
	if (!tokenPattern.test(token)) return null
	const [row] = await db.select({ profileId: calendarFeeds.profileId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, hashOf(token))).limit(1)
	return row?.profileId ?? null
}
