import type { AppLoadContext } from '@remix-run/node'
import { apiPath } from '#contracts/api-paths.ts'
import { callContextOf, mainApi } from '#app/api/product-api.server.ts'
import { businessUserPath } from '#app/business-user/paths.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { commitSession, type SessionData } from './session.server.ts'
import type { UserState } from './user-state.ts'
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

/**
 * "Act as" a business user (docs/product.md#acting-as-a-business-user): the person lands on its page, its
 * home as /account is theirs, told whom they now act as. The API's refusal is the caller's to answer.
 */
export async function startActingAs(request: Request, context: AppLoadContext, auth: { session: SessionData; user: UserState }, businessUserId: string) {
	const session = await actAsBusinessUser(request, context, auth.session, businessUserId)
	const name = auth.user.myBusinessUsers.find((businessUser) => businessUser.id === businessUserId)?.name ?? ''
	const t = await i18next.getFixedT(request, 'account')
	return redirectWithSuccess(businessUserPath(businessUserId), t('switch.nowActingAs', { name }), { headers: await commitSession(request, session) })
}

/** Back to being oneself: the person's own account, as after signing in. */
export async function stopActing(request: Request, session: SessionData) {
	const t = await i18next.getFixedT(request, 'account')
	return redirectWithSuccess('/account', t('switch.nowMyself'), { headers: await commitSession(request, actAsMyself(session)) })
}
