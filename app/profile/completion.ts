import type { ProfileOutline, ProfilePage } from '#contracts/profile-page.ts'

// What a profile has and what it still lacks: the profile page asks its owner to "Add" (not "Edit") what
// is empty, and the "Complete your profile" guide (on the profile page and /account) lists the steps
// left. One place decides both, so the guide and the sections never disagree. The guide reckons from a
// profile's outline (GET /v1/me/profile-outline), which the profile page's own data also gives.

type ProfileParts = Pick<ProfilePage, 'overview' | 'about' | 'educationExperiences' | 'ourStories' | 'skillTalents' | 'links' | 'businessInfo'> & {
	profile: Pick<ProfilePage['profile'], 'imageUrl' | 'specialty'>
}

/** The business-info rows a profile page shows; with none filled in, the section is empty. */
export const businessInfoKeys = ['company', 'positionTitle', 'phone', 'email', 'website', 'address', 'postcode'] as const

const filled = (text: string | null | undefined) => Boolean(text?.trim())

/** A profile page's outline: what the guide reckons from. */
export const outlineOf = (page: ProfileParts): ProfileOutline => ({
	imageUrl: page.profile.imageUrl,
	overview: page.overview,
	specialty: page.profile.specialty,
	aboutDescription: page.about.description,
	educationExperiences: page.educationExperiences.length,
	skillTalents: page.skillTalents.length,
	links: page.links.length,
})

/** Which parts of an outline have nothing yet. */
function outlineGaps(outline: ProfileOutline) {
	return {
		// The line under the name shows the overview and the specialty: either one fills it.
		overview: !filled(outline.overview) && !filled(outline.specialty),
		// The about section shows the description; a title alone says nothing about the person.
		about: !filled(outline.aboutDescription),
		educationExperience: outline.educationExperiences === 0,
		skillTalent: outline.skillTalents === 0,
		links: outline.links === 0,
	}
}

/** Which parts of a profile page have nothing yet. */
export function emptyParts(page: ProfileParts) {
	return {
		...outlineGaps(outlineOf(page)),
		ourStory: page.ourStories.length === 0,
		businessInfo: !businessInfoKeys.some((key) => filled(page.businessInfo?.[key])),
	}
}

export type ProfilePart = keyof ReturnType<typeof emptyParts>

/** Where each part is added: its form page under /profiles/{uuid}/form/ (a list's "create" page). */
export const addForms = {
	overview: 'overview',
	about: 'about-us/description',
	educationExperience: 'about-us/education-experience/create',
	ourStory: 'about-us/our-story/create',
	skillTalent: 'about-us/skill-talent/create',
	links: 'link',
	businessInfo: 'business-info',
} as const satisfies Record<ProfilePart, string>

/**
 * The guide's steps in the order they are suggested, each with the form page where it is done. Our
 * story, business info and works are for some people only, so they are not asked for.
 */
export const profileSteps = [
	// The picture's uploader is on the overview page, below the text form.
	{ step: 'picture', form: `${addForms.overview}#picture-avatar` },
	{ step: 'overview', form: addForms.overview },
	{ step: 'about', form: addForms.about },
	{ step: 'experience', form: addForms.educationExperience },
	{ step: 'skills', form: addForms.skillTalent },
	{ step: 'links', form: addForms.links },
] as const
export type ProfileStep = (typeof profileSteps)[number]['step']

/** How far the owner is with their profile: the steps left, in order, and how many are done. */
export function profileCompletion(outline: ProfileOutline) {
	const empty = outlineGaps(outline)
	const missing: Record<ProfileStep, boolean> = {
		picture: !outline.imageUrl,
		overview: empty.overview,
		about: empty.about,
		experience: empty.educationExperience,
		skills: empty.skillTalent,
		links: empty.links,
	}
	const left = profileSteps.filter(({ step }) => missing[step])
	return { left, done: profileSteps.length - left.length, total: profileSteps.length, complete: left.length === 0 }
}
