import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { aroundMeIds } from '#api/content/index.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import type { AroundMeKind } from '#contracts/content/around-me-choices.ts'
import type { GeoPoint } from '#contracts/content/geo.ts'
import { contentLimits } from '#contracts/limits.ts'
import { TODAY_EACH, type Today } from '#contracts/social/feed.ts'
import { entriesOf } from './entries.ts'
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

/** Of whom the caller follows (and their own), each list's first `each` ids, in one query. */
async function followedIds(db: Database, callerId: string, each: number, lists: Record<FollowedList, { when: SQL; order: SQL }>) {
	const parts = Object.entries(lists).map(
		([list, { when, order }]) => sql`(select ${list}::text as list, c.id from content_items c
			where ${shownToFollowers('c')} and ${byFollowed(callerId)} and ${when} order by ${order} limit ${each})`,
	)
	const { rows } = (await db.execute(sql.join(parts, sql` union all `))) as unknown as { rows: Array<{ list: FollowedList; id: string }> }
	const ids: Record<FollowedList, string[]> = { happening: [], announcements: [], stories: [] }
	for (const row of rows) ids[row.list].push(row.id)
	return ids
}

/** Today's date in Thailand (no daylight saving there), as YYYY-MM-DD. Made once: a format loads its time zone's data. */
const thaiDay = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
const dayInThailand = () => thaiDay.format(new Date())

export async function today(db: Database, caller: ProfileRow, { near, radiusKm, limit: each = TODAY_EACH }: { near?: GeoPoint; radiusKm: number; limit?: number }): Promise<Today> {
	// Each walks its kind's time index (content_items_kind_starts_idx, content_items_kind_published_idx).
	const happens = sql`c.kind in ('event', 'agenda') and c.starts_at >= ${dayStart} - ${contentLimits.maxDurationDays} * interval '1 day' and c.starts_at < ${dayEnd} and c.ends_at >= ${dayStart}`
	const announced = sql`c.kind = 'announce' and c.published_at > now() - interval '60 days' and (c.starts_at is null or c.starts_at < ${dayEnd}) and (c.ends_at is null or c.ends_at >= ${dayStart})`
	const told = sql`c.kind = 'story' and c.published_at > now() - interval '24 hours'`
	const around = (kind: AroundMeKind, order: 'nearest' | 'soonest' | 'newest') =>
		near ? aroundMeIds(db, { near, radiusKm, kind, order, limit: each }) : Promise.resolve([])

	const [followed, nearEvents, nearAgenda, nearAnnouncements, nearAttention, nearStories] = await Promise.all([
		followedIds(db, caller.id, each, {
			happening: { when: happens, order: sql`c.starts_at, c.id` },
			announcements: { when: announced, order: newestFirst },
			stories: { when: told, order: newestFirst },
		}),
		around('event', 'soonest'),
		around('agenda', 'soonest'),
		around('announce', 'nearest'),
		around('attention', 'nearest'),
		around('story', 'newest'),
	])
	const day = dayInThailand()
	const endOfDay = new Date(`${day}T00:00:00+07:00`).getTime() + 86_400_000
	const startsToday = (item: { startsAt: string | null }) => item.startsAt !== null && Date.parse(item.startsAt) < endOfDay
	const merged = (...lists: string[][]) => [...new Set(lists.flat())]

	// Every list's entries read at once (the same item may be in two), then shared out.
	const ids = {
		happening: merged(followed.happening, [...nearEvents, ...nearAgenda].filter(startsToday).map((item) => item.id)),
		announcements: merged(followed.announcements, nearAnnouncements.map((item) => item.id)),
		attention: nearAttention.map((item) => item.id),
		stories: merged(followed.stories, nearStories.map((item) => item.id)),
	}
	const entries = new Map((await entriesOf(db, caller, merged(...Object.values(ids)))).map((entry) => [entry.item.id, entry]))
	const entriesIn = (list: string[]) => list.flatMap((id) => entries.get(id) ?? [])
	const byStart = (a: { item: { startsAt: string | null } }, b: { item: { startsAt: string | null } }) => (a.item.startsAt ?? '').localeCompare(b.item.startsAt ?? '')
	const byNewest = (a: { item: { publishedAt: string | null } }, b: { item: { publishedAt: string | null } }) => (b.item.publishedAt ?? '').localeCompare(a.item.publishedAt ?? '')
	return {
		day,
		happening: entriesIn(ids.happening).sort(byStart).slice(0, each * 2),
		announcements: entriesIn(ids.announcements).sort(byNewest).slice(0, each * 2),
		attention: entriesIn(ids.attention),
		stories: entriesIn(ids.stories).sort(byNewest).slice(0, each * 2),
	}
}
