import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '#api/db/client.ts'
import { ProblemError } from '#api/http/problems.ts'
import type { ProfileRow } from '#api/services/profiles.ts'
import { accountCards } from '#api/social/follows.ts'
import { entriesOf } from '#api/social/entries.ts'
import { contentKindNames, type ContentKindName } from '#contracts/content/registry.ts'
import { searchLimits } from '#contracts/limits.ts'
import type { SearchKind, SearchResults } from '#contracts/social/search.ts'
import { normalise, wordsOf } from './words.ts'

// Search (docs/product.md#search, docs/data-model.md §2.10): people, business users and content, in Thai
// and English. The query is split into words as stored text was (api/search/words.ts) and matched against
// the `simple` text-search vectors (GIN), every word, the last also as the start of a word (typing); a
// part of a word of 3 or more letters is matched on titles and names by trigrams (pg_trgm, GIN). Of the
// newest `searchLimits.ranked` matches, the best ranked come first (ts_rank_cd: titles above bodies,
// close words above far ones), newer first among equals (docs/decisions/0023-feed-and-search.md).

const MAX_TERMS = 12
const ACCOUNTS_SHOWN = 6
const ACCOUNTS_MAX = 50
const offsetCursor = z.coerce.number().int().min(0).max(searchLimits.ranked)

/** Where to look: everything public, or what the caller follows (and their own), followers-only items too. */
export type SearchScope = 'everything' | 'followed'

type Parsed = { terms: string[]; tsquery: string | null; pattern: string | null }

