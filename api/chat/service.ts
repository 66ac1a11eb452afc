import { and, count, desc, eq, gte, inArray, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { chatMembers, chatMessages, chatReports, chatRooms, profiles, purchaseOrders } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { isUuid } from '#api/db/values.ts'
import { notFound, ProblemError } from '#api/http/problems.ts'
import type { EventBus } from '#api/events/bus.ts'
import type { BusinessUserAccess } from '#api/business-account/index.ts'
import { chatLimits, type ChatInbox, type ChatParty, type ChatQuota, type ChatRefusal, type ChatRoom, type ChatSendState, type SendChatMessage } from '#contracts/chat.ts'
import {
	allReaderMembers,
	chatReader,
	chatReaderWith,
	findParty,
	followEitherWay,
	inboxMembers,
	pairKey,
	partiesOf,
	partyIdOf,
	partyKeyOf,
	requireSides,
	roomMembers,
	sidesFor,
	type ChatReader,
	type PartyKey,
	type Sides,
} from './access.ts'
import { historyPage, lastMessages, messagesBySeq, messageView, namingOf, ordersBetween, type Naming } from './messages.ts'

// Conversations (docs/product.md#chat, docs/data-model.md §2.4). A message takes the next number of its
// room under the room's row lock, in the transaction that stores it; the bus is told the room and number
// after the commit, and each stream reads what its reader may see.

export type ChatSettings = {
	newConversationsPerDay: number
	messagesPerDay: number
	sendsPerMinute: number
}
export const defaultChatSettings: ChatSettings = { newConversationsPerDay: 20, messagesPerDay: 500, sendsPerMinute: 30 }

/** The start of today in Bangkok, when daily counts start again. */
const todayInBangkok = sql`(date_trunc('day', now() at time zone 'Asia/Bangkok') at time zone 'Asia/Bangkok')`

const refusalStatus: Record<ChatRefusal, 403 | 429> = {
	blocked_by_you: 403,
	blocked_by_them: 403,
	not_following: 403,
	no_grant: 403,
	self: 403,
	daily_messages: 429,
	daily_conversations: 429,
}
const refusalDetail: Record<ChatRefusal, string> = {
	blocked_by_you: 'You blocked this conversation: unblock it to send',
	blocked_by_them: 'The other side blocked this conversation',
	not_following: 'A person messages another person first when either follows the other',
	no_grant: 'Answering for this business user needs the chat grant (create)',
	self: 'That is you',
	daily_messages: 'Today’s messages are used up; they start again at midnight, Bangkok time',
	daily_conversations: 'Today’s new conversations are used up; they start again at midnight, Bangkok time',
}
export const refused = (reason: ChatRefusal) => new ProblemError(refusalStatus[reason], reason, refusalDetail[reason])

/** What the reader's own sends used today: messages they wrote as themselves, and rooms they started. */
async function usedToday(db: Database | Tx, profileId: string) {
	const [messages] = await db
		.select({ n: count() })
		.from(chatMessages)
		.innerJoin(chatMembers, and(eq(chatMembers.roomId, chatMessages.roomId), eq(chatMembers.side, chatMessages.side)))
		.where(and(eq(chatMessages.authorProfileId, profileId), eq(chatMembers.profileId, profileId), gte(chatMessages.createdAt, todayInBangkok)))
	const [rooms] = await db.select({ n: count() }).from(chatRooms).where(and(eq(chatRooms.startedByProfileId, profileId), gte(chatRooms.createdAt, todayInBangkok)))
	return { messages: Number(messages?.n ?? 0), newConversations: Number(rooms?.n ?? 0) }
}

/**
 * Whether the reader's side may send in a room (or start one with `other`): blocks first, then the
 * grant, then who may message a person, then today's quota. `roomId` null: no room yet.
 */
async function sendRefusal(
	db: Database | Tx,
	settings: ChatSettings,
	reader: ChatReader,
	{ me, other, roomId }: { me: PartyKey & { blocked?: boolean; asStaff?: boolean }; other: PartyKey & { blocked?: boolean }; roomId: string | null },
): Promise<ChatRefusal | null> {
	if (me.type === 'person' && other.type === 'person' && me.profileId === other.profileId) return 'self'
	if (me.type === 'person' && other.type === 'business-user' && reader.staffOf.has(other.businessUserId)) return 'self'
	if (me.blocked) return 'blocked_by_you'
	if (other.blocked) return 'blocked_by_them'
	if (me.type === 'business-user' && !reader.staffOf.get(me.businessUserId)?.reply) return 'no_grant'
	if (me.type === 'person' && other.type === 'person') {
		// A person starts with a person when either follows the other; once the other has answered, the talk goes on.
		const [row] = await db
			.select({
				follows: followEitherWay(me.profileId, other.profileId),
				answered: roomId
					? sql<boolean>`exists (select 1 from chat_messages m join chat_members o on o.room_id = m.room_id and o.side = m.side where m.room_id = ${roomId} and o.profile_id = ${other.profileId})`
					: sql<boolean>`false`,
			})
			.from(sql`(select 1) as one`)
		if (!row?.follows && !row?.answered) return 'not_following'
	}
	if (me.type === 'person') {
		const used = await usedToday(db, reader.profileId)
		if (used.messages >= settings.messagesPerDay) return 'daily_messages'
		if (!roomId && used.newConversations >= settings.newConversationsPerDay) return 'daily_conversations'
	}
	return null
}

const sideParty = (member: Sides['me'], asStaff: boolean) => ({ ...partyKeyOf(member), blocked: member.blockedAt !== null, asStaff })

async function sendStateOf(db: Database | Tx, settings: ChatSettings, reader: ChatReader, sides: Sides, roomId: string): Promise<ChatSendState> {
	const reason = await sendRefusal(db, settings, reader, { me: sideParty(sides.me, sides.asStaff), other: sideParty(sides.other, false), roomId })
	return { allowed: reason === null, reason }
}

/** The caller as a reader of a room, and their sides of it; 404 for a room they are not in (or not even an id). */
async function callerSides(db: Database | Tx, profileId: string, roomId: string) {
	if (!isUuid(roomId)) throw notFound('No such conversation')
	const reader = await chatReader(db, profileId)
	return { reader, sides: await requireSides(db, reader, roomId) }
}

/** A conversation the reader is in, one page of its history; 404 for anyone else. */
export async function readRoom(db: Database, settings: ChatSettings, profileId: string, roomId: string, before?: number): Promise<ChatRoom> {
	const { reader, sides } = await callerSides(db, profileId, roomId)
	const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, roomId))
	if (!room) throw notFound('No such conversation')
	const [naming, page, send, orders] = await Promise.all([
		namingOf(db, reader, sides),
		historyPage(db, roomId, before),
		sendStateOf(db, settings, reader, sides, roomId),
		ordersBetween(db, partyKeyOf(sides.me), partyKeyOf(sides.other)),
	])
	return {
		id: room.id,
		other: naming.parties.other,
		answeringAs: sides.asStaff ? naming.parties.me : null,
		messages: page.rows.map((row) => messageView(row, naming)),
		olderBefore: page.olderBefore,
		lastSeq: room.lastSeq,
		readSeq: sides.me.lastReadSeq,
		otherReadSeq: sides.other.lastReadSeq,
		blockedByMe: sides.me.blockedAt !== null,
		send,
		orders: send.allowed ? orders : [],
	}
}

