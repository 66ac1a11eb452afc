import { OpenAPIHono } from '@hono/zod-openapi'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { z } from 'zod'
import type { Database } from '#api/db/client.ts'
import { isUuid } from '#api/db/values.ts'
import type { EventBus } from '#api/events/bus.ts'
import { authenticate, visitorOrSignedIn, type AuthDeps } from '#api/http/authenticate.ts'
import { anyIdParams, errors, json, jsonBody, problem, readResponses, signedInRoute, uuidParams } from '#api/http/openapi.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { ProblemError } from '#api/http/problems.ts'
import { createMiddleware } from 'hono/factory'
import { createRoute } from '@hono/zod-openapi'
import {
	chatInboxQuerySchema,
	chatInboxSchema,
	chatLimits,
	chatMessageSchema,
	chatQuotaSchema,
	chatReportSchema,
	chatRoomQuerySchema,
	chatRoomSchema,
	chatUnreadSchema,
	readMarkSchema,
	sendChatMessageSchema,
	sentChatMessageSchema,
} from '#contracts/chat.ts'
import { lastEventIdOf } from '#server/event-stream.ts'
import { deleteMessage, markRead, readInbox, readQuota, readRoom, reportRoom, roomWith, sendMessage, setBlocked, unreadTotal, type ChatSettings, type SendDeps } from './service.ts'
import { chatReader } from './access.ts'
import { openChatStream, type ChatHub } from './stream.ts'

// Chat (docs/product.md#chat): the caller's inboxes, conversations, sending, read marks, blocks, reports,
// the quota, and the live stream. A conversation the caller is not a side of answers 404.

const tags = ['Chat']
const roomParams = anyIdParams
const messageParams = roomParams.extend({ seq: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })
const notTheirs = 'A conversation the caller is not a side of (as themselves, or as staff with the chat grant), an unknown id and a malformed id all answer 404.'
const sendRefusals = {
	403: problem('Not sent: `blocked_by_you`, `blocked_by_them`, `not_following` (a person starts with a person when either follows the other), `no_grant` (staff need chat · create), `self`'),
	429: problem('Not sent: `daily_messages`, `daily_conversations` (resets at midnight in Bangkok), or `rate_limited` (too many at once; Retry-After says when)'),
}

export type ChatDeps = { settings: ChatSettings; bus: EventBus; hub: ChatHub; redis?: Redis; logger: Logger }

