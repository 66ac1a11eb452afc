import { eq } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { businessUsers, profiles } from '#api/db/schema.ts'
import { blankToNull } from '#api/db/values.ts'
import { notFound } from '#api/http/problems.ts'
import type { OwnerKey } from './owner.ts'
import type { Images, PutImages } from '#contracts/media.ts'

// A person's or a business user's avatar (`imageUrl`) and cover: columns of the owner's own row, changed
// the same way for both (the routes check that each is one of our stored images).

/** Only the images sent change; '' or null removes one. 404 when the owner is gone. */
export async function putImages(db: Database, owner: OwnerKey, input: PutImages): Promise<Images> {
	const values = { imageUrl: blankToNull(input.imageUrl), coverUrl: blankToNull(input.coverUrl), updatedAt: new Date() }
	const [row] =
		owner.type === 'person'
			? await db.update(profiles).set(values).where(eq(profiles.id, owner.profileId)).returning()
			: await db.update(businessUsers).set(values).where(eq(businessUsers.id, owner.businessUserId)).returning()
	if (!row) throw notFound(owner.type === 'person' ? 'No such profile' : 'No such business user')
	return { imageUrl: row.imageUrl, coverUrl: row.coverUrl }
}
