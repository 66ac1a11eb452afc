import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import type { Tx } from '#api/db/transaction.ts'
import { byIndexOrder, byTextIndex, planned } from '#api/db/planned.ts'
import { cursorTime } from '#api/db/paging.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import { live, shownToAnyone, shownToFollowers } from '#api/content/index.ts'
import { accountCards, byFollowed, followedOwners, forEachOwnerColumn } from '#api/social/index.ts'
import { newestFirst, wholeNumberCursor } from '#api/db/paging.ts'
import { entriesOf } from '#api/social/index.ts'
import { contentKindNames, type ContentKindName } from '#contracts/content/registry.ts'
import { searchLimits } from '#contracts/limits.ts'
import type { SearchKind, SearchResults } from '#contracts/social/search.ts'
import { normalise, wordsOf } from './words.ts'
import { communitiesMatching, communityCards } from '#api/communities/index.ts'

// Search (docs/product.md#search, docs/data-model.md §2.10): people, business users and content, in Thai
// and English. The query is split into words as stored text was (api/search/words.ts) and matched against
// the `simple` text-search vectors (GIN), every word, the last also as the start of a word (typing); a
// part of a word of 3 or more letters is matched on titles and names by trigrams (pg_trgm, GIN). Of the
// newest `searchLimits.ranked` matches, the best ranked come first, newer first among equals
// (docs/decisions/0023-feed-and-search.md).

const MAX_TERMS = 12
const ACCOUNTS_SHOWN = 6
const ACCOUNTS_MAX = 50
const COMMUNITIES_SHOWN = 4
const offsetCursor = wholeNumberCursor({ max: searchLimits.ranked })

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

/** A candidate's time as text to the microsecond, for ordering candidates of several queries. */
const at = cursorTime(sql.raw('c.published_at'))

type Candidate = { id: string; at: string }

/** The newest `searchLimits.ranked` of these. */
const newest = (rows: Candidate[]) => rows.sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id)).slice(0, searchLimits.ranked)

/** How many of the newest items are read first, to see how common a word is among them. */
export const SAMPLED_ITEMS = 3_000

