import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { ProblemError } from '#api/http/problems.ts'
import { dayFault } from '#contracts/dates.ts'

// Every list's pages (docs/decisions/0019-structure.md): a query asks for one row more than a page,
// `pageOf` keeps a page and makes the next cursor from its last row, and a cursor the list did not give
// is `badCursor` whatever the list. Cursors are opaque to clients; each list chooses what its cursor holds.

/** The one refusal of a cursor that is not one this list gave. */
export const badCursor = () => new ProblemError(400, 'validation_failed', 'The request does not match the schema', { cursor: ['Not a cursor of this list'] })

/** The first `limit` of `rows` (read with `limit + 1`), and the cursor after the last of them when more follow. */
export function pageOf<Row>(rows: Row[], limit: number, cursorOf: (last: Row) => string): { page: Row[]; nextCursor: string | null } {
	const page = rows.slice(0, limit)
	const last = page.at(-1)
	return { page, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null }
}

export type Cursor<T> = { encode: (value: T) => string; decode: (cursor: string) => T }

/** A cursor holding a value of `shape`, sent as base64url JSON. */
export function jsonCursor<T>(shape: z.ZodType<T>): Cursor<T> {
	return {
		encode: (value) => Buffer.from(JSON.stringify(value)).toString('base64url'),
		decode: (cursor) => {
			try {
				return shape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')))
			} catch {
				throw badCursor()
			}
		},
	}
}

/** A cursor that is a whole number from `min` to `max` in decimal digits: a rank, a place in a list, an offset. */
export function wholeNumberCursor({ min = 0, max }: { min?: number; max: number }): Cursor<number> {
	return {
		encode: (value) => String(value),
		decode: (cursor) => {
			const value = /^\d{1,9}$/.test(cursor) ? Number(cursor) : Number.NaN
			if (!(value >= min && value <= max)) throw badCursor()
			return value
		},
	}
}

// Keyset cursors for lists newest first: the last item's (timestamp, id), the timestamp to the
// microsecond as PostgreSQL keeps it (a JavaScript Date would cut it to the millisecond and repeat or
// skip items).

/** Select this beside a list's rows: the timestamp the next page's cursor carries. */
export const cursorTime = (column: AnyPgColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

// A cursor comes back from the client, so its time is checked to be one PostgreSQL can read (a real day
// of the years we keep, contracts/dates.ts, and a real time of day), not just of the right shape.
const cursorTimeShape = z
	.string()
	.regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/)
	.refine((at) => dayFault(at.slice(0, 10)) === null)

/** (time, id) of the last row shown, newest first. */
export const timeIdCursor = jsonCursor(z.tuple([cursorTimeShape, z.guid()]))

/** Items after the cursor in (timestamp desc, id desc) order. */
export function afterCursor(timeColumn: AnyPgColumn, idColumn: AnyPgColumn | SQL, cursor: string) {
	const [at, id] = timeIdCursor.decode(cursor)
	return sql`(${timeColumn}, ${idColumn}) < (${at}::timestamptz, ${id}::uuid)`
}

/** Items (`c`) newest first, as the feed and public indexes are ordered: NULLS LAST, or the planner cannot take their order and sorts every row. */
export const newestFirst = sql.raw(`c.published_at desc nulls last, c.id desc nulls last`)
