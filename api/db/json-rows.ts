import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

// A list read as one JSON array inside a larger statement (docs/decisions/0034-the-cost-of-a-page.md: a
// statement is what the API pays for most), and its rows read back as the table's own rows.

/** The rows of the subquery named `alias`, in `order`, as one JSON array (an empty one when there are none). */
export const jsonRows = (alias: string, order: string[]) => {
	const rows = sql.identifier(alias)
	return sql`coalesce(json_agg(${rows} order by ${sql.join(
		order.map((column) => sql`${rows}.${sql.identifier(column)}`),
		sql`, `,
	)}), '[]')` as SQL<unknown>
}

/** A row of `table` from a JSON object keyed by its column names, each value as its column reads it from the driver (a time from its text, for one). */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
	const row: Record<string, unknown> = {}
	for (const [key, column] of Object.entries(getTableColumns(table))) {
		const value = json[column.name]
		row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
	}
	return row as T['$inferSelect']
}