const rowsOf = async <Row = Candidate>(db: Database | Tx, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows
const publicOnes = (kinds: SQL) => sql`${shownToAnyone('c')} and ${kinds}`

/** What the newest items say of one match: how many were read, which matched, and how many items there are. */
type Sample = { size: number; hits: Candidate[]; total: number }

/**
 * The newest `sampled` public items (content_items_public_published_idx, newest first) and which match
 * each of `matches` (the words, and the part of a word): one read for both, one row back.
 */
async function sampleOfNewest(db: Database, matches: SQL[], kinds: SQL, sampled: number): Promise<Sample[]> {
	const hit = (index: number) => sql.raw(`hit${index}`)
	const [row] = await planned(db, byIndexOrder, (tx) =>
		rowsOf<Record<string, unknown>>(
			tx,
			sql`with s as (
				select c.id, ${at} as at, ${sql.join(matches.map((match, index) => sql`(${match}) as ${hit(index)}`), sql`, `)}
				from content_items c where ${publicOnes(kinds)} order by ${newestFirst} limit ${sampled}
			)
			select (select count(*)::int from s) as size,
				(select greatest(reltuples, 0)::float8 from pg_class where relname = 'content_items') as total,
				${sql.join(matches.map((_, index) => sql`coalesce((select json_agg(json_build_object('id', s.id, 'at', s.at)) from s where s.${hit(index)}), '[]'::json) as ${hit(index)}`), sql`, `)}`,
		),
	)
	return matches.map((_, index) => ({ size: Number(row?.size ?? 0), total: Number(row?.total ?? 0), hits: (row?.[`hit${index}`] ?? []) as Candidate[] }))
}

/**
 * The newest `searchLimits.ranked` public items matching `match`. The planner cannot tell a rare word from
 * a common one (a prefix's estimate is a guess, and reading a common word's whole entry in the text index
 * takes tens of milliseconds at a million rows), so the plan is chosen here from the `sample` of the
 * newest `sampled` public items:
 * - enough of them match: those are the newest (a common word, the usual case), and if there are no more
 *   items than those, all of them;
 * - otherwise, from how many matched, whichever reads fewer rows: walking on newest first until enough
 *   match, or every match from the text index (GIN; a rare word: no match among them at all), of which
 *   the database keeps the newest (a top-N sort: only those come back).
 * Within what one follows, see followedMatches. Numbers: docs/decisions/0023-feed-and-search.md.
 */
async function newestMatches(db: Database, match: SQL, kinds: SQL, { size, hits, total }: Sample, sampled: number): Promise<Candidate[]> {
	if (hits.length >= searchLimits.ranked || size < sampled) return newest(hits)
	// Walking on reads about ranked / share rows; the text index reads every match.
	const share = hits.length / size
	const walking = share > 0 ? searchLimits.ranked / share : Infinity
	const fromIndex = share * total
	const select = sql`select c.id, ${at} as at from content_items c where ${publicOnes(kinds)} and ${match}`
	const plan = walking <= fromIndex ? byIndexOrder : byTextIndex
	return newest(await planned(db, plan, (tx) => rowsOf(tx, sql`${select} order by ${newestFirst} limit ${searchLimits.ranked}`)))
}

/**
 * Within what one follows, a word's newest matches are found where the feed finds its items: each
 * followee's newest, on its own index (content_items_feed_*_idx). First the last day's, which also says
 * how many matches a day there are; then the days that should hold enough, at most a month; a word rarer
 * than that among them is read from the text index (GIN), every match the caller may find.
 */
async function followedMatches(db: Database, match: SQL, kinds: SQL, callerId: string): Promise<Candidate[]> {
	const within = (days: number) => {
		const newest = (owner: SQL, followee: SQL) => sql`
			select c.id, ${at} as at
			from owners o cross join lateral (
				select c.id, c.published_at from content_items c
				where c.${owner} = o.${followee} and ${shownToFollowers('c')} and ${kinds}
					and c.published_at > now() - ${days} * interval '1 day' and ${match}
			) c where o.${followee} is not null`
		return sql`with ${followedOwners(callerId)} ${forEachOwnerColumn(newest)}`
	}
	const lastDay = await rowsOf(db, within(1))
	if (lastDay.length >= searchLimits.ranked) return lastDay
	const days = lastDay.length > 0 ? Math.ceil((searchLimits.ranked / lastDay.length) * 1.2) : Infinity
	if (days <= FOLLOWED_DAYS) {
		const found = await rowsOf(db, within(days))
		if (found.length >= searchLimits.ranked) return found
	}
	return planned(db, byTextIndex, (tx) => rowsOf(tx, sql`select c.id, ${at} as at from content_items c where ${shownToFollowers('c')} and ${byFollowed(callerId)} and ${kinds} and ${match} order by ${newestFirst} limit ${searchLimits.ranked}`))
}

/**
 * The newest matches among what was published for the private communities the caller is an active member
 * of (visibility 'members', ADR 0031): found on the community index, a few communities a person.
 */
async function communityMatches(db: Database, match: SQL, kinds: SQL, callerId: string): Promise<Candidate[]> {
	return rowsOf(
		db,
		sql`select c.id, ${at} as at from community_members cm cross join lateral (
			select c.id, c.published_at from content_items c
			where c.community_id = cm.community_id and ${live('c')} and c.visibility = 'members'
				and c.published_at <= now() and ${kinds} and ${match}
			order by ${newestFirst} limit ${searchLimits.ranked}
		) c where cm.profile_id = ${callerId}::uuid and cm.status = 'active'`,
	)
}

/** The longest period within what one follows that is read item by item before the text index. */
const FOLLOWED_DAYS = 30

/**
 * The newest matches of the words, then of the part of a word in titles not already found; ranked
 * (ts_rank_cd: title above body, words close together above far apart; a part of a word below a word),
 * newer first among equals.
 */
async function contentCandidates(db: Database, parsed: Parsed, kinds: ContentKindName[], scope: SearchScope, callerId: string, sampled: number): Promise<string[]> {
	const ofKinds = kinds.length === contentKindNames.length ? sql`true` : sql`c.kind in (${sql.join(kinds.map((kind) => sql.raw(`'${kind}'`)), sql`, `)})`
	const tsquery = parsed.tsquery ? sql`to_tsquery('simple', ${parsed.tsquery})` : null
	const matches = {
		words: tsquery ? sql`c.search @@ ${tsquery}` : null,
		parts: parsed.pattern ? sql`c.title ilike ${parsed.pattern} ${tsquery ? sql`and not (coalesce(c.search, ''::tsvector) @@ ${tsquery})` : sql``}` : null,
	}
	const asked = [matches.words, matches.parts].filter((match): match is SQL => match !== null)
	const samples = scope === 'everything' ? await sampleOfNewest(db, asked, ofKinds, sampled) : []
	const find = async (match: SQL | null) => {
		if (!match) return []
		if (scope === 'followed') return newest(await followedMatches(db, match, ofKinds, callerId))
		const [everyones, communities] = await Promise.all([newestMatches(db, match, ofKinds, samples[asked.indexOf(match)]!, sampled), communityMatches(db, match, ofKinds, callerId)])
		return communities.length === 0 ? everyones : newest([...everyones, ...communities])
	}
	const words = await find(matches.words)
	// Parts of words are looked for while the words found too few. Of a phrase of several words that did
	// match as words, they would find only items holding the phrase but not its words: next to none, at
	// the cost of the trigram index's longest reads (every common word's trigrams).
	const phraseFound = parsed.pattern !== null && /\s/.test(parsed.pattern) && words.length > 0
	const parts = words.length < searchLimits.ranked && !phraseFound ? await find(matches.parts) : []
	const ids = [...words, ...parts.slice(0, searchLimits.ranked - words.length)].map((candidate) => candidate.id)
	if (ids.length === 0) return []
	const { rows } = (await db.execute(sql`
		select c.id, ${tsquery ? sql`ts_rank_cd(coalesce(c.search, ''::tsvector), ${tsquery})` : sql`0`}::float8
			+ ${parsed.pattern ? sql`similarity(lower(c.title), ${parsed.pattern.slice(1, -1)}) * 0.01` : sql`0`}::float8 as score,
			c.published_at as at
		from content_items c where c.id = any(${sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`})
		order by score desc, ${newestFirst}`)) as unknown as { rows: Array<{ id: string }> }
	return rows.map((row) => row.id)
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
	/** How many of the newest items tell how common a word is (the plan's choice); fewer in tests, to take each path. */
	{ sampled = SAMPLED_ITEMS }: { sampled?: number } = {},
): Promise<SearchResults> {
	const offset = query.cursor === undefined ? 0 : offsetCursor.decode(query.cursor)
	const parsed = parseQuery(query.q)
	if (!parsed.tsquery && !parsed.pattern) return { terms: [], accounts: [], communities: [], entries: [], nextCursor: null }

	const onlyAccounts = query.kind === 'person' || query.kind === 'business-user'
	const onlyCommunities = query.kind === 'community'
	const accountsWanted = scope === 'everything' && offset === 0 && (query.kind === undefined || onlyAccounts)
	// Public communities (docs/product.md#communities), matched as business users are: a few beside everything, or a page of them alone.
	const communitiesWanted = scope === 'everything' && offset === 0 && (query.kind === undefined || onlyCommunities)
	const [accounts, communityIds, candidates] = await Promise.all([
		accountsWanted ? accountsMatching(db, caller.id, parsed, query.kind, onlyAccounts ? ACCOUNTS_MAX : ACCOUNTS_SHOWN) : Promise.resolve([]),
		communitiesWanted ? communitiesMatching(db, query.q, onlyCommunities ? ACCOUNTS_MAX : COMMUNITIES_SHOWN) : Promise.resolve([]),
		onlyAccounts || onlyCommunities ? Promise.resolve([]) : contentCandidates(db, parsed, contentKindsSearched(query.kind), scope, caller.id, sampled),
	])
	const page = candidates.slice(offset, offset + query.limit)
	const next = offset + query.limit
	const [communities, entries] = await Promise.all([communityCards(db, caller.id, communityIds), entriesOf(db, caller, page)])
	return {
		terms: parsed.terms,
		accounts,
		communities,
		entries,
		nextCursor: next < candidates.length ? offsetCursor.encode(next) : null,
	}
}