/** The conversation between the caller and a person or business user: the room if there is one, else an empty one to start. */
export async function roomWith(db: Database, settings: ChatSettings, profileId: string, ref: { type: 'person' | 'business-user'; id: string }): Promise<ChatRoom> {
	const other = await findParty(db, ref)
	const me: PartyKey = { type: 'person', profileId }
	const [room] = await db.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.pairKey, pairKey(me, other)))
	if (room) return await readRoom(db, settings, profileId, room.id)
	const reader = await chatReader(db, profileId)
	const parties = await partiesOf(db, [me, other])
	const [reason, orders] = await Promise.all([sendRefusal(db, settings, reader, { me, other, roomId: null }), ordersBetween(db, me, other)])
	return {
		id: null,
		other: parties.get(partyIdOf(other))!,
		answeringAs: null,
		messages: [],
		olderBefore: null,
		lastSeq: 0,
		readSeq: 0,
		otherReadSeq: 0,
		blockedByMe: false,
		send: { allowed: reason === null, reason },
		orders: reason === null ? orders : [],
	}
}

/** An order may be shown in a conversation between its buyer and its seller only (the orders messages.ts ordersBetween offers). */
async function checkOrderCard(tx: Tx, orderId: string, sides: { me: PartyKey; other: PartyKey }) {
	const person = [sides.me, sides.other].find((party) => party.type === 'person')
	const business = [sides.me, sides.other].find((party) => party.type === 'business-user')
	const [order] = await tx.select({ buyer: purchaseOrders.buyerProfileId, seller: purchaseOrders.businessUserId }).from(purchaseOrders).where(eq(purchaseOrders.id, orderId))
	if (!order || person?.type !== 'person' || business?.type !== 'business-user' || order.buyer !== person.profileId || order.seller !== business.businessUserId) {
		throw new ProblemError(400, 'validation_failed', 'Only an order between the two sides of the conversation can be shown in it', { orderId: ['Not an order between you'] })
	}
}

