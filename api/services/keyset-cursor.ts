import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { ProblemError } from '#api/http/problems.ts'
import { dayFault } from '#contracts/dates.ts'

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
const cursorShape = z.tuple([cursorTimeShape, z.guid()])

export const encodeCursor = (at: string, id: string) => Buffer.from(JSON.stringify([at, id])).toString('base64url')

export function decodeCursor(cursor: string): [string, string] {
	try {
		return cursorShape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')))
	} catch {
		throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { cursor: ['Not a cursor of this list'] })
	}
}

/** Items after the cursor in (timestamp desc, id desc) order. */
export function afterCursor(timeColumn: AnyPgColumn, idColumn: AnyPgColumn | SQL, cursor: string) {
	const [at, id] = decodeCursor(cursor)
	return sql`(${timeColumn}, ${idColumn}) < (${at}::timestamptz, ${id}::uuid)`
}
