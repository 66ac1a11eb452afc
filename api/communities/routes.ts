import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import type { Database } from '#api/db/client.ts'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { anyIdParams, errors, json, jsonBody, problem, signedInRoute } from '#api/http/openapi.ts'
import {
	communityAgendaSchema,
	communityBoardListSchema,
	communityInputSchema,
	communityListSchema,
	communityMemberListSchema,
	communityMemberSchema,
	communityPageSchema,
	communitySchema,
	communityUpdateSchema,
	cursorQuerySchema,
	discoverQuerySchema,
	inviteSchema,
	memberListQuerySchema,
	myCommunitiesSchema,
	roleInputSchema,
} from '#contracts/community.ts'
import {
	acceptRequest,
	communityPage,
	createCommunity,
	deleteCommunity,
	discover,
	invite,
	join,
	leave,
	listAgenda,
	listBoards,
	listMembers,
	myCommunities,
	readCommunity,
	removeMember,
	setRole,
	updateCommunity,
} from './service.ts'

// Communities (docs/product.md#communities): create, find (words, place), join, leave, ask, invite,
// moderate; a community's members, boards and agenda.

const tags = ['Communities']
const memberParams = anyIdParams.extend({ uuid: z.string().meta({ format: 'uuid', description: 'The person’s public id' }) })
const unknown = 'An unknown or malformed id answers 404.'
const inside = 'A public community’s: anyone signed in; a private one’s: its active members only (404 to others, as an unknown id).'
const moderatorsOnly = 'Its owner and moderators (403 to anyone else; 404 for an unknown community).'
/** Joining and leaving: anyone signed in may, for themselves (no stranger to refuse). */
const openToAnyone = { 'x-anyone-signed-in': true }
const ownerOnly = 'Its owner (403 to anyone else; 404 for an unknown community).'