export type SendDeps = { db: Database; settings: ChatSettings; bus: EventBus; onPublishError: (error: unknown) => void }

/** After the commit: the room and number only; a failed publish loses no message (streams catch up on reconnect). */
const publish = (deps: Pick<SendDeps, 'bus' | 'onPublishError'>, event: Parameters<EventBus['publish']>[0]) => void deps.bus.publish(event).catch(deps.onPublishError)

/**
 * Sends a message in a room, or to a party with whom there is no room yet (the room is made by it, once
 * for the pair however many start it at once). The same clientId again answers the message already kept.
 */
export async function sendMessage(deps: SendDeps, profileId: string, to: { roomId: string } | { party: { type: 'person' | 'business-user'; id: string } }, input: SendChatMessage) {
	const { db, settings } = deps
	if ('roomId' in to && !isUuid(to.roomId)) throw notFound('No such conversation')
	const sent = await inTransaction(db, async (tx) => {
		// One person's sends take turns, so the day's count holds however many they send at once. "No key
		// update": the room's members' foreign keys still take their share of it (two starting at once).
		await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('no key update')
		const reader = await chatReader(tx, profileId)
		let roomId: string
		let made = false
		if ('roomId' in to) {
			roomId = to.roomId
		} else {
			const me: PartyKey = { type: 'person', profileId }
			const other = await findParty(tx, to.party)
			const key = pairKey(me, other)
			const [existing] = await tx.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.pairKey, key))
			if (existing) {
				roomId = existing.id
			} else {
				const reason = await sendRefusal(tx, settings, reader, { me, other, roomId: null })
				if (reason) throw refused(reason)
				// Two starting at once: the second waits for the first's commit here, then finds its room.
				const [inserted] = await tx.insert(chatRooms).values({ pairKey: key, startedByProfileId: profileId }).onConflictDoNothing({ target: chatRooms.pairKey }).returning({ id: chatRooms.id })
				if (inserted) {
					roomId = inserted.id
					made = true
					await tx.insert(chatMembers).values([
						{ roomId, side: 1, ...memberColumns(me) },
						{ roomId, side: 2, ...memberColumns(other) },
					])
				} else {
					const [found] = await tx.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.pairKey, key))
					roomId = found!.id
				}
			}
		}
		const sides = sidesFor(reader, await roomMembers(tx, roomId))
		if (!sides) throw notFound('No such conversation')
		const [again] = await tx
			.select({ seq: chatMessages.seq })
			.from(chatMessages)
			.where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.authorProfileId, profileId), eq(chatMessages.clientId, input.clientId)))
		if (again) return { roomId, seq: again.seq, sides, reader, fresh: false }
		if (!made) {
			const reason = await sendRefusal(tx, settings, reader, { me: sideParty(sides.me, sides.asStaff), other: sideParty(sides.other, false), roomId })
			if (reason) throw refused(reason)
		}
		if (input.orderId) await checkOrderCard(tx, input.orderId, { me: partyKeyOf(sides.me), other: partyKeyOf(sides.other) })
		const [numbered] = await tx
			.update(chatRooms)
			.set({ lastSeq: sql`${chatRooms.lastSeq} + 1`, lastMessageAt: sql`clock_timestamp()` })
			.where(eq(chatRooms.id, roomId))
			.returning({ seq: chatRooms.lastSeq })
		const seq = numbered!.seq
		await tx.insert(chatMessages).values({
			roomId,
			seq,
			side: sides.me.side,
			authorProfileId: profileId,
			clientId: input.clientId,
			body: input.text || null,
			pictureUrl: input.pictureUrl ?? null,
			orderId: input.orderId ?? null,
			createdAt: sql`clock_timestamp()`,
		})
		// Both sides' inboxes learn the room's new number and time; the sender has read what they wrote.
		await tx
			.update(chatMembers)
			.set({ roomLastSeq: seq, roomLastMessageAt: sql`clock_timestamp()`, lastReadSeq: sql`case when ${chatMembers.side} = ${sides.me.side} then ${seq}::bigint else ${chatMembers.lastReadSeq} end` })
			.where(eq(chatMembers.roomId, roomId))
		return { roomId, seq, sides, reader, fresh: true }
	})
	if (sent.fresh) publish(deps, { t: 'message', room: sent.roomId, seq: sent.seq })
	const naming = await namingOf(db, sent.reader, sent.sides)
	const [row] = await messagesBySeq(db, sent.roomId, [sent.seq])
	return { roomId: sent.roomId, message: messageView(row!, naming) }
}

