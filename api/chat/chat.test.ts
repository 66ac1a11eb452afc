import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { businessUserTeam } from '#api/testing/business-team.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { ChatInbox, ChatQuota, ChatReportEntry, ChatRoom, ChatUnread, SentChatMessage } from '#contracts/chat.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import type { Me } from '#contracts/me.ts'
import type { Cart } from '#contracts/shop/cart.ts'
import type { PurchaseOrder } from '#contracts/shop/orders.ts'

// Chat (docs/product.md#chat): who may start, read, send and delete; one room a pair; unread by numbers;
// a business answered by its staff; blocks, reports and the daily quota.

const api = useHarness({ chat: { messagesPerDay: 12, newConversationsPerDay: 3, sendsPerMinute: 1000 } })
type Somebody = Awaited<ReturnType<typeof api.somebody>>
type Team = Awaited<ReturnType<typeof businessUserTeam>>
let team: Team
beforeAll(async () => void (team = await businessUserTeam(api)), 60_000)

const send = (who: Somebody, path: string, text: string, extra: Record<string, unknown> = {}) =>
	api.call('POST', `/v1/${path}`, { token: who.token, body: { clientId: randomUUID(), text, ...extra } })
const toPerson = (who: Somebody, to: Somebody, text: string) => send(who, `profiles/${to.uuid}/chat/messages`, text)
const toBusiness = (who: Somebody, businessUserId: string, text: string) => send(who, `business-users/${businessUserId}/chat/messages`, text)
const inRoom = (who: Somebody, roomId: string, text: string, extra?: Record<string, unknown>) => send(who, `chat/rooms/${roomId}/messages`, text, extra)
const room = async (who: Somebody, roomId: string, query = '') => ok<ChatRoom>(await api.call('GET', `/v1/chat/rooms/${roomId}${query}`, { token: who.token }))
const inbox = async (who: Somebody, query = '') => ok<ChatInbox>(await api.call('GET', `/v1/chat/inbox${query}`, { token: who.token }))
const unread = async (who: Somebody) => (await ok<ChatUnread>(await api.call('GET', '/v1/chat/unread', { token: who.token }))).total
const follow = (who: Somebody, whom: Somebody) => api.call('PUT', `/v1/profiles/${whom.uuid}/follow`, { token: who.token })

