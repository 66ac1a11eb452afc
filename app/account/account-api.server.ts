import type { AppLoadContext } from '@remix-run/node'
import { apiPath } from '#contracts/api-paths.ts'
import { mainApi } from '#app/api/product-api.server.ts'
import { apiContextOf } from '#app/auth/current-user.server.ts'
import type { SessionData } from '#app/auth/session.server.ts'
import { meSchema } from '#contracts/me.ts'
import type { UpdateProfile } from '#contracts/profile.ts'

/** The signed-in person's own account in the product API (/v1/me), for the account pages. */
export function accountApi(request: Request, context: AppLoadContext, session: SessionData) {
	const api = mainApi.withContext(apiContextOf(request, context, session))
	return {
		/** Their details (/account/update); answers the signed-in state as it now is. */
		update: (body: UpdateProfile) => api.patch(apiPath('/v1/me'), { schema: meSchema, body }),
	}
}