const memberColumns = (party: PartyKey) => (party.type === 'person' ? { profileId: party.profileId } : { businessUserId: party.businessUserId })

/** Deletes the caller's own message: its text, picture and order go; its number stays, shown as deleted. */
export async function deleteMessage(deps: SendDeps, profileId: string, roomId: string, seq: number) {
	const { db } = deps
	const { reader, sides } = await callerSides(db, profileId, roomId)
	const [row] = await db
		.update(chatMessages)
		.set({ deletedAt: sql`coalesce(${chatMessages.deletedAt}, now())`, body: null, pictureUrl: null, orderId: null })
		.where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.seq, seq), eq(chatMessages.authorProfileId, profileId)))
		.returning()
	if (!row) throw notFound('No such message of yours')
	publish(deps, { t: 'message', room: roomId, seq })
	const [deleted] = await messagesBySeq(db, roomId, [seq])
	return messageView(deleted!, await namingOf(db, reader, sides))
}

/** Moves the reader's side's read mark forward (never back, never past the last message). */
export async function markRead(deps: SendDeps, profileId: string, roomId: string, seq: number) {
	const { db } = deps
	const { sides } = await callerSides(db, profileId, roomId)
	const [row] = await db
		.update(chatMembers)
		.set({ lastReadSeq: sql`greatest(${chatMembers.lastReadSeq}, least(${seq}::bigint, ${chatMembers.roomLastSeq}))` })
		.where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.side, sides.me.side)))
		.returning()
	if (row && row.lastReadSeq !== sides.me.lastReadSeq) publish(deps, { t: 'read', room: roomId, side: sides.me.side })
	return { readSeq: row?.lastReadSeq ?? sides.me.lastReadSeq }
}

