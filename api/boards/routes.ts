import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { idempotency, idempotencyKeyHeader, withIdempotencyResponses } from '#api/http/idempotency.ts'
import { anyIdParams, errors, json, jsonBody, readResponses, signedInRoute } from '#api/http/openapi.ts'
import {
	boardListQuerySchema,
	boardListSchema,
	boardPageSchema,
	boardReplySchema,
	boardSchema,
	createBoardSchema,
	followBoardSchema,
	myBoardCommunitiesSchema,
	replyInputSchema,
	replyPageQuerySchema,
	replyPageSchema,
	updateBoardSchema,
	updateReplySchema,
} from '#contracts/board.ts'
import { createBoard, deleteBoard, deleteReply, listBoards, listReplies, myBoardCommunities, readBoard, reply, replyNoOf, setFollowing, updateBoard, updateReply } from './service.ts'

// Boards (docs/product.md#boards): open one (alone or in a community), read it with a page of replies,
// reply, change and delete your own, moderators remove, follow. A board the caller cannot see is 404
// with everything of it; one they see but may not change 403.

const tags = ['Boards']
const writeResponses = { ...readResponses, ...errors(403) }
const replyParams = anyIdParams.extend({ no: z.string().meta({ description: 'The reply’s number, 1 for the first' }) })
const hidden = 'A board the caller cannot see (deleted, removed, or of a private community they are not an active member of) is 404.'

export function boardRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const idempotent = idempotency(deps.db)
	const { db } = deps

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/boards',
			summary: 'Boards: those the caller follows, those they opened, or the newest they may see',
			description: 'Keyset paged: pass `nextCursor` as `cursor`. `following` carries each board’s unread replies.',
			request: { query: boardListQuerySchema },
			responses: { 200: json(boardListSchema, 'One page'), ...errors(400, 401) },
		}),
		async (c) => c.json(await listBoards(db, c.var.caller.profile, c.req.valid('query')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotent],
			tags,
			method: 'post',
			path: '/boards',
			summary: 'Open a board',
			description: 'Published at once; the caller follows it. With `communityId` the caller must be an active member of the community (403; 404 for an unknown one); a private community’s board is for its members alone.',
			parameters: [idempotencyKeyHeader],
			request: { body: jsonBody(createBoardSchema) },
			responses: withIdempotencyResponses({ 201: json(boardSchema, 'The new board'), ...writeResponses }),
		}),
		async (c) => c.json(await createBoard(db, c.var.caller.profile, c.req.valid('json')), 201),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/board-communities',
			summary: 'The communities the caller may open a board in',
			responses: { 200: json(myBoardCommunitiesSchema, 'Those they are an active member of, by name'), ...errors(401) },
		}),
		async (c) => c.json(await myBoardCommunities(db, c.var.caller.profile), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/boards/{id}',
			summary: 'A board and a page of its replies',
			description: `Without \`after\` or \`before\` its newest replies. A follower’s replies are read up to the newest shown. ${hidden}`,
			request: { params: anyIdParams, query: replyPageQuerySchema },
			responses: { 200: json(boardPageSchema, 'The board and replies, newest last'), ...readResponses },
		}),
		async (c) => c.json(await readBoard(db, c.var.caller.profile, c.req.valid('param').id, c.req.valid('query')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'patch',
			path: '/boards/{id}',
			summary: 'Change one’s own board',
			description: `Only who opened it (403 for anyone else). ${hidden}`,
			request: { params: anyIdParams, body: jsonBody(updateBoardSchema) },
			responses: { 200: json(boardSchema, 'The board as changed'), ...writeResponses },
		}),
		async (c) => c.json(await updateBoard(db, c.var.caller.profile, c.req.valid('param').id, c.req.valid('json')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/boards/{id}',
			summary: 'Delete one’s own board, or remove one as a moderator of its community',
			description: `It leaves every list at once. Anyone else 403. ${hidden}`,
			request: { params: anyIdParams },
			responses: { 204: { description: 'Gone' }, ...writeResponses },
		}),
		async (c) => {
			await deleteBoard(db, c.var.caller.profile, c.req.valid('param').id)
			return c.body(null, 204)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/boards/{id}/replies',
			summary: 'A page of a board’s replies, newest last',
			description: `\`after\`: those after that number; \`before\`: those just before it; neither: the newest. ${hidden}`,
			request: { params: anyIdParams, query: replyPageQuerySchema },
			responses: { 200: json(replyPageSchema, 'Replies in order'), ...readResponses },
		}),
		async (c) => c.json(await listReplies(db, c.var.caller.profile, c.req.valid('param').id, c.req.valid('query')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/boards/{id}/replies',
			summary: 'Reply on a board',
			description: `Numbered next, without gaps. Anyone who sees a board outside a community; a community’s board its active members (403 for others). ${hidden}`,
			request: { params: anyIdParams, body: jsonBody(replyInputSchema) },
			responses: { 201: json(boardReplySchema, 'The reply'), ...writeResponses },
		}),
		async (c) => c.json(await reply(db, c.var.caller.profile, c.req.valid('param').id, c.req.valid('json')), 201),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'patch',
			path: '/boards/{id}/replies/{no}',
			summary: 'Change one’s own reply',
			description: `Its author only (403); a deleted or removed reply 404. ${hidden}`,
			request: { params: replyParams, body: jsonBody(updateReplySchema) },
			responses: { 200: json(boardReplySchema, 'The reply as changed'), ...writeResponses },
		}),
		async (c) => {
			const { id, no } = c.req.valid('param')
			return c.json(await updateReply(db, c.var.caller.profile, id, replyNoOf(no), c.req.valid('json')), 200)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/boards/{id}/replies/{no}',
			summary: 'Delete one’s own reply, or remove one as a moderator of the board’s community',
			description: `It keeps its number, shown as deleted or removed. Anyone else 403. ${hidden}`,
			request: { params: replyParams },
			responses: { 204: { description: 'Gone' }, ...writeResponses },
		}),
		async (c) => {
			const { id, no } = c.req.valid('param')
			await deleteReply(db, c.var.caller.profile, id, replyNoOf(no))
			return c.body(null, 204)
		},
	)
	for (const following of [true, false]) {
		app.openapi(
			signedInRoute(auth, {
				tags,
				method: following ? 'put' : 'delete',
				path: '/boards/{id}/follow',
				summary: following ? 'Follow a board: its new replies come to the feed' : 'Stop following a board',
				description: `Anyone who sees the board; doing it twice changes nothing. ${hidden}`,
				request: { params: anyIdParams },
				responses: { 200: json(followBoardSchema, 'Whether the caller follows it now'), ...readResponses },
			}),
			async (c) => c.json(await setFollowing(db, c.var.caller.profile, c.req.valid('param').id, following), 200),
		)
	}
	return app
}
