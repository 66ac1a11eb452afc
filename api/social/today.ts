import { sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { aroundMe } from '#api/content/around-me.ts'
import type { ProfileRow } from '#api/services/profiles.ts'
import type { AroundMeKind } from '#contracts/content/around-me-choices.ts'
import type { GeoPoint } from '#contracts/content/geo.ts'
import { contentLimits } from '#contracts/limits.ts'
import type { Today } from '#contracts/social/feed.ts'
import { entriesOf } from './entries.ts'
import { byFollowed } from './follows.ts'

// Today (`/dag`, docs/product.md#today): events and agenda items happening today near the caller and from
// whom they follow, announcements valid today, attention items near them, and stories of the last 24
// hours. "Today" is the day in Thailand. Near the caller is around me's (within `radiusKm`, public only); from
// whom they follow, items for followers too.

const ZONE = 'Asia/Bangkok'
const EACH = 12

/** The start and end of today in Thailand, as SQL. */
const dayStart = sql`(date_trunc('day', now() at time zone ${ZONE}) at time zone ${ZONE})`
const dayEnd = sql`(${dayStart} + interval '1 day')`

const shown = sql.raw(`c.deleted_at is null and c.published_at is not null and c.published_at <= now() and c.visibility <> 'members'`)

async function followedIds(db: Database, callerId: string, when: ReturnType<typeof sql>, order: ReturnType<typeof sql>) {
	const { rows } = (await db.execute(sql`
		select c.id from content_items c
		where ${shown} and ${byFollowed(callerId)} and ${when}
		order by ${order} limit ${EACH}`)) as unknown as { rows: Array<{ id: string }> }
	return rows.map((row) => row.id)
}

export async function today(db: Database, caller: ProfileRow, { near, radiusKm }: { near?: GeoPoint; radiusKm: number }): Promise<Today> {
	// Each walks its kind's time index (content_items_kind_starts_idx, content_items_kind_published_idx).
	const happens = sql`c.kind in ('event', 'agenda') and c.starts_at >= ${dayStart} - ${contentLimits.maxDurationDays} * interval '1 day' and c.starts_at < ${dayEnd} and c.ends_at >= ${dayStart}`
	const announced = sql`c.kind = 'announce' and c.published_at > now() - interval '60 days' and (c.starts_at is null or c.starts_at < ${dayEnd}) and (c.ends_at is null or c.ends_at >= ${dayStart})`
	const told = sql`c.kind = 'story' and c.published_at > now() - interval '24 hours'`
	const around = (kind: AroundMeKind, order: 'nearest' | 'soonest' | 'newest') =>
		near ? aroundMe(db, caller, { near, radiusKm, kind, order, limit: EACH }).then((list) => list.items) : Promise.resolve([])

	const [followedHappening, followedAnnouncements, followedStories, nearEvents, nearAgenda, nearAnnouncements, nearAttention, nearStories, [day]] = await Promise.all([
		followedIds(db, caller.id, happens, sql`c.starts_at, c.id`),
		followedIds(db, caller.id, announced, sql`c.published_at desc nulls last, c.id desc nulls last`),
		followedIds(db, caller.id, told, sql`c.published_at desc nulls last, c.id desc nulls last`),
		around('event', 'soonest'),
		around('agenda', 'soonest'),
		around('announce', 'nearest'),
		around('attention', 'nearest'),
		around('story', 'newest'),
		db.execute(sql`select to_char(now() at time zone ${ZONE}, 'YYYY-MM-DD') as day`).then((result) => (result as unknown as { rows: Array<{ day: string }> }).rows),
	])
	const endOfDay = new Date(`${day?.day}T00:00:00+07:00`).getTime() + 86_400_000
	const startsToday = (item: { startsAt: string | null }) => item.startsAt !== null && Date.parse(item.startsAt) < endOfDay
	const merged = (...lists: string[][]) => [...new Set(lists.flat())]

	const [happening, announcements, attention, stories] = await Promise.all([
		entriesOf(db, caller, merged(followedHappening, [...nearEvents, ...nearAgenda].filter(startsToday).map((item) => item.id))),
		entriesOf(db, caller, merged(followedAnnouncements, nearAnnouncements.map((item) => item.id))),
		entriesOf(db, caller, nearAttention.map((item) => item.id)),
		entriesOf(db, caller, merged(followedStories, nearStories.map((item) => item.id))),
	])
	const byStart = (a: { item: { startsAt: string | null } }, b: { item: { startsAt: string | null } }) => (a.item.startsAt ?? '').localeCompare(b.item.startsAt ?? '')
	const byNewest = (a: { item: { publishedAt: string | null } }, b: { item: { publishedAt: string | null } }) => (b.item.publishedAt ?? '').localeCompare(a.item.publishedAt ?? '')
	return {
		day: day?.day ?? '',
		happening: happening.sort(byStart).slice(0, EACH * 2),
		announcements: announcements.sort(byNewest).slice(0, EACH * 2),
		attention,
		stories: stories.sort(byNewest).slice(0, EACH * 2),
	}
}
