import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { boardFollows, boardReplies, boardThreads, communities, communityMembers, contentItems, profiles } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { cursorTime, pageOf, timeIdCursor } from '#api/db/paging.ts'
import { isUuid } from '#api/db/values.ts'
import { forbidden, notFound } from '#api/http/problems.ts'
import { activeRoleIn, moderates } from '#api/communities/index.ts'
import { visibleTo } from '#api/content/index.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import { contentSearchColumns } from '#api/search/index.ts'
import type { Board, BoardCard, BoardList, BoardListPage, BoardNews, BoardPage, BoardReply, CreateBoard, ReplyInput, ReplyPage, UpdateBoard } from '#contracts/board.ts'
import { boardLimits } from '#contracts/board-limits.ts'

// Boards (docs/product.md#boards): a discussion — a title and an opening message — on its own or in a
// community, then replies. A board is a content item of kind board_post (owner: the person who opened it,
// community_id: its community), so what reads content reads boards through the one visibility rule
// (api/content/visibility.ts): a private community's boards are its active members'. Whoever cannot see
// a board gets 404 for it and everything of it; whoever sees it but may not do a thing 403.
// Replies are numbered 1, 2, … per board without gaps: the number is taken by one upsert of the board's
// board_threads row, whose row lock makes replies at the same moment take turns, in the transaction that
// writes the reply. So a page of replies is a range of numbers on board_replies' (board_id, reply_no)
// index, and a follower's unread count is the last number less the last they read (board_follows).

const noSuchBoard = () => notFound('No such board')
const noSuchReply = () => notFound('No such reply')

type Db = Database | Tx

/** A board's row as the service reads it, with the caller's follow and role in its community. */
type BoardRow = {
	id: string
	title: string
	body: string
	pictures: string[]
	details: Record<string, unknown>
	communityId: string | null
	communityName: string | null
	ownerProfileId: string | null
	createdAt: Date
	author: { profileUuid: string | null; firstName: string | null; lastName: string | null }
	lastReplyNo: number | null
	replyCount: number | null
	lastReplyAt: Date | null
	lastRead: number | null
}

/** Who wrote a board or a reply, as both are read (joined on profiles). */
const authorColumns = { profileUuid: profiles.uuid, firstName: profiles.firstName, lastName: profiles.lastName }
const author = (person: { profileUuid: string | null; firstName: string | null; lastName: string | null } | null) =>
	person?.profileUuid ? { profileUuid: person.profileUuid, firstName: person.firstName ?? '', lastName: person.lastName ?? '' } : null

const boardColumns = {
	id: contentItems.id,
	title: contentItems.title,
	body: contentItems.body,
	pictures: contentItems.pictures,
	details: contentItems.details,
	communityId: contentItems.communityId,
	communityName: communities.name,
	ownerProfileId: contentItems.ownerProfileId,
	createdAt: contentItems.createdAt,
	author: authorColumns,
	lastReplyNo: boardThreads.lastReplyNo,
	replyCount: boardThreads.replyCount,
	lastReplyAt: boardThreads.lastReplyAt,
	lastRead: boardFollows.lastReadReplyNo,
}

/** Boards with their community, who opened them, their numbers and the caller's follow. */
const selectBoards = <Extra extends Record<string, SQL.Aliased | SQL>>(db: Db, callerId: string, extra?: Extra) =>
	db
		.select({ ...boardColumns, ...(extra ?? ({} as Extra)) })
		.from(contentItems)
		.leftJoin(communities, eq(communities.id, contentItems.communityId))
		.leftJoin(profiles, eq(profiles.id, contentItems.ownerProfileId))
		.leftJoin(boardThreads, eq(boardThreads.boardId, contentItems.id))
		.leftJoin(boardFollows, and(eq(boardFollows.boardId, contentItems.id), eq(boardFollows.profileId, callerId)))

/** The board with the caller's role in its community; 404 when it does not exist, is deleted or removed, or is hidden from them. */
async function findBoard(db: Db, caller: ProfileRow, id: string) {
	if (!isUuid(id)) throw noSuchBoard()
	const [row] = await selectBoards(db, caller.id)
		.where(and(eq(contentItems.id, id), eq(contentItems.kind, 'board_post'), visibleTo(caller.id)))
		.limit(1)
	if (!row) throw noSuchBoard()
	const role = row.communityId ? await activeRoleIn(db, row.communityId, caller.id) : null
	return { row: row as BoardRow, role }
}

