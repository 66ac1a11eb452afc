import { formatBaht, TIME_ZONE } from '#app/content/display.ts'
import { dateTimeFormat } from '#app/i18n/formats.ts'
import { pictureSources } from '#app/media/picture-sources.ts'
import { purchaseOrderPath, salePath } from '#app/shop/paths.ts'
import type { ChatInboxEntry, ChatMessage, ChatOrderCard, ChatParty, ChatRoom } from '#contracts/chat.ts'
import { chatPath, messageAnchor } from './paths.ts'

// Conversations as the pages show them (docs/product.md#chat), made on the server in the page's language:
// times in Thailand's time (the Buddhist era in Thai), amounts in baht, the inbox's line for each chat.
// Plain values: the browser shows the very text the server made.

/** The day a moment falls on in Thailand, as 2026-11-28. */
const dayInThailand = (at: Date) => dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE }).format(at)
const yearInThailand = (at: Date) => dayInThailand(at).slice(0, 4)

/**
 * When a message was sent, as short as it can be said: "14:30" today in Thailand, "5 Dec, 14:30" earlier
 * this year, "5 Dec 2025, 14:30" before (Thai: "5 ธ.ค. 2568 14:30", the Buddhist era).
 */
export function messageTime(iso: string, language: string, now = new Date()) {
	const at = new Date(iso)
	const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE }
	if (dayInThailand(at) === dayInThailand(now)) return dateTimeFormat(language, time).format(at)
	const sameYear = yearInThailand(at) === yearInThailand(now)
	return dateTimeFormat(language, { ...time, day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) }).format(at)
}

/** A moment in full, for a time's title and a reset's hour: "28 Nov 2026, 00:00" (Thai "28 พ.ย. 2569 00:00"). */
export function fullTime(iso: string, language: string) {
	return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: TIME_ZONE }).format(new Date(iso))
}

/**
 * Where an order card leads: the seller's page of the order for staff answering as its business, the
 * buyer's page of it for the person who bought it.
 */
export function orderCardHref(order: ChatOrderCard, answeringAs: ChatParty | null) {
	return answeringAs?.type === 'business-user' && answeringAs.id === order.businessUserId ? salePath(order.businessUserId, order.id) : purchaseOrderPath(order)
}

function orderCardView(order: ChatOrderCard, language: string, answeringAs: ChatParty | null) {
	return { number: order.number, status: order.status, total: formatBaht(order.totalSatang, language), itemCount: order.itemCount, href: orderCardHref(order, answeringAs) }
}

/** A message as its conversation shows it. */
function messageView(message: ChatMessage, language: string, now: Date, answeringAs: ChatParty | null) {
	return {
		seq: message.seq,
		anchor: messageAnchor(message.seq),
		mine: message.mine,
		sender: message.sender.name,
		/** To a business's staff, the business its staff member wrote for ("Dao for Robtua Demo Shop"). */
		senderFor: message.sender.forBusiness,
		/** Typed by the reader: theirs to delete. */
		deletable: message.authoredByMe && !message.deleted,
		deleted: message.deleted,
		text: message.deleted ? null : message.text,
		picture: !message.deleted && message.pictureUrl ? pictureSources(message.pictureUrl) : null,
		order: !message.deleted && message.order ? orderCardView(message.order, language, answeringAs) : null,
		sentAt: message.sentAt,
		time: messageTime(message.sentAt, language, now),
		fullTime: fullTime(message.sentAt, language),
		/** "Seen": the reader's side's last message, once the other side has read up to it. */
		seen: false,
	}
}
export type MessageView = ReturnType<typeof messageView>

/** The seq of the reader's side's last message among `messages`, if any. */
export function lastOwnSeq(messages: readonly Pick<ChatMessage, 'seq' | 'mine'>[]) {
	for (let index = messages.length - 1; index >= 0; index--) if (messages[index]!.mine) return messages[index]!.seq
	return null
}

/** A conversation as its page shows it: the messages of the page asked for, oldest first. */
export function roomView(room: ChatRoom, language: string, now = new Date()) {
	const messages = room.messages.map((message) => messageView(message, language, now, room.answeringAs))
	const ownLast = lastOwnSeq(room.messages)
	const seen = ownLast !== null && room.otherReadSeq >= ownLast ? ownLast : null
	for (const message of messages) message.seen = message.seq === seen
	const newest = room.messages.at(-1)?.seq ?? 0
	return {
		id: room.id,
		other: room.other,
		answeringAs: room.answeringAs,
		messages,
		olderBefore: room.olderBefore,
		lastSeq: room.lastSeq,
		/** The page shows the newest message (not an older page). */
		showsNewest: newest === room.lastSeq,
		/** Messages the reader's side has not read. */
		unread: Math.max(0, room.lastSeq - room.readSeq),
		blockedByMe: room.blockedByMe,
		send: room.send,
		/** The orders the composer offers to show ("Order"), newest first. */
		orders: room.orders.map((order) => ({ id: order.id, number: order.number, status: order.status, total: formatBaht(order.totalSatang, language) })),
	}
}
export type RoomView = ReturnType<typeof roomView>

const PREVIEW_LENGTH = 120
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** The start of a text on one line, cut between letters (a Thai vowel stays with its consonant). */
export function previewText(text: string, length = PREVIEW_LENGTH) {
	const line = text.replace(/\s+/g, ' ').trim()
	if (line.length <= length) return line
	let cut = ''
	for (const { segment } of graphemes.segment(line)) {
		if (cut.length + segment.length > length - 1) break
		cut += segment
	}
	return `${cut.trimEnd()}…`
}

/** What the inbox says of a conversation's last message: its text, or what it was (`chat:last.*`). */
export type LastMessageLabel = { kind: 'text'; text: string } | { kind: 'picture' | 'order' | 'deleted' | 'none' }

export function lastMessageLabel(message: Pick<ChatMessage, 'text' | 'pictureUrl' | 'order' | 'deleted'> | null): LastMessageLabel {
	if (!message) return { kind: 'none' }
	if (message.deleted) return { kind: 'deleted' }
	const text = message.text ? previewText(message.text) : ''
	if (text) return { kind: 'text', text }
	if (message.pictureUrl) return { kind: 'picture' }
	if (message.order) return { kind: 'order' }
	return { kind: 'none' }
}

/** A conversation in the inbox. */
export function inboxEntryView(entry: ChatInboxEntry, language: string, now = new Date()) {
	return {
		id: entry.id,
		href: chatPath(entry.id),
		name: entry.other.name,
		imageUrl: entry.other.imageUrl,
		last: lastMessageLabel(entry.last),
		/** The last message is the reader's side's own: said "You: …". */
		lastMine: entry.last?.mine ?? false,
		unread: entry.unread,
		answered: entry.answered,
		at: entry.lastMessageAt,
		time: entry.lastMessageAt ? messageTime(entry.lastMessageAt, language, now) : null,
	}
}
export type InboxEntryView = ReturnType<typeof inboxEntryView>
