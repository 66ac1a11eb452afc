import { asc, eq, sql } from 'drizzle-orm'
import type { IdentityDirectory } from '#api/auth/identity-directory.ts'
import type { Database } from '#api/db/client.ts'
import { preparedRead } from '#api/db/prepared.ts'
import { accountPoints, links, profileEducationExperiences, profiles, profileSkillTalents } from '#api/db/schema.ts'
import { listContent } from '#api/content/index.ts'
import { findBusinessInfo } from '#api/owners/business-info.ts'
import { listLinks } from '#api/owners/links.ts'
import * as sections from '#api/owners/sections.ts'
import { followState } from '#api/social/index.ts'
import type { ProfileOutline, ProfilePage } from '#contracts/profile-page.ts'
import type { AccountPoint, Profile, PublicProfile, UpdateProfile } from '#contracts/profile.ts'

export type ProfileRow = typeof profiles.$inferSelect

const profileBySub = preparedRead((db) => db.select().from(profiles).where(eq(profiles.identitySub, sql.placeholder('sub'))).limit(1).prepare('profile_by_sub'))

export async function findProfileBySub(db: Database, sub: string) {
	const [row] = await profileBySub(db).execute({ sub })
	return row
}

/**
 * The caller's profile, created on their first call from the identity service's attributes.
 * Concurrent first calls race safely: the unique `identity_sub` keeps one row.
 */
export async function ensureProfile(db: Database, { sub, accessToken, identity }: { sub: string; accessToken: string; identity: IdentityDirectory }) {
	const existing = await findProfileBySub(db, sub)
	if (existing) return existing
	const attributes = await identity.userAttributes(accessToken)
	const [created] = await db
		.insert(profiles)
		.values({
			identitySub: sub,
			email: attributes.email,
			firstName: attributes.givenName,
			lastName: attributes.familyName,
			phoneNumber: attributes.phoneNumber,
		})
		.onConflictDoNothing({ target: profiles.identitySub })
		.returning()
	const profile = created ?? (await findProfileBySub(db, sub))
	if (!profile) throw new Error('profile vanished after insert')
	await db.insert(accountPoints).values({ profileId: profile.id }).onConflictDoNothing()
	return profile
}

/** The person with this email (any case; the oldest profile if an email was ever reused). */
export async function findProfileByEmail(db: Database, email: string) {
	const [row] = await db
		.select()
		.from(profiles)
		.where(eq(sql`lower(${profiles.email})`, email.toLowerCase()))
		.orderBy(asc(profiles.createdAt))
		.limit(1)
	return row
}

export async function updateProfile(db: Database, profileId: string, changes: UpdateProfile) {
	const [row] = await db
		.update(profiles)
		.set({ ...changes, updatedAt: new Date() })
		.where(eq(profiles.id, profileId))
		.returning()
	if (!row) throw new Error('profile vanished during update')
	return row
}

export async function findPublicProfile(db: Database, uuid: string) {
	const [row] = await db.select().from(profiles).where(eq(profiles.uuid, uuid)).limit(1)
	return row ? toPublicProfile(row) : null
}

/** The account point's columns, read by the signed-in state with its person's row (api/account/service.ts). */
export const accountPointColumns = { point: accountPoints.point, tokenTotal: accountPoints.tokenTotal, totalExperience: accountPoints.totalExperience }

export function toAccountPoint(row: { point: number; tokenTotal: string | number; totalExperience: string | number } | null): AccountPoint | null {
	if (!row) return null
	return {
		point: row.point,
		tokenTotal: Number(row.tokenTotal),
		totalExperience: roundTo4(Number(row.totalExperience)),
	}
}

/** Total experience is shown to 4 decimals (docs/product.md#signed-in-state). */
export function roundTo4(value: number) {
	return Math.round(value * 10_000) / 10_000
}

export function toProfile(row: ProfileRow): Profile {
	return {
		id: row.id,
		uuid: row.uuid,
		firstName: row.firstName,
		lastName: row.lastName,
		imageUrl: row.imageUrl,
		email: row.email,
		phoneNumber: row.phoneNumber,
		birthday: row.birthday,
		country: row.country,
		province: row.province,
		city: row.city,
		isProfessionalAccount: row.isProfessional,
		aboutTitle: row.aboutTitle,
		aboutDescription: row.aboutDescription,
		specialty: row.specialty,
		createdAt: row.createdAt.toISOString(),
	}
}

export function toPublicProfile(row: ProfileRow): PublicProfile {
	const { uuid, firstName, lastName, imageUrl, isProfessionalAccount, aboutTitle, aboutDescription, specialty, country, province, city } = toProfile(row)
	return { uuid, firstName, lastName, imageUrl, isProfessionalAccount, aboutTitle, aboutDescription, specialty, country, province, city }
}

/** What the caller's profile has (its row is the caller's, read already), and its sections' sizes in one query. */
export async function profileOutline(db: Database, profile: ProfileRow): Promise<ProfileOutline> {
	const sizeOf = (table: typeof profileEducationExperiences | typeof profileSkillTalents) => sql<number>`(select count(*)::int from ${table} where ${table.profileId} = ${profile.id})`
	const [sizes] = await db
		.select({
			educationExperiences: sizeOf(profileEducationExperiences),
			skillTalents: sizeOf(profileSkillTalents),
			links: sql<number>`(select count(*)::int from ${links} where ${links.ownerProfileId} = ${profile.id})`,
		})
		.from(profiles)
		.where(eq(profiles.id, profile.id))
	return {
		imageUrl: profile.imageUrl,
		overview: profile.overview,
		specialty: profile.specialty,
		aboutDescription: profile.aboutDescription,
		educationExperiences: sizes?.educationExperiences ?? 0,
		skillTalents: sizes?.skillTalents ?? 0,
		links: sizes?.links ?? 0,
	}
}

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
		sections.educationExperiences.list(db, row.id),
		sections.ourStories.list(db, row.id),
		sections.skillTalents.list(db, row.id),
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