type Found = Awaited<ReturnType<typeof findBoard>>

const unreadOf = (row: Pick<BoardRow, 'lastRead' | 'lastReplyNo'>) => (row.lastRead === null ? 0 : Math.max(0, (row.lastReplyNo ?? 0) - row.lastRead))

function toBoard({ row, role }: Found, caller: ProfileRow): Board {
	const editedAt = typeof row.details.editedAt === 'string' ? row.details.editedAt : null
	return {
		id: row.id,
		title: row.title,
		message: row.body,
		pictures: row.pictures,
		community: row.communityId ? { id: row.communityId, name: row.communityName ?? '' } : null,
		author: author(row.author),
		createdAt: row.createdAt.toISOString(),
		editedAt,
		replyCount: row.replyCount ?? 0,
		lastReplyNo: row.lastReplyNo ?? 0,
		lastReplyAt: row.lastReplyAt?.toISOString() ?? null,
		following: row.lastRead !== null,
		unread: unreadOf(row),
		canEdit: row.ownerProfileId === caller.id,
		canRemove: moderates(role),
		canReply: row.communityId === null || role !== null,
	}
}

// ---------------------------------------------------------------------------
// Boards

/** The communities the caller is an active member of, by name: where they may open a board. */
export async function myBoardCommunities(db: Database, caller: ProfileRow) {
	const items = await db
		.select({ id: communities.id, name: communities.name })
		.from(communityMembers)
		.innerJoin(communities, eq(communities.id, communityMembers.communityId))
		.where(and(eq(communityMembers.profileId, caller.id), eq(communityMembers.status, 'active')))
		.orderBy(asc(communities.name), asc(communities.id))
		.limit(200)
	return { items }
}

/** A new board, published at once; its opener follows it. In a community the opener must be an active member (403; 404 for an unknown community). */
export async function createBoard(db: Database, caller: ProfileRow, input: CreateBoard): Promise<Board> {
	const communityId = input.communityId ?? null
	if (communityId) {
		const [community] = await db.select({ id: communities.id }).from(communities).where(eq(communities.id, communityId)).limit(1)
		if (!community) throw notFound('No such community')
		if (!(await activeRoleIn(db, communityId, caller.id))) throw forbidden('Only the community’s members open boards in it')
	}
	return inTransaction(db, async (tx) => {
		const [inserted] = await tx
			.insert(contentItems)
			.values({
				kind: 'board_post',
				ownerProfileId: caller.id,
				postedByProfileId: caller.id,
				communityId,
				title: input.title,
				body: input.message,
				pictures: input.pictures ?? [],
				details: { editedAt: null },
				// The community's trigger (migration 0028) makes a private community's board 'members'.
				visibility: 'public',
				publishedAt: sql`now()`,
				...contentSearchColumns({ title: input.title, body: input.message, tags: [] }),
			})
			.returning({ id: contentItems.id })
		if (!inserted) throw new Error('insert returned nothing')
		await tx.insert(boardThreads).values({ boardId: inserted.id })
		await tx.insert(boardFollows).values({ profileId: caller.id, boardId: inserted.id })
		return toBoard(await findBoard(tx, caller, inserted.id), caller)
	})
}

/**
 * A board and a page of its replies (`after`, `before`: see replyPage; the newest without either). A
 * follower's replies are read up to the newest shown.
 */
export async function readBoard(db: Database, caller: ProfileRow, id: string, query: { after?: number; before?: number; limit?: number } = {}): Promise<BoardPage> {
	const found = await findBoard(db, caller, id)
	const replies = await repliesOf(db, caller, found, query)
	const lastShown = replies.items.at(-1)?.no ?? 0
	if (found.row.lastRead !== null && lastShown > found.row.lastRead) {
		await db
			.update(boardFollows)
			.set({ lastReadReplyNo: sql`greatest(${boardFollows.lastReadReplyNo}, ${lastShown})` })
			.where(and(eq(boardFollows.profileId, caller.id), eq(boardFollows.boardId, found.row.id)))
	}
	return { board: toBoard(found, caller), replies }
}

