import { and, eq } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { contentReactions } from '#api/db/schema.ts'
import { readContent } from '#api/content/service.ts'
import type { ProfileRow } from '#api/services/profiles.ts'
import type { ContentKindName } from '#contracts/content/registry.ts'
import type { Likes } from '#contracts/social/feed.ts'
import { likesOf } from './entries.ts'

/**
 * Likes an item or takes the like back (docs/product.md#feed): anyone who may see it, once; saying it
 * twice changes nothing. An item the caller cannot see is a 404. Answers its likes after.
 */
export async function setLiked(db: Database, caller: ProfileRow, kind: ContentKindName, id: string, liked: boolean): Promise<Likes> {
	const item = await readContent(db, caller, kind, id)
	if (liked) await db.insert(contentReactions).values({ contentItemId: item.id, profileId: caller.id, kind: 'like' }).onConflictDoNothing()
	else await db.delete(contentReactions).where(and(eq(contentReactions.contentItemId, item.id), eq(contentReactions.kind, 'like'), eq(contentReactions.profileId, caller.id)))
	return (await likesOf(db, caller, [item.id])).get(item.id) ?? { count: 0, me: false }
}
