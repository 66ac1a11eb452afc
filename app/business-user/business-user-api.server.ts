import type { AppLoadContext } from '@remix-run/node'
import { mainApi } from '#app/api/product-api.server.ts'
import { apiContextOf } from '#app/auth/current-user.server.ts'
import type { SessionData } from '#app/auth/session.server.ts'
import {
	businessEventListSchema,
	businessStoryListSchema,
	businessStorySchema,
	businessUserAboutSchema,
	businessUserInfoSchema,
	businessUserLinkListSchema,
	businessUserOverviewSchema,
	businessUserPageSchema,
	type BusinessUserAboutPart,
	type CreateBusinessStory,
	type PutBusinessUserAboutPart,
	type PutBusinessUserInfo,
	type PutBusinessUserLinks,
	type PutBusinessUserOverview,
} from '#contracts/business-profile.ts'
import { imagesSchema, type PutImages } from '#contracts/media.ts'

const at = (id: string, path = '') => `/v1/business-users/${encodeURIComponent(id)}${path}`

/**
 * The product API's business-user profile calls, on behalf of the signed-in person. The API decides who
 * may write (the account's owner and the business user's admins; stories: anyone granted content.create).
 */
export function businessUserApi(request: Request, context: AppLoadContext, session: SessionData) {
	const api = mainApi.withContext(apiContextOf(request, context, session))
	return {
		/** For calls of other areas on the person's behalf (image uploads). */
		caller: api,
		page: (id: string) => api.get(at(id, '/page'), { schema: businessUserPageSchema }),
		stories: (id: string, cursor?: string) => api.get(at(id, '/stories'), { schema: businessStoryListSchema, query: { cursor } }),
		/** Upcoming events; with `near` (lat,lng) the nearest first, each with its distance. */
		events: (id: string, { near, limit }: { near?: string; limit?: number } = {}) => api.get(at(id, '/events'), { schema: businessEventListSchema, query: { near, limit } }),
		putOverview: (id: string, body: PutBusinessUserOverview) => api.put(at(id, '/overview'), { schema: businessUserOverviewSchema, body }),
		putAbout: (id: string, part: BusinessUserAboutPart, body: PutBusinessUserAboutPart) => api.put(at(id, `/about/${part}`), { schema: businessUserAboutSchema, body }),
		putBusinessInfo: (id: string, body: PutBusinessUserInfo) => api.put(at(id, '/business-info'), { schema: businessUserInfoSchema, body }),
		links: async (id: string) => (await api.get(at(id, '/links'), { schema: businessUserLinkListSchema })).items,
		putLinks: (id: string, body: PutBusinessUserLinks) => api.put(at(id, '/links'), { schema: businessUserLinkListSchema, body }),
		putImages: (id: string, body: PutImages) => api.put(at(id, '/images'), { schema: imagesSchema, body }),
		/** With the form's idempotency key (ADR 0016): a send again after a failure is answered, not posted twice. */
		createStory: (id: string, body: CreateBusinessStory, idempotencyKey?: string) => api.post(at(id, '/stories'), { schema: businessStorySchema, body, idempotencyKey }),
	}
}

export type BusinessUserApi = ReturnType<typeof businessUserApi>