/** Changes the caller's own board (only the fields sent); someone else's is 403. */
export async function updateBoard(db: Database, caller: ProfileRow, id: string, input: UpdateBoard): Promise<Board> {
	const found = await findBoard(db, caller, id)
	if (found.row.ownerProfileId !== caller.id) throw forbidden('Only who opened a board changes it')
	// Under the board's row lock, and read back in the same transaction: a change made at the same moment
	// by another request is neither undone by this one's unsent fields nor answered as this one.
	return inTransaction(db, async (tx) => {
		const [current] = await tx.select({ title: contentItems.title, body: contentItems.body }).from(contentItems).where(eq(contentItems.id, found.row.id)).for('update')
		const title = input.title ?? current?.title ?? found.row.title
		const body = input.message ?? current?.body ?? found.row.body
		await tx
			.update(contentItems)
			.set({
				title,
				body,
				...(input.pictures ? { pictures: input.pictures } : {}),
				...contentSearchColumns({ title, body, tags: [] }),
				details: sql`${contentItems.details} || jsonb_build_object('editedAt', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
				updatedAt: new Date(),
			})
			.where(and(eq(contentItems.id, found.row.id), isNull(contentItems.deletedAt)))
		return toBoard(await findBoard(tx, caller, id), caller)
	})
}

/** Deletes the caller's own board, or removes one of a community they moderate; anyone else 403. It leaves every list at once. */
export async function deleteBoard(db: Database, caller: ProfileRow, id: string) {
	const found = await findBoard(db, caller, id)
	if (found.row.ownerProfileId !== caller.id && !moderates(found.role)) throw forbidden('Only who opened a board, or a moderator of its community, takes it away')
	await db.update(contentItems).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(contentItems.id, found.row.id))
}

/** Follows a board (from its newest reply on) or stops following it. */
export async function setFollowing(db: Database, caller: ProfileRow, id: string, following: boolean) {
	const { row } = await findBoard(db, caller, id)
	if (following) await db.insert(boardFollows).values({ profileId: caller.id, boardId: row.id, lastReadReplyNo: row.lastReplyNo ?? 0 }).onConflictDoNothing()
	else await db.delete(boardFollows).where(and(eq(boardFollows.profileId, caller.id), eq(boardFollows.boardId, row.id)))
	return { following }
}

// ---------------------------------------------------------------------------
// Replies

/**
 * A page of replies, newest last: those after `after` (oldest first from there), the `limit` just before
 * `before`, or without either the newest `limit`. Numbers have no gaps, so a page is a range of numbers
 * read on the (board_id, reply_no) index, and whether older or newer ones exist is known from the range.
 */
async function repliesOf(db: Db, caller: ProfileRow, { row, role }: Found, { after, before, limit = boardLimits.repliesPage }: { after?: number; before?: number; limit?: number }): Promise<ReplyPage> {
	const last = row.lastReplyNo ?? 0
	let from: number
	let to: number
	if (after !== undefined) {
		from = after + 1
		to = Math.min(after + limit, last)
	} else {
		to = Math.min((before ?? last + 1) - 1, last)
		from = Math.max(1, to - limit + 1)
	}
	if (to < from) return { items: [], older: from > 1 && last > 0 ? Math.min(from, last + 1) : null, newer: null }
	const rows = await db
		.select({
			no: boardReplies.replyNo,
			authorId: boardReplies.authorProfileId,
			author: authorColumns,
			body: boardReplies.body,
			pictures: boardReplies.pictures,
			createdAt: boardReplies.createdAt,
			editedAt: boardReplies.editedAt,
			deletedAt: boardReplies.deletedAt,
			removedBy: boardReplies.removedByProfileId,
		})
		.from(boardReplies)
		.leftJoin(profiles, eq(profiles.id, boardReplies.authorProfileId))
		.where(and(eq(boardReplies.boardId, row.id), gte(boardReplies.replyNo, from), lte(boardReplies.replyNo, to)))
		.orderBy(asc(boardReplies.replyNo))
	const moderator = moderates(role)
	const items = rows.map((reply): BoardReply => {
		const shown = reply.deletedAt === null
		return {
			no: reply.no,
			author: author(reply.author),
			message: shown ? reply.body : '',
			pictures: shown ? reply.pictures : [],
			state: shown ? 'shown' : reply.removedBy ? 'removed' : 'deleted',
			createdAt: reply.createdAt.toISOString(),
			editedAt: shown ? (reply.editedAt?.toISOString() ?? null) : null,
			canEdit: shown && reply.authorId === caller.id,
			canRemove: shown && moderator,
		}
	})
	return { items, older: from > 1 ? from : null, newer: to < last ? to : null }
}

export async function listReplies(db: Database, caller: ProfileRow, id: string, query: { after?: number; before?: number; limit?: number }) {
	return repliesOf(db, caller, await findBoard(db, caller, id), query)
}

/** A reply, numbered next; anyone who sees a board outside a community replies, in a community its active members (403). */
export async function reply(db: Database, caller: ProfileRow, id: string, input: ReplyInput): Promise<BoardReply> {
	return inTransaction(db, async (tx) => {
		const found = await findBoard(tx, caller, id)
		if (found.row.communityId && !found.role) throw forbidden('Only the community’s members reply on its boards')
		// The board's numbers row, locked until this transaction ends: the next number, without gaps.
		const [numbered] = (
			(await tx.execute(sql`
				insert into ${boardThreads} (board_id, last_reply_no, reply_count, last_reply_at) values (${found.row.id}, 1, 1, now())
				on conflict (board_id) do update set last_reply_no = ${boardThreads}.last_reply_no + 1, reply_count = ${boardThreads}.reply_count + 1, last_reply_at = now()
				returning last_reply_no`)) as unknown as { rows: Array<{ last_reply_no: number }> }
		).rows
		const no = Number(numbered?.last_reply_no)
		const [inserted] = await tx
			.insert(boardReplies)
			.values({ boardId: found.row.id, replyNo: no, authorProfileId: caller.id, body: input.message, pictures: input.pictures ?? [] })
			.returning()
		if (!inserted) throw new Error('insert returned nothing')
		// Their own reply is read.
		await tx
			.update(boardFollows)
			.set({ lastReadReplyNo: sql`greatest(${boardFollows.lastReadReplyNo}, ${no})` })
			.where(and(eq(boardFollows.profileId, caller.id), eq(boardFollows.boardId, found.row.id)))
		return {
			no,
			author: { profileUuid: caller.uuid, firstName: caller.firstName, lastName: caller.lastName },
			message: inserted.body,
			pictures: inserted.pictures,
			state: 'shown',
			createdAt: inserted.createdAt.toISOString(),
			editedAt: null,
			canEdit: true,
			canRemove: moderates(found.role),
		}
	})
}

async function findReply(db: Db, boardId: string, no: number) {
	const [row] = await db
		.select()
		.from(boardReplies)
		.where(and(eq(boardReplies.boardId, boardId), eq(boardReplies.replyNo, no), isNull(boardReplies.deletedAt)))
		.limit(1)
	if (!row) throw noSuchReply()
	return row
}

/** Changes the caller's own reply; someone else's 403; a deleted or removed one 404. */
export async function updateReply(db: Database, caller: ProfileRow, id: string, no: number, input: { message: string }) {
	const found = await findBoard(db, caller, id)
	const row = await findReply(db, found.row.id, no)
	if (row.authorProfileId !== caller.id) throw forbidden('Only its author changes a reply')
	return inTransaction(db, async (tx) => {
		await tx.update(boardReplies).set({ body: input.message, editedAt: new Date() }).where(eq(boardReplies.id, row.id))
		const answer = (await repliesOf(tx, caller, found, { after: no - 1, limit: 1 })).items[0]
		if (!answer) throw noSuchReply()
		return answer
	})
}

/** The author deletes their reply, a moderator of the board's community removes anyone's; others 403. It keeps its number, shown as deleted or removed. */
export async function deleteReply(db: Database, caller: ProfileRow, id: string, no: number) {
	await inTransaction(db, async (tx) => {
		const found = await findBoard(tx, caller, id)
		const row = await findReply(tx, found.row.id, no)
		const own = row.authorProfileId === caller.id
		if (!own && !moderates(found.role)) throw forbidden('Only its author, or a moderator of the board’s community, takes a reply away')
		const [gone] = await tx
			.update(boardReplies)
			.set({ deletedAt: new Date(), removedByProfileId: own ? null : caller.id })
			.where(and(eq(boardReplies.id, row.id), isNull(boardReplies.deletedAt)))
			.returning({ id: boardReplies.id })
		if (gone) await tx.update(boardThreads).set({ replyCount: sql`greatest(${boardThreads.replyCount} - 1, 0)` }).where(eq(boardThreads.boardId, found.row.id))
	})
}

// ---------------------------------------------------------------------------
// Lists

const activity = sql`coalesce(${boardThreads.lastReplyAt}, ${contentItems.publishedAt})`

function toCard(row: BoardRow): BoardCard {
	return {
		id: row.id,
		title: row.title,
		community: row.communityId ? { id: row.communityId, name: row.communityName ?? '' } : null,
		author: author(row.author),
		createdAt: row.createdAt.toISOString(),
		replyCount: row.replyCount ?? 0,
		lastReplyAt: row.lastReplyAt?.toISOString() ?? null,
		unread: row.lastRead === null ? null : unreadOf(row),
	}
}

/**
 * A page of boards: those the caller follows, latest reply first; those they opened, newest first; or the
 * newest they may see (public boards and their communities' boards). Keyset paged.
 */
export async function listBoards(db: Database, caller: ProfileRow, { list, cursor, limit = boardLimits.boardsPage }: { list: BoardList; cursor?: string; limit?: number }): Promise<BoardListPage> {
	const [at, id] = cursor ? timeIdCursor.decode(cursor) : [null, null]
	const after = (time: SQL) => (at ? sql`(${time}, ${contentItems.id}) < (${at}::timestamptz, ${id}::uuid)` : undefined)
	const boards = and(eq(contentItems.kind, 'board_post'), visibleTo(caller.id))
	const ordered = (time: SQL) => [sql`${time} desc nulls last`, sql`${contentItems.id} desc nulls last`]
	let rows: Array<BoardRow & { cursorAt: string }>
	if (list === 'following') {
		rows = (await selectBoards(db, caller.id, { cursorAt: cursorTime(activity) })
			.where(and(eq(boardFollows.profileId, caller.id), boards, after(activity)))
			.orderBy(...ordered(activity))
			.limit(limit + 1)) as typeof rows
	} else if (list === 'mine') {
		rows = (await selectBoards(db, caller.id, { cursorAt: cursorTime(contentItems.createdAt) })
			.where(and(eq(contentItems.ownerProfileId, caller.id), eq(contentItems.kind, 'board_post'), isNull(contentItems.deletedAt), after(sql`${contentItems.createdAt}`)))
			.orderBy(...ordered(sql`${contentItems.createdAt}`))
			.limit(limit + 1)) as typeof rows
	} else {
		rows = (await selectBoards(db, caller.id, { cursorAt: cursorTime(contentItems.publishedAt) })
			.where(and(boards, after(sql`${contentItems.publishedAt}`)))
			.orderBy(...ordered(sql`${contentItems.publishedAt}`))
			.limit(limit + 1)) as typeof rows
	}
	const { page, nextCursor } = pageOf(rows, limit, (last) => timeIdCursor.encode([last.cursorAt, last.id]))
	return { items: page.map(toCard), nextCursor }
}

/**
 * Followed boards with replies the caller has not read, latest reply first (the feed's “{n} new replies on
 * {title}”): their follows by the primary key, each board's numbers by its key.
 */
export async function boardNews(db: Database, callerId: string, limit = 10): Promise<BoardNews[]> {
	const rows = await db
		.select({ boardId: contentItems.id, title: contentItems.title, lastReplyNo: boardThreads.lastReplyNo, lastRead: boardFollows.lastReadReplyNo, lastReplyAt: boardThreads.lastReplyAt })
		.from(boardFollows)
		.innerJoin(boardThreads, eq(boardThreads.boardId, boardFollows.boardId))
		.innerJoin(contentItems, eq(contentItems.id, boardFollows.boardId))
		.where(and(eq(boardFollows.profileId, callerId), sql`${boardThreads.lastReplyNo} > ${boardFollows.lastReadReplyNo}`, visibleTo(callerId)))
		.orderBy(desc(boardThreads.lastReplyAt))
		.limit(limit)
	return rows.map((row) => ({ boardId: row.boardId, title: row.title, newReplies: row.lastReplyNo - row.lastRead, lastReplyAt: (row.lastReplyAt ?? new Date(0)).toISOString() }))
}

/** A reply number from a path: 404 for anything else. */
export function replyNoOf(value: string) {
	if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw noSuchReply()
	return Number(value)
}

