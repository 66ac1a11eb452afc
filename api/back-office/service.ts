import { eq } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { profiles } from '#api/db/schema.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import type { BackOfficePerson } from '#contracts/backoffice.ts'

/** Professional status is an operator's decision (back-office API), never the person's own attribute. */
export async function setProfessional(db: Database, uuid: string, professional: boolean) {
	const [row] = await db.update(profiles).set({ isProfessional: professional, updatedAt: new Date() }).where(eq(profiles.uuid, uuid)).returning()
	return row
}

export function toBackOfficePerson(row: ProfileRow): BackOfficePerson {
	return { uuid: row.uuid, email: row.email, firstName: row.firstName, lastName: row.lastName, isProfessionalAccount: row.isProfessional }
}
