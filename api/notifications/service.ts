import { and, asc, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { notifications } from '#api/db/schema.ts'
import { jsonRows, rowFromJson } from '#api/db/json-rows.ts'
import type { Tx } from '#api/db/transaction.ts'
import { MAX_NOTIFICATIONS_SHOWN, type NotificationKind } from '#contracts/notification-kinds.ts'
import type { Notification } from '#contracts/notifications.ts'

// What a person is told (docs/product.md#notifications): written in the same transaction as what it
// tells of, read with GET /v1/me (the web asks it for every signed-in page anyway, so telling costs no
// round trip of its own), shown by the web as a toast and then marked seen. The partial index on unseen
// rows (notifications_unseen_idx) keeps the read to the few a person has not seen.

/** Tells `profileId` that `kind` happened; `data` is what the message needs (ids and titles). */
export async function notify(db: Database | Tx, profileId: string, kind: NotificationKind, data: Record<string, unknown>) {
	await db.insert(notifications).values({ profileId, kind, data })
}

/**
 * The person's unseen notifications, the oldest first, at most MAX_NOTIFICATIONS_SHOWN, as one JSON array:
 * a subquery of the signed-in state's one statement (api/account/service.ts); `toNotifications` reads it.
 */
export const unseenQuery = (db: Database, profileId: Placeholder) =>
	db
		.select({ list: jsonRows('unseen', ['created_at', 'id']) })
		.from(
			db
				.select({ id: notifications.id, kind: notifications.kind, data: notifications.data, createdAt: notifications.createdAt })
				.from(notifications)
				.where(and(eq(notifications.profileId, profileId), isNull(notifications.seenAt)))
				.orderBy(asc(notifications.createdAt), asc(notifications.id))
				.limit(MAX_NOTIFICATIONS_SHOWN)
				.as('unseen'),
		)

/** `unseenQuery`'s array, as the contract has it. */
export const toNotifications = (list: unknown): Notification[] =>
	(list as Array<Record<string, unknown>>).map((json) => {
		const { id, kind, data, createdAt } = rowFromJson(notifications, json)
		return { id, kind, data: data as Record<string, unknown>, createdAt: createdAt.toISOString() }
	})

/** Marks the person's own notifications among `ids` seen (anyone else's are left alone); answers how many. */
export async function markSeen(db: Database | Tx, profileId: string, ids: string[]) {
	if (ids.length === 0) return 0
	const rows = await db
		.update(notifications)
		.set({ seenAt: sql`now()` })
		.where(and(eq(notifications.profileId, profileId), isNull(notifications.seenAt), inArray(notifications.id, ids)))
		.returning({ id: notifications.id })
	return rows.length
}

/** Marks seen what the person is told about one thing (a feedback they open), so no toast tells them of what they read. */
export async function markSeenAbout(db: Database | Tx, profileId: string, key: string, value: string) {
	await db
		.update(notifications)
		.set({ seenAt: sql`now()` })
		.where(and(eq(notifications.profileId, profileId), isNull(notifications.seenAt), sql`${notifications.data} ->> ${key} = ${value}`))
}
