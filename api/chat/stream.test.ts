import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { ok } from '#api/testing/ok.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { SentChatMessage } from '#contracts/chat.ts'

// The live chat stream (docs/decisions/0027-chat-live.md): a message reaches the other side's open stream,
// on this replica or another; a reconnect with Last-Event-ID is sent what it missed, once; signing out
// ends the stream at once; a stranger cannot watch a room.

const api = useHarness()
type Somebody = Awaited<ReturnType<typeof api.somebody>>
let ann: Somebody, ben: Somebody, roomId: string
beforeAll(async () => {
	;[ann, ben] = [await api.somebody('Ann'), await api.somebody('Ben')]
	await api.call('PUT', `/v1/profiles/${ann.uuid}/follow`, { token: ben.token })
	roomId = (await ok<SentChatMessage>(await api.call('POST', `/v1/profiles/${ben.uuid}/chat/messages`, { token: ann.token, body: { clientId: randomUUID(), text: 'first' } }), 201)).roomId
}, 60_000)

type Event = { event: string; id?: string; data: unknown }

/** Reads a stream's events as they come; `next` waits (at most `ms`) for one matching `match`. */
function reader(response: Response) {
	expect(response.status).toBe(200)
	expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
	expect(response.headers.get('cache-control')).toContain('no-transform')
	expect(response.headers.get('x-accel-buffering')).toBe('no')
	const body = response.body!.getReader()
	const decoder = new TextDecoder()
	let buffer = ''
	const events: Event[] = []
	let ended = false
	const pump = (async () => {
		for (;;) {
			const { done, value } = await body.read()
			if (done) break
			buffer += decoder.decode(value, { stream: true })
			let cut: number
			while ((cut = buffer.indexOf('\n\n')) >= 0) {
				const block = buffer.slice(0, cut)
				buffer = buffer.slice(cut + 2)
				const fields = Object.fromEntries(block.split('\n').filter((line) => line && !line.startsWith(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]))
				if (fields.event) events.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data ?? 'null') })
			}
		}
		ended = true
	})()
	return {
		events,
		get ended() {
			return ended
		},
		async next(match: (event: Event) => boolean, ms = 1000) {
			const until = Date.now() + ms
			for (;;) {
				const found = events.findIndex(match)
				if (found >= 0) return events.splice(found, 1)[0]!
				if (Date.now() > until || ended) throw new Error(`no such event in ${ms} ms; had ${JSON.stringify(events)}`)
				await new Promise((resolve) => setTimeout(resolve, 10))
			}
		},
		async untilEnded(ms = 1000) {
			await Promise.race([pump, new Promise((_, reject) => setTimeout(() => reject(new Error('the stream did not end')), ms))])
		},
		cancel: () => body.cancel(),
	}
}

const say = (who: Somebody, text: string) => api.call('POST', `/v1/chat/rooms/${roomId}/messages`, { token: who.token, body: { clientId: randomUUID(), text } })
const open = (who: Somebody, query = `?room=${roomId}`, headers: Record<string, string> = {}) => api.call('GET', `/v1/chat/events${query}`, { token: who.token, headers })

describe('the chat stream', () => {
	test('a message arrives within a second, numbered; read marks and unread counts follow', async () => {
		const stream = reader(await open(ben))
		await stream.next((event) => event.event === 'read')
		const sentAt = Date.now()
		const { message } = await ok<SentChatMessage>(await say(ann, 'live'), 201)
		const arrived = await stream.next((event) => event.event === 'message')
		expect(Date.now() - sentAt).toBeLessThan(1000)
		expect(arrived).toMatchObject({ id: String(message.seq), data: { roomId, message: { seq: message.seq, text: 'live', mine: false } } })
		expect(await stream.next((event) => event.event === 'unread' && (event.data as { total: number }).total > 0)).toBeTruthy()
		await ok(await api.call('PUT', `/v1/chat/rooms/${roomId}/read`, { token: ben.token, body: { seq: message.seq } }))
		expect((await stream.next((event) => event.event === 'read' && (event.data as { readSeq: number }).readSeq === message.seq)).data).toMatchObject({ readSeq: message.seq })
		await stream.cancel()
	})

	test('a reconnect with Last-Event-ID is sent what it missed, in order, once', async () => {
		const { message: before } = await ok<SentChatMessage>(await say(ann, 'seen'), 201)
		await ok(await say(ann, 'missed 1'), 201)
		await ok(await say(ann, 'missed 2'), 201)
		const stream = reader(await open(ben, `?room=${roomId}`, { 'Last-Event-ID': String(before.seq) }))
		const first = await stream.next((event) => event.event === 'message')
		const second = await stream.next((event) => event.event === 'message')
		expect([first.id, second.id]).toEqual([String(before.seq + 1), String(before.seq + 2)])
		await ok(await say(ann, 'after'), 201)
		expect((await stream.next((event) => event.event === 'message')).id).toBe(String(before.seq + 3))
		await new Promise((resolve) => setTimeout(resolve, 100))
		expect(stream.events.filter((event) => event.event === 'message')).toEqual([])
		await stream.cancel()
	})

	test('a stranger cannot watch the room; a stream without a room has unread counts only', async () => {
		const eve = await api.somebody('Eve')
		expect((await open(eve)).status).toBe(404)
		expect((await open(eve, '?room=nonsense')).status).toBe(404)
		expect((await api.call('GET', `/v1/chat/events?room=${roomId}`)).status).toBe(401)
		const inbox = reader(await open(ben, ''))
		await ok(await say(ann, 'to the inbox'), 201)
		await inbox.next((event) => event.event === 'unread')
		expect(inbox.events.some((event) => event.event === 'message')).toBe(false)
		await inbox.cancel()
	})

	test('signing out ends the stream at once', async () => {
		const cat = await api.somebody('Cat')
		await api.call('PUT', `/v1/profiles/${cat.uuid}/follow`, { token: ann.token })
		const stream = reader(await open(cat, ''))
		await stream.next((event) => event.event === 'unread')
		expect((await api.call('POST', '/v1/me/sign-out', { token: cat.token })).status).toBe(204)
		await stream.untilEnded(1000)
	})

	test('a message sent through one replica reaches a stream on another', async () => {
		const other = await api.replica()
		const response = await other.request(`/v1/chat/events?room=${roomId}`, { headers: { Authorization: `Bearer ${ben.token}` } })
		const stream = reader(response)
		await stream.next((event) => event.event === 'read')
		const sentAt = Date.now()
		await ok(await say(ann, 'across replicas'), 201)
		const arrived = await stream.next((event) => event.event === 'message')
		expect(Date.now() - sentAt).toBeLessThan(1000)
		expect(arrived.data).toMatchObject({ message: { text: 'across replicas' } })
		await stream.cancel()
	})
})
