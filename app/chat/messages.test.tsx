import { createRemixStub } from '@remix-run/testing'
import type { ReactNode } from 'react'
import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, test } from 'vitest'
import type { Language } from '#app/i18n/config.ts'
import type { ChatMessage, ChatRoom } from '#contracts/chat.ts'
import { createTestI18n } from '#tests/support/i18n.ts'
import { Composer, SendNotAllowed } from './composer.tsx'
import { MessageList } from './messages.tsx'
import { roomView } from './views.ts'

// A conversation as its page draws it, in English and Thai: a person's text is text (its addresses links
// that are safe to follow, nothing else markup), a deleted message says so, "Delete" is on the reader's
// own, "Seen" under their last one; and the composer's controls have the names the guide gives them.

const now = new Date('2026-11-28T10:00:00Z')
const message = (seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
	seq,
	mine: false,
	sender: { name: 'Dao Srisuk', forBusiness: null },
	authoredByMe: false,
	text: null,
	pictureUrl: null,
	order: null,
	sentAt: '2026-11-28T09:00:00Z',
	deleted: false,
	...overrides,
})
const room = (messages: ChatMessage[], overrides: Partial<ChatRoom> = {}): ChatRoom => ({
	id: '33333333-3333-4333-8333-333333333333',
	other: { type: 'person', id: '11111111-1111-4111-8111-111111111111', name: 'Dao Srisuk', imageUrl: null },
	answeringAs: null,
	messages,
	olderBefore: null,
	lastSeq: messages.at(-1)?.seq ?? 0,
	readSeq: 0,
	otherReadSeq: 0,
	blockedByMe: false,
	send: { allowed: true, reason: null },
	orders: [],
	...overrides,
})

/** Rendered whole, as the server sends a page: the parts hydrated later (the picture uploader) too. */
async function render(node: ReactNode, lng: Language = 'en') {
	const Stub = createRemixStub([{ path: '/chat/:id', Component: () => node }])
	const i18n = await createTestI18n(lng)
	return new Promise<string>((resolve, reject) => {
		const stream = renderToPipeableStream(
			<I18nextProvider i18n={i18n}>
				<Stub initialEntries={['/chat/33333333-3333-4333-8333-333333333333']} />
			</I18nextProvider>,
			{
				onAllReady() {
					const chunks: Buffer[] = []
					const sink = new PassThrough()
					sink.on('data', (chunk: Buffer) => chunks.push(chunk))
					sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
					stream.pipe(sink)
				},
				onShellError: reject,
			},
		)
	})
}

describe('the messages', () => {
	test('a text’s addresses are links that are safe to follow; the rest, markup too, is plain text', async () => {
		const html = await render(<MessageList room={roomView(room([message(1, { text: 'ดูที่https://robtua.test/shopนะ <b>bold</b> javascript:alert(1)' })]), 'en', now)} reportable />)
		expect(html).toContain('<a href="https://robtua.test/shop" rel="nofollow ugc noopener noreferrer" target="_blank">https://robtua.test/shop</a>นะ')
		expect(html).toContain('&lt;b&gt;bold&lt;/b&gt; javascript:alert(1)')
		expect(html).not.toContain('<b>')
		expect(html).not.toContain('href="javascript')
	})

	test('a deleted message says so; "Delete" is on the reader’s own only, "Report" on the other side’s', async () => {
		const view = roomView(room([message(1, { text: 'Hi' }), message(2, { mine: true, authoredByMe: true, text: 'Hello' }), message(3, { mine: true, authoredByMe: true, deleted: true })]), 'en', now)
		const html = await render(<MessageList room={view} reportable />)
		expect(html).toContain('Deleted message')
		expect(html.match(/>Delete</g)).toHaveLength(1)
		expect(html.match(/>Report</g)).toHaveLength(1)
		expect(html).toContain('id="m-1"')
		expect(html).toMatch(/<time datetime="2026-11-28T09:00:00Z"/i)
	})

	test('"Seen" under the reader’s last message once read; Thai too', async () => {
		const view = roomView(room([message(1, { mine: true, authoredByMe: true, text: 'สวัสดี' })], { otherReadSeq: 1 }), 'th', now)
		expect(await render(<MessageList room={view} reportable />, 'th')).toContain('อ่านแล้ว')
		expect(await render(<MessageList room={view} reportable />, 'en')).toContain('>Seen<')
	})

	test('an order card: its number (a link to its page), status, items and total in baht', async () => {
		const order = { id: '44444444-4444-4444-8444-444444444444', businessOrderId: '55555555-5555-4555-8555-555555555555', businessUserId: '22222222-2222-4222-8222-222222222222', number: 12, status: 'paid', totalSatang: 125050, itemCount: 2 }
		const html = await render(<MessageList room={roomView(room([message(1, { order })]), 'en', now)} reportable />)
		expect(html).toContain(`href="/account/sale-screen/business-order/${order.businessOrderId}/purchase-order/${order.id}">Order 12</a>`)
		expect(html).toMatch(/Paid<\/span> <span>2 items<\/span> <strong>฿1,250.50<\/strong>/)
	})

	test('a business’s staff member is named for it; an empty conversation invites the first message', async () => {
		const staff = roomView(room([message(1, { text: 'Ready', sender: { name: 'Dao', forBusiness: 'Robtua Demo Shop' } })]), 'en', now)
		expect(await render(<MessageList room={staff} reportable />)).toContain('Dao for Robtua Demo Shop')
		expect(await render(<MessageList room={roomView(room([], { id: null }), 'en', now)} reportable={false} />)).toContain('No messages yet')
	})
})

