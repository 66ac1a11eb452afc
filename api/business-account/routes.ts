import { OpenAPIHono } from '@hono/zod-openapi'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { publishAccessChange, type EventBus } from '#api/events/bus.ts'
import { idempotency, idempotencyKeyHeader, withIdempotencyResponses } from '#api/http/idempotency.ts'
import { errors, idParams, json, jsonBody, listOf, problem, signedInRoute } from '#api/http/openapi.ts'
import { notFound } from '#api/http/problems.ts'
import {
	archiveBusinessUser,
	createBusinessAccount,
	createBusinessUser,
	findBusinessUserAccess,
	getBusinessAccountDetail,
	listBusinessAccounts,
	listBusinessUserAccess,
	toBusinessUser,
} from './service.ts'
import {
	businessAccountDetailSchema,
	businessAccountSchema,
	businessUserSchema,
	businessUserTokenSchema,
	createBusinessAccountSchema,
	createBusinessUserSchema,
} from '#contracts/business.ts'
import { z } from 'zod'
import type { InviteTokens } from '#api/auth/invite-token.ts'
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
} from './members.ts'
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
 * Business accounts, their business users, acting as one (its token), archiving; and the people who work
 * as a business user, with invite links. Listing people is for everyone who works as it; changes are for
 * the owner, admins and members given the member permission (contracts/people-rights.ts); any member may
 * leave. A stranger gets 404 throughout.
 */
export function businessAccountRoutes(deps: AuthDeps & { inviteTokens: InviteTokens; events: EventBus }) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const idempotent = idempotency(deps.db)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/business-accounts',
			tags: ['Business accounts'],
			summary: 'Business accounts I own or work in',
			responses: { 200: json(listOf(businessAccountSchema), 'My business accounts'), ...errors(401) },
		}),
		async (c) => c.json({ items: await listBusinessAccounts(deps.db, c.var.caller.profile.id), nextCursor: null }, 200),
	)

	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotent],
			method: 'post',
			path: '/business-accounts',
			tags: ['Business accounts'],
			summary: 'Create a business account (professional accounts only)',
			parameters: [idempotencyKeyHeader],
			request: { body: jsonBody(createBusinessAccountSchema) },
			responses: withIdempotencyResponses({
				201: json(businessAccountSchema, 'The new account'),
				...errors(400, 401, 403),
			}),
		}),
		async (c) => c.json(await createBusinessAccount(deps.db, c.var.caller.profile, c.req.valid('json').name), 201),
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/business-accounts/{id}',
			tags: ['Business accounts'],
			summary: 'A business account I own or work in, with its business users',
			request: { params: idParams },
			responses: { 200: json(businessAccountDetailSchema, 'The account'), ...errors(401, 404) },
		}),
		async (c) => {
			const detail = await getBusinessAccountDetail(deps.db, c.var.caller.profile.id, c.req.valid('param').id)
			if (!detail) throw notFound('No such business account')
			return c.json(detail, 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotent],
			method: 'post',
			path: '/business-accounts/{id}/business-users',
			tags: ['Business users'],
			summary: 'Add a business user to an account (owner or admin)',
			parameters: [idempotencyKeyHeader],
			request: { params: idParams, body: jsonBody(createBusinessUserSchema) },
			responses: withIdempotencyResponses({
				201: json(businessUserSchema, 'The new business user'),
				...errors(400, 401, 403, 404),
			}),
		}),
		async (c) => c.json(await createBusinessUser(deps.db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('json')), 201),
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/business-users',
			tags: ['Business users'],
			summary: 'Business users I own or work as',
			responses: { 200: json(listOf(businessUserSchema), 'My business users'), ...errors(401) },
		}),
		async (c) => {
			const access = await listBusinessUserAccess(deps.db, c.var.caller.profile.id)
			return c.json({ items: access.map(toBusinessUser), nextCursor: null }, 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/business-users/{id}',
			tags: ['Business users'],
			summary: 'A business user I own or work as',
			request: { params: idParams },
			responses: { 200: json(businessUserSchema, 'The business user'), ...errors(401, 404) },
		}),
		async (c) => {
			const access = await findBusinessUserAccess(deps.db, c.var.caller.profile.id, c.req.valid('param').id)
			if (!access) throw notFound('No such business user')
			return c.json(toBusinessUser(access), 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'post',
			path: '/business-users/{id}/token',
			tags: ['Business users'],
			summary: 'A short-lived token to act as this business user (send it as Bu-Authorization)',
			request: { params: idParams },
			responses: { 200: json(businessUserTokenSchema, 'The token'), ...errors(401, 404) },
		}),
		async (c) => {
			const { caller } = c.var
			const access = await findBusinessUserAccess(deps.db, caller.profile.id, c.req.valid('param').id)
			if (!access) throw notFound('No such business user')
			const { token, expiresAt } = await deps.businessUserTokens.issue({
				sub: caller.claims.sub,
				businessUserId: access.businessUser.id,
				businessAccountId: access.businessUser.businessAccountId,
			})
			return c.json({ token, expiresAt: expiresAt.toISOString() }, 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'post',
			path: '/business-users/{id}/archive',
			tags: ['Business users'],
			summary: "Archive a business user (the account's owner): it leaves every list and its pages answer 404; nothing is deleted",
			request: { params: idParams },
			responses: {
				204: { description: 'Archived' },
				...errors(401, 403, 404),
			},
		}),
		async (c) => {
			await archiveBusinessUser(deps.db, c.var.caller.profile.id, c.req.valid('param').id)
			// Its staff's open chat streams stop carrying its conversations.
			await publishAccessChange(deps.events, c.var.log, null)
			return c.body(null, 204)
		},
	)

	// The people who work as a business user, and invite links.
	const { db, inviteTokens } = deps

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/business-users/{id}/members',
			tags: ['Business-user members'],
			summary: 'The owner and the members of a business user I work as',
			request: { params: idParams },
			responses: { 200: json(businessUserMemberListSchema, 'The owner first, then the members'), ...errors(401), 404: hidden },
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
				...errors(400, 401),
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
				...errors(400, 401),
				403: notManager,
				404: hidden,
				409: ownerFixed,
			},
		}),
		async (c) => {
			const { id, profileUuid } = c.req.valid('param')
			const member = await updateMember(db, c.var.caller.profile.id, id, profileUuid, c.req.valid('json'))
			// A grant taken away (chat among them) holds on every replica's open streams at once.
			await publishAccessChange(deps.events, c.var.log, null)
			return c.json(member, 200)
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
				...errors(400, 401),
				403: problem('Removing somebody else without the member delete permission, or an admin without being one (`forbidden`)'),
				404: hidden,
				409: ownerFixed,
			},
		}),
		async (c) => {
			const { id, profileUuid } = c.req.valid('param')
			await removeMember(db, c.var.caller.profile.id, id, profileUuid)
			await publishAccessChange(deps.events, c.var.log, null)
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
				...errors(400, 401),
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
			responses: { 200: json(businessUserInviteListSchema, 'Active invites'), ...errors(401), 403: notManager, 404: hidden },
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
			responses: { 204: { description: 'Revoked' }, ...errors(400, 401), 403: notManager, 404: hidden },
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
			responses: { 200: json(invitePreviewSchema, 'The business user the link invites to'), ...errors(400, 401), 410: inviteInvalid },
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
				...errors(400, 401),
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
