import type { Database } from '#api/db/client.ts'
import { aroundMe } from '#api/content/index.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import type { GeoPoint } from '#contracts/content/geo.ts'
import type { Home } from '#contracts/social/feed.ts'
import { entryLists } from './entries.ts'
import { feedIds } from './feed.ts'
import { todayHighlightIds } from './today.ts'

// The signed-in home (docs/product.md#home) in one read, as it shows it: today's first highlights, the
// newest of the feed and the nearest around the place, `limit` of each. One request where the home asked
// for today, the feed and around me apiece (docs/decisions/0034-the-cost-of-a-page.md): today's lists are
// read only while the ones before leave room, the feed's first page without its boards' news, and the
// highlights' and the feed's entries in one read.

export async function home(db: Database, caller: ProfileRow, { near, radiusKm, limit }: { near: GeoPoint; radiusKm: number; limit: number }): Promise<Home> {
	const [highlightIds, feed, around] = await Promise.all([
		todayHighlightIds(db, caller, { near, radiusKm, limit }),
		feedIds(db, caller, { limit }),
		aroundMe(db, caller, { near, radiusKm, order: 'nearest', limit }),
	])
	const [highlights = [], feedEntries = []] = await entryLists(db, caller, [highlightIds, feed.ids])
	return { highlights: highlights.slice(0, limit), feed: feedEntries, around: around.items }
}