describe('people', () => {
	test('a person starts with a person only when either follows the other; then one room for the pair, numbered, unread by subtraction', async () => {
		const ann = await api.somebody('Ann')
		const ben = await api.somebody('Ben')
		const empty = await ok<ChatRoom>(await api.call('GET', `/v1/profiles/${ben.uuid}/chat`, { token: ann.token }))
		expect(empty).toMatchObject({ id: null, messages: [], send: { allowed: false, reason: 'not_following' }, other: { type: 'person', id: ben.uuid, name: 'Ben Suksai' } })
		await problemOf(await toPerson(ann, ben, 'Hello'), 403, 'not_following')

		await follow(ben, ann)
		const first = await ok<SentChatMessage>(await toPerson(ann, ben, 'Hello Ben'), 201)
		expect(first.message).toMatchObject({ seq: 1, mine: true, authoredByMe: true, text: 'Hello Ben', sender: { name: 'Ann Suksai', forBusiness: null } })
		// Ben answering from Ann's page finds the same room.
		const answer = await ok<SentChatMessage>(await toPerson(ben, ann, 'Hi Ann'), 201)
		expect(answer.roomId).toBe(first.roomId)
		expect(answer.message.seq).toBe(2)
		await ok(await inRoom(ann, first.roomId, 'How are you?'), 201)

		expect(await unread(ben)).toBe(1)
		expect(await unread(ann)).toBe(0)
		// The signed-in state counts the same (its own read, api/chat/service.ts chatUnreadTotal).
		expect((await ok<Me>(await api.call('GET', '/v1/me', { token: ben.token }))).chatUnread).toBe(1)
		const seen = await room(ben, first.roomId)
		expect(seen.messages.map((message) => [message.seq, message.mine, message.text])).toEqual([
			[1, false, 'Hello Ben'],
			[2, true, 'Hi Ann'],
			[3, false, 'How are you?'],
		])
		expect(seen).toMatchObject({ readSeq: 2, otherReadSeq: 3, lastSeq: 3, send: { allowed: true, reason: null } })
		expect((await ok<{ readSeq: number }>(await api.call('PUT', `/v1/chat/rooms/${first.roomId}/read`, { token: ben.token, body: { seq: 99 } }))).readSeq).toBe(3)
		expect((await ok<{ readSeq: number }>(await api.call('PUT', `/v1/chat/rooms/${first.roomId}/read`, { token: ben.token, body: { seq: 1 } }))).readSeq).toBe(3)
		expect(await unread(ben)).toBe(0)
		expect((await ok<Me>(await api.call('GET', '/v1/me', { token: ann.token }))).chatUnread).toBe(0)

		const box = await inbox(ben)
		expect(box.rooms).toHaveLength(1)
		expect(box.rooms[0]).toMatchObject({ id: first.roomId, other: { name: 'Ann Suksai' }, unread: 0, answered: false, last: { seq: 3, text: 'How are you?' } })
		expect(box.inboxes).toEqual([{ businessUser: null, unread: 0 }])
	})

	test('a stranger gets 404 for every read and write of a conversation; nobody starts one with themselves', async () => {
		const [cat, dan, eve] = [await api.somebody('Cat'), await api.somebody('Dan'), await api.somebody('Eve')]
		await follow(cat, dan)
		const { roomId } = await ok<SentChatMessage>(await toPerson(cat, dan, 'Private'), 201)
		await problemOf(await api.call('GET', `/v1/chat/rooms/${roomId}`, { token: eve.token }), 404, 'not_found')
		await problemOf(await inRoom(eve, roomId, 'Me too'), 404, 'not_found')
		await problemOf(await api.call('DELETE', `/v1/chat/rooms/${roomId}/messages/1`, { token: eve.token }), 404, 'not_found')
		await problemOf(await api.call('PUT', `/v1/chat/rooms/${roomId}/read`, { token: eve.token, body: { seq: 1 } }), 404, 'not_found')
		await problemOf(await api.call('PUT', `/v1/chat/rooms/${roomId}/block`, { token: eve.token }), 404, 'not_found')
		await problemOf(await api.call('POST', `/v1/chat/rooms/${roomId}/reports`, { token: eve.token, body: { reason: 'x' } }), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/chat/rooms/not-a-room`, { token: eve.token }), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/chat/rooms/${roomId}`), 401, 'unauthenticated')
		await problemOf(await toPerson(cat, cat, 'Me'), 403, 'self')
		expect((await inbox(eve)).rooms).toEqual([])
	})

	test('the same clientId sends once; two starting at once make one room; delete only one’s own, shown as deleted', async () => {
		const [fay, gus] = [await api.somebody('Fay'), await api.somebody('Gus')]
		await follow(fay, gus)
		const clientId = randomUUID()
		const [a, b] = await Promise.all([
			api.call('POST', `/v1/profiles/${gus.uuid}/chat/messages`, { token: fay.token, body: { clientId, text: 'Once' } }),
			api.call('POST', `/v1/profiles/${fay.uuid}/chat/messages`, { token: gus.token, body: { clientId: randomUUID(), text: 'At once' } }),
		])
		const [sentA, sentB] = [await ok<SentChatMessage>(a, 201), await ok<SentChatMessage>(b, 201)]
		expect(sentA.roomId).toBe(sentB.roomId)
		const again = await ok<SentChatMessage>(await api.call('POST', `/v1/chat/rooms/${sentA.roomId}/messages`, { token: fay.token, body: { clientId, text: 'Once' } }), 201)
		expect(again.message.seq).toBe(sentA.message.seq)
		expect((await room(fay, sentA.roomId)).lastSeq).toBe(2)

		await problemOf(await api.call('DELETE', `/v1/chat/rooms/${sentA.roomId}/messages/${sentB.message.seq}`, { token: fay.token }), 404, 'not_found')
		const deleted = await ok<{ deleted: boolean; text: string | null }>(await api.call('DELETE', `/v1/chat/rooms/${sentA.roomId}/messages/${sentA.message.seq}`, { token: fay.token }))
		expect(deleted).toMatchObject({ deleted: true, text: null })
		const seen = await room(gus, sentA.roomId)
		expect(seen.messages.find((message) => message.seq === sentA.message.seq)).toMatchObject({ deleted: true, text: null })
	})

	test('a block stops the other side (and the blocker, until unblocked); a report is kept', async () => {
		const [hal, ivy] = [await api.somebody('Hal'), await api.somebody('Ivy')]
		await follow(hal, ivy)
		const { roomId } = await ok<SentChatMessage>(await toPerson(hal, ivy, 'Buy my stuff'), 201)
		expect(await ok(await api.call('PUT', `/v1/chat/rooms/${roomId}/block`, { token: ivy.token }))).toEqual({ blockedByMe: true })
		await problemOf(await inRoom(hal, roomId, 'Again'), 403, 'blocked_by_them')
		await problemOf(await inRoom(ivy, roomId, 'Hm'), 403, 'blocked_by_you')
		expect((await room(hal, roomId)).send).toEqual({ allowed: false, reason: 'blocked_by_them' })
		const report = await ok<{ id: string }>(await api.call('POST', `/v1/chat/rooms/${roomId}/reports`, { token: ivy.token, body: { seq: 1, reason: 'Spam' } }), 201)
		await problemOf(await api.call('POST', `/v1/chat/rooms/${roomId}/reports`, { token: ivy.token, body: { seq: 9, reason: 'Spam' } }), 404, 'not_found')
		// The operators read it, with the message as kept and who is who, and mark it dealt with.
		const operator = { headers: { Authorization: `Bearer ${api.operatorToken}` } }
		const open = await ok<{ items: ChatReportEntry[] }>(await api.call('GET', '/backoffice/v1/chat/reports', operator))
		expect(open.items.find((item) => item.id === report.id)).toMatchObject({ reason: 'Spam', reporter: { id: ivy.uuid }, reported: { id: hal.uuid }, message: { text: 'Buy my stuff', deleted: false }, resolvedAt: null })
		expect((await api.call('GET', '/backoffice/v1/chat/reports', { token: ivy.token })).status).toBe(401)
		expect((await ok<ChatReportEntry>(await api.call('POST', `/backoffice/v1/chat/reports/${report.id}/resolve`, operator))).resolvedAt).not.toBeNull()
		expect((await ok<{ items: ChatReportEntry[] }>(await api.call('GET', '/backoffice/v1/chat/reports', operator))).items.map((item) => item.id)).not.toContain(report.id)
		await ok(await api.call('DELETE', `/v1/chat/rooms/${roomId}/block`, { token: ivy.token }))
		await ok(await inRoom(hal, roomId, 'Sorry'), 201)
	})
})

