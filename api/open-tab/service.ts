import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { businessUsers, contentItems, openTabConnectTypes, openTabPartEntries, openTabRequests, profiles } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { afterCursor, cursorTime, pageOf, timeIdCursor, wholeNumberCursor } from '#api/db/paging.ts'
import { blankToNull, isUuid } from '#api/db/values.ts'
import { ProblemError, forbidden, notFound } from '#api/http/problems.ts'
import { requireBusinessUserAdmin } from '#api/business-account/index.ts'
import { createContent, listContent, nobodysRights, readContent, selectItems, shownToAnyone, toItem, visibleTo } from '#api/content/index.ts'
import { notify } from '#api/notifications/index.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import { byIndexOrder, byTextIndex, planned } from '#api/db/planned.ts'
import { parseQuery } from '#api/search/index.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import { openTabLimits, openTabParts, type OpenTabPart } from '#contracts/open-tab-limits.ts'
import { findPlaces } from '#contracts/places/place-search.ts'
import type { ConnectRequest, OpenTabConnectPage, OpenTabConnectType, OpenTabList, OpenTabPartEntry, OpenTabPerson } from '#contracts/open-tab.ts'
import type { z } from 'zod'
import type { connectSearchQuerySchema, createConnectSchema, openTabListQuerySchema, openTabPartInputSchema } from '#contracts/open-tab.ts'

// The open tab (docs/product.md#open-tab, docs/decisions/0032-open-tab-connects-on-content.md): a person's
// connects — content items of kind `connect`, so who sees one is the one visibility rule's
// (api/content/visibility.ts) — made here, where the type is checked to be open; their about-us entries
// (open_tab_parts); requests to connect (open_tab_requests), one per person, which only the owner accepts or
// declines; and the searches of public connects and of the people who have them. A connect the caller cannot
// see answers 404 with everything of it; one they see but do not own, 403 for its owner's writes.

type Db = Database | Tx

const noSuchConnect = () => notFound('No such connect')
const isPart = (part: string): part is OpenTabPart => (openTabParts as readonly string[]).includes(part)

/** Every connect type, open or not, in the order the web shows them. */
export async function listConnectTypes(db: Db): Promise<OpenTabConnectType[]> {
	const rows = await db.select().from(openTabConnectTypes).orderBy(asc(openTabConnectTypes.position), asc(openTabConnectTypes.type))
	return rows.map((row) => ({ type: row.type, isOpen: row.isOpen, title: { en: row.titleEn, th: row.titleTh } }))
}

/** check-open-tab-connect-type: a type that exists (404) and is open (409). */
async function requireOpenType(db: Db, type: string) {
	const [row] = await db.select({ isOpen: openTabConnectTypes.isOpen }).from(openTabConnectTypes).where(eq(openTabConnectTypes.type, type)).limit(1)
	if (!row) throw notFound('No such connect type')
	if (!row.isOpen) throw new ProblemError(409, 'conflict', 'Connects of this type cannot be made yet')
}

/** A new connect of an open type, the caller's, published at once. */
export async function createConnect(db: Database, caller: ProfileRow, input: z.output<typeof createConnectSchema>) {
	await requireOpenType(db, input.type)
	return createContent(db, caller, 'connect', { type: 'person', profileId: caller.id }, input as Record<string, unknown>)
}

/** The caller's connects, newest first, private ones too. */
export const myConnects = (db: Database, caller: ProfileRow, query: { cursor?: string; limit?: number }) =>
	listContent(db, caller, 'connect', { type: 'person', profileId: caller.id }, query)

// ---------------------------------------------------------------------------
// One connect

type ConnectRow = { id: string; ownerProfileId: string | null; title: string; details: Record<string, unknown> }

