import type { AppLoadContext } from '@remix-run/node'
import { apiPath } from '#contracts/api-paths.ts'
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


/**
 * The product API's business-account calls, on behalf of the signed-in person. A create takes the
 * form's idempotency key (ADR 0016), so a send again after a failure is answered, not made twice.
 */
export function businessApi(request: Request, context: AppLoadContext, session: SessionData) {
	const api = mainApi.withContext(apiContextOf(request, context, session))
	return {
		account: (id: string) => api.get(apiPath('/v1/business-accounts/{id}', { id }), { schema: businessAccountDetailSchema }),
		createAccount: (name: string, idempotencyKey?: string) => api.post(apiPath('/v1/business-accounts'), { schema: businessAccountSchema, body: { name }, idempotencyKey }),
		createBusinessUser: (accountId: string, input: CreateBusinessUserInput, idempotencyKey?: string) =>
			api.post(apiPath('/v1/business-accounts/{id}/business-users', { id: accountId }), { schema: businessUserSchema, body: input, idempotencyKey }),

		archiveBusinessUser: (businessUserId: string) => api.post(apiPath('/v1/business-users/{id}/archive', { id: businessUserId })),

		members: (businessUserId: string) => api.get(apiPath('/v1/business-users/{id}/members', { id: businessUserId }), { schema: businessUserMemberListSchema }),
		addMember: (businessUserId: string, email: string) => api.post(apiPath('/v1/business-users/{id}/members', { id: businessUserId }), { schema: businessUserMemberSchema, body: { email } }),
		updateMember: (businessUserId: string, profileUuid: string, body: UpdateBusinessUserMember) =>
			api.patch(apiPath('/v1/business-users/{id}/members/{profileUuid}', { id: businessUserId, profileUuid }), { schema: businessUserMemberSchema, body }),
		removeMember: (businessUserId: string, profileUuid: string) => api.delete(apiPath('/v1/business-users/{id}/members/{profileUuid}', { id: businessUserId, profileUuid })),

		invites: (businessUserId: string) => api.get(apiPath('/v1/business-users/{id}/invites', { id: businessUserId }), { schema: businessUserInviteListSchema }),
		createInvite: (businessUserId: string, expiresInHours: number, idempotencyKey?: string) =>
			api.post(apiPath('/v1/business-users/{id}/invites', { id: businessUserId }), { schema: businessUserInviteSchema, body: { expiresInHours }, idempotencyKey }),
		revokeInvite: (businessUserId: string, inviteId: string) => api.delete(apiPath('/v1/business-users/{id}/invites/{inviteId}', { id: businessUserId, inviteId })),
		previewInvite: (token: string) => api.get(apiPath('/v1/invites/{token}', { token }), { schema: invitePreviewSchema }),
		acceptInvite: (token: string) => api.post(apiPath('/v1/invites/{token}/accept', { token }), { schema: inviteAcceptanceSchema }),
	}
}
