import { followStateSchema } from './social/follow.ts'
import { z } from 'zod'
import { storedImageUrlSchema } from './media.ts'
import { contentListSchemas } from './content/registry.ts'
import { publicProfileSchema } from './profile.ts'
import { day } from './dates.ts'
import { contactFieldsSchema, linkSchema, putLinksSchema } from './profile-fields.ts'
import { line, optionalParagraph, optionalText, paragraph, requiredLine } from './text.ts'
import { textLimits } from './limits.ts'

// A person's profile page and its sections (docs/data-model.md §2.1): what /profiles/{uuid} shows and
// what its owner-only forms (/profiles/{uuid}/form/*) write, always under /v1/me.
//
// Text fields follow the text rule (text.ts) and are trimmed. An optional text field may be sent as ''
// (an empty form field): it is stored as null. Dates are real days, YYYY-MM-DD, from 1900 to 2100 (dates.ts).

/** At most this many entries in each list section (education and experience, stories, skills, links). */
export const profileSectionLimit = 50

const position = z.number().int().min(0).max(10_000).describe('Place in the section, smallest first; new entries go last')

// ---------------------------------------------------------------------------
// Overview and about

export const profileOverviewSchema = z
	.object({
		/** A short headline or introduction under the person's name. */
		overview: z.string().nullable(),
		specialty: z.string().nullable(),
	})
	.meta({ id: 'ProfileOverview' })

export const putProfileOverviewSchema = z
	.object({ overview: optionalParagraph(textLimits.overview), specialty: optionalText(textLimits.title) })
	.meta({ id: 'PutProfileOverview' })

export const profileAboutSchema = z
	.object({ title: z.string().nullable(), description: z.string().nullable() })
	.meta({ id: 'ProfileAbout' })

export const putProfileAboutSchema = z
	.object({ title: optionalText(textLimits.title), description: optionalParagraph(textLimits.body) })
	.meta({ id: 'PutProfileAbout' })

/**
 * What my profile has, for the guide that asks for what is missing (GET /v1/me/profile-outline): its
 * picture and texts, and how many entries each section the guide asks for holds.
 */
export const profileOutlineSchema = z
	.object({
		imageUrl: z.string().nullable(),
		overview: z.string().nullable(),
		specialty: z.string().nullable(),
		aboutDescription: z.string().nullable(),
		educationExperiences: z.number().int().nonnegative(),
		skillTalents: z.number().int().nonnegative(),
		links: z.number().int().nonnegative(),
	})
	.meta({ id: 'ProfileOutline' })
export type ProfileOutline = z.infer<typeof profileOutlineSchema>

// ---------------------------------------------------------------------------
// Education and experience

export const educationExperienceKinds = ['education', 'experience'] as const

export const educationExperienceSchema = z
	.object({
		id: z.uuid(),
		kind: z.enum(educationExperienceKinds),
		title: z.string(),
		organisation: z.string(),
		startsOn: z.iso.date(),
		/** Null while it goes on. */
		endsOn: z.iso.date().nullable(),
		description: z.string().nullable(),
		position: z.number().int(),
	})
	.meta({ id: 'EducationExperience' })

const educationExperienceFields = z.object({
	kind: z.enum(educationExperienceKinds),
	title: requiredLine(textLimits.title),
	organisation: line(textLimits.title).optional(),
	startsOn: day(),
	endsOn: day().nullable().optional(),
	description: optionalParagraph(textLimits.description).optional(),
})

export const ENDS_BEFORE_STARTS = 'Must not be before startsOn'

/** An entry ends on or after it starts (either end may be left out of a change). */
export function endsBeforeStarts(entry: { startsOn?: string; endsOn?: string | null }) {
	return entry.startsOn !== undefined && entry.endsOn != null && entry.endsOn < entry.startsOn
}

export const createEducationExperienceSchema = educationExperienceFields
	.refine((entry) => !endsBeforeStarts(entry), { error: ENDS_BEFORE_STARTS, path: ['endsOn'] })
	.meta({ id: 'CreateEducationExperience' })

export const updateEducationExperienceSchema = educationExperienceFields
	.partial()
	.extend({ position: position.optional() })
	.refine((entry) => !endsBeforeStarts(entry), { error: ENDS_BEFORE_STARTS, path: ['endsOn'] })
	.meta({ id: 'UpdateEducationExperience' })

// ---------------------------------------------------------------------------
// Our stories

