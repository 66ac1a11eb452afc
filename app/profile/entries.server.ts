import type { EducationExperience, OurStory, ProfilePage, SkillTalent } from '#contracts/profile-page.ts'
import type { EntryFormName } from './form-fields.ts'
import { educationExperienceBody, educationExperienceSchema, ourStoryBody, ourStorySchema, skillTalentBody, skillTalentSchema } from './forms.ts'

// The list sections of about-us on the server: where an entry is on the page, its form's starting
// values, and the API body a valid form becomes.

const orEmpty = (value: string | number | null | undefined) => (value == null ? '' : String(value))

export const entrySections = {
	'education-experience': {
		schema: educationExperienceSchema,
		entries: (page: ProfilePage) => page.educationExperiences,
		nameOf: (entry: EducationExperience) => entry.title,
		values: (entry: EducationExperience | null) => ({
			kind: entry?.kind ?? 'education',
			title: orEmpty(entry?.title),
			organisation: orEmpty(entry?.organisation),
			startsOn: orEmpty(entry?.startsOn),
			endsOn: orEmpty(entry?.endsOn),
			description: orEmpty(entry?.description),
		}),
		body: educationExperienceBody,
	},
	'our-story': {
		schema: ourStorySchema,
		entries: (page: ProfilePage) => page.ourStories,
		nameOf: (entry: OurStory) => entry.title,
		values: (entry: OurStory | null) => ({ title: orEmpty(entry?.title), body: orEmpty(entry?.body), imageUrl: orEmpty(entry?.imageUrl) }),
		body: ourStoryBody,
	},
	'skill-talent': {
		schema: skillTalentSchema,
		entries: (page: ProfilePage) => page.skillTalents,
		nameOf: (entry: SkillTalent) => entry.name,
		values: (entry: SkillTalent | null) => ({ name: orEmpty(entry?.name), level: orEmpty(entry?.level) }),
		body: skillTalentBody,
	},
} satisfies Record<EntryFormName, unknown>

/** `/profiles/{uuid}/form/about-us/{section}/{id|create}` → the section and the entry's id (null to create). */
export function entryRouteOf(pathname: string): { section: EntryFormName; id: string | null } | null {
	const match = /\/form\/about-us\/(education-experience|our-story|skill-talent)\/([^/]+)\/?$/.exec(pathname)
	if (!match) return null
	return { section: match[1] as EntryFormName, id: match[2] === 'create' ? null : decodeURIComponent(match[2]!) }
}