/** The connect as the caller sees it (404 otherwise); with `lock`, its row locked for the transaction. */
async function findConnect(db: Db, caller: ProfileRow, id: string, lock = false): Promise<ConnectRow> {
	if (!isUuid(id)) throw noSuchConnect()
	const query = db
		.select({ id: contentItems.id, ownerProfileId: contentItems.ownerProfileId, title: contentItems.title, details: contentItems.details })
		.from(contentItems)
		.where(and(eq(contentItems.id, id), eq(contentItems.kind, 'connect'), visibleTo(caller.id)))
		.limit(1)
	const [row] = lock ? await query.for('update', { of: contentItems }) : await query
	if (!row) throw noSuchConnect()
	return row
}

/** check-owner-open-tab: the caller's own connect; 403 for one they see but do not own. */
async function findOwnConnect(db: Db, caller: ProfileRow, id: string, lock = false) {
	const connect = await findConnect(db, caller, id, lock)
	if (connect.ownerProfileId !== caller.id) throw forbidden('Only the connect’s owner may do this')
	return connect
}

const personColumns = { profileUuid: profiles.uuid, firstName: profiles.firstName, lastName: profiles.lastName, imageUrl: profiles.imageUrl }

const toRequest = (row: { person: OpenTabPerson; message: string; state: ConnectRequest['state']; createdAt: Date; decidedAt: Date | null }): ConnectRequest => ({
	person: row.person,
	message: row.message,
	state: row.state,
	createdAt: row.createdAt.toISOString(),
	decidedAt: row.decidedAt?.toISOString() ?? null,
})

const requestColumns = { person: personColumns, message: openTabRequests.message, state: openTabRequests.state, createdAt: openTabRequests.createdAt, decidedAt: openTabRequests.decidedAt }

/** A connect's requests, `where` narrowing them; waiting ones first, then the newest. */
const selectRequests = (db: Db, connectId: string, where?: SQL) =>
	db
		.select(requestColumns)
		.from(openTabRequests)
		.innerJoin(profiles, eq(profiles.id, openTabRequests.profileId))
		.where(and(eq(openTabRequests.connectId, connectId), where))
		.orderBy(sql`${openTabRequests.state} = 'pending' desc`, desc(openTabRequests.createdAt))

/** About-us entries with the name of the business user a goal names, in their order. */
async function selectEntries(db: Db, where: SQL) {
	const rows = await db
		.select({ entry: openTabPartEntries, businessUserName: businessUsers.name })
		.from(openTabPartEntries)
		.leftJoin(businessUsers, eq(businessUsers.id, openTabPartEntries.businessUserId))
		.where(where)
		.orderBy(asc(openTabPartEntries.position), asc(openTabPartEntries.createdAt))
	return rows.map(({ entry, businessUserName }) => toPartEntry(entry, businessUserName))
}

async function partsOf(db: Db, connectId: string): Promise<OpenTabConnectPage['parts']> {
	const parts: OpenTabConnectPage['parts'] = { goal: [], 'our-business': [], 'our-story': [] }
	for (const entry of await selectEntries(db, eq(openTabPartEntries.connectId, connectId))) parts[entry.part].push(entry)
	return parts
}

const toPartEntry = (entry: typeof openTabPartEntries.$inferSelect, businessUserName: string | null): OpenTabPartEntry => ({
	id: entry.id,
	part: entry.part,
	title: entry.title,
	body: entry.body,
	imageUrl: entry.imageUrl,
	businessUser: entry.businessUserId && businessUserName !== null ? { id: entry.businessUserId, name: businessUserName } : null,
})