describe('the composer', () => {
	test('"Message", "Picture" and "Send", a multipart form with its client id', async () => {
		const html = await render(<Composer clientId="5b0f3c59-3c1e-4a5e-8f57-2f0a4a1f6c11" orders={[]} />)
		expect(html).toMatch(/enctype="multipart\/form-data"/i)
		expect(html).toMatch(/<label for="chat-text">Message<\/label>/)
		expect(html).toMatch(/<label for="chat-picture">Picture<\/label>/)
		expect(html).toContain('type="file"')
		expect(html).toMatch(/<button type="submit"[^>]*>Send<\/button>/)
		expect(html).toContain('name="clientId" value="5b0f3c59-3c1e-4a5e-8f57-2f0a4a1f6c11"')
		expect(html).not.toContain('name="orderId"')
	})

	test('between a customer and a business, "Order" offers the orders between them', async () => {
		const orders = roomView(room([], { orders: [{ id: '44444444-4444-4444-8444-444444444444', businessOrderId: '55555555-5555-4555-8555-555555555555', businessUserId: '66666666-6666-4666-8666-666666666666', number: 12, status: 'paid', totalSatang: 125050, itemCount: 2 }] }), 'th', now).orders
		const html = await render(<Composer clientId="5b0f3c59-3c1e-4a5e-8f57-2f0a4a1f6c11" orders={orders} />, 'th')
		expect(html).toMatch(/<label for="chat-order">คำสั่งซื้อ<\/label>/)
		expect(html).toContain('<option value="" selected="">ไม่แนบคำสั่งซื้อ</option>')
		expect(html).toMatch(/<option value="44444444-4444-4444-8444-444444444444">คำสั่งซื้อ 12 · [^<]+ · ฿1,250.50<\/option>/)
	})

	test('a failed send comes back with its text, picture, client id and the reason', async () => {
		const result = {
			status: 'error' as const,
			initialValue: { intent: 'send', clientId: '9a9a9a9a-3c1e-4a5e-8f57-2f0a4a1f6c11', text: 'ยังอยู่ไหม', pictureUrl: '/media/0123456789abcdef0123456789abcdef-960.webp' },
			error: { '': ['daily_messages'] },
		}
		const html = await render(<Composer clientId="5b0f3c59-3c1e-4a5e-8f57-2f0a4a1f6c11" orders={[]} actionData={{ result }} />, 'th')
		expect(html).toContain('ยังอยู่ไหม</textarea>')
		expect(html).toContain('value="9a9a9a9a-3c1e-4a5e-8f57-2f0a4a1f6c11"')
		expect(html).toContain('value="/media/0123456789abcdef0123456789abcdef-960.webp"')
		expect(html).toContain('วันนี้คุณส่งข้อความครบจำนวนแล้ว')
	})

	test('where sending is not allowed, why, instead of the composer', async () => {
		const other = room([]).other
		expect(await render(<SendNotAllowed send={{ allowed: false, reason: 'not_following' }} other={other} answeringAs={null} />)).toContain('You can start a conversation with Dao Srisuk once one of you follows the other.')
		expect(await render(<SendNotAllowed send={{ allowed: false, reason: 'blocked_by_you' }} other={other} answeringAs={null} />, 'th')).toContain('คุณบล็อกบทสนทนานี้อยู่')
	})
})
