import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { apiPath } from '#contracts/api-paths.ts'
import { areaApi } from '#app/api/product-api.server.ts'
import { permissionNeeded, requireBusinessAccountMember } from '#app/auth/guards.server.ts'
import { ofBusinessUser } from '#app/auth/permission-needed.ts'
import { notFound, orNotFound, parseParams } from '#app/routing/params.server.ts'
import { businessAccountDetailSchema, businessAccountSchema, businessUserSchema, type CreateBusinessUserInput } from '#contracts/business.ts'
import { businessUserInviteListSchema, businessUserInviteSchema, businessUserMemberListSchema, businessUserMemberSchema, inviteAcceptanceSchema, invitePreviewSchema, type UpdateBusinessUserMember } from '#contracts/business-members.ts'
import { changesMembers, opensInvites, opensUserControl, type PeopleRights } from '#contracts/people-rights.ts'
import type { PermissionScope } from '#contracts/permission-names.ts'


/**
 * The product API's business-account calls, on behalf of the signed-in person. A create takes the
 * form's idempotency key (ADR 0016), so a send again after a failure is answered, not made twice.
 */
export const businessApi = areaApi((api) => ({
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
}))

// The guard of the pages that manage a business user's people rests on one of these calls (its members),
// so it lives beside them: from such a page, its data is one module away.

const paramsSchema = z.object({ id: z.uuid(), buid: z.uuid() })

/** What each use of the guard lets in, and the grant a member without it is told the page needs. */
const peopleUses = {
	/** User control, to read: People · See, or a right to change or remove members. */
	see: { allows: opensUserControl, needs: 'read' },
	/** User control's forms. */
	change: { allows: changesMembers, needs: 'update' },
	/** Invite links and adding people. */
	add: { allows: opensInvites, needs: 'create' },
} as const satisfies Record<string, { allows: (rights: PeopleRights) => boolean; needs: PermissionScope }>

/**
 * /business-account/{id}/business-user/{buid}/…: pages about who works as a business user (user control,
 * invite links). check-in-business-account first; then the business user must belong to that account
 * (else 404) and the person must hold the use's people right: the owner and admins hold all of them, a
 * member those their member grants give; a member without it is told which grant the page needs (403).
 * The API refuses anyone else on its own.
 */
export async function requireManagedBusinessUser(args: Pick<LoaderFunctionArgs, 'request' | 'context' | 'params'>, use: keyof typeof peopleUses) {
	const { request, context } = args
	const { id, buid } = parseParams(paramsSchema, args.params, request)
	const auth = await requireBusinessAccountMember(args, id)
	const api = businessApi(request, context, auth.session)
	const members = await api.members(buid).catch(orNotFound(request, 'businessUser'))
	if (members.businessUser.businessAccountId !== id) throw notFound(request, 'businessUser')
	const { allows, needs } = peopleUses[use]
	if (!allows(members.can)) throw permissionNeeded(request, { needs: { slug: 'member', scope: needs }, of: ofBusinessUser(members.businessUser) })
	return { ...auth, api, members, businessUserId: buid, accountTo: `/business-account/${id}` }
}