/** Blocks (or unblocks) the other side: they can no longer message the reader's side. Staff need the grant to answer. */
export async function setBlocked(deps: SendDeps, profileId: string, roomId: string, blocked: boolean) {
	const { db } = deps
	const { reader, sides } = await callerSides(db, profileId, roomId)
	if (sides.asStaff && !reader.staffOf.get(sides.me.businessUserId!)?.reply) throw refused('no_grant')
	await db
		.update(chatMembers)
		.set({ blockedAt: blocked ? sql`coalesce(${chatMembers.blockedAt}, now())` : null })
		.where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.side, sides.me.side)))
	return { blockedByMe: blocked }
}

/** Keeps a report of the conversation or one of its messages for the operators. */
export async function reportRoom(db: Database, profileId: string, roomId: string, report: { seq: number | null; reason: string }) {
	await callerSides(db, profileId, roomId)
	if (report.seq !== null) {
		const [message] = await db.select({ seq: chatMessages.seq }).from(chatMessages).where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.seq, report.seq)))
		if (!message) throw notFound('No such message')
	}
	const [row] = await db.insert(chatReports).values({ roomId, seq: report.seq, reporterProfileId: profileId, reason: report.reason }).returning()
	return { id: row!.id, seq: row!.seq, reason: row!.reason }
}

/** The reader's member rows (their own side, or a business's), each with its unread count: a subtraction, no room read. */
async function readerSides(db: Database | Tx, filter: SQL | undefined) {
	const members = await db.select().from(chatMembers).where(filter)
	return members.map((member) => ({ member, unread: member.roomLastSeq - member.lastReadSeq }))
}

/** Unread messages over sides of rooms: the rooms' last numbers less the sides' read marks. */
const unreadSum = sql<number>`coalesce(sum(${chatMembers.roomLastSeq} - ${chatMembers.lastReadSeq}), 0)::int`

/** Unread messages over every inbox the reader opens. */
export async function unreadTotal(db: Database | Tx, reader: ChatReader) {
	const [row] = await db.select({ total: unreadSum }).from(chatMembers).where(allReaderMembers(reader))
	return Number(row?.total ?? 0)
}

/**
 * A person's own sides' unread messages: a number, never null. Asked on every signed-in page, within the
 * signed-in state's own statement (api/account/service.ts, docs/decisions/0034-the-cost-of-a-page.md).
 */
export const ownUnreadQuery = (db: Database, profileId: Placeholder) => db.select({ total: unreadSum }).from(chatMembers).where(eq(chatMembers.profileId, profileId))

/**
 * The caller's unread messages, their own and their business users'. `access`, the business users they
 * have access to, and `ownUnread` (ownUnreadQuery's answer) were read already by the signed-in state: most
 * people open no business user's inbox, and their own sides are the whole answer.
 */
export async function chatUnreadTotal(db: Database | Tx, profileId: string, access: BusinessUserAccess[], ownUnread: number) {
	const reader = chatReaderWith(profileId, access)
	return reader.staffOf.size > 0 ? await unreadTotal(db, reader) : ownUnread
}

const cursorOf = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url')
function parseCursor(cursor: string | undefined) {
	if (!cursor) return null
	const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|')
	const date = new Date(at ?? '')
	if (!id || !isUuid(id) || Number.isNaN(date.getTime())) throw new ProblemError(400, 'validation_failed', 'Not a cursor of this list', { cursor: ['Not a cursor of this list'] })
	return { at: date, id }
}

