import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '#api/db/client.ts'
import { contentItems, profiles } from '#api/db/schema.ts'
import { ProblemError } from '#api/http/problems.ts'
import { profileWorkLimit, type CreateWork, type UpdateWork, type Work, type WorkList } from '#contracts/profile-page.ts'
import { afterCursor, cursorTime, encodeCursor } from './keyset-cursor.ts'
import { inTransaction } from '#api/db/transaction.ts'
import { blankToNull, isUuid } from '#api/db/values.ts'

// A person's works: content items of kind `work` owned by their profile (docs/data-model.md §2.3), with
// their own fields in `details` ({ mine, url, year, role, imageUrl }). Deleting one is soft (deleted_at).

const workNotFound = () => new ProblemError(404, 'not_found', 'No such work of yours')

// Read leniently: a field that is missing or of another shape (older or synthetic rows) reads as empty.
const detailsSchema = z.object({
	mine: z.boolean().catch(false),
	url: z.string().nullable().catch(null),
	year: z.number().int().nullable().catch(null),
	role: z.string().nullable().catch(null),
	imageUrl: z.string().nullable().catch(null),
})

type WorkRow = typeof contentItems.$inferSelect

function toWork(row: WorkRow): Work {
	const details = detailsSchema.parse(row.details ?? {})
	return {
		id: row.id,
		title: row.title,
		body: row.body,
		...details,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	}
}

/** The details to store from a create or an update: only the fields sent, '' as null. */
function detailsFrom(input: UpdateWork) {
	const details: Record<string, unknown> = {}
	if (input.mine !== undefined) details.mine = input.mine
	if (input.url !== undefined) details.url = blankToNull(input.url)
	if (input.year !== undefined) details.year = input.year
	if (input.role !== undefined) details.role = blankToNull(input.role)
	if (input.imageUrl !== undefined) details.imageUrl = blankToNull(input.imageUrl)
	return details
}

const ownWork = (profileId: string, id: string) =>
	and(eq(contentItems.id, id), eq(contentItems.ownerProfileId, profileId), eq(contentItems.kind, 'work'), isNull(contentItems.deletedAt))

// The cursor is the last work's (created_at, id).
const cursorAt = cursorTime(contentItems.createdAt)

/**
 * One page of a person's works, newest first. Others see published public works; the owner sees all
 * of theirs that are not deleted. Served by content_items_owner_profile_created_idx.
 */
export async function listWorks(
	db: Database,
	{ ownerProfileId, isOwner, cursor, limit }: { ownerProfileId: string; isOwner: boolean; cursor?: string; limit: number },
): Promise<WorkList> {
	const conditions: Array<SQL | undefined> = [
		eq(contentItems.ownerProfileId, ownerProfileId),
		eq(contentItems.kind, 'work'),
		isNull(contentItems.deletedAt),
	]
	if (!isOwner) conditions.push(eq(contentItems.visibility, 'public'), isNotNull(contentItems.publishedAt))
	if (cursor) conditions.push(afterCursor(contentItems.createdAt, contentItems.id, cursor))
	const rows = await db
		.select({ item: contentItems, cursorAt })
		.from(contentItems)
		.where(and(...conditions))
		// NULLS LAST like the index (the columns are never null), so the index gives the order.
		.orderBy(sql`${contentItems.createdAt} desc nulls last`, sql`${contentItems.id} desc nulls last`)
		.limit(limit + 1)
	const page = rows.slice(0, limit)
	const last = page.at(-1)
	return {
		items: page.map((row) => toWork(row.item)),
		nextCursor: rows.length > limit && last ? encodeCursor(last.cursorAt, last.item.id) : null,
	}
}

export async function createWork(db: Database, profileId: string, input: CreateWork) {
	return inTransaction(db, async (tx) => {
		// The profile row's lock serializes the person's creates, so the limit holds.
		await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update')
		const [existing] = await tx
			.select({ n: count() })
			.from(contentItems)
			.where(and(eq(contentItems.ownerProfileId, profileId), eq(contentItems.kind, 'work'), isNull(contentItems.deletedAt)))
		if ((existing?.n ?? 0) >= profileWorkLimit) throw new ProblemError(409, 'conflict', `At most ${profileWorkLimit} works`)
		const [row] = await tx
			.insert(contentItems)
			.values({
				kind: 'work',
				ownerProfileId: profileId,
				postedByProfileId: profileId,
				title: input.title,
				body: input.body ?? '',
				details: { mine: input.mine, url: null, year: null, role: null, imageUrl: null, ...detailsFrom(input) },
				visibility: 'public',
				publishedAt: sql`now()`,
			})
			.returning()
		if (!row) throw new Error('insert returned nothing')
		return toWork(row)
	})
}

export async function updateWork(db: Database, profileId: string, id: string, input: UpdateWork) {
	if (!isUuid(id)) throw workNotFound()
	const details = detailsFrom(input)
	const [row] = await db
		.update(contentItems)
		.set({
			title: input.title,
			body: input.body,
			// Only the fields sent change; the others in details stay.
			details: sql`${contentItems.details} || ${JSON.stringify(details)}::jsonb`,
			updatedAt: new Date(),
		})
		.where(ownWork(profileId, id))
		.returning()
	if (!row) throw workNotFound()
	return toWork(row)
}

/** Soft delete: the work leaves the profile and its list at once; the row stays for history. */
export async function deleteWork(db: Database, profileId: string, id: string) {
	if (!isUuid(id)) throw workNotFound()
	const rows = await db
		.update(contentItems)
		.set({ deletedAt: new Date(), updatedAt: new Date() })
		.where(ownWork(profileId, id))
		.returning()
	if (rows.length === 0) throw workNotFound()
}
