import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { connectChatLive } from './live.ts'

// The live half of a chat page, on a stand-in EventSource: which signals read the page again (once for
// signals that come together), which are about another conversation, and the header's count.

class FakeEventSource {
	static last: FakeEventSource | undefined
	readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>()
	closed = false
	constructor(readonly url: string) {
		FakeEventSource.last = this
	}
	addEventListener(type: string, listener: (event: MessageEvent) => void) {
		this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
	}
	emit(type: string, data?: unknown) {
		for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) }))
	}
	close() {
		this.closed = true
	}
}

const room = 'c1d2e3f4-0000-4000-8000-000000000001'
const other = 'c1d2e3f4-0000-4000-8000-000000000002'
const message = (roomId: string, seq: number, mine = false) => ({ roomId, message: { seq, mine, sender: { name: 'Dao', forBusiness: null } } })

beforeEach(() => {
	vi.useFakeTimers()
	vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => {
	vi.useRealTimers()
	vi.unstubAllGlobals()
})

function connect(options: { room?: string; after?: number } = {}) {
	const onChange = vi.fn()
	const onMessage = vi.fn()
	const onUnread = vi.fn()
	const close = connectChatLive({ ...options, onChange, onMessage, onUnread })
	return { source: FakeEventSource.last!, onChange, onMessage, onUnread, close }
}

describe('a conversation’s stream', () => {
	test('asks the relay for its room, after the newest message the page shows', () => {
		expect(connect({ room }).source.url).toBe(`/resources/chat-events?room=${room}`)
		expect(connect({ room, after: 12 }).source.url).toBe(`/resources/chat-events?room=${room}&after=12`)
		expect(connect().source.url).toBe('/resources/chat-events')
	})

	test('a message, a read mark and a resync of its room read the page again, once for signals that come together', () => {
		const { source, onChange, onMessage } = connect({ room })
		source.emit('message', message(room, 5))
		source.emit('read', { roomId: room, otherReadSeq: 5, readSeq: 4 })
		expect(onChange).not.toHaveBeenCalled()
		vi.advanceTimersByTime(60)
		expect(onChange).toHaveBeenCalledTimes(1)
		expect(onMessage).toHaveBeenCalledWith({ seq: 5, mine: false, sender: 'Dao' })
		source.emit('resync', {})
		vi.advanceTimersByTime(60)
		expect(onChange).toHaveBeenCalledTimes(2)
	})

	test('another conversation’s news is not this page’s; a broken signal is ignored', () => {
		const { source, onChange, onMessage } = connect({ room })
		source.emit('message', message(other, 9))
		source.emit('read', { roomId: other, otherReadSeq: 1, readSeq: 1 })
		for (const listener of source.listeners.get('message') ?? []) listener(new MessageEvent('message', { data: 'not json' }))
		vi.advanceTimersByTime(60)
		expect(onChange).not.toHaveBeenCalled()
		expect(onMessage).not.toHaveBeenCalled()
	})

	test('opening starts where the page ends; opening again after a break reads the page again', () => {
		const { source, onChange } = connect({ room, after: 4 })
		source.emit('open')
		vi.advanceTimersByTime(60)
		expect(onChange).not.toHaveBeenCalled()
		source.emit('error')
		source.emit('open')
		vi.advanceTimersByTime(60)
		expect(onChange).toHaveBeenCalledTimes(1)
	})

	test('the unread count goes to the header, not to the page', () => {
		const { source, onChange, onUnread } = connect({ room })
		source.emit('unread', { total: 3 })
		source.emit('unread', { total: -1 })
		vi.advanceTimersByTime(60)
		expect(onUnread.mock.calls).toEqual([[3]])
		expect(onChange).not.toHaveBeenCalled()
	})

	test('closing stops it, and a read already planned', () => {
		const { source, onChange, close } = connect({ room })
		source.emit('message', message(room, 6))
		close()
		vi.advanceTimersByTime(60)
		expect(source.closed).toBe(true)
		expect(onChange).not.toHaveBeenCalled()
	})
})

describe('the inbox’s stream', () => {
	test('any conversation’s message, and a new count, read the inbox again', () => {
		const { source, onChange, onUnread } = connect()
		source.emit('message', message(other, 2))
		vi.advanceTimersByTime(60)
		source.emit('unread', { total: 1 })
		vi.advanceTimersByTime(60)
		expect(onChange).toHaveBeenCalledTimes(2)
		expect(onUnread).toHaveBeenCalledWith(1)
	})
})
