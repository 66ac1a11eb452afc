import { useFetchers, useNavigation, useRevalidator } from '@remix-run/react'
import { revalidateIfIdle } from '#app/hooks/revalidate-if-idle.ts'
import { useEffect, useRef } from 'react'
import type { ChatLiveOptions } from './live.ts'
import { setLiveUnread } from './unread-store.ts'

/**
 * A chat page's live updates, with JavaScript only: the stream's code is loaded after the page has
 * shown, and the page is read again (its loaders) when the stream says something it shows changed.
 * Never while the page is already being read or a form is on its way (a read started then would cut the
 * other short, app/hooks/revalidate-if-idle.ts): it waits for them, then reads once. Without JavaScript
 * nothing happens here: the page offers "Check for new messages" instead.
 */
export function useChatLive({ room, after, enabled = true, onMessage }: { room?: string; after?: number; enabled?: boolean; onMessage?: ChatLiveOptions['onMessage'] }) {
	const revalidator = useRevalidator()
	const navigation = useNavigation()
	const fetchers = useFetchers()
	const busy = navigation.state !== 'idle' || revalidator.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle')
	const latest = useRef({ onMessage, after })
	const waiting = useRef(false)
	useEffect(() => {
		latest.current = { onMessage, after }
	})
	// News that came while the page was busy: read once it is not.
	useEffect(() => {
		if (busy || !waiting.current) return
		waiting.current = !revalidateIfIdle()
	}, [busy])
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
				onChange: () => {
					if (!revalidateIfIdle()) waiting.current = true
				},
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
