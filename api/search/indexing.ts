import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import type { Tx } from '#api/db/transaction.ts'
import { SEARCH_VERSION, spacedWords } from './words.ts'

// What search matches, written by the API (docs/data-model.md §2.10): a `simple` text-search vector of
// the words api/search/words.ts splits the text into, weighted A (titles, names) to C (tags). Content
// writes store it at once (api/content/service.ts); any other change to what is searched marks it out of
// date (migration 0019's triggers) and `indexOutOfDate` splits those rows again, so do rows of an older
// SEARCH_VERSION after a runtime upgrade.

const vector = (text: string, weight: 'A' | 'B' | 'C') => sql`setweight(to_tsvector('simple', ${spacedWords(text)}), ${weight})`

/** An item's words: its title, its body, its tags. */
export const contentSearch = ({ title, body, tags }: { title: string; body: string; tags: string[] }) =>
	sql`${vector(title, 'A')} || ${vector(body, 'B')} || ${vector(tags.join(' '), 'C')}`

const personSearch = (row: Record<string, string>) => vector(`${row.first_name ?? ''} ${row.last_name ?? ''}`, 'A')
const businessUserSearch = (row: Record<string, string>) => sql`${vector(row.name ?? '', 'A')} || ${vector(row.description ?? '', 'B')}`

/** The columns a content write stores with its title, body and tags. */
export const contentSearchColumns = (text: { title: string; body: string; tags: string[] }) => ({ search: contentSearch(text) as SQL<string>, searchVersion: SEARCH_VERSION })

/** The columns a community's write stores with its name and description (split as a business user's). */
export const communitySearchColumns = ({ name, description }: { name: string; description: string }) => ({ search: businessUserSearch({ name, description }) as SQL<string>, searchVersion: SEARCH_VERSION })

const tables: Array<{ table: string; columns: string; vectorOf: (row: Record<string, string>) => SQL }> = [
	{ table: 'content_items', columns: 'id, title, body, tags', vectorOf: (row) => contentSearch(row as never) },
	{ table: 'profiles', columns: 'id, first_name, last_name', vectorOf: personSearch },
	{ table: 'business_users', columns: 'id, name, description', vectorOf: businessUserSearch },
	// A community's words are split as a business user's: its name and description.
	{ table: 'communities', columns: 'id, name, description', vectorOf: businessUserSearch },
]

/**
 * Splits again the words of up to `batch` rows of each searched table that are out of date; answers how
 * many it did. Run every few seconds by the API (api/server.ts) and after writes to names.
 */
export async function indexOutOfDate(db: Database | Tx, batch = 500): Promise<number> {
	let done = 0
	for (const { table, columns, vectorOf } of tables) {
		const { rows } = (await db.execute(
			sql`select ${sql.raw(columns)}, xmin::text as row_version from ${sql.raw(table)} where search_version < ${SEARCH_VERSION} or search_version > ${SEARCH_VERSION} limit ${batch}`,
		)) as unknown as { rows: Array<Record<string, string>> }
		if (rows.length === 0) continue
		const values = sql.join(
			rows.map((row) => sql`(${row.id}::uuid, ${row.row_version}, ${vectorOf(row)})`),
			sql`, `,
		)
		// Only rows not written since they were read (xmin): a write in between stored its own words or will be split again.
		await db.execute(sql`
			update ${sql.raw(table)} as t set search = v.search, search_version = ${SEARCH_VERSION}
			from (values ${values}) as v(id, row_version, search)
			where t.id = v.id and t.xmin::text = v.row_version`)
		done += rows.length
	}
	return done
}
