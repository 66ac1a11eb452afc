import { and, asc, eq, or } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '#api/db/client.ts'
import { openTabConnects, openTabConnectTypes, profiles } from '#api/db/schema.ts'
import type { OpenTabConnect, OpenTabConnectType } from '#contracts/open-tab.ts'

/** Every connect type, open or not, in the order the web shows them. */
export async function listConnectTypes(db: Database): Promise<OpenTabConnectType[]> {
	const rows = await db.select().from(openTabConnectTypes).orderBy(asc(openTabConnectTypes.position), asc(openTabConnectTypes.type))
	return rows.map((row) => ({ type: row.type, isOpen: row.isOpen, title: { en: row.titleEn, th: row.titleTh } }))
}

// Any 8-4-4-4-12 hex id PostgreSQL would take; anything else cannot name a connect.
const connectId = z.guid()

/**
 * A connect the person may see: a public one, or their own. Null otherwise, and for an id that is not
 * a uuid, so somebody else's private connect looks exactly like one that does not exist.
 */
export async function findVisibleConnect(db: Database, profileId: string, id: string): Promise<OpenTabConnect | null> {
	if (!connectId.safeParse(id).success) return null
	const [row] = await db
		.select({ connect: openTabConnects, ownerUuid: profiles.uuid })
		.from(openTabConnects)
		.innerJoin(profiles, eq(profiles.id, openTabConnects.ownerProfileId))
		.where(and(eq(openTabConnects.id, id), or(eq(openTabConnects.visibility, 'public'), eq(openTabConnects.ownerProfileId, profileId))))
		.limit(1)
	if (!row) return null
	const { connect, ownerUuid } = row
	return {
		id: connect.id,
		type: connect.type,
		title: connect.title,
		overview: connect.overview,
		description: connect.description,
		visibility: connect.visibility,
		ownerProfileUuid: ownerUuid,
		isMine: connect.ownerProfileId === profileId,
		createdAt: connect.createdAt.toISOString(),
	}
}
