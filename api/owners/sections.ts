import { and, asc, count, eq, max } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { blankToNull, isUuid } from '#api/db/values.ts'
import {
	profileEducationExperiences,
	profileOurStories,
	profiles,
	profileSkillTalents,
} from '#api/db/schema.ts'
import { ProblemError } from '#api/http/problems.ts'
import {
	ENDS_BEFORE_STARTS,
	profileSectionLimit,
	type CreateEducationExperience,
	type CreateOurStory,
	type CreateSkillTalent,
	type EducationExperience,
	type OurStory,
	type ProfileAbout,
	type ProfileOverview,
	type PutProfileAbout,
	type PutProfileOverview,
	type SkillTalent,
	type UpdateEducationExperience,
	type UpdateOurStory,
	type UpdateSkillTalent,
} from '#contracts/profile-page.ts'

// The sections of a person's profile page. Every write is the caller's own: rows are found by
// (id, profile_id), so somebody else's id, an unknown one and a malformed one all answer 404.

export const sectionNotFound = (what: string) => new ProblemError(404, 'not_found', `No such ${what} of yours`)

/**
 * Serializes one person's section writes (the profile row's lock), so the limit holds under concurrent
 * creates, and answers the position after the last entry.
 */
async function appendPosition(tx: Tx, profileId: string, table: typeof profileEducationExperiences | typeof profileOurStories | typeof profileSkillTalents, what: string) {
	await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update')
	const [row] = await tx
		.select({ n: count(), last: max(table.position) })
		.from(table)
		.where(eq(table.profileId, profileId))
	if ((row?.n ?? 0) >= profileSectionLimit) throw new ProblemError(409, 'conflict', `At most ${profileSectionLimit} ${what}`)
	return (row?.last ?? -1) + 1
}

// ---------------------------------------------------------------------------
// Overview and about (columns of profiles)

export async function putOverview(db: Database, profileId: string, input: PutProfileOverview): Promise<ProfileOverview> {
	const [row] = await db
		.update(profiles)
		.set({ overview: blankToNull(input.overview), specialty: blankToNull(input.specialty), updatedAt: new Date() })
		.where(eq(profiles.id, profileId))
		.returning()
	if (!row) throw new Error('profile vanished during update')
	return { overview: row.overview, specialty: row.specialty }
}

export async function putAbout(db: Database, profileId: string, input: PutProfileAbout): Promise<ProfileAbout> {
	const [row] = await db
		.update(profiles)
		.set({ aboutTitle: blankToNull(input.title), aboutDescription: blankToNull(input.description), updatedAt: new Date() })
		.where(eq(profiles.id, profileId))
		.returning()
	if (!row) throw new Error('profile vanished during update')
	return { title: row.aboutTitle, description: row.aboutDescription }
}

// ---------------------------------------------------------------------------
// Education and experience

const toEducationExperience = (row: typeof profileEducationExperiences.$inferSelect): EducationExperience => ({
	id: row.id,
	kind: row.kind,
	title: row.title,
	organisation: row.organisation,
	startsOn: row.startsOn,
	endsOn: row.endsOn,
	description: row.description,
	position: row.position,
})

export async function listEducationExperiences(db: Database, profileId: string) {
	const rows = await db
		.select()
		.from(profileEducationExperiences)
		.where(eq(profileEducationExperiences.profileId, profileId))
		.orderBy(asc(profileEducationExperiences.position), asc(profileEducationExperiences.createdAt), asc(profileEducationExperiences.id))
	return rows.map(toEducationExperience)
}

export async function createEducationExperience(db: Database, profileId: string, input: CreateEducationExperience) {
	return inTransaction(db, async (tx) => {
		const position = await appendPosition(tx, profileId, profileEducationExperiences, 'education and experience entries')
		const [row] = await tx
			.insert(profileEducationExperiences)
			.values({
				profileId,
				kind: input.kind,
				title: input.title,
				organisation: input.organisation ?? '',
				startsOn: input.startsOn,
				endsOn: input.endsOn ?? null,
				description: blankToNull(input.description) ?? null,
				position,
			})
			.returning()
		if (!row) throw new Error('insert returned nothing')
		return toEducationExperience(row)
	})
}

export async function updateEducationExperience(db: Database, profileId: string, id: string, input: UpdateEducationExperience) {
	if (!isUuid(id)) throw sectionNotFound('education or experience entry')
	const { description, ...rest } = input
	let row
	try {
		;[row] = await db
			.update(profileEducationExperiences)
			.set({ ...rest, ...(description !== undefined ? { description: blankToNull(description) } : {}), updatedAt: new Date() })
			.where(and(eq(profileEducationExperiences.id, id), eq(profileEducationExperiences.profileId, profileId)))
			.returning()
	} catch (error) {
		// One end changed alone may cross the other, kept end: the table's check says so.
		if (violates(error, 'profile_education_experiences_range')) {
			throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { endsOn: [ENDS_BEFORE_STARTS] })
		}
		throw error
	}
	if (!row) throw sectionNotFound('education or experience entry')
	return toEducationExperience(row)
}

