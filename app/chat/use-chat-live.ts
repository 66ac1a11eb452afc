import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import type { ChatLiveOptions } from './live.ts'
import { setLiveUnread } from './unread-store.ts'

/**
 * A chat page's live updates, with JavaScript only: the stream's code is loaded after the page has
 * shown, and the page is read again (its loaders) when the stream says something it shows changed.
 * Without JavaScript nothing happens here: the page offers "Check for new messages" instead.
 */
export function useChatLive({ room, after, enabled = true, onMessage }: { room?: string; after?: number; enabled?: boolean; onMessage?: ChatLiveOptions['onMessage'] }) {
	const { revalidate } = useRevalidator()
	const latest = useRef({ revalidate, onMessage, after })
	useEffect(() => {
		latest.current = { revalidate, onMessage, after }
	})
	useEffect(() => {
		if (!enabled || typeof EventSource === 'undefined') return
		let close: (() => void) | undefined
		let stopped = false
		void import('./live.ts').then(({ connectChatLive }) => {
			if (stopped) return
			close = connectChatLive({
				room,
				// Where the page ends when the stream opens; a new message read since does not open a new stream.
				after: latest.current.after,
				onChange: () => latest.current.revalidate(),
				onMessage: (message) => latest.current.onMessage?.(message),
				onUnread: setLiveUnread,
			})
		})
		return () => {
			stopped = true
			close?.()
		}
	}, [room, enabled])
}