describe('a business user', () => {
	test('anyone may start; its owner and staff with chat · create answer as the business; a member with chat · read only reads; the customer sees the business’s name', async () => {
		const customer = await api.somebody('Kit')
		const { roomId } = await ok<SentChatMessage>(await toBusiness(customer, team.id, 'Is it open today?'), 201)
		expect(await unread(team.owner)).toBeGreaterThanOrEqual(1)

		const staffView = await room(team.admin, roomId)
		expect(staffView.answeringAs).toMatchObject({ type: 'business-user', id: team.id })
		expect(staffView.other).toMatchObject({ type: 'person', id: customer.uuid })
		const answer = await ok<SentChatMessage>(await inRoom(team.admin, roomId, 'Yes, until 8'), 201)
		expect(answer.message.sender).toEqual({ name: 'Anong', forBusiness: 'Siam Coffee — Siam Square' })

		const customerView = await room(customer, roomId)
		expect(customerView.messages.at(-1)).toMatchObject({ mine: false, sender: { name: 'Siam Coffee — Siam Square', forBusiness: null }, text: 'Yes, until 8' })
		// The member's default grants read chat but do not answer.
		expect((await room(team.member, roomId)).send).toEqual({ allowed: false, reason: 'no_grant' })
		await problemOf(await inRoom(team.member, roomId, 'Hi'), 403, 'no_grant')
		await problemOf(await api.call('PUT', `/v1/chat/rooms/${roomId}/block`, { token: team.member.token }), 403, 'no_grant')
		await problemOf(await api.call('PUT', `/v1/chat/rooms/${roomId}/block`, { token: team.stranger.token }), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/chat/rooms/${roomId}`, { token: team.stranger.token }), 404, 'not_found')
		// Staff do not message their own business as customers.
		await problemOf(await toBusiness(team.member, team.id, 'Hello me'), 403, 'self')

		// The business's inbox is apart from the owner's own, and "unanswered" keeps what waits for an answer.
		const business = await inbox(team.owner, `?businessUserId=${team.id}`)
		expect(business.rooms.find((entry) => entry.id === roomId)).toMatchObject({ answered: true, unread: 0 })
		await ok(await inRoom(customer, roomId, 'Thanks!'), 201)
		const waiting = await inbox(team.owner, `?businessUserId=${team.id}&filter=unanswered`)
		expect(waiting.rooms.map((entry) => entry.id)).toContain(roomId)
		expect((await inbox(team.owner)).rooms.map((entry) => entry.id)).not.toContain(roomId)
		expect((await inbox(team.owner)).inboxes).toContainEqual({ businessUser: expect.objectContaining({ id: team.id }), unread: 1 })
		await problemOf(await api.call('GET', `/v1/chat/inbox?businessUserId=${team.id}`, { token: team.stranger.token }), 404, 'not_found')
	})
})

describe('order cards', () => {
	test('a conversation between a customer and a business offers the orders between them; either side shows one as a card; any other order is refused', async () => {
		const [customer, other] = [await api.somebody('Uma'), await api.somebody('Vee')]
		const item = await ok<ContentItem>(await api.call('POST', `/v1/business-users/${team.id}/content/catalogue`, { token: team.owner.token, body: { title: 'Drip bag', priceSatang: 12050 } }), 201)
		const buy = async (who: Somebody) => {
			const cart = await ok<Cart>(await api.call('POST', '/v1/me/cart/lines', { token: who.token, body: { itemId: item.id, quantity: 2 } }), 201)
			const boid = cart.groups.find((group) => group.businessUser.id === team.id)!.businessOrderId
			const body = { delivery: 'pickup', phone: '0812345678', paymentMethod: 'card', expectedTotalSatang: 24100 }
			return await ok<PurchaseOrder>(await api.call('POST', `/v1/me/business-orders/${boid}/purchase-orders`, { token: who.token, body }), 201)
		}
		const [mine, theirs] = [await buy(customer), await buy(other)]

		const { roomId } = await ok<SentChatMessage>(await toBusiness(customer, team.id, 'About my order'), 201)
		expect((await room(customer, roomId)).orders).toEqual([expect.objectContaining({ id: mine.id, number: mine.number, totalSatang: 24100, itemCount: 2 })])
		expect((await room(team.admin, roomId)).orders.map((order) => order.id)).toEqual([mine.id])
		// Staff who may not answer are offered none, nor is anyone between two people.
		expect((await room(team.member, roomId)).orders).toEqual([])

		const card = await ok<SentChatMessage>(await inRoom(customer, roomId, '', { text: null, orderId: mine.id }), 201)
		expect(card.message).toMatchObject({ text: null, order: { id: mine.id, businessUserId: team.id, totalSatang: 24100 } })
		expect((await room(team.admin, roomId)).messages.at(-1)?.order?.id).toBe(mine.id)
		await ok(await inRoom(team.admin, roomId, 'Shipping today', { orderId: mine.id }), 201)
		await problemOf(await inRoom(customer, roomId, 'And this one', { orderId: theirs.id }), 400, 'validation_failed')
		await problemOf(await inRoom(team.admin, roomId, 'Wrong one', { orderId: theirs.id }), 400, 'validation_failed')
		await problemOf(await inRoom(customer, roomId, 'Nothing', { orderId: randomUUID() }), 400, 'validation_failed')
	})

	test('between two people there are no orders to show', async () => {
		const [wan, xin] = [await api.somebody('Wan'), await api.somebody('Xin')]
		await follow(xin, wan)
		const { roomId } = await ok<SentChatMessage>(await toPerson(wan, xin, 'Hi'), 201)
		expect((await room(wan, roomId)).orders).toEqual([])
	})
})

describe('limits', () => {
	test('the day’s messages and new conversations are counted per person, shown on the quota, and refused past them', async () => {
		const [liz, ...others] = await Promise.all([api.somebody('Liz'), api.somebody('Max'), api.somebody('Ned'), api.somebody('Oli'), api.somebody('Pat')])
		for (const other of others) await follow(other, liz)
		for (const other of others.slice(0, 3)) await ok(await toPerson(liz, other, 'Hi'), 201)
		await problemOf(await toPerson(liz, others[3]!, 'Hi'), 429, 'daily_conversations')
		const quota = await ok<ChatQuota>(await api.call('GET', '/v1/chat/quota', { token: liz.token }))
		expect(quota).toMatchObject({ newConversationsPerDay: 3, messagesPerDay: 12, today: { newConversations: 3, messages: 3 } })
		expect(new Date(quota.today!.resetsAt).getTime()).toBeGreaterThan(Date.now())
		expect((await ok<ChatQuota>(await api.call('GET', '/v1/chat/quota'))).today).toBeNull()

		const { roomId } = await ok<SentChatMessage>(await toPerson(others[0]!, liz, 'Yo'), 201)
		const sends = await Promise.all(Array.from({ length: 12 }, () => inRoom(liz, roomId, 'Again')))
		expect(sends.filter((answer) => answer.status === 201)).toHaveLength(9)
		expect(sends.filter((answer) => answer.status === 429)).toHaveLength(3)
	})

	test('history pages by number, 50 at a time, with no repeats', async () => {
		const [quinn, ray] = [await api.somebody('Quinn'), await api.somebody('Ray')]
		await follow(quinn, ray)
		const { roomId } = await ok<SentChatMessage>(await toPerson(quinn, ray, 'm1'), 201)
		await api.db.execute(
			`insert into chat_messages (room_id, seq, side, author_profile_id, client_id, body) select '${roomId}', n, 1, '${quinn.profileId}', gen_random_uuid(), 'm' || n from generate_series(2, 120) n` as never,
		)
		await api.db.execute(`update chat_rooms set last_seq = 120 where id = '${roomId}'` as never)
		const newest = await room(ray, roomId)
		expect(newest.messages.map((message) => message.seq)).toEqual(Array.from({ length: 50 }, (_, i) => 71 + i))
		const older = await room(ray, roomId, `?before=${newest.olderBefore}`)
		expect(older.messages[0]?.seq).toBe(21)
		const oldest = await room(ray, roomId, `?before=${older.olderBefore}`)
		expect(oldest.messages.map((message) => message.seq)).toEqual(Array.from({ length: 20 }, (_, i) => 1 + i))
		expect(oldest.olderBefore).toBeNull()
	})
})
