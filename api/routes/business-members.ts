import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import type { InviteTokens } from '#api/auth/invite-token.ts'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { idempotency, idempotencyKeyHeader, withIdempotencyResponses } from '#api/http/idempotency.ts'
import { idParams, json, jsonBody, problem, problemResponses, signedInRoute } from '#api/http/openapi.ts'
import {
	acceptInvite,
	addMember,
	createInvite,
	listInvites,
	listMembers,
	previewInvite,
	removeMember,
	revokeInvite,
	updateMember,
} from '#api/services/business-members.ts'
import {
	addBusinessUserMemberSchema,
	businessUserInviteListSchema,
	businessUserInviteSchema,
	businessUserMemberListSchema,
	businessUserMemberSchema,
	createBusinessUserInviteSchema,
	inviteAcceptanceSchema,
	invitePreviewSchema,
	updateBusinessUserMemberSchema,
} from '#contracts/business-members.ts'

const memberParams = z.object({ id: z.uuid(), profileUuid: z.uuid() })
const inviteParams = z.object({ id: z.uuid(), inviteId: z.uuid() })
const tokenParams = z.object({ token: z.string().min(1).max(2048) })

const notManager = problem('A member without the member permission this needs (`forbidden`)')
const hidden = problem('Not found, or the caller has no part in the business user (`not_found`)')
const ownerFixed = problem('The owner cannot be changed or removed (`owner_fixed`)')
const inviteInvalid = problem('The link is forged, expired or revoked (`invite_invalid`); it never tells which')

/**
 * The people who work as a business user, and invite links. Listing is for everyone who works as it;
 * changes are for the owner, admins and members given the member permission (contracts/people-rights.ts);
 * any member may leave. A stranger gets 404 throughout.
 */
export function businessMemberRoutes(deps: AuthDeps & { inviteTokens: InviteTokens }) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const idempotent = idempotency(deps.db)
	const { db, inviteTokens } = deps

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/business-users/{id}/members',
			tags: ['Business-user members'],
			summary: 'The owner and the members of a business user I work as',
			request: { params: idParams },
			responses: { 200: json(businessUserMemberListSchema, 'The owner first, then the members'), 401: problemResponses[401], 404: hidden },
		}),
		async (c) => c.json(await listMembers(db, c.var.caller.profile.id, c.req.valid('param').id), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'post',
			path: '/business-users/{id}/members',
			tags: ['Business-user members'],
			summary: 'Add a person by their email (owner, admin, or member create permission)',
			request: { params: idParams, body: jsonBody(addBusinessUserMemberSchema) },
			responses: {
				201: json(businessUserMemberSchema, 'The new member, with the default member grants'),
				400: problemResponses[400],
				401: problemResponses[401],
				403: notManager,
				404: problem('No such business user for the caller (`not_found`), or no account has the email (`person_not_found`)'),
				409: problem('The person is already the owner or a member (`already_member`)'),
			},
		}),
		async (c) => c.json(await addMember(db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('json').email), 201),
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'patch',
			path: '/business-users/{id}/members/{profileUuid}',
			tags: ['Business-user members'],
			summary: 'Make a member an admin (owner or admin), or replace their grants (also member update permission, within the grants one holds)',
			request: { params: memberParams, body: jsonBody(updateBusinessUserMemberSchema) },
			responses: {
				200: json(businessUserMemberSchema, 'The member as changed'),
				400: problemResponses[400],
				401: problemResponses[401],
				403: notManager,
				404: hidden,
				409: ownerFixed,
			},
		}),
		async (c) => {
			const { id, profileUuid } = c.req.valid('param')
			return c.json(await updateMember(db, c.var.caller.profile.id, id, profileUuid, c.req.valid('json')), 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'delete',
			path: '/business-users/{id}/members/{profileUuid}',
			tags: ['Business-user members'],
			summary: 'Remove a member (owner, admin, or member delete permission), or leave (the member themself)',
			request: { params: memberParams },
			responses: {
				204: { description: 'Removed' },
				400: problemResponses[400],
				401: problemResponses[401],
				403: problem('Removing somebody else without the member delete permission, or an admin without being one (`forbidden`)'),
				404: hidden,
				409: ownerFixed,
			},
		}),
		async (c) => {
			const { id, profileUuid } = c.req.valid('param')
			await removeMember(db, c.var.caller.profile.id, id, profileUuid)
			return c.body(null, 204)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotent],
			method: 'post',
			path: '/business-users/{id}/invites',
			tags: ['Business-user members'],
			summary: 'Make an invite link (owner, admin, or member create permission)',
			parameters: [idempotencyKeyHeader],
			request: { params: idParams, body: jsonBody(createBusinessUserInviteSchema) },
			responses: withIdempotencyResponses({
				201: json(businessUserInviteSchema, 'The invite, with the token for its link'),
				400: problemResponses[400],
				401: problemResponses[401],
				403: notManager,
				404: hidden,
			}),
		}),
		async (c) => {
			const invite = await createInvite(db, inviteTokens, c.var.caller.profile, c.req.valid('param').id, c.req.valid('json').expiresInHours)
			return c.json(invite, 201)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/business-users/{id}/invites',
			tags: ['Business-user members'],
			summary: 'The invite links that still work, newest first (owner, admin, or member create permission)',
			request: { params: idParams },
			responses: { 200: json(businessUserInviteListSchema, 'Active invites'), 401: problemResponses[401], 403: notManager, 404: hidden },
		}),
		async (c) => c.json(await listInvites(db, inviteTokens, c.var.caller.profile.id, c.req.valid('param').id), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'delete',
			path: '/business-users/{id}/invites/{inviteId}',
			tags: ['Business-user members'],
			summary: 'Revoke an invite link (owner, admin, or member create permission)',
			request: { params: inviteParams },
			responses: { 204: { description: 'Revoked' }, 400: problemResponses[400], 401: problemResponses[401], 403: notManager, 404: hidden },
		}),
		async (c) => {
			const { id, inviteId } = c.req.valid('param')
			await revokeInvite(db, c.var.caller.profile.id, id, inviteId)
			return c.body(null, 204)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/invites/{token}',
			tags: ['Business-user members'],
			summary: 'What an invite link offers',
			request: { params: tokenParams },
			responses: { 200: json(invitePreviewSchema, 'The business user the link invites to'), 400: problemResponses[400], 401: problemResponses[401], 410: inviteInvalid },
		}),
		async (c) => c.json(await previewInvite(db, inviteTokens, c.var.caller.profile.id, c.req.valid('param').token), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'post',
			path: '/invites/{token}/accept',
			tags: ['Business-user members'],
			summary: 'Accept an invite link: join the business user as a member',
			request: { params: tokenParams },
			responses: {
				200: json(inviteAcceptanceSchema, 'Already the owner or a member: nothing changed (`joined: false`)'),
				201: json(inviteAcceptanceSchema, 'Joined as a member (`joined: true`)'),
				400: problemResponses[400],
				401: problemResponses[401],
				410: inviteInvalid,
			},
		}),
		async (c) => {
			const acceptance = await acceptInvite(db, inviteTokens, c.var.caller.profile.id, c.req.valid('param').token)
			return acceptance.joined ? c.json(acceptance, 201) : c.json(acceptance, 200)
		},
	)

	return app
}