export async function deleteEducationExperience(db: Database, profileId: string, id: string) {
	if (!isUuid(id)) throw sectionNotFound('education or experience entry')
	const rows = await db
		.delete(profileEducationExperiences)
		.where(and(eq(profileEducationExperiences.id, id), eq(profileEducationExperiences.profileId, profileId)))
		.returning()
	if (rows.length === 0) throw sectionNotFound('education or experience entry')
}

/** Whether a database error is the named constraint's violation (drizzle wraps the driver's error). */
function violates(error: unknown, constraint: string): boolean {
	for (let current: unknown = error; current instanceof Error; current = current.cause) {
		if ((current as { constraint?: string }).constraint === constraint) return true
		if (current.message.includes(`"${constraint}"`)) return true
	}
	return false
}

// ---------------------------------------------------------------------------
// Our stories

const toOurStory = (row: typeof profileOurStories.$inferSelect): OurStory => ({
	id: row.id,
	title: row.title,
	body: row.body,
	imageUrl: row.imageUrl,
	position: row.position,
})

export async function listOurStories(db: Database, profileId: string) {
	const rows = await db
		.select()
		.from(profileOurStories)
		.where(eq(profileOurStories.profileId, profileId))
		.orderBy(asc(profileOurStories.position), asc(profileOurStories.createdAt), asc(profileOurStories.id))
	return rows.map(toOurStory)
}

export async function createOurStory(db: Database, profileId: string, input: CreateOurStory) {
	return inTransaction(db, async (tx) => {
		const position = await appendPosition(tx, profileId, profileOurStories, 'stories')
		const [row] = await tx
			.insert(profileOurStories)
			.values({ profileId, title: input.title, body: input.body ?? '', imageUrl: blankToNull(input.imageUrl) ?? null, position })
			.returning()
		if (!row) throw new Error('insert returned nothing')
		return toOurStory(row)
	})
}

export async function updateOurStory(db: Database, profileId: string, id: string, input: UpdateOurStory) {
	if (!isUuid(id)) throw sectionNotFound('story')
	const { imageUrl, ...rest } = input
	const [row] = await db
		.update(profileOurStories)
		.set({ ...rest, ...(imageUrl !== undefined ? { imageUrl: blankToNull(imageUrl) } : {}), updatedAt: new Date() })
		.where(and(eq(profileOurStories.id, id), eq(profileOurStories.profileId, profileId)))
		.returning()
	if (!row) throw sectionNotFound('story')
	return toOurStory(row)
}

export async function deleteOurStory(db: Database, profileId: string, id: string) {
	if (!isUuid(id)) throw sectionNotFound('story')
	const rows = await db
		.delete(profileOurStories)
		.where(and(eq(profileOurStories.id, id), eq(profileOurStories.profileId, profileId)))
		.returning()
	if (rows.length === 0) throw sectionNotFound('story')
}

// ---------------------------------------------------------------------------
// Skills and talents

const toSkillTalent = (row: typeof profileSkillTalents.$inferSelect): SkillTalent => ({
	id: row.id,
	name: row.name,
	level: row.level,
	position: row.position,
})

export async function listSkillTalents(db: Database, profileId: string) {
	const rows = await db
		.select()
		.from(profileSkillTalents)
		.where(eq(profileSkillTalents.profileId, profileId))
		.orderBy(asc(profileSkillTalents.position), asc(profileSkillTalents.createdAt), asc(profileSkillTalents.id))
	return rows.map(toSkillTalent)
}

export async function createSkillTalent(db: Database, profileId: string, input: CreateSkillTalent) {
	return inTransaction(db, async (tx) => {
		const position = await appendPosition(tx, profileId, profileSkillTalents, 'skills and talents')
		const [row] = await tx
			.insert(profileSkillTalents)
			.values({ profileId, name: input.name, level: input.level ?? null, position })
			.returning()
		if (!row) throw new Error('insert returned nothing')
		return toSkillTalent(row)
	})
}

export async function updateSkillTalent(db: Database, profileId: string, id: string, input: UpdateSkillTalent) {
	if (!isUuid(id)) throw sectionNotFound('skill or talent')
	const [row] = await db
		.update(profileSkillTalents)
		.set({ ...input, updatedAt: new Date() })
		.where(and(eq(profileSkillTalents.id, id), eq(profileSkillTalents.profileId, profileId)))
		.returning()
	if (!row) throw sectionNotFound('skill or talent')
	return toSkillTalent(row)
}

export async function deleteSkillTalent(db: Database, profileId: string, id: string) {
	if (!isUuid(id)) throw sectionNotFound('skill or talent')
	const rows = await db
		.delete(profileSkillTalents)
		.where(and(eq(profileSkillTalents.id, id), eq(profileSkillTalents.profileId, profileId)))
		.returning()
	if (rows.length === 0) throw sectionNotFound('skill or talent')
}
