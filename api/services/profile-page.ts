import { eq } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { profiles } from '#api/db/schema.ts'
import { listContent } from '#api/content/service.ts'
import { followState } from '#api/social/follows.ts'
import type { ProfilePage } from '#contracts/profile-page.ts'
import { listLinks } from './links.ts'
import { findBusinessInfo } from './business-info.ts'
import { listEducationExperiences, listOurStories, listSkillTalents } from './profile-sections.ts'
import { toPublicProfile } from './profiles.ts'
import type { ProfileRow } from './profiles.ts'

/**
 * Everything /profiles/{uuid} shows, in a fixed number of queries whatever the profile holds: the
 * profile, then its six sections and where the caller stands with them at once (each one indexed query). Null for an unknown profile.
 */
export async function buildProfilePage(db: Database, caller: ProfileRow, uuid: string): Promise<ProfilePage | null> {
	const [row] = await db.select().from(profiles).where(eq(profiles.uuid, uuid)).limit(1)
	if (!row) return null
	const isMine = row.id === caller.id
	const owner = { type: 'person', profileId: row.id } as const
	const [educationExperiences, ourStories, skillTalents, links, businessInfo, works, follow] = await Promise.all([
		listEducationExperiences(db, row.id),
		listOurStories(db, row.id),
		listSkillTalents(db, row.id),
		listLinks(db, owner),
		findBusinessInfo(db, owner),
		listContent(db, caller, 'work', owner),
		followState(db, caller.id, owner),
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
		follow,
	}
}
