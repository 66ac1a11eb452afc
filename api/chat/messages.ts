import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { chatMessages, profiles, purchaseOrders } from '#api/db/schema.ts'
import type { Tx } from '#api/db/transaction.ts'
import { chatLimits, type ChatMessage, type ChatOrderCard, type ChatParty } from '#contracts/chat.ts'
import { partiesOf, partyIdOf, partyKeyOf, personName, type ChatReader, type PartyKey, type Sides } from './access.ts'

// A room's messages as one reader may see them: who sent each (a business's staff see which of them
// wrote, its customer sees the business), and an order card only while it is an order between the two.

/** What an order card shows, read with the order (its items counted from its lines). */
function orderCardColumns() {
	return {
		orderId: purchaseOrders.id,
		orderBusinessOrderId: purchaseOrders.businessOrderId,
		orderBusinessUserId: purchaseOrders.businessUserId,
		orderNumber: purchaseOrders.number,
		orderStatus: purchaseOrders.status,
		orderTotal: purchaseOrders.totalSatang,
		// Named in full: a select of the orders alone would print the id unqualified, which inside this subquery means the line's.
		orderItems: sql<number>`(select coalesce(sum(l.quantity), 0)::int from purchase_order_lines l where l.purchase_order_id = purchase_orders.id)`,
	}
}
type OrderCardRow = {
	orderId: string | null
	orderBusinessOrderId: string | null
	orderBusinessUserId: string | null
	orderNumber: number | null
	orderStatus: string | null
	orderTotal: number | null
	orderItems: number
}

function orderCardOf(row: OrderCardRow): ChatOrderCard | null {
	if (!row.orderId) return null
	return {
		id: row.orderId,
		businessOrderId: row.orderBusinessOrderId!,
		businessUserId: row.orderBusinessUserId!,
		number: row.orderNumber!,
		status: row.orderStatus!,
		totalSatang: Number(row.orderTotal),
		itemCount: Number(row.orderItems),
	}
}

/** How many of the orders between two sides a conversation offers to show ("Share an order"). */
const SHAREABLE_ORDERS = 10

/**
 * The orders a conversation may show (the same rule the send checks, service.ts checkOrderCard): those the
 * person side bought from the business-user side, newest first. None between two people.
 */
export async function ordersBetween(db: Database | Tx, a: PartyKey, b: PartyKey): Promise<ChatOrderCard[]> {
	const person = [a, b].find((party) => party.type === 'person')
	const business = [a, b].find((party) => party.type === 'business-user')
	if (person?.type !== 'person' || business?.type !== 'business-user') return []
	const rows = await db
		.select(orderCardColumns())
		.from(purchaseOrders)
		.where(and(eq(purchaseOrders.buyerProfileId, person.profileId), eq(purchaseOrders.businessUserId, business.businessUserId)))
		.orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
		.limit(SHAREABLE_ORDERS)
	return rows.flatMap((row) => orderCardOf(row) ?? [])
}

const messageColumns = {
	seq: chatMessages.seq,
	side: chatMessages.side,
	authorProfileId: chatMessages.authorProfileId,
	authorFirstName: profiles.firstName,
	authorLastName: profiles.lastName,
	body: chatMessages.body,
	pictureUrl: chatMessages.pictureUrl,
	createdAt: chatMessages.createdAt,
	deletedAt: chatMessages.deletedAt,
	...orderCardColumns(),
}

type MessageRow = OrderCardRow & {
	seq: number
	side: number
	authorProfileId: string
	authorFirstName: string | null
	authorLastName: string | null
	body: string | null
	pictureUrl: string | null
	createdAt: Date
	deletedAt: Date | null
}

function selectMessages(db: Database | Tx, roomId: string) {
	return db
		.select(messageColumns)
		.from(chatMessages)
		.leftJoin(profiles, eq(profiles.id, chatMessages.authorProfileId))
		.leftJoin(purchaseOrders, eq(purchaseOrders.id, chatMessages.orderId))
		.where(eq(chatMessages.roomId, roomId))
		.$dynamic()
}

