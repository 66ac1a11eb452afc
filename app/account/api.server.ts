import { apiPath } from '#contracts/api-paths.ts'
import { areaApi } from '#app/api/product-api.server.ts'
import { meSchema } from '#contracts/me.ts'
import type { UpdateProfile } from '#contracts/profile.ts'

/** The signed-in person's own account in the product API (/v1/me), for the account pages. */
export const accountApi = areaApi((api) => ({
	/** Their details (/account/update); answers the signed-in state as it now is. */
	update: (body: UpdateProfile) => api.patch(apiPath('/v1/me'), { schema: meSchema, body }),
}))
