import { and, asc, count, eq, max } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource, PgInsertValue } from 'drizzle-orm/pg-core'
import type { Database } from '#api/db/client.ts'
import { inTransaction } from '#api/db/transaction.ts'
import { blankToNull, isUuid } from '#api/db/values.ts'
import { profileEducationExperiences, profileOurStories, profiles, profileSkillTalents } from '#api/db/schema.ts'
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

// The sections of an owner's page (docs/product.md#personal-profile): the overview and about-us
// columns, and the list sections, each a table of entries in order. A list section is described once
// (its table, its names, how an entry is written and read) and `listSection` makes its list, create,
// change and delete; a new owner's section (an open-tab connect's goals) is one more description. Every
// write is the owner's own: rows are found by (id, owner), so somebody else's id, an unknown one and a
// malformed one all answer 404.

/** A table of a list section: its entries' id, owner, order and times. */
type SectionTable = PgTable & { id: PgColumn; profileId: PgColumn; position: PgColumn; createdAt: PgColumn; updatedAt: PgColumn }

type ListSection<T extends SectionTable, Entry, Create, Update> = {
	table: T
	/** What one entry is and what many are, as the API's messages say them. */
	one: string
	many: string
	entry: (row: T['$inferSelect']) => Entry
	/** A new entry's columns besides its owner and position. */
	inserted: (input: Create) => Record<string, unknown>
	/** A change's columns. */
	changed: (input: Update) => Record<string, unknown>
	/** A check of the table one change alone may break (an end moved before the kept start), and the field it is told on. */
	check?: { constraint: string; field: string; message: string }
}

export const sectionNotFound = (what: string) => new ProblemError(404, 'not_found', `No such ${what} of yours`)

/** A list section's list, create, change and delete, for the owner `ownerId`. */
function listSection<T extends SectionTable, Entry, Create, Update>(section: ListSection<T, Entry, Create, Update>) {
	const { table, one, many, entry } = section
	const theirs = (ownerId: string, id: string) => and(eq(table.id, id), eq(table.profileId, ownerId))
	return {
		list: async (db: Database, ownerId: string): Promise<Entry[]> => {
			const rows = await db.select().from(table as PgTable).where(eq(table.profileId, ownerId)).orderBy(asc(table.position), asc(table.createdAt), asc(table.id))
			return rows.map((row) => entry(row as T['$inferSelect']))
		},
		create: (db: Database, ownerId: string, input: Create): Promise<Entry> =>
			inTransaction(db, async (tx) => {
				// The owner's row lock serializes their creates, so the limit holds under concurrent ones.
				await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, ownerId)).for('update')
				const [row] = await tx.select({ n: count(), last: max(table.position) }).from(table as PgTable).where(eq(table.profileId, ownerId))
				if ((row?.n ?? 0) >= profileSectionLimit) throw new ProblemError(409, 'conflict', `At most ${profileSectionLimit} ${many}`)
				const position = ((row?.last as number | null) ?? -1) + 1
				const [created] = await tx
					.insert(table)
					.values({ ...section.inserted(input), profileId: ownerId, position } as PgInsertValue<T>)
					.returning()
				if (!created) throw new Error('insert returned nothing')
				return entry(created as T['$inferSelect'])
			}),
		update: async (db: Database, ownerId: string, id: string, input: Update): Promise<Entry> => {
			if (!isUuid(id)) throw sectionNotFound(one)
			let rows: T['$inferSelect'][]
			try {
				rows = (await db
					.update(table)
					.set({ ...section.changed(input), updatedAt: new Date() } as PgUpdateSetSource<T>)
					.where(theirs(ownerId, id))
					.returning()) as T['$inferSelect'][]
			} catch (error) {
				const check = section.check
				if (check && violates(error, check.constraint)) throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { [check.field]: [check.message] })
				throw error
			}
			const [row] = rows
			if (!row) throw sectionNotFound(one)
			return entry(row)
		},
		delete: async (db: Database, ownerId: string, id: string) => {
			if (!isUuid(id)) throw sectionNotFound(one)
			const rows = await db.delete(table).where(theirs(ownerId, id)).returning()
			if (rows.length === 0) throw sectionNotFound(one)
		},
	}
}

/** Whether a database error is the named constraint's violation (drizzle wraps the driver's error). */
function violates(error: unknown, constraint: string): boolean {
	for (let current: unknown = error; current instanceof Error; current = current.cause) {
		if ((current as { constraint?: string }).constraint === constraint) return true
		if (current.message.includes(`"${constraint}"`)) return true
	}
	return false
}

export const educationExperiences = listSection({
	table: profileEducationExperiences,
	one: 'education or experience entry',
	many: 'education and experience entries',
	entry: (row): EducationExperience => ({
		id: row.id,
		kind: row.kind,
		title: row.title,
		organisation: row.organisation,
		startsOn: row.startsOn,
		endsOn: row.endsOn,
		description: row.description,
		position: row.position,
	}),
	inserted: (input: CreateEducationExperience) => ({
		kind: input.kind,
		title: input.title,
		organisation: input.organisation ?? '',
		startsOn: input.startsOn,
		endsOn: input.endsOn ?? null,
		description: blankToNull(input.description) ?? null,
	}),
	changed: ({ description, ...rest }: UpdateEducationExperience) => ({ ...rest, ...(description !== undefined ? { description: blankToNull(description) } : {}) }),
	// One end changed alone may cross the other, kept end: the table's check says so.
	check: { constraint: 'profile_education_experiences_range', field: 'endsOn', message: ENDS_BEFORE_STARTS },
})

export const ourStories = listSection({
	table: profileOurStories,
	one: 'story',
	many: 'stories',
	entry: (row): OurStory => ({ id: row.id, title: row.title, body: row.body, imageUrl: row.imageUrl, position: row.position }),
	inserted: (input: CreateOurStory) => ({ title: input.title, body: input.body ?? '', imageUrl: blankToNull(input.imageUrl) ?? null }),
	changed: ({ imageUrl, ...rest }: UpdateOurStory) => ({ ...rest, ...(imageUrl !== undefined ? { imageUrl: blankToNull(imageUrl) } : {}) }),
})

export const skillTalents = listSection({
	table: profileSkillTalents,
	one: 'skill or talent',
	many: 'skills and talents',
	entry: (row): SkillTalent => ({ id: row.id, name: row.name, level: row.level, position: row.position }),
	inserted: (input: CreateSkillTalent) => ({ name: input.name, level: input.level ?? null }),
	changed: (input: UpdateSkillTalent) => input,
})

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