/** A connect's page: what GET /v1/open-tab/connects/{id} answers (404 for one the caller cannot see). */
export async function readConnectPage(db: Database, caller: ProfileRow, id: string): Promise<OpenTabConnectPage> {
	const connect = await readContent(db, caller, 'connect', id)
	const [[owner], [type], parts, requests] = await Promise.all([
		db.select({ ...personColumns, id: profiles.id }).from(profiles).where(eq(profiles.uuid, connect.owner.id)).limit(1),
		db.select().from(openTabConnectTypes).where(eq(openTabConnectTypes.type, connect.details.type)).limit(1),
		partsOf(db, connect.id),
		selectRequests(db, connect.id),
	])
	if (!owner || !type) throw noSuchConnect()
	const isMine = owner.id === caller.id
	const { id: _ownerId, ...ownerPerson } = owner
	const mine = requests.find((request) => request.person.profileUuid === caller.uuid)
	const members = requests.filter((request) => request.state === 'accepted').map((request) => request.person)
	return {
		connect,
		type: { type: type.type, isOpen: type.isOpen, title: { en: type.titleEn, th: type.titleTh } },
		owner: ownerPerson,
		isMine,
		parts,
		myRequest: !isMine && mine ? toRequest(mine) : null,
		requests: isMine ? requests.map(toRequest) : [],
		members: isMine || connect.details.showMembers ? members : [],
	}
}

// ---------------------------------------------------------------------------
// About-us entries

type PartInput = z.output<typeof openTabPartInputSchema>

/**
 * check-owner-business on a goal (docs/decisions/0032-open-tab-connects-on-content.md): a goal may name one
 * of the owner's business users; naming one, and changing or deleting a goal that names one, needs the
 * caller to hold it still (its owner or an admin: 403, 404 for an unknown one).
 */
async function checkGoalBusinessUser(db: Db, caller: ProfileRow, part: OpenTabPart, businessUserId: string | null | undefined) {
	if (!businessUserId) return
	if (part !== 'goal') throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { businessUserId: ['Only a goal names a business user'] })
	await requireBusinessUserAdmin(db, caller.id, businessUserId)
}

const partValues = (input: PartInput) => ({
	title: input.title,
	...(input.body !== undefined ? { body: input.body } : {}),
	...(input.imageUrl !== undefined ? { imageUrl: blankToNull(input.imageUrl) } : {}),
	...(input.businessUserId !== undefined ? { businessUserId: input.businessUserId } : {}),
})

async function readPartEntry(db: Db, id: string) {
	const [entry] = await selectEntries(db, eq(openTabPartEntries.id, id))
	if (!entry) throw new Error('entry vanished')
	return entry
}

/** A new entry at the end of its part; at most `openTabLimits.partEntries` a part (409). */
export async function addPartEntry(db: Database, caller: ProfileRow, connectId: string, part: string, input: PartInput) {
	if (!isPart(part)) throw notFound('No such part')
	return inTransaction(db, async (tx) => {
		// The connect's row lock makes entries added at the same moment take turns, so the limit holds.
		const connect = await findOwnConnect(tx, caller, connectId, true)
		await checkGoalBusinessUser(tx, caller, part, input.businessUserId)
		const [counted] = await tx
			.select({ n: count() })
			.from(openTabPartEntries)
			.where(and(eq(openTabPartEntries.connectId, connect.id), eq(openTabPartEntries.part, part)))
		const n = counted?.n ?? 0
		if (n >= openTabLimits.partEntries) throw new ProblemError(409, 'conflict', `At most ${openTabLimits.partEntries} entries a part`)
		const [inserted] = await tx
			.insert(openTabPartEntries)
			.values({ connectId: connect.id, part, position: n, ...partValues(input) })
			.returning({ id: openTabPartEntries.id })
		return readPartEntry(tx, inserted!.id)
	})
}

/** The owner's entry of a part of their connect: 404 for one that is not there. */
async function findOwnEntry(db: Db, caller: ProfileRow, connectId: string, part: string, entryId: string) {
	if (!isPart(part) || !isUuid(entryId)) throw notFound('No such entry')
	const connect = await findOwnConnect(db, caller, connectId)
	const [entry] = await db
		.select()
		.from(openTabPartEntries)
		.where(and(eq(openTabPartEntries.id, entryId), eq(openTabPartEntries.connectId, connect.id), eq(openTabPartEntries.part, part)))
	if (!entry) throw notFound('No such entry')
	// A goal taken on by a business user is changed only by who holds it still.
	await checkGoalBusinessUser(db, caller, part, entry.businessUserId)
	return { entry, part }
}

