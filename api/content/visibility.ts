import { sql } from 'drizzle-orm'
import { contentItems } from '#api/db/schema.ts'

// Who sees a content item (docs/product.md#who-sees-what): one rule, written once in SQL as functions of
// the item's row (migration 0020) and used by every read path: an item's page and the writes that need
// to see it (like, going, collect), an owner's lists, around me, the map (its points and cells, through
// on_map), today, trending, the feed, search, collections and their covers. Nobody sees what is deleted
// or belongs to an archived business user (ADR 0013); anyone sees what is published and public; a
// follower also what is for followers; the owner and a business user's team everything else.
// The database holds the rule's functions of the row (migration 0020: `live`, `shownToAnyone`,
// `shownToFollowers`), which its map trigger and trending view call too; they are plain SQL the planner
// inlines, so the partial indexes whose predicates say the same serve them. What one person sees beyond
// them (`visibleTo`) asks of follows and teams, which would keep a function from being inlined (and made it
// five times slower a row): it is written here, once, around them.

/** The row the rule is asked of: content_items itself, or its alias in a hand-written query (`c`). */
const rowOf = (alias?: 'c') => (alias ? sql.raw(alias) : sql`${contentItems}`)

/** Neither deleted nor of an archived business user. */
export const live = (alias?: 'c') => sql`content_live(${rowOf(alias)})`

/** What anyone sees, visitors too: live, published by now, public. */
export const shownToAnyone = (alias?: 'c') => sql`content_shown_to_anyone(${rowOf(alias)})`

/** What the owner's followers see: live, published by now, public or for followers. */
export const shownToFollowers = (alias?: 'c') => sql`content_shown_to_followers(${rowOf(alias)})`

/**
 * What this person sees (null: a visitor): what anyone sees; their own items; every live item of a business
 * user whose team they are on (the account's owner or a member); what is for followers of whom they follow;
 * what is published for a community they are an active member of (a private community's items are
 * 'members', set from the community by migration 0028); an open-tab connect that accepted their request
 * (docs/decisions/0032-open-tab-connects-on-content.md).
 */
export function visibleTo(viewerId: string | null, alias?: 'c') {
	if (viewerId === null) return shownToAnyone(alias)
	const item = rowOf(alias)
	return sql`(${shownToAnyone(alias)} or (${live(alias)} and (
		${item}.owner_profile_id = ${viewerId}::uuid
		or exists (
			select 1 from business_users b join business_accounts a on a.id = b.business_account_id
			where b.id = ${item}.owner_business_user_id and (a.owner_profile_id = ${viewerId}::uuid
				or exists (select 1 from business_user_members m where m.business_user_id = b.id and m.profile_id = ${viewerId}::uuid)))
		or (${shownToFollowers(alias)} and exists (
			select 1 from follows f where f.follower_profile_id = ${viewerId}::uuid
				and (f.followee_profile_id = ${item}.owner_profile_id or f.followee_business_user_id = ${item}.owner_business_user_id)))
		or (${item}.community_id is not null and ${item}.published_at <= now() and exists (
			select 1 from community_members cm where cm.community_id = ${item}.community_id
				and cm.profile_id = ${viewerId}::uuid and cm.status = 'active'))
		or (${item}.published_at <= now() and exists (
			select 1 from open_tab_requests r where r.connect_id = ${item}.id
				and r.profile_id = ${viewerId}::uuid and r.state = 'accepted')))))`
}
