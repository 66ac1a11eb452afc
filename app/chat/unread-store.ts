import { useEffect, useSyncExternalStore } from 'react'

// The header's chat count between two reads of the page: the live stream (./live.ts) says it as it
// changes; the next page read (the root loader's `user.chatUnread`) takes over again.

let live: number | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
	listeners.add(listener)
	return () => void listeners.delete(listener)
}

function set(value: number | null) {
	if (value === live) return
	live = value
	for (const listener of listeners) listener()
}

/** The stream says how many are unread now. */
export const setLiveUnread = (total: number) => set(total)

/** Unread messages: the stream's latest count, else the page's (`fromPage`); a new count from the page wins. */
export function useChatUnread(fromPage: number) {
	const value = useSyncExternalStore(
		subscribe,
		() => live,
		() => null,
	)
	useEffect(() => set(null), [fromPage])
	return value ?? fromPage
}
