import type { AppLoadContext } from '@remix-run/node'
import { mainApi } from '#app/api/product-api.server.ts'
import { apiContextOf } from '#app/auth/current-user.server.ts'
import type { SessionData } from '#app/auth/session.server.ts'
import { businessAccountDetailSchema, businessAccountSchema, businessUserSchema, type CreateBusinessUserInput } from '#contracts/business.ts'
import {
	businessUserInviteListSchema,
	businessUserInviteSchema,
	businessUserMemberListSchema,
	businessUserMemberSchema,
	inviteAcceptanceSchema,
	invitePreviewSchema,
	type UpdateBusinessUserMember,
} from '#contracts/business-members.ts'

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/')

/**
 * The product API's business-account calls, on behalf of the signed-in person. A create takes the
 * form's idempotency key (ADR 0016), so a send again after a failure is answered, not made twice.
 */
export function businessApi(request: Request, context: AppLoadContext, session: SessionData) {
	const api = mainApi.withContext(apiContextOf(request, context, session))
	const businessUser = (id: string, ...rest: string[]) => `/v1/business-users/${path(id, ...rest)}`
	return {
		account: (id: string) => api.get(`/v1/business-accounts/${encodeURIComponent(id)}`, { schema: businessAccountDetailSchema }),
		createAccount: (name: string, idempotencyKey?: string) => api.post('/v1/business-accounts', { schema: businessAccountSchema, body: { name }, idempotencyKey }),
		createBusinessUser: (accountId: string, input: CreateBusinessUserInput, idempotencyKey?: string) =>
			api.post(`/v1/business-accounts/${encodeURIComponent(accountId)}/business-users`, { schema: businessUserSchema, body: input, idempotencyKey }),

		archiveBusinessUser: (businessUserId: string) => api.post(businessUser(businessUserId, 'archive')),

		members: (businessUserId: string) => api.get(businessUser(businessUserId, 'members'), { schema: businessUserMemberListSchema }),
		addMember: (businessUserId: string, email: string) => api.post(businessUser(businessUserId, 'members'), { schema: businessUserMemberSchema, body: { email } }),
		updateMember: (businessUserId: string, profileUuid: string, body: UpdateBusinessUserMember) =>
			api.patch(businessUser(businessUserId, 'members', profileUuid), { schema: businessUserMemberSchema, body }),
		removeMember: (businessUserId: string, profileUuid: string) => api.delete(businessUser(businessUserId, 'members', profileUuid)),

		invites: (businessUserId: string) => api.get(businessUser(businessUserId, 'invites'), { schema: businessUserInviteListSchema }),
		createInvite: (businessUserId: string, expiresInHours: number, idempotencyKey?: string) =>
			api.post(businessUser(businessUserId, 'invites'), { schema: businessUserInviteSchema, body: { expiresInHours }, idempotencyKey }),
		revokeInvite: (businessUserId: string, inviteId: string) => api.delete(businessUser(businessUserId, 'invites', inviteId)),
		previewInvite: (token: string) => api.get(`/v1/invites/${encodeURIComponent(token)}`, { schema: invitePreviewSchema }),
		acceptInvite: (token: string) => api.post(`/v1/invites/${encodeURIComponent(token)}/accept`, { schema: inviteAcceptanceSchema }),
	}
}
