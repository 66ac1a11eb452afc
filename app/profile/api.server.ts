import type { z } from 'zod'
import { apiPath } from '#contracts/api-paths.ts'
import { areaApi } from '#app/api/product-api.server.ts'
import {
	businessInfoSchema,
	educationExperienceSchema,
	ourStorySchema,
	profileAboutSchema,
	profileOverviewSchema,
	profilePageSchema,
	profileOutlineSchema,
	skillTalentSchema,
	type CreateEducationExperience,
	type CreateOurStory,
	type CreateSkillTalent,
	type PutBusinessInfo,
	type PutProfileAbout,
	type PutProfileLinks,
	type PutProfileOverview,
} from '#contracts/profile-page.ts'
import { imagesSchema, type PutImages } from '#contracts/media.ts'
import { linkListSchema } from '#contracts/profile-fields.ts'

/** The list sections of a profile: each is created, changed and deleted under /v1/me/{section}. */
export const profileSections = {
	'education-experience': { path: '/v1/me/education-experiences', entry: '/v1/me/education-experiences/{id}', schema: educationExperienceSchema },
	'our-story': { path: '/v1/me/our-stories', entry: '/v1/me/our-stories/{id}', schema: ourStorySchema },
	'skill-talent': { path: '/v1/me/skill-talents', entry: '/v1/me/skill-talents/{id}', schema: skillTalentSchema },
} as const
export type ProfileSection = keyof typeof profileSections
type SectionInput = {
	'education-experience': CreateEducationExperience
	'our-story': CreateOurStory
	'skill-talent': CreateSkillTalent
}

/** The answer of a section's create and update: one entry of it, as the contract says. */
const sectionSchema = (section: ProfileSection): z.ZodType<unknown> => profileSections[section].schema

/** The product API's profile calls, on behalf of the signed-in person (writes always go to their own profile). */
export const profileApi = areaApi((api) => ({
	/** For calls of other areas on the person's behalf (image uploads). */
	caller: api,
	page: (uuid: string) => api.get(apiPath('/v1/profiles/{uuid}/page', { uuid }), { schema: profilePageSchema }),
	/** What the person's own profile has (/account's guide). */
	outline: () => api.get(apiPath('/v1/me/profile-outline'), { schema: profileOutlineSchema }),
	putOverview: (body: PutProfileOverview) => api.put(apiPath('/v1/me/overview'), { schema: profileOverviewSchema, body }),
	putAbout: (body: PutProfileAbout) => api.put(apiPath('/v1/me/about'), { schema: profileAboutSchema, body }),
	putImages: (body: PutImages) => api.put(apiPath('/v1/me/images'), { schema: imagesSchema, body }),
	links: async () => (await api.get(apiPath('/v1/me/links'), { schema: linkListSchema })).items,
	putLinks: (body: PutProfileLinks) => api.put(apiPath('/v1/me/links'), { schema: linkListSchema, body }),
	businessInfo: () => api.get(apiPath('/v1/me/business-info'), { schema: businessInfoSchema.nullable() }),
	putBusinessInfo: (body: PutBusinessInfo) => api.put(apiPath('/v1/me/business-info'), { schema: businessInfoSchema, body }),
	// Creates take the form's idempotency key (ADR 0016): a send again after a failure is answered, not made twice.
	createEntry: <S extends ProfileSection>(section: S, body: SectionInput[S], idempotencyKey?: string) => api.post(apiPath(profileSections[section].path), { schema: sectionSchema(section), body, idempotencyKey }),
	updateEntry: <S extends ProfileSection>(section: S, id: string, body: Partial<SectionInput[S]>) => api.patch(apiPath(profileSections[section].entry, { id }), { schema: sectionSchema(section), body }),
	deleteEntry: (section: ProfileSection, id: string) => api.delete(apiPath(profileSections[section].entry, { id })),
}))