export function communityRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const db = deps.db as Database
	const caller = (c: { var: { caller: { profile: { id: string } } } }) => c.var.caller.profile.id

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/communities',
			summary: 'Public communities to discover: by words (as /search), nearest a point, or the newest',
			request: { query: discoverQuerySchema },
			responses: { 200: json(communityListSchema, 'Public communities'), ...errors(400, 401) },
		}),
		async (c) => c.json(await discover(db, caller(c), c.req.valid('query')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/communities',
			summary: 'Create a community: the caller becomes its owner',
			request: { body: jsonBody(communityInputSchema) },
			responses: { 201: json(communitySchema, 'Created'), ...errors(400, 401) },
		}),
		async (c) => c.json(await createCommunity(db, caller(c), c.req.valid('json')), 201),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/communities',
			summary: 'The caller’s communities: where they are a member, invited, or asked to join',
			responses: { 200: json(myCommunitiesSchema, 'Mine'), ...errors(401) },
		}),
		async (c) => c.json(await myCommunities(db, caller(c)), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/communities/{id}',
			summary: 'One community, with the caller’s standing',
			description: `Anyone signed in, a private community’s too (its name, description and cover: to ask to join or answer an invitation; its place only to its members). ${unknown}`,
			request: { params: anyIdParams },
			responses: { 200: json(communitySchema, 'The community'), ...errors(401, 404) },
		}),
		async (c) => c.json(await readCommunity(db, caller(c), c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/communities/{id}/page',
			summary: 'A community’s page: the community and the first page of each of its lists, in one answer',
			description: `The community as \`GET /communities/{id}\` answers it; its boards, agenda and members for those who see inside (a public community: anyone signed in; a private one: its active members), else null; who asked to join and who was invited for its owner and moderators, else null. ${unknown}`,
			request: { params: anyIdParams },
			responses: { 200: json(communityPageSchema, 'The page'), ...errors(401, 404) },
		}),
		async (c) => c.json(await communityPage(db, caller(c), c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'patch',
			path: '/communities/{id}',
			summary: 'Change a community',
			description: `${ownerOnly} What is sent changes; making it private makes what was published for it its members’ alone.`,
			request: { params: anyIdParams, body: jsonBody(communityUpdateSchema) },
			responses: { 200: json(communitySchema, 'Changed'), ...errors(400, 401, 403, 404) },
		}),
		async (c) => c.json(await updateCommunity(db, caller(c), c.req.valid('param').id, c.req.valid('json')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/communities/{id}',
			summary: 'Delete a community, with everything published for it',
			description: ownerOnly,
			request: { params: anyIdParams },
			responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404) },
		}),
		async (c) => {
			await deleteCommunity(db, caller(c), c.req.valid('param').id)
			return c.body(null, 204)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/communities/{id}/membership',
			summary: 'Join a public community, accept an invitation, or ask to join a private one',
			description: `A public community or an invitation: a member at once; a private one otherwise: asked (requested) until a moderator accepts. Again: nothing changes. ${unknown}`,
			request: { params: anyIdParams },
			responses: { 200: json(communitySchema, 'The community, with the caller’s standing'), ...errors(401, 404) },
			...openToAnyone,
		}),
		async (c) => c.json(await join(db, caller(c), c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/communities/{id}/membership',
			summary: 'Leave, cancel a request to join, or decline an invitation',
			description: `The owner cannot leave (409 \`owner_cannot_leave\`): they may delete the community. ${unknown}`,
			request: { params: anyIdParams },
			responses: { 200: json(communitySchema, 'The community, with the caller’s standing'), ...errors(401, 404), 409: problem('`owner_cannot_leave`') },
			...openToAnyone,
		}),
		async (c) => c.json(await leave(db, caller(c), c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/communities/{id}/members',
			summary: 'Its members, who asked to join, or who was invited, in the order they came',
			description: `Members: ${inside} Requests and invitations: its owner and moderators (403).`,
			request: { params: anyIdParams, query: memberListQuerySchema },
			responses: { 200: json(communityMemberListSchema, 'A page of people'), ...errors(400, 401, 403, 404) },
		}),
		async (c) => c.json(await listMembers(db, caller(c), c.req.valid('param').id, c.req.valid('query')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/communities/{id}/invitations',
			summary: 'Invite a person by their email',
			description: `${moderatorsOnly} One who asked to join becomes a member at once; a member already is a 409; no account with the email is a 404 \`person_not_found\`.`,
			request: { params: anyIdParams, body: jsonBody(inviteSchema) },
			responses: { 200: json(communityMemberSchema, 'Invited (or a member)'), ...errors(400, 401, 403, 404), 409: problem('Already a member') },
		}),
		async (c) => c.json(await invite(db, caller(c), c.req.valid('param').id, c.req.valid('json').email), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/communities/{id}/members/{uuid}/accept',
			summary: 'Accept a request to join',
			description: `${moderatorsOnly} Someone without a request is a 404.`,
			request: { params: memberParams },
			responses: { 200: json(communityMemberSchema, 'A member now'), ...errors(401, 403, 404) },
		}),
		async (c) => c.json(await acceptRequest(db, caller(c), c.req.valid('param').id, c.req.valid('param').uuid), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/communities/{id}/members/{uuid}',
			summary: 'Remove a member, decline a request, or take back an invitation',
			description: `${moderatorsOnly} Nobody removes the owner; only the owner removes a moderator (403).`,
			request: { params: memberParams },
			responses: { 204: { description: 'Removed' }, ...errors(401, 403, 404) },
		}),
		async (c) => {
			await removeMember(db, caller(c), c.req.valid('param').id, c.req.valid('param').uuid)
			return c.body(null, 204)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/communities/{id}/members/{uuid}/role',
			summary: 'Make a member a moderator, or a moderator a member',
			description: `${ownerOnly} Only an active member’s role changes (409 otherwise).`,
			request: { params: memberParams, body: jsonBody(roleInputSchema) },
			responses: { 200: json(communityMemberSchema, 'Changed'), ...errors(400, 401, 403, 404), 409: problem('Not a member yet') },
		}),
		async (c) => c.json(await setRole(db, caller(c), c.req.valid('param').id, c.req.valid('param').uuid, c.req.valid('json').role), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/communities/{id}/boards',
			summary: 'Its boards, newest first',
			description: inside,
			request: { params: anyIdParams, query: cursorQuerySchema },
			responses: { 200: json(communityBoardListSchema, 'A page of boards'), ...errors(400, 401, 404) },
		}),
		async (c) => c.json(await listBoards(db, caller(c), c.req.valid('param').id, c.req.valid('query').cursor), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/communities/{id}/agenda',
			summary: 'Its events and agenda items not ended, soonest first',
			description: inside,
			request: { params: anyIdParams, query: cursorQuerySchema },
			responses: { 200: json(communityAgendaSchema, 'A page of the agenda'), ...errors(400, 401, 404) },
		}),
		async (c) => c.json(await listAgenda(db, caller(c), c.req.valid('param').id, c.req.valid('query').cursor), 200),
	)
	return app
}
