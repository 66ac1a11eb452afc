import { sql } from 'drizzle-orm'
import { contentItems } from '#api/db/schema.ts'

// Who sees a content item (docs/product.md#who-sees-what): one rule, written once in SQL as functions of
// the item's row (migration 0020) and used by every read path: an item's page and the writes that need
// to see it (like, going, collect), an owner's lists, around me, the map (its points and cells, through
// on_map), today, trending, the feed, search, collections and their covers. Nobody sees what is deleted
// or belongs to an archived business user (ADR 0013); anyone sees what is published and public; a
// follower also what is for followers; the owner and a business user's team everything else.
// `live`, `shownToAnyone` and `shownToFollowers` are plain SQL the planner inlines, so the partial indexes
// whose predicates say the same serve them; `visibleTo` asks about follows and teams, for rows already
// found by id.

/** The row the rule is asked of: content_items itself, or its alias in a hand-written query (`c`). */
const rowOf = (alias?: 'c') => (alias ? sql.raw(alias) : sql`${contentItems}`)

/** Neither deleted nor of an archived business user. */
export const live = (alias?: 'c') => sql`content_live(${rowOf(alias)})`

/** What anyone sees, visitors too: live, published by now, public. */
export const shownToAnyone = (alias?: 'c') => sql`content_shown_to_anyone(${rowOf(alias)})`

/** What the owner's followers see: live, published by now, public or for followers. */
export const shownToFollowers = (alias?: 'c') => sql`content_shown_to_followers(${rowOf(alias)})`

/** What this person sees (null: a visitor): the above, their own, and their business users' team's. */
export const visibleTo = (viewerId: string | null, alias?: 'c') => sql`content_visible_to(${rowOf(alias)}, ${viewerId}::uuid)`
