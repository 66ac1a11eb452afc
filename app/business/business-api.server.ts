import type { AppLoadContext } from '@remix-run/node'
import { mainApi } from '#app/api/product-api.server.ts'
import { apiContextOf } from '#app/auth/current-user.server.ts'
import type { SessionData } from '#app/auth/session.server.ts'
import { businessAccountDetailSchema, businessAccountSchema, businessUserSchema, type CreateBusinessUserInput } from '#contracts/business.ts'

/** The product API's business-account calls, on behalf of the signed-in person. */
export function businessApi(request: Request, context: AppLoadContext, session: SessionData) {
	const api = mainApi.withContext(apiContextOf(request, context, session))
	return {
		account: (id: string) => api.get(`/v1/business-accounts/${encodeURIComponent(id)}`, { schema: businessAccountDetailSchema }),
		createAccount: (name: string) => api.post('/v1/business-accounts', { schema: businessAccountSchema, body: { name } }),
		createBusinessUser: (accountId: string, input: CreateBusinessUserInput) =>
			api.post(`/v1/business-accounts/${encodeURIComponent(accountId)}/business-users`, { schema: businessUserSchema, body: input }),
	}
}