/** An inbox, newest first: the reader's own, or a business user's for its staff; "unanswered" keeps those whose last message is the other side's. */
export async function readInbox(db: Database, profileId: string, query: { businessUserId?: string; filter: 'all' | 'unanswered'; cursor?: string }): Promise<ChatInbox> {
	const reader = await chatReader(db, profileId)
	if (query.businessUserId && !reader.staffOf.has(query.businessUserId)) throw notFound('No such inbox')
	const after = parseCursor(query.cursor)
	// The inbox's member rows alone, newest first, on their index (chat_members_*_inbox_idx).
	const lastAt = sql`${chatMembers.roomLastMessageAt} desc nulls last`
	const members = await db
		.select()
		.from(chatMembers)
		.where(
			and(
				inboxMembers(reader, query.businessUserId),
				gte(chatMembers.roomLastSeq, 1),
				query.filter === 'unanswered'
					? sql`exists (select 1 from chat_messages m where m.room_id = ${chatMembers.roomId} and m.seq = ${chatMembers.roomLastSeq} and m.side <> ${chatMembers.side})`
					: undefined,
				after ? or(lt(chatMembers.roomLastMessageAt, after.at), and(eq(chatMembers.roomLastMessageAt, after.at), lt(chatMembers.roomId, after.id))) : undefined,
			),
		)
		.orderBy(lastAt, desc(chatMembers.roomId))
		.limit(chatLimits.inboxPage + 1)
	const rows = members.map((me) => ({ room: { id: me.roomId, lastSeq: me.roomLastSeq, lastMessageAt: me.roomLastMessageAt }, me }))
	const page = rows.slice(0, chatLimits.inboxPage)
	const others = page.length > 0 ? await db.select().from(chatMembers).where(inArray(chatMembers.roomId, page.map((row) => row.room.id))) : []
	const otherOf = (roomId: string, side: number) => others.find((member) => member.roomId === roomId && member.side !== side)!
	const parties = await partiesOf(db, [...page.map((row) => partyKeyOf(row.me)), ...page.map((row) => partyKeyOf(otherOf(row.room.id, row.me.side)))])
	const lasts = await lastMessages(db, page.map((row) => row.room))
	const last = page.at(-1)
	return {
		rooms: page.map(({ room, me }) => {
			const them = otherOf(room.id, me.side)
			const naming: Naming = {
				sides: { me, other: them, asStaff: me.profileId === null },
				readerProfileId: profileId,
				parties: { me: parties.get(partyIdOf(partyKeyOf(me)))!, other: parties.get(partyIdOf(partyKeyOf(them)))! },
			}
			const lastRow = lasts.get(room.id)
			return {
				id: room.id,
				other: naming.parties.other,
				last: lastRow ? messageView(lastRow, naming) : null,
				unread: Math.max(0, room.lastSeq - me.lastReadSeq),
				answered: lastRow ? lastRow.side === me.side : false,
				lastMessageAt: room.lastMessageAt?.toISOString() ?? null,
			}
		}),
		nextCursor: rows.length > chatLimits.inboxPage && last?.room.lastMessageAt ? cursorOf(last.room.lastMessageAt, last.room.id) : null,
		inboxes: await inboxRefs(db, reader),
	}
}

/** Every inbox the reader opens, with its unread count: their own first, then each business user's. */
async function inboxRefs(db: Database, reader: ChatReader) {
	const sides = await readerSides(db, allReaderMembers(reader))
	const unreadOf = (businessUserId: string | null) => sides.filter(({ member }) => member.businessUserId === businessUserId).reduce((total, side) => total + side.unread, 0)
	return [
		{ businessUser: null, unread: unreadOf(null) },
		...[...reader.staffOf].map(([id, business]) => ({ businessUser: { type: 'business-user', id, name: business.name, imageUrl: business.imageUrl } satisfies ChatParty, unread: unreadOf(id) })),
	]
}

/** The rules and, for a signed-in caller, what is left today. */
export async function readQuota(db: Database, settings: ChatSettings, profileId: string | null): Promise<ChatQuota> {
	const today = profileId ? await usedToday(db, profileId) : null
	const [reset] = profileId ? ((await db.execute(sql`select (${todayInBangkok} + interval '1 day') as at`)) as unknown as { rows: Array<{ at: string | Date }> }).rows : []
	return {
		newConversationsPerDay: settings.newConversationsPerDay,
		messagesPerDay: settings.messagesPerDay,
		sendsPerMinute: settings.sendsPerMinute,
		today: today && reset ? { ...today, resetsAt: new Date(reset.at).toISOString() } : null,
	}
}