/** How often one person may send: a minute's allowance, shared by the API's replicas when Redis is there. */
function sendRate(settings: ChatSettings, redis?: Redis) {
	const window = { keyPrefix: 'chat-sends', points: settings.sendsPerMinute, duration: 60 }
	const limiter = redis ? new RateLimiterRedis({ ...window, storeClient: redis, insuranceLimiter: new RateLimiterMemory(window) }) : new RateLimiterMemory(window)
	return createMiddleware<ApiEnv>(async (c, next) => {
		try {
			await limiter.consume(c.var.caller.profile.id)
		} catch (error) {
			if (!(error instanceof RateLimiterRes)) throw error
			c.header('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))))
			throw new ProblemError(429, 'rate_limited', `At most ${settings.sendsPerMinute} messages a minute: wait a moment and send again`)
		}
		await next()
	})
}

export function chatRoutes(deps: AuthDeps & { chat: ChatDeps }) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const { db, chat } = deps
	const { settings } = chat
	const rate = sendRate(settings, chat.redis)
	const sendDeps = (c: { var: { log: Logger } }): SendDeps => ({
		db: db as Database,
		settings,
		bus: chat.bus,
		onPublishError: (error) => c.var.log.warn({ err: error }, 'a chat event was not published: streams catch up when they reconnect'),
	})

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/chat/inbox',
			summary: 'An inbox, the newest conversation first',
			description: 'The caller’s own, or with `businessUserId` a business user’s (for its owner, admins and members granted chat · read; else 404). `unanswered` keeps conversations whose last message is the other side’s.',
			request: { query: chatInboxQuerySchema },
			responses: { 200: json(chatInboxSchema, `One page of ${chatLimits.inboxPage}`), ...readResponses },
		}),
		async (c) => c.json(await readInbox(db, c.var.caller.profile.id, c.req.valid('query')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/chat/unread',
			summary: 'Unread messages in every inbox the caller opens',
			responses: { 200: json(chatUnreadSchema, 'The total'), ...errors(401) },
		}),
		async (c) => c.json({ total: await unreadTotal(db, await chatReader(db, c.var.caller.profile.id)) }, 200),
	)
	app.openapi(
		createRoute({
			tags,
			method: 'get',
			path: '/chat/quota',
			summary: 'Who may message whom, how many a day, and (with a token) what is left today',
			description: 'Public. With a valid access token, `today` has the caller’s counts since midnight in Bangkok.',
			middleware: [visitorOrSignedIn(auth)],
			responses: { 200: json(chatQuotaSchema, 'The rules and today’s counts'), ...errors(401) },
		}),
		async (c) => c.json(await readQuota(db, settings, c.get('caller')?.profile.id ?? null), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/chat/events',
			summary: 'The caller’s live chat, as Server-Sent Events',
			description:
				'Events: `message` (`{roomId, message}`, id = its number, for the watched `room` only), `read` (`{roomId, readSeq, otherReadSeq}`), `unread` (`{total}`), `resync` (read everything again). Send `Last-Event-ID` to be sent the watched room’s messages after it. Ends when the caller signs out or the token expires; a `: ping` comment every 20 s.',
			request: { query: z.object({ room: z.string().meta({ format: 'uuid' }).optional() }) },
			responses: { 200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } }, ...readResponses },
		}),
		async (c) => {
			const { room } = c.req.valid('query')
			const { profile, claims } = c.var.caller
			return await openChatStream(
				{ db, hub: chat.hub, logger: c.var.log },
				{ profile, claims, signal: c.req.raw.signal, roomId: room ? checkedRoomId(room) : undefined, lastEventId: lastEventIdOf(c.req.raw) },
			)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/chat/rooms/{id}',
			summary: 'A conversation: the other side, one page of messages, read marks, and whether the caller may send',
			description: notTheirs,
			request: { params: roomParams, query: chatRoomQuerySchema },
			responses: { 200: json(chatRoomSchema, 'The conversation'), ...readResponses },
		}),
		async (c) => c.json(await readRoom(db, settings, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('query').before), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/chat/rooms/{id}/messages',
			summary: 'Send a message',
			description: `${notTheirs} Staff send for their business user with chat · create. The same \`clientId\` again answers the message already kept.`,
			middleware: [rate],
			request: { params: roomParams, body: jsonBody(sendChatMessageSchema) },
			responses: { 201: json(sentChatMessageSchema, 'Sent'), ...readResponses, ...sendRefusals },
		}),
		async (c) => c.json(await sendMessage(sendDeps(c), c.var.caller.profile.id, { roomId: c.req.valid('param').id }, c.req.valid('json')), 201),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/chat/rooms/{id}/messages/{seq}',
			summary: 'Delete a message the caller wrote',
			description: 'Its text, picture and order go; it stays in its place, shown as deleted. Somebody else’s message answers 404.',
			request: { params: messageParams },
			responses: { 200: json(chatMessageSchema, 'The message, deleted'), ...readResponses },
		}),
		async (c) => {
			const { id, seq } = c.req.valid('param')
			return c.json(await deleteMessage(sendDeps(c), c.var.caller.profile.id, id, seq), 200)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/chat/rooms/{id}/read',
			summary: 'Mark the conversation read up to a number',
			description: `${notTheirs} A mark never goes back, nor past the last message. Staff mark it for their business.`,
			request: { params: roomParams, body: jsonBody(readMarkSchema) },
			responses: { 200: json(z.object({ readSeq: z.number().int() }), 'Where the mark is now'), ...readResponses },
		}),
		async (c) => c.json(await markRead(sendDeps(c), c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('json').seq), 200),
	)
	for (const blocked of [true, false]) {
		app.openapi(
			signedInRoute(auth, {
				tags,
				method: blocked ? 'put' : 'delete',
				path: '/chat/rooms/{id}/block',
				summary: blocked ? 'Block the other side: they can no longer message the caller’s side' : 'Unblock the other side',
				description: `${notTheirs} Staff need chat · create to block for their business.`,
				request: { params: roomParams },
				responses: { 200: json(z.object({ blockedByMe: z.boolean() }), 'Where it stands'), ...errors(400, 401, 403, 404) },
			}),
			async (c) => c.json(await setBlocked(sendDeps(c), c.var.caller.profile.id, c.req.valid('param').id, blocked), 200),
		)
	}
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/chat/rooms/{id}/reports',
			summary: 'Report the conversation, or one of its messages, to the operators',
			description: notTheirs,
			request: { params: roomParams, body: jsonBody(chatReportSchema) },
			responses: { 201: json(z.object({ id: z.string(), seq: z.number().int().nullable(), reason: z.string() }), 'Kept for the operators'), ...readResponses },
		}),
		async (c) => c.json(await reportRoom(db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('json')), 201),
	)

	// The conversation with a person or a business user, from their pages: empty (no id) until the first message makes it.
	// Anyone signed in may message a business user: there is no stranger to refuse (api/hostile-input.test.ts).
	const parties = [
		{ base: '/profiles/{uuid}', params: uuidParams, who: 'a person', ref: (param: Record<string, string>) => ({ type: 'person' as const, id: param.uuid! }), openToAnyone: {} },
		{ base: '/business-users/{id}', params: z.object({ id: z.uuid() }), who: 'a business user', ref: (param: Record<string, string>) => ({ type: 'business-user' as const, id: param.id! }), openToAnyone: { 'x-anyone-signed-in': true } },
	] as const
	for (const { base, params, who, ref, openToAnyone } of parties) {
		app.openapi(
			signedInRoute(auth, {
				tags,
				method: 'get',
				path: `${base}/chat`,
				summary: `The caller’s conversation with ${who}`,
				description: 'With `id` null and no messages when they have not talked yet; `send` says whether the caller may start it.',
				request: { params },
				responses: { 200: json(chatRoomSchema, 'The conversation'), ...readResponses },
			}),
			async (c) => c.json(await roomWith(db, settings, c.var.caller.profile.id, ref(c.req.valid('param') as Record<string, string>)), 200),
		)
		app.openapi(
			signedInRoute(auth, {
				tags,
				method: 'post',
				path: `${base}/chat/messages`,
				summary: `Send a message to ${who}, making the conversation on the first`,
				description: 'One conversation a pair, also when both start at once. The same `clientId` again answers the message already kept.',
				middleware: [rate],
				request: { params, body: jsonBody(sendChatMessageSchema) },
				responses: { 201: json(sentChatMessageSchema, 'Sent'), ...readResponses, ...sendRefusals },
				...openToAnyone,
			}),
			async (c) => c.json(await sendMessage(sendDeps(c), c.var.caller.profile.id, { party: ref(c.req.valid('param') as Record<string, string>) }, c.req.valid('json')), 201),
		)
	}
	return app
}

/** A watched room that is not even an id is no room of the caller's. */
function checkedRoomId(room: string) {
	if (!isUuid(room)) throw new ProblemError(404, 'not_found', 'No such conversation')
	return room.toLowerCase()
}
