// A chat page's live half (docs/product.md#chat), loaded after the page has shown (a dynamic import, so
// it is no part of the first load): one EventSource per tab on the web's relay. The stream carries
// signals, not the data to show: on news about the conversation on screen the page reads itself again
// through its loader (the API decides what the reader may see), and the header's count changes in place.

export const CHAT_EVENTS_PATH = '/resources/chat-events'
/** Signals that come together (a message and the read mark after it) are one read of the page. */
const SETTLE_MS = 50

export type ChatLiveOptions = {
	/** The conversation on screen; none for the inbox, which hears of every conversation. */
	room?: string
	/** The newest message number the page shows: the stream starts after it (the relay's `after`). */
	after?: number
	/** Something the page shows changed (for the inbox, any conversation's news): read it again. */
	onChange: () => void
	/** A new message in the conversation on screen (or any, for the inbox). */
	onMessage?: (message: { seq: number; mine: boolean; sender: string }) => void
	/** Unread messages in every inbox, for the header. */
	onUnread: (total: number) => void
}

function parse(data: unknown): Record<string, unknown> | null {
	if (typeof data !== 'string') return null
	try {
		const value: unknown = JSON.parse(data)
		return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
	} catch {
		return null
	}
}

/**
 * Opens the stream; answers the function that closes it. Nothing is missed: the stream starts after the
 * newest message the page shows (`after`; on a reconnection, the last it sent), and when it opens again
 * after a break, or the relay says `resync`, the page is read again; a message already shown is not shown
 * twice (the page is read whole, each message by its number).
 */
export function connectChatLive({ room, after, onChange, onMessage, onUnread }: ChatLiveOptions): () => void {
	const query = new URLSearchParams()
	if (room) query.set('room', room)
	if (room && after !== undefined) query.set('after', String(after))
	const source = new EventSource(query.size > 0 ? `${CHAT_EVENTS_PATH}?${query}` : CHAT_EVENTS_PATH)
	let timer: ReturnType<typeof setTimeout> | undefined
	const soon = () => {
		clearTimeout(timer)
		timer = setTimeout(onChange, SETTLE_MS)
	}
	const about = (data: Record<string, unknown> | null) => data !== null && (!room || data.roomId === room)

	// The first opening starts where the page ends; an opening after a break may have missed read marks.
	let opened = false
	source.addEventListener('open', () => {
		if (opened) soon()
		opened = true
	})
	source.addEventListener('message', (event: MessageEvent) => {
		const data = parse(event.data)
		if (!about(data)) return
		const message = data!.message as { seq?: unknown; mine?: unknown; sender?: { name?: unknown } } | undefined
		if (message && typeof message.seq === 'number') onMessage?.({ seq: message.seq, mine: message.mine === true, sender: typeof message.sender?.name === 'string' ? message.sender.name : '' })
		soon()
	})
	source.addEventListener('read', (event: MessageEvent) => {
		if (about(parse(event.data))) soon()
	})
	source.addEventListener('resync', soon)
	source.addEventListener('unread', (event: MessageEvent) => {
		const total = parse(event.data)?.total
		if (typeof total === 'number' && Number.isInteger(total) && total >= 0) onUnread(total)
		// The inbox shows each conversation's count.
		if (!room) soon()
	})
	return () => {
		clearTimeout(timer)
		source.close()
	}
}
