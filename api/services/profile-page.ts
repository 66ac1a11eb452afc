import { eq } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { profiles } from '#api/db/schema.ts'
import { profileWorksPageSize, type ProfilePage } from '#contracts/profile-page.ts'
import { findBusinessInfo, listEducationExperiences, listLinks, listOurStories, listSkillTalents } from './profile-sections.ts'
import { toPublicProfile } from './profiles.ts'
import { listWorks } from './works.ts'

/**
 * Everything /profiles/{uuid} shows, in a fixed number of queries whatever the profile holds: the
 * profile, then its six sections at once (each one indexed query). Null for an unknown profile.
 */
export async function buildProfilePage(db: Database, callerProfileId: string, uuid: string): Promise<ProfilePage | null> {
	const [row] = await db.select().from(profiles).where(eq(profiles.uuid, uuid)).limit(1)
	if (!row) return null
	const isMine = row.id === callerProfileId
	const [educationExperiences, ourStories, skillTalents, links, businessInfo, works] = await Promise.all([
		listEducationExperiences(db, row.id),
		listOurStories(db, row.id),
		listSkillTalents(db, row.id),
		listLinks(db, row.id),
		findBusinessInfo(db, row.id),
		listWorks(db, { ownerProfileId: row.id, isOwner: isMine, limit: profileWorksPageSize }),
	])
	return {
		profile: toPublicProfile(row),
		isMine,
		coverUrl: row.coverUrl,
		overview: row.overview,
		about: { title: row.aboutTitle, description: row.aboutDescription },
		educationExperiences,
		ourStories,
		skillTalents,
		links,
		businessInfo,
		works,
	}
}

/** The profile's private id and whether the caller owns it; null for an unknown profile. */
export async function findProfileOwner(db: Database, callerProfileId: string, uuid: string) {
	const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.uuid, uuid)).limit(1)
	return row ? { profileId: row.id, isMine: row.id === callerProfileId } : null
}
