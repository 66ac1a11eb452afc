import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/**
 * A person's profile and its owner's forms (docs/product.md#personal-profile). The list sections of
 * about-us share one page module (form-entry.tsx), and so do the three work forms (form-work.tsx).
 */
export const profileRoutes = {
	default: [route('profiles/:uuid/additional-content', 'routes/profile/additional-content.tsx')],
	// /profiles/{uuid} and /profiles/{uuid}-qr-code-bio: one segment, two layouts (layouts/profile.tsx).
	profile: [route('profiles/:uuid', 'routes/profile/profile.tsx')],
	form: [
		route('profiles/:uuid/form/overview', 'routes/profile/form-overview.tsx'),
		route('profiles/:uuid/form/about-us', 'routes/profile/form-about-us.tsx'),
		route('profiles/:uuid/form/about-us/description', 'routes/profile/form-description.tsx'),
		route('profiles/:uuid/form/about-us/education-experience/create', 'routes/profile/form-entry.tsx', { id: 'profile-education-experience-create' }),
		route('profiles/:uuid/form/about-us/education-experience/:eid', 'routes/profile/form-entry.tsx', { id: 'profile-education-experience-edit' }),
		route('profiles/:uuid/form/about-us/our-story/create', 'routes/profile/form-entry.tsx', { id: 'profile-our-story-create' }),
		route('profiles/:uuid/form/about-us/our-story/:oid', 'routes/profile/form-entry.tsx', { id: 'profile-our-story-edit' }),
		route('profiles/:uuid/form/about-us/skill-talent/create', 'routes/profile/form-entry.tsx', { id: 'profile-skill-talent-create' }),
		route('profiles/:uuid/form/about-us/skill-talent/:sid', 'routes/profile/form-entry.tsx', { id: 'profile-skill-talent-edit' }),
		route('profiles/:uuid/form/business-info', 'routes/profile/form-business-info.tsx'),
		route('profiles/:uuid/form/link', 'routes/profile/form-link.tsx'),
		route('profiles/:uuid/form/works/create', 'routes/profile/form-work.tsx', { id: 'profile-work-create' }),
		route('profiles/:uuid/form/works/create-my-work', 'routes/profile/form-work.tsx', { id: 'profile-work-create-my-work' }),
		route('profiles/:uuid/form/works/:wid', 'routes/profile/form-work.tsx', { id: 'profile-work-edit' }),
	],
} satisfies AreaRoutes