export async function updatePartEntry(db: Database, caller: ProfileRow, connectId: string, part: string, entryId: string, input: PartInput) {
	const { entry, part: known } = await findOwnEntry(db, caller, connectId, part, entryId)
	await checkGoalBusinessUser(db, caller, known, input.businessUserId)
	// The read in the same transaction answers this change, not one made at the same moment by another request.
	return inTransaction(db, async (tx) => {
		await tx
			.update(openTabPartEntries)
			.set({ ...partValues(input), updatedAt: new Date() })
			.where(eq(openTabPartEntries.id, entry.id))
		return readPartEntry(tx, entry.id)
	})
}

export async function deletePartEntry(db: Database, caller: ProfileRow, connectId: string, part: string, entryId: string) {
	const { entry } = await findOwnEntry(db, caller, connectId, part, entryId)
	await db.delete(openTabPartEntries).where(eq(openTabPartEntries.id, entry.id))
}

// ---------------------------------------------------------------------------
// Connecting

async function readRequest(db: Db, connectId: string, profileId: string) {
	const [row] = await selectRequests(db, connectId, eq(openTabRequests.profileId, profileId))
	return row ? toRequest(row) : null
}

/**
 * The caller asks to connect: once per person (asking again answers the request there is, `created`
 * false). Its owner cannot (409), nor anyone while it is closed to new requests (409).
 */
export async function requestToConnect(db: Database, caller: ProfileRow, connectId: string, message: string | null | undefined) {
	return inTransaction(db, async (tx) => {
		const connect = await findConnect(tx, caller, connectId)
		const existing = await readRequest(tx, connect.id, caller.id)
		if (existing) return { request: existing, created: false }
		if (connect.ownerProfileId === caller.id) throw new ProblemError(409, 'conflict', 'This connect is yours')
		if (connect.details.status === 'closed') throw new ProblemError(409, 'conflict', 'This connect takes no new requests')
		const inserted = await tx
			.insert(openTabRequests)
			.values({ connectId: connect.id, profileId: caller.id, message: message ?? '' })
			.onConflictDoNothing()
			.returning({ profileId: openTabRequests.profileId })
		const request = await readRequest(tx, connect.id, caller.id)
		return { request: request!, created: inserted.length > 0 }
	})
}

/**
 * The owner accepts or declines a person's request, under the connect's row lock (two decisions at once
 * take turns; the same decision again changes nothing). The requester is told.
 */
export async function decideRequest(db: Database, caller: ProfileRow, connectId: string, profileUuid: string, accept: boolean) {
	return inTransaction(db, async (tx) => {
		const connect = await findOwnConnect(tx, caller, connectId, true)
		if (!isUuid(profileUuid)) throw notFound('No such request')
		const [row] = await tx
			.select({ profileId: openTabRequests.profileId, state: openTabRequests.state })
			.from(openTabRequests)
			.innerJoin(profiles, eq(profiles.id, openTabRequests.profileId))
			.where(and(eq(openTabRequests.connectId, connect.id), eq(profiles.uuid, profileUuid)))
		if (!row) throw notFound('No such request')
		const state = accept ? 'accepted' : 'declined'
		if (row.state !== state) {
			await tx
				.update(openTabRequests)
				.set({ state, decidedAt: new Date() })
				.where(and(eq(openTabRequests.connectId, connect.id), eq(openTabRequests.profileId, row.profileId)))
			await notify(tx, row.profileId, accept ? 'connect_accepted' : 'connect_declined', { connectId: connect.id, title: connect.title })
		}
		return (await readRequest(tx, connect.id, row.profileId))!
	})
}

// ---------------------------------------------------------------------------
// Finding

const connectItems = (db: Db, caller: ProfileRow) => selectItems(db, caller.id, { publishedCursorAt: cursorTime(contentItems.publishedAt) })