/** The query as words for the text-search vectors, and as a pattern for trigrams (3 letters or more). */
export function parseQuery(q: string): Parsed {
	const terms = [...new Set(wordsOf(q))].slice(0, MAX_TERMS)
	const typing = !/\s$/.test(q)
	const tsquery = terms.length > 0 ? terms.map((term, index) => `'${term}'${typing && index === terms.length - 1 ? ':*' : ''}`).join(' & ') : null
	const whole = normalise(q).replace(/\s+/g, ' ').trim()
	const pattern = [...whole].length >= 3 ? `%${whole.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null
	return { terms, tsquery, pattern }
}

const contentKindsSearched = (kind: SearchKind | undefined) => (kind && (contentKindNames as readonly string[]).includes(kind) ? [kind as ContentKindName] : kind ? [] : contentKindNames)

/** What the caller may find of content, as a condition on `c`. */
function visibleIn(scope: SearchScope, callerId: string): SQL {
	if (scope === 'everything') return sql.raw(`c.deleted_at is null and c.published_at is not null and c.visibility = 'public' and c.published_at <= now()`)
	return sql`c.deleted_at is null and c.published_at is not null and c.published_at <= now() and c.visibility <> 'members' and (
		c.owner_profile_id = ${callerId}
		or c.owner_profile_id in (select followee_profile_id from follows where follower_profile_id = ${callerId} and followee_profile_id is not null)
		or c.owner_business_user_id in (select followee_business_user_id from follows where follower_profile_id = ${callerId} and followee_business_user_id is not null))`
}

type Candidate = { id: string; score: number; at: string }

/** The newest matches of the words, then of the part of a word in titles not already found, each scored. */
async function contentCandidates(db: Database, parsed: Parsed, kinds: ContentKindName[], visible: SQL): Promise<Candidate[]> {
	const ofKinds = kinds.length === contentKindNames.length ? sql`true` : sql`c.kind in (${sql.join(kinds.map((kind) => sql.raw(`'${kind}'`)), sql`, `)})`
	const found: Candidate[] = []
	if (parsed.tsquery) {
		const { rows } = (await db.execute(sql`
			select c.id, ts_rank_cd(c.search, to_tsquery('simple', ${parsed.tsquery}))::float8 as score, c.published_at::text as at
			from content_items c
			where ${visible} and ${ofKinds} and c.search @@ to_tsquery('simple', ${parsed.tsquery})
			order by c.published_at desc, c.id desc limit ${searchLimits.ranked}`)) as unknown as { rows: Candidate[] }
		found.push(...rows)
	}
	if (parsed.pattern && found.length < searchLimits.ranked) {
		const notFound = parsed.tsquery ? sql`and not (coalesce(c.search, ''::tsvector) @@ to_tsquery('simple', ${parsed.tsquery}))` : sql``
		const { rows } = (await db.execute(sql`
			select c.id, (similarity(lower(c.title), ${parsed.pattern.slice(1, -1)}) * 0.1)::float8 as score, c.published_at::text as at
			from content_items c
			where ${visible} and ${ofKinds} and c.title ilike ${parsed.pattern} ${notFound}
			order by c.published_at desc, c.id desc limit ${searchLimits.ranked - found.length}`)) as unknown as { rows: Candidate[] }
		found.push(...rows)
	}
	return found.sort((a, b) => b.score - a.score || b.at.localeCompare(a.at) || b.id.localeCompare(a.id))
}

/** People and business users whose names match, best first. */
async function accountsMatching(db: Database, callerId: string, parsed: Parsed, kind: SearchKind | undefined, limit: number) {
	const tsquery = parsed.tsquery ? sql`to_tsquery('simple', ${parsed.tsquery})` : sql`null::tsquery`
	const byPattern = (name: SQL) => (parsed.pattern ? sql`or ${name} ilike ${parsed.pattern}` : sql``)
	const people =
		kind === undefined || kind === 'person'
			? sql`select id as profile_id, null::uuid as business_user_id, ts_rank_cd(coalesce(search, ''::tsvector), ${tsquery}) as score from profiles
				where search @@ ${tsquery} ${byPattern(sql`(first_name || ' ' || last_name)`)}`
			: null
	const businesses =
		kind === undefined || kind === 'business-user'
			? sql`select null::uuid as profile_id, id as business_user_id, ts_rank_cd(coalesce(search, ''::tsvector), ${tsquery}) as score from business_users
				where archived_at is null and (search @@ ${tsquery} ${byPattern(sql`name`)})`
			: null
	const parts = [people, businesses].filter((part): part is SQL => part !== null)
	if (parts.length === 0 || (!parsed.tsquery && !parsed.pattern)) return []
	const { rows } = (await db.execute(sql`
		select * from (${sql.join(parts, sql` union all `)}) as matched order by score desc limit ${limit}`)) as unknown as {
		rows: Array<{ profile_id: string | null; business_user_id: string | null }>
	}
	return accountCards(db, callerId, rows.map((row) => ({ profileId: row.profile_id, businessUserId: row.business_user_id })))
}

export async function search(
	db: Database,
	caller: ProfileRow,
	query: { q: string; kind?: SearchKind; cursor?: string; limit: number },
	scope: SearchScope = 'everything',
): Promise<SearchResults> {
	const offset = query.cursor === undefined ? 0 : offsetCursor.safeParse(query.cursor).data
	if (offset === undefined) throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { cursor: ['Not a cursor of this list'] })
	const parsed = parseQuery(query.q)
	if (!parsed.tsquery && !parsed.pattern) return { terms: [], accounts: [], entries: [], nextCursor: null }

	const onlyAccounts = query.kind === 'person' || query.kind === 'business-user'
	const accountsWanted = scope === 'everything' && offset === 0 && (query.kind === undefined || onlyAccounts)
	const [accounts, candidates] = await Promise.all([
		accountsWanted ? accountsMatching(db, caller.id, parsed, query.kind, onlyAccounts ? ACCOUNTS_MAX : ACCOUNTS_SHOWN) : Promise.resolve([]),
		onlyAccounts ? Promise.resolve([]) : contentCandidates(db, parsed, contentKindsSearched(query.kind), visibleIn(scope, caller.id)),
	])
	const page = candidates.slice(offset, offset + query.limit)
	const next = offset + query.limit
	return {
		terms: parsed.terms,
		accounts,
		entries: await entriesOf(db, caller, page.map((candidate) => candidate.id)),
		nextCursor: next < candidates.length ? String(next) : null,
	}
}
