import { describe, expect, test } from 'vitest'
import type { ChatInboxEntry, ChatMessage, ChatParty, ChatRoom } from '#contracts/chat.ts'
import { inboxEntryView, lastMessageLabel, messageTime, orderCardHref, previewText, roomView } from './views.ts'

// Conversations as the pages show them: times in Thailand's time (the Buddhist era in Thai), the inbox's
// line for a last message, "Seen" under the reader's last message, and where an order card leads.

const now = new Date('2026-11-28T10:00:00Z') // 17:00 on 28 November 2026 in Thailand

const person: ChatParty = { type: 'person', id: '11111111-1111-4111-8111-111111111111', name: 'Dao Srisuk', imageUrl: null }
const shop: ChatParty = { type: 'business-user', id: '22222222-2222-4222-8222-222222222222', name: 'Robtua Demo Shop', imageUrl: null }

function message(seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
	return {
		seq,
		mine: false,
		sender: { name: 'Dao Srisuk', forBusiness: null },
		authoredByMe: false,
		text: `Message ${seq}`,
		pictureUrl: null,
		order: null,
		sentAt: '2026-11-28T09:00:00Z',
		deleted: false,
		...overrides,
	}
}

function room(messages: ChatMessage[], overrides: Partial<ChatRoom> = {}): ChatRoom {
	const lastSeq = messages.at(-1)?.seq ?? 0
	return { id: '33333333-3333-4333-8333-333333333333', other: person, answeringAs: null, messages, olderBefore: null, lastSeq, readSeq: lastSeq, otherReadSeq: 0, blockedByMe: false, send: { allowed: true, reason: null }, orders: [], ...overrides }
}

const order = { id: '44444444-4444-4444-8444-444444444444', businessOrderId: '55555555-5555-4555-8555-555555555555', businessUserId: shop.id, number: 12, status: 'paid', totalSatang: 125050, itemCount: 2 }

describe('when a message was sent', () => {
	test('today in Thailand: the time alone', () => {
		expect(messageTime('2026-11-28T07:05:00Z', 'en', now)).toBe('14:05')
		expect(messageTime('2026-11-28T16:59:00Z', 'th', now)).toBe('23:59')
	})

	test('earlier this year: the day too; another year: the year, in the Buddhist era in Thai', () => {
		expect(messageTime('2026-11-27T17:00:00Z', 'en', now)).toBe('00:00') // the 27th in UTC, today in Thailand
		expect(messageTime('2026-11-27T16:30:00Z', 'en', now)).toBe('Nov 27, 23:30')
		expect(messageTime('2026-03-02T03:00:00Z', 'th', now)).toBe('2 มี.ค. 10:00')
		expect(messageTime('2025-12-31T03:00:00Z', 'en', now)).toBe('Dec 31, 2025, 10:00')
		expect(messageTime('2025-12-31T03:00:00Z', 'th', now)).toBe('31 ธ.ค. 2568 10:00')
	})
})

describe('the inbox’s line for the last message', () => {
	test('its text, on one line, cut between letters (a Thai vowel stays with its consonant)', () => {
		expect(lastMessageLabel(message(1, { text: 'Hello\n\nthere' }))).toEqual({ kind: 'text', text: 'Hello there' })
		const long = previewText('ที่'.repeat(60), 10)
		expect(long).toBe('ที่ที่ที่…')
		expect(previewText('a'.repeat(121))).toHaveLength(120)
	})

	test('what it was when it has no text: a picture, an order, deleted, or nothing yet', () => {
		expect(lastMessageLabel(message(1, { text: null, pictureUrl: '/media/0123456789abcdef0123456789abcdef-960.webp' }))).toEqual({ kind: 'picture' })
		expect(lastMessageLabel(message(1, { text: '', order }))).toEqual({ kind: 'order' })
		expect(lastMessageLabel(message(1, { deleted: true, text: null }))).toEqual({ kind: 'deleted' })
		expect(lastMessageLabel(null)).toEqual({ kind: 'none' })
	})

	test('a conversation in the inbox: its link, whose last message, unread', () => {
		const entry: ChatInboxEntry = { id: '33333333-3333-4333-8333-333333333333', other: shop, last: message(4, { mine: true }), unread: 0, answered: true, lastMessageAt: '2026-11-28T09:00:00Z' }
		expect(inboxEntryView(entry, 'en', now)).toMatchObject({ href: '/chat/33333333-3333-4333-8333-333333333333', name: 'Robtua Demo Shop', last: { kind: 'text', text: 'Message 4' }, lastMine: true, unread: 0, time: '16:00' })
	})
})

describe('a conversation', () => {
	test('"Seen" under the reader’s side’s last message once the other side has read up to it, and only there', () => {
		const messages = [message(1, { mine: true }), message(2, { mine: true }), message(3)]
		expect(roomView(room(messages, { otherReadSeq: 1 }), 'en', now).messages.map((m) => m.seen)).toEqual([false, false, false])
		expect(roomView(room(messages, { otherReadSeq: 2 }), 'en', now).messages.map((m) => m.seen)).toEqual([false, true, false])
		expect(roomView(room(messages, { otherReadSeq: 3 }), 'en', now).messages.map((m) => m.seen)).toEqual([false, true, false])
	})

	test('a deleted message shows nothing of what it was; only the reader’s own may be deleted', () => {
		const view = roomView(room([message(1, { authoredByMe: true, mine: true }), message(2, { deleted: true, text: null, authoredByMe: true, mine: true }), message(3, { mine: true })]), 'en', now)
		expect(view.messages.map((m) => [m.deletable, m.deleted, m.text])).toEqual([
			[true, false, 'Message 1'],
			[false, true, null],
			[false, false, 'Message 3'],
		])
	})

	test('unread, and whether the page shows the newest messages', () => {
		expect(roomView(room([message(1), message(2)], { readSeq: 0 }), 'en', now)).toMatchObject({ unread: 2, showsNewest: true })
		expect(roomView(room([message(1)], { lastSeq: 80, readSeq: 80, olderBefore: null }), 'en', now)).toMatchObject({ unread: 0, showsNewest: false })
		expect(roomView(room([], { id: null }), 'en', now)).toMatchObject({ unread: 0, showsNewest: true, messages: [] })
	})

	test('who wrote for a business, to its staff', () => {
		const view = roomView(room([message(1, { sender: { name: 'Dao Srisuk', forBusiness: 'Robtua Demo Shop' } })]), 'en', now)
		expect(view.messages[0]).toMatchObject({ sender: 'Dao Srisuk', senderFor: 'Robtua Demo Shop' })
	})

	test('an order card: its number, status and total in baht; its page for the buyer, or for the seller’s staff', () => {
		const view = roomView(room([message(1, { order })]), 'th', now)
		expect(view.messages[0]!.order).toEqual({ number: 12, status: 'paid', total: '฿1,250.50', itemCount: 2, href: `/account/sale-screen/business-order/${order.businessOrderId}/purchase-order/${order.id}` })
		expect(orderCardHref(order, shop)).toBe(`/business-user/${shop.id}/sale-screen/my-activities/${order.id}`)
		expect(orderCardHref(order, null)).toBe(`/account/sale-screen/business-order/${order.businessOrderId}/purchase-order/${order.id}`)
	})
})