/** One page of a room's history, oldest first, ending before `before` (or at the newest). */
export async function historyPage(db: Database | Tx, roomId: string, before?: number) {
	const rows = (await selectMessages(db, roomId)
		.where(and(eq(chatMessages.roomId, roomId), before ? lt(chatMessages.seq, before) : undefined))
		.orderBy(desc(chatMessages.seq))
		.limit(chatLimits.page + 1)) as MessageRow[]
	const more = rows.length > chatLimits.page
	const page = rows.slice(0, chatLimits.page).reverse()
	return { rows: page, olderBefore: more && page[0] ? page[0].seq : null }
}

/** Messages numbered after `after`, oldest first, at most `limit` (a stream catching up). */
export async function messagesAfter(db: Database | Tx, roomId: string, after: number, limit: number) {
	return (await selectMessages(db, roomId)
		.where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.seq, after)))
		.orderBy(asc(chatMessages.seq))
		.limit(limit)) as MessageRow[]
}

export async function messagesBySeq(db: Database | Tx, roomId: string, seqs: number[]) {
	if (seqs.length === 0) return []
	return (await selectMessages(db, roomId).where(and(eq(chatMessages.roomId, roomId), inArray(chatMessages.seq, seqs)))) as MessageRow[]
}

/** The last message of each room, for the inbox. */
export async function lastMessages(db: Database | Tx, rooms: Array<{ id: string; lastSeq: number }>) {
	const wanted = rooms.filter((room) => room.lastSeq > 0)
	if (wanted.length === 0) return new Map<string, MessageRow>()
	const rows = await db
		.select({ roomId: chatMessages.roomId, ...messageColumns })
		.from(chatMessages)
		.leftJoin(profiles, eq(profiles.id, chatMessages.authorProfileId))
		.leftJoin(purchaseOrders, eq(purchaseOrders.id, chatMessages.orderId))
		.where(sql`(${chatMessages.roomId}, ${chatMessages.seq}) in (${sql.join(
			wanted.map((room) => sql`(${room.id}::uuid, ${room.lastSeq}::bigint)`),
			sql`, `,
		)})`)
	return new Map(rows.map((row) => [row.roomId, row as MessageRow]))
}

/** What the reader's side is called, and the other's, for naming senders. */
export type Naming = { sides: Pick<Sides, 'me' | 'other' | 'asStaff'>; readerProfileId: string; parties: { me: ChatParty; other: ChatParty } }

/** How the reader's two sides are named in a room's messages. */
export async function namingOf(db: Database | Tx, reader: Pick<ChatReader, 'profileId'>, sides: Sides): Promise<Naming> {
	const parties = await partiesOf(db, [partyKeyOf(sides.me), partyKeyOf(sides.other)])
	return { sides, readerProfileId: reader.profileId, parties: { me: parties.get(partyIdOf(partyKeyOf(sides.me)))!, other: parties.get(partyIdOf(partyKeyOf(sides.other)))! } }
}

export function messageView(row: MessageRow, { sides, readerProfileId, parties }: Naming): ChatMessage {
	const mine = row.side === sides.me.side
	const party = mine ? parties.me : parties.other
	const author = personName({ firstName: row.authorFirstName ?? '', lastName: row.authorLastName ?? '' })
	// A business's message: its staff see who wrote it for the business, everybody else the business.
	const sender =
		party.type === 'business-user'
			? mine && sides.asStaff
				? { name: row.authorFirstName || author, forBusiness: party.name }
				: { name: party.name, forBusiness: null }
			: { name: party.name, forBusiness: null }
	const deleted = row.deletedAt !== null
	return {
		seq: row.seq,
		mine,
		sender,
		authoredByMe: row.authorProfileId === readerProfileId,
		text: deleted ? null : row.body,
		pictureUrl: deleted ? null : row.pictureUrl,
		order: deleted ? null : orderCardOf(row),
		sentAt: row.createdAt.toISOString(),
		deleted,
	}
}