export const ourStorySchema = z
	.object({ id: z.uuid(), title: z.string(), body: z.string(), imageUrl: z.string().nullable(), position: z.number().int() })
	.meta({ id: 'OurStory' })

const ourStoryFields = z.object({
	title: requiredLine(textLimits.title),
	body: paragraph(textLimits.body).optional(),
	imageUrl: storedImageUrlSchema.optional(),
})

export const createOurStorySchema = ourStoryFields.meta({ id: 'CreateOurStory' })
export const updateOurStorySchema = ourStoryFields.partial().extend({ position: position.optional() }).meta({ id: 'UpdateOurStory' })

// ---------------------------------------------------------------------------
// Skills and talents

export const skillTalentSchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		/** 1 (beginner) to 5 (expert); null when not rated. */
		level: z.number().int().min(1).max(5).nullable(),
		position: z.number().int(),
	})
	.meta({ id: 'SkillTalent' })

const skillTalentFields = z.object({
	name: requiredLine(textLimits.name),
	level: z.number().int().min(1).max(5).nullable().optional(),
})

export const createSkillTalentSchema = skillTalentFields.meta({ id: 'CreateSkillTalent' })
export const updateSkillTalentSchema = skillTalentFields.partial().extend({ position: position.optional() }).meta({ id: 'UpdateSkillTalent' })

// ---------------------------------------------------------------------------
// Links (one form for the whole ordered list)

export const putProfileLinksSchema = putLinksSchema(profileSectionLimit).meta({ id: 'PutProfileLinks' })

// ---------------------------------------------------------------------------
// Business info

/** Business contact details the person chose to publish: shown to anyone signed in. */
export const businessInfoSchema = z
	.object({
		company: z.string().nullable(),
		positionTitle: z.string().nullable(),
		/** E.164 (+66…). */
		phone: z.string().nullable(),
		email: z.string().nullable(),
		website: z.string().nullable(),
		address: z.string().nullable(),
		postcode: z.string().nullable(),
	})
	.meta({ id: 'BusinessInfo' })

export const putBusinessInfoSchema = contactFieldsSchema
	.extend({ positionTitle: optionalText(textLimits.title) })
	.meta({ id: 'PutBusinessInfo' })

// ---------------------------------------------------------------------------
// The page

export const profilePageSchema = z
	.object({
		profile: publicProfileSchema,
		/** Whether the caller owns the profile (shows the edit links; the forms write under /v1/me). */
		isMine: z.boolean(),
		/** The cover image above the profile (the avatar is `profile.imageUrl`); PUT /v1/me/images writes both. */
		coverUrl: z.string().nullable(),
		overview: z.string().nullable(),
		about: profileAboutSchema,
		educationExperiences: z.array(educationExperienceSchema),
		ourStories: z.array(ourStorySchema),
		skillTalents: z.array(skillTalentSchema),
		links: z.array(linkSchema),
		/** Null until the person fills in the business-info form. */
		businessInfo: businessInfoSchema.nullable(),
		/** The newest works; `nextCursor` continues at GET /v1/profiles/{uuid}/content/work. */
		works: contentListSchemas.work,
		/** Who follows them, whom they follow, and whether the caller does (docs/product.md#feed). */
		follow: followStateSchema,
	})
	.meta({ id: 'ProfilePage' })

export type ProfileOverview = z.infer<typeof profileOverviewSchema>
export type PutProfileOverview = z.infer<typeof putProfileOverviewSchema>
export type ProfileAbout = z.infer<typeof profileAboutSchema>
export type PutProfileAbout = z.infer<typeof putProfileAboutSchema>
export type EducationExperience = z.infer<typeof educationExperienceSchema>
export type CreateEducationExperience = z.infer<typeof createEducationExperienceSchema>
export type UpdateEducationExperience = z.infer<typeof updateEducationExperienceSchema>
export type OurStory = z.infer<typeof ourStorySchema>
export type CreateOurStory = z.infer<typeof createOurStorySchema>
export type UpdateOurStory = z.infer<typeof updateOurStorySchema>
export type SkillTalent = z.infer<typeof skillTalentSchema>
export type CreateSkillTalent = z.infer<typeof createSkillTalentSchema>
export type UpdateSkillTalent = z.infer<typeof updateSkillTalentSchema>
export type PutProfileLinks = z.infer<typeof putProfileLinksSchema>
export type BusinessInfo = z.infer<typeof businessInfoSchema>
export type PutBusinessInfo = z.infer<typeof putBusinessInfoSchema>
export type ProfilePage = z.infer<typeof profilePageSchema>
