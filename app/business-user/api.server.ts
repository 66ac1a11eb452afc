import { apiPath } from '#contracts/api-paths.ts'
import { areaApi } from '#app/api/product-api.server.ts'
import {
	businessUserAboutSchema,
	businessUserInfoSchema,
	businessUserOverviewSchema,
	businessUserPageSchema,
	type BusinessUserAboutPart,
	type PutBusinessUserAboutPart,
	type PutBusinessUserInfo,
	type PutBusinessUserLinks,
	type PutBusinessUserOverview,
} from '#contracts/business-profile.ts'
import { imagesSchema, type PutImages } from '#contracts/media.ts'
import { linkListSchema } from '#contracts/profile-fields.ts'

/**
 * The product API's business-user profile calls, on behalf of the signed-in person. The API decides who
 * may write (the account's owner and the business user's admins). Its stories and events: app/content.
 */
export const businessUserApi = areaApi((api) => ({
	/** For calls of other areas on the person's behalf (image uploads). */
	caller: api,
	page: (id: string) => api.get(apiPath('/v1/business-users/{id}/page', { id }), { schema: businessUserPageSchema }),
	putOverview: (id: string, body: PutBusinessUserOverview) => api.put(apiPath('/v1/business-users/{id}/overview', { id }), { schema: businessUserOverviewSchema, body }),
	putAbout: (id: string, part: BusinessUserAboutPart, body: PutBusinessUserAboutPart) => api.put(apiPath('/v1/business-users/{id}/about/{part}', { id, part }), { schema: businessUserAboutSchema, body }),
	putBusinessInfo: (id: string, body: PutBusinessUserInfo) => api.put(apiPath('/v1/business-users/{id}/business-info', { id }), { schema: businessUserInfoSchema, body }),
	links: async (id: string) => (await api.get(apiPath('/v1/business-users/{id}/links', { id }), { schema: linkListSchema })).items,
	putLinks: (id: string, body: PutBusinessUserLinks) => api.put(apiPath('/v1/business-users/{id}/links', { id }), { schema: linkListSchema, body }),
	putImages: (id: string, body: PutImages) => api.put(apiPath('/v1/business-users/{id}/images', { id }), { schema: imagesSchema, body }),
}))

export type BusinessUserApi = ReturnType<typeof businessUserApi>
