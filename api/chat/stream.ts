import { eq } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Logger } from 'pino'
import type { AccessTokenClaims } from '#api/auth/access-token.ts'
import { isSignedOut } from '#api/account/index.ts'
import type { Database } from '#api/db/client.ts'
import { chatRooms, profiles } from '#api/db/schema.ts'
import type { BusEvent, EventBus } from '#api/events/bus.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import { eventStream } from '#server/event-stream.ts'
import { chatReader, requireSides, roomMembers, sidesFor, type ChatReader, type MemberRow } from './access.ts'
import { messagesAfter, messagesBySeq, messageView, namingOf, type Naming } from './messages.ts'
import { unreadTotal } from './service.ts'

// A reader's live chat (docs/decisions/0027-chat-live.md): one stream per browser tab, relayed by the
// web. The bus says only which room and number changed; a stream reads the message as its reader may see
// it, and only for rooms the reader is a side of. Event ids are the watched room's message numbers, so a
// browser that reconnects with Last-Event-ID is sent what it missed, once.

/** How many missed messages a reconnecting stream is sent; past that it is told to read again. */
const CATCH_UP = 200
/** Unread counts are sent at most this often, however many messages arrive. */
const UNREAD_EVERY_MS = 250

type Listener = {
	profileId: string
	reader: ChatReader
	deliver(event: BusEvent): void
}

export type ChatHub = ReturnType<typeof createChatHub>

/** One bus subscription per API process, shared by its streams. */
export function createChatHub({ db, bus, logger }: { db: Database; bus: EventBus; logger: Logger }) {
	const listeners = new Set<Listener>()
	// A room's two sides never change: known once per process.
	const rooms = new LRUCache<string, MemberRow[]>({ max: 20_000 })
	const membersOf = async (roomId: string) => {
		const known = rooms.get(roomId)
		if (known) return known
		const members = await roomMembers(db, roomId)
		if (members.length === 2) rooms.set(roomId, members)
		return members
	}
	const unsubscribe = bus.subscribe((event) => {
		if (listeners.size === 0) return
		if (event.t === 'message' || event.t === 'read') {
			void membersOf(event.room)
				.then((members) => {
					for (const listener of listeners) if (sidesFor(listener.reader, members)) listener.deliver(event)
				})
				.catch((error) => logger.warn({ err: error }, 'a chat event could not be routed'))
		} else if (event.t === 'access') {
			for (const listener of listeners) if (event.profile === null || listener.profileId === event.profile) listener.deliver(event)
		} else {
			for (const listener of listeners) listener.deliver(event)
		}
	})
	return {
		listeners,
		add(listener: Listener) {
			listeners.add(listener)
			return () => void listeners.delete(listener)
		},
		close: unsubscribe,
	}
}

/**
 * A stream for one reader, optionally watching one room (404 for a room they are not in). Ends when the
 * reader signs out or the token expires (the browser reconnects and the web sends a fresh one).
 */
export async function openChatStream(
	{ db, hub, logger }: { db: Database; hub: ChatHub; logger: Logger },
	{ profile, claims, signal, roomId, lastEventId }: { profile: ProfileRow; claims: AccessTokenClaims; signal: AbortSignal; roomId?: string; lastEventId?: number },
) {
	let reader = await chatReader(db, profile.id)
	let naming: (Naming & { lastSeq: number }) | null = null
	if (roomId) {
		const [named, [room]] = await Promise.all([namingOf(db, reader, await requireSides(db, reader, roomId)), db.select({ lastSeq: chatRooms.lastSeq }).from(chatRooms).where(eq(chatRooms.id, roomId))])
		naming = { ...named, lastSeq: room?.lastSeq ?? 0 }
	}

	return eventStream(signal, async (stream) => {
		let unreadTimer: ReturnType<typeof setTimeout> | undefined
		const sendUnread = () => {
			if (unreadTimer) return
			unreadTimer = setTimeout(async () => {
				unreadTimer = undefined
				if (stream.closed) return
				try {
					stream.send('unread', { total: await unreadTotal(db, reader) })
				} catch (error) {
					logger.warn({ err: error }, 'unread count for a chat stream failed')
				}
			}, UNREAD_EVERY_MS)
		}
		// Messages go out in order, one read at a time: the bus's order is the commit order of each room.
		let queue = Promise.resolve()
		const inOrder = (work: () => Promise<void>) => {
			queue = queue.then(work).catch((error) => logger.warn({ err: error }, 'a chat stream event failed'))
		}
		// Where the reader's page ended (Last-Event-ID, or the web's `after`); else from now.
		let sentSeq = lastEventId ?? naming?.lastSeq ?? 0
		const sendMessages = async (seqs: number[] | 'after') => {
			if (!roomId || !naming || stream.closed) return
			const rows = seqs === 'after' ? await messagesAfter(db, roomId, sentSeq, CATCH_UP + 1) : await messagesBySeq(db, roomId, seqs)
			if (seqs === 'after' && rows.length > CATCH_UP) {
				stream.send('resync', {})
				return
			}
			for (const row of rows) {
				// A deleted message keeps its number: sent again (as deleted), without moving the resume point back.
				stream.send('message', { roomId, message: messageView(row, naming) }, Math.max(sentSeq, row.seq))
				sentSeq = Math.max(sentSeq, row.seq)
			}
		}
		const sendRead = async () => {
			if (!roomId || stream.closed) return
			const members = await roomMembers(db, roomId)
			const sides = sidesFor(reader, members)
			if (!sides) return stream.close({ retryMs: 1000 })
			stream.send('read', { roomId, readSeq: sides.me.lastReadSeq, otherReadSeq: sides.other.lastReadSeq })
		}

		const remove = hub.add({
			profileId: profile.id,
			get reader() {
				return reader
			},
			deliver(event) {
				if (event.t === 'message') {
					if (event.room === roomId) inOrder(() => sendMessages(event.seq > sentSeq ? 'after' : [event.seq]))
					sendUnread()
				} else if (event.t === 'read') {
					if (event.room === roomId) inOrder(sendRead)
					sendUnread()
				} else if (event.t === 'access') {
					inOrder(async () => {
						// The profile as it is now: "sign out everywhere" is a column of it.
						const [now] = await db.select().from(profiles).where(eq(profiles.id, profile.id))
						if (!now || (await isSignedOut(db, now, claims))) return stream.close()
						reader = await chatReader(db, profile.id)
						// Staff no longer answering for the watched room's business: the stream ends.
						if (roomId && !sidesFor(reader, await roomMembers(db, roomId))) stream.close()
					})
				} else if (event.t === 'resync') {
					inOrder(async () => {
						await sendMessages('after')
						stream.send('resync', {})
					})
				}
			},
		})
		// The token's end is the stream's: the browser comes back through the web with a fresh one.
		const untilExpiry = (claims.expiresAt ?? Infinity) * 1000 - Date.now()
		const expiry = setTimeout(() => stream.close({ retryMs: 250 }), Math.max(0, Math.min(untilExpiry, 2 ** 31 - 1)))
		expiry.unref?.()
		stream.onClose(() => {
			remove()
			clearTimeout(expiry)
			clearTimeout(unreadTimer)
		})
		// A reconnecting browser gets what it missed; every stream starts with the read marks and unread count.
		if (lastEventId !== undefined) inOrder(() => sendMessages('after'))
		inOrder(sendRead)
		sendUnread()
	})
}