/** How many of the newest public connects are read first, to see how common a search's words are among them. */
const SAMPLED_CONNECTS = 2_000

/**
 * Public connects, newest first: of a type, with words in Thai or English (the search vector, as /search
 * matches them), in a place (a place of the list by its names, or words of its address). Without words, walking content_items_kind_published_idx
 * newest first finds a page at once. With words, the planner cannot tell a rare word from a common one (a
 * prefix's estimate is a guess: a word no public connect has made it walk all of them, a second at a million),
 * so the plan is chosen here, as search chooses it (api/search/service.ts): connectSearchPlan.
 */
export async function searchConnects(
	db: Database,
	caller: ProfileRow,
	query: z.output<typeof connectSearchQuerySchema>,
	/** How many of the newest connects tell how common a word is; fewer in tests, to take each plan. */
	{ sampled = SAMPLED_CONNECTS }: { sampled?: number } = {},
) {
	const publicConnects = and(eq(contentItems.kind, 'connect'), shownToAnyone())
	const filters: Array<SQL | undefined> = []
	if (query.type) filters.push(sql`${contentItems.details}->>'type' = ${query.type}`)
	const words = parseQuery(query.q ?? '')
	const text = words.tsquery ? sql`${contentItems.search} @@ to_tsquery('simple', ${words.tsquery})` : words.pattern ? sql`${contentItems.title} ilike ${words.pattern}` : undefined
	if (text) filters.push(text)
	const place = parseQuery(query.place ?? '').pattern ?? (query.place?.trim() ? `%${query.place.trim()}%` : null)
	if (place) {
		// The places of the list its words name, as "Find a place" finds them: a connect stores its place's id.
		const named = findPlaces(query.place!).map((found) => found.id)
		filters.push(or(named.length > 0 ? inArray(contentItems.province, named) : undefined, ilike(contentItems.province, place), ilike(contentItems.address, place)))
	}
	const conditions = [publicConnects, ...filters, query.cursor ? afterCursor(contentItems.publishedAt, contentItems.id, query.cursor) : undefined]
	const page = (tx: Database | Tx) =>
		connectItems(tx, caller)
			.where(and(...conditions))
			.orderBy(sql`${contentItems.publishedAt} desc nulls last`, sql`${contentItems.id} desc nulls last`)
			.limit(query.limit + 1)
	const rows = text ? await planned(db, await connectSearchPlan(db, publicConnects, and(...filters)!, query.limit, sampled), page) : await page(db)
	const paged = pageOf(rows, query.limit, (last) => timeIdCursor.encode([last.publishedCursorAt, last.item.id]))
	return { items: paged.page.map((row) => toItem('connect', row, nobodysRights)), nextCursor: paged.nextCursor }
}

/**
 * The cheaper plan for a page of public connects `matching`, from how many of the newest SAMPLED_CONNECTS
 * match (read newest first, on its index): walking on newest first reads about a page / share rows; the
 * text index reads every match, about share × all items. No match among them at all: the text index.
 */
async function connectSearchPlan(db: Database, publicConnects: SQL | undefined, matching: SQL, limit: number, sampled: number) {
	const [row] = await planned(db, byIndexOrder, (tx) =>
		tx
			.select({
				size: sql<number>`count(*)::int`,
				hits: sql<number>`count(*) filter (where s.hit)::int`,
				total: sql<number>`(select greatest(reltuples, 0)::float8 from pg_class where relname = 'content_items')`,
			})
			.from(
				tx
					.select({ hit: sql<boolean>`${matching}`.as('hit') })
					.from(contentItems)
					.where(publicConnects)
					.orderBy(sql`${contentItems.publishedAt} desc nulls last`, sql`${contentItems.id} desc nulls last`)
					.limit(sampled)
					.as('s'),
			),
	)
	const size = Number(row?.size ?? 0)
	const hits = Number(row?.hits ?? 0)
	if (size < sampled) return byIndexOrder
	if (hits === 0) return byTextIndex
	const share = hits / size
	return (limit + 1) / share <= share * Number(row?.total ?? 0) ? byIndexOrder : byTextIndex
}

