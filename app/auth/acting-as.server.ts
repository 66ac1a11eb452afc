import type { AppLoadContext } from '@remix-run/node'
import { apiPath } from '#contracts/api-paths.ts'
import { callContextOf, mainApi } from '#app/api/product-api.server.ts'
import type { SessionData } from './session.server.ts'
import { businessUserTokenSchema } from '#contracts/business.ts'

/**
 * Acting as one of my business users (docs/product.md#signed-in-state activeBusinessUser, #product-api-calls Bu-Authorization): the API
 * issues a short-lived token for a business user the caller owns or works as, and refuses any other
 * (404). The session keeps the token; every API call then carries it.
 */
export async function actAsBusinessUser(request: Request, context: AppLoadContext, session: SessionData, businessUserId: string): Promise<SessionData> {
	const api = mainApi.withContext(callContextOf(request, context, { accessToken: session.tokens?.accessToken }))
	const { token, expiresAt } = await api.post(apiPath('/v1/business-users/{id}/token', { id: businessUserId }), { schema: businessUserTokenSchema })
	return { ...session, activeBusinessUser: { id: businessUserId, token, expiresAt: Math.floor(Date.parse(expiresAt) / 1000) } }
}

export function actAsMyself(session: SessionData): SessionData {
	return { ...session, activeBusinessUser: undefined }
}
