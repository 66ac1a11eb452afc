import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { aroundMeIds } from '#api/content/index.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import type { AroundMeKind } from '#contracts/content/around-me-choices.ts'
import type { GeoPoint } from '#contracts/content/geo.ts'
import { contentLimits } from '#contracts/limits.ts'
import { TODAY_EACH, type Today } from '#contracts/social/feed.ts'
import { entryLists } from './entries.ts'
import { shownToFollowers } from '#api/content/index.ts'
import { byFollowed } from './service.ts'
import { newestFirst } from '#api/db/paging.ts'

// Today (`/dag`, docs/product.md#today): events and agenda items happening today near the caller and from
// whom they follow, announcements valid today, attention items near them, and stories of the last 24
// hours. "Today" is the day in Thailand. Near the caller is around me's (within `radiusKm`, public only); from
// whom they follow, items for followers too.

const ZONE = 'Asia/Bangkok'

/** The start and end of today in Thailand, as SQL. */
const dayStart = sql`(date_trunc('day', now() at time zone ${ZONE}) at time zone ${ZONE})`
const dayEnd = sql`(${dayStart} + interval '1 day')`

type FollowedList = 'happening' | 'announcements' | 'stories'
/** An item in a list of today, with the times the list is ordered by (ISO strings, so they sort as text). */
type Listed = { id: string; startsAt: string | null; publishedAt: string | null }

const isoOf = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date).toISOString())

/** Of whom the caller follows (and their own), each list's first `each`, in one query. */
async function followedIds(db: Database, callerId: string, each: number, lists: Record<FollowedList, { when: SQL; order: SQL }>) {
	const parts = Object.entries(lists).map(
		([list, { when, order }]) => sql`(select ${list}::text as list, c.id, c.starts_at, c.published_at from content_items c
			where ${shownToFollowers('c')} and ${byFollowed(callerId)} and ${when} order by ${order} limit ${each})`,
	)
	const { rows } = (await db.execute(sql.join(parts, sql` union all `))) as unknown as { rows: Array<{ list: FollowedList; id: string; starts_at: unknown; published_at: unknown }> }
	const ids: Record<FollowedList, Listed[]> = { happening: [], announcements: [], stories: [] }
	for (const row of rows) ids[row.list].push({ id: row.id, startsAt: isoOf(row.starts_at), publishedAt: isoOf(row.published_at) })
	return ids
}

/** Today's date in Thailand (no daylight saving there), as YYYY-MM-DD. Made once: a format loads its time zone's data. */
const thaiDay = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
const dayInThailand = () => thaiDay.format(new Date())

type TodayQuery = { near?: GeoPoint; radiusKm: number; limit?: number }

/** Each list in the order the home reads them (api/social/home.ts): the first ones shown on it. */
const listsInOrder = ['happening', 'attention', 'announcements', 'stories'] as const
type TodayList = (typeof listsInOrder)[number]

/**
 * Today's lists, each read when first asked (the home stops at its first few), as the ids it shows, in order:
 * whom the caller follows (one query for the three lists) and what is near (around me's, public only).
 */
function todayLists(db: Database, caller: ProfileRow, { near, radiusKm, limit: each = TODAY_EACH }: TodayQuery): { day: string; lists: Record<TodayList, () => Promise<Listed[]>> } {
	// Each walks its kind's time index (content_items_kind_starts_idx, content_items_kind_published_idx).
	const happens = sql`c.kind in ('event', 'agenda') and c.starts_at >= ${dayStart} - ${contentLimits.maxDurationDays} * interval '1 day' and c.starts_at < ${dayEnd} and c.ends_at >= ${dayStart}`
	const announced = sql`c.kind = 'announce' and c.published_at > now() - interval '60 days' and (c.starts_at is null or c.starts_at < ${dayEnd}) and (c.ends_at is null or c.ends_at >= ${dayStart})`
	const told = sql`c.kind = 'story' and c.published_at > now() - interval '24 hours'`
	let followedOnce: ReturnType<typeof followedIds> | undefined
	const followed = () =>
		(followedOnce ??= followedIds(db, caller.id, each, {
			happening: { when: happens, order: sql`c.starts_at, c.id` },
			announcements: { when: announced, order: newestFirst },
			stories: { when: told, order: newestFirst },
		}))
	const around = async (kind: AroundMeKind, order: 'nearest' | 'soonest' | 'newest'): Promise<Listed[]> => (near ? await aroundMeIds(db, { near, radiusKm, kind, order, limit: each }) : [])
	const day = dayInThailand()
	const endOfDay = new Date(`${day}T00:00:00+07:00`).getTime() + 86_400_000
	const startsToday = (item: Listed) => item.startsAt !== null && Date.parse(item.startsAt) < endOfDay
	/** Followed and near together (the same item may be in both), in the list's order, up to twice `each`. */
	const merged = (lists: Listed[][], order: (a: Listed, b: Listed) => number) => [...new Map(lists.flat().map((item) => [item.id, item])).values()].sort(order).slice(0, each * 2)
	const byStart = (a: Listed, b: Listed) => (a.startsAt ?? '').localeCompare(b.startsAt ?? '')
	const byNewest = (a: Listed, b: Listed) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '')
	const lists = {
		happening: async () => {
			const [{ happening }, events, agenda] = await Promise.all([followed(), around('event', 'soonest'), around('agenda', 'soonest')])
			return merged([happening, [...events, ...agenda].filter(startsToday)], byStart)
		},
		attention: async () => await around('attention', 'nearest'),
		announcements: async () => {
			const [{ announcements }, nearby] = await Promise.all([followed(), around('announce', 'nearest')])
			return merged([announcements, nearby], byNewest)
		},
		stories: async () => {
			const [{ stories }, nearby] = await Promise.all([followed(), around('story', 'newest')])
			return merged([stories, nearby], byNewest)
		},
	}
	return { day, lists }
}

export async function today(db: Database, caller: ProfileRow, query: TodayQuery): Promise<Today> {
	const { day, lists } = todayLists(db, caller, query)
	const read = await Promise.all(listsInOrder.map((list) => lists[list]()))
	const [happening = [], attention = [], announcements = [], stories = []] = await entryLists(
		db,
		caller,
		read.map((list) => list.map((item) => item.id)),
	)
	return { day, happening, announcements, attention, stories }
}

/**
 * Today's lists in the home's order, as ids, read only until they hold `limit` (on a day when enough
 * happens, the home reads what happens and nothing else). Whole lists: the caller may not see every one.
 */
export async function todayHighlightIds(db: Database, caller: ProfileRow, query: TodayQuery & { limit: number }): Promise<string[]> {
	const { lists } = todayLists(db, caller, query)
	const ids: string[] = []
	for (const list of listsInOrder) {
		if (ids.length >= query.limit) break
		ids.push(...(await lists[list]()).map((item) => item.id))
	}
	return ids
}