const peopleCursor = wholeNumberCursor({ max: 10_000 })
/** Without a name, the people of the newest this many public connects: those active lately, not everyone ever. */
const RECENT_CONNECTS = 5_000

/**
 * People with an open tab (at least one public connect), those with the newest connect first, each with
 * their newest few. With `q`, people whose name matches (profiles' search index, then each one's newest
 * public connect on content_items_owner_profile_idx); without, the owners of the newest RECENT_CONNECTS
 * public connects (content_items_kind_published_idx), so neither reads every connect.
 */
export async function listOpenTabs(db: Database, caller: ProfileRow, query: z.output<typeof openTabListQuerySchema>): Promise<OpenTabList> {
	const offset = query.cursor ? peopleCursor.decode(query.cursor) : 0
	const name = parseQuery(query.q ?? '')
	const theirs = (owner: SQL) => sql`c.owner_profile_id = ${owner} and c.kind = 'connect' and ${shownToAnyone('c')}`
	const candidates = name.tsquery
		? sql`select p.id, (select max(c.published_at) from content_items c where ${theirs(sql`p.id`)}) as latest from profiles p
			where p.search @@ to_tsquery('simple', ${name.tsquery})${name.pattern ? sql` or (p.first_name || ' ' || p.last_name) ilike ${name.pattern}` : sql``}`
		: sql`select r.owner_profile_id as id, max(r.published_at) as latest from (
				select c.owner_profile_id, c.published_at from content_items c where c.kind = 'connect' and ${shownToAnyone('c')}
				order by c.published_at desc nulls last, c.id desc nulls last limit ${RECENT_CONNECTS}
			) r group by r.owner_profile_id`
	const { rows } = (await db.execute(sql`
		select p.id, p.uuid, p.first_name, p.last_name, p.image_url, (select count(*) from content_items c where ${theirs(sql`p.id`)})::int as n
		from (${candidates}) x join profiles p on p.id = x.id
		where x.latest is not null
		order by x.latest desc, p.id limit ${query.limit + 1} offset ${offset}`)) as unknown as {
		rows: Array<{ id: string; uuid: string; first_name: string; last_name: string; image_url: string | null; n: number }>
	}
	const people = rows.slice(0, query.limit)
	const connects = people.length === 0 ? [] : await newestPublicConnects(db, caller, people.map((person) => person.id))
	return {
		items: people.map((person) => ({
			person: { profileUuid: person.uuid, firstName: person.first_name, lastName: person.last_name, imageUrl: person.image_url },
			connects: connects.filter((item) => item.owner.id === person.uuid).slice(0, openTabLimits.connectsPerPerson),
			connectCount: Number(person.n),
		})),
		nextCursor: rows.length > query.limit ? peopleCursor.encode(offset + query.limit) : null,
	}
}

/** The newest few public connects of each of these people. */
async function newestPublicConnects(db: Database, caller: ProfileRow, profileIds: string[]): Promise<Array<ContentItem<'connect'>>> {
	const { rows } = (await db.execute(sql`
		select x.id from unnest(array[${sql.join(
			profileIds.map((id) => sql`${id}::uuid`),
			sql`, `,
		)}]) as o(id)
		cross join lateral (select c.id from content_items c where c.owner_profile_id = o.id and c.kind = 'connect' and ${shownToAnyone('c')}
			order by c.published_at desc limit ${openTabLimits.connectsPerPerson}) as x`)) as unknown as { rows: Array<{ id: string }> }
	if (rows.length === 0) return []
	const items = await selectItems(db, caller.id)
		.where(inArray(contentItems.id, rows.map((row) => row.id)))
		.orderBy(desc(contentItems.publishedAt))
	return items.map((row) => toItem('connect', row, nobodysRights))
}
