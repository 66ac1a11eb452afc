import { OpenAPIHono } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { authenticate, visitorOrSignedIn, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv, Caller } from '#api/http/env.ts'
import { anyIdParams, errors, idParams, json, problem, readResponses, signedInRoute, uuidParams } from '#api/http/openapi.ts'
import { createRoute } from '@hono/zod-openapi'
import { aroundMeIds } from '#api/content/index.ts'
import { businessUserOwner, personOwner } from '#api/content/index.ts'
import type { OwnerKey } from '#api/owners/owner.ts'
import { contentKindNames } from '#contracts/content/registry.ts'
import { feedPageSchema, followSuggestionsSchema, homeQuerySchema, homeSchema, likesSchema, pageQuerySchema, suggestionsQuerySchema, todayQuerySchema, todaySchema } from '#contracts/social/feed.ts'
import { accountListSchema, followStateSchema } from '#contracts/social/follow.ts'
import { feedPage } from './feed.ts'
import { home } from './home.ts'
import { followState, followSuggestions, listFollowers, listFollowing, setFollowing } from './service.ts'
import { setLiked } from './service.ts'
import { today } from './today.ts'
import { trendingPage } from './trending.ts'

// Following, likes, the feed, trending, today and the signed-in home (docs/product.md#feed, #home).

const cursorQuery = z.object({ cursor: z.string().max(200).optional() })
/**
 * Marks a write that anyone signed in may make on anything they can see (follow, like): there is no
 * stranger to refuse, so the hostile-input test's stranger probe does not apply (api/hostile-input.test.ts).
 */
const openToAnyone = { 'x-anyone-signed-in': true }

/** Follow and unfollow, where one stands, and the lists, for people (`/profiles/{uuid}`) and business users. */
function followRoutes(app: OpenAPIHono<ApiEnv>, deps: AuthDeps, auth: MiddlewareHandler) {
	const followees = [
		{ base: '/profiles/{uuid}', params: uuidParams, who: 'a person', ownerOf: (param: Record<string, string>) => personOwner(deps.db, param.uuid ?? '') },
		{ base: '/business-users/{id}', params: idParams, who: 'a business user', ownerOf: (param: Record<string, string>) => businessUserOwner(deps.db, param.id ?? '') },
	] as const
	for (const { base, params, who, ownerOf } of followees) {
		const owner = (c: { req: { valid: (target: 'param') => unknown } }) => ownerOf(c.req.valid('param') as Record<string, string>) as Promise<OwnerKey>
		app.openapi(
			signedInRoute(auth, {
				tags: ['Following'],
				method: 'get',
				path: `${base}/follow`,
				summary: `Whether the caller follows ${who}, and their counts`,
				request: { params },
				responses: { 200: json(followStateSchema, 'Where they stand'), ...readResponses },
			}),
			async (c) => c.json(await followState(deps.db, c.var.caller.profile.id, await owner(c)), 200),
		)
		for (const following of [true, false]) {
			app.openapi(
				signedInRoute(auth, {
					tags: ['Following'],
					method: following ? 'put' : 'delete',
					path: `${base}/follow`,
					summary: following ? `Follow ${who}` : `Stop following ${who}`,
					description: following
						? 'Anyone signed in may follow; doing it twice changes nothing. Following oneself is refused (409).'
						: 'Unfollowing somebody not followed changes nothing.',
					request: { params },
					responses: { 200: json(followStateSchema, 'Where they stand now'), ...readResponses, ...(following ? { 409: problem('That is the caller') } : {}) },
					...openToAnyone,
				}),
				async (c) => c.json(await setFollowing(deps.db, c.var.caller.profile.id, await owner(c), following), 200),
			)
		}
		app.openapi(
			signedInRoute(auth, {
				tags: ['Following'],
				method: 'get',
				path: `${base}/followers`,
				summary: `Who follows ${who}, newest first`,
				request: { params, query: cursorQuery },
				responses: { 200: json(accountListSchema, 'One page of 30'), ...readResponses },
			}),
			async (c) => c.json(await listFollowers(deps.db, c.var.caller.profile.id, await owner(c), c.req.valid('query').cursor), 200),
		)
	}
	app.openapi(
		signedInRoute(auth, {
			tags: ['Following'],
			method: 'get',
			path: '/profiles/{uuid}/following',
			summary: 'Whom a person follows, newest first',
			request: { params: uuidParams, query: cursorQuery },
			responses: { 200: json(accountListSchema, 'One page of 30'), ...readResponses },
		}),
		async (c) => {
			const owner = await personOwner(deps.db, c.req.valid('param').uuid)
			return c.json(await listFollowing(deps.db, c.var.caller.profile.id, owner.type === 'person' ? owner.profileId : '', c.req.valid('query').cursor), 200)
		},
	)
}

/** PUT and DELETE /v1/content/{kind}/{id}/like, for every kind. */
function likeRoutes(app: OpenAPIHono<ApiEnv>, deps: AuthDeps, auth: MiddlewareHandler) {
	for (const kind of contentKindNames) {
		for (const liked of [true, false]) {
			app.openapi(
				signedInRoute(auth, {
					tags: ['Feed'],
					method: liked ? 'put' : 'delete',
					path: `/content/${kind}/{id}/like`,
					summary: liked ? `Like a ${kind}` : `Take back a like of a ${kind}`,
					description: 'Anyone who may see the item; saying it twice changes nothing. 404 for one the caller cannot see.',
					request: { params: anyIdParams },
					responses: { 200: json(likesSchema, 'Its likes now'), ...readResponses },
					...openToAnyone,
				}),
				async (c) => c.json(await setLiked(deps.db, c.var.caller.profile, kind, c.req.valid('param').id, liked), 200),
			)
		}
	}
}

function feedRoutes(app: OpenAPIHono<ApiEnv>, deps: AuthDeps, auth: MiddlewareHandler) {
	app.openapi(
		signedInRoute(auth, {
			tags: ['Feed'],
			method: 'get',
			path: '/feed',
			summary: 'What the people and business users the caller follows published, and their own, newest first',
			description: 'Items for everyone and for followers; a business user’s items for its team are left out. Pass `nextCursor` as `cursor` for the next page.',
			request: { query: pageQuerySchema },
			responses: { 200: json(feedPageSchema, 'One page'), ...errors(400, 401) },
		}),
		async (c) => c.json(await feedPage(deps.db, c.var.caller.profile, c.req.valid('query')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags: ['Feed'],
			method: 'get',
			path: '/feed/suggestions',
			summary: 'People and business users to follow',
			description: 'Those who posted near `near` (when given) and those whose items trend now; not the caller, nor whom they follow.',
			request: { query: suggestionsQuerySchema },
			responses: { 200: json(followSuggestionsSchema, 'Nearby and popular'), ...errors(400, 401) },
		}),
		async (c) => {
			const { near } = c.req.valid('query')
			const nearby = near ? await aroundMeIds(deps.db, { near, radiusKm: 20, order: 'nearest', limit: 50 }) : []
			return c.json(await followSuggestions(deps.db, c.var.caller.profile.id, nearby.map((item) => item.id)), 200)
		},
	)
	app.openapi(
		createRoute({
			tags: ['Feed'],
			method: 'get',
			path: '/trending',
			summary: 'Public items trending now: the most liked and saved of the last 48 hours',
			description:
				'Worked out every few minutes, the same for everyone: visitors may ask without a token, and their answer may be cached for a minute. ' +
				'With a token, each item says whether the caller likes it. Pass `nextCursor` as `cursor` for the next page.',
			security: [{}, { bearer: [] }] as Array<Record<string, string[]>>,
			middleware: [visitorOrSignedIn(auth)],
			request: { query: pageQuerySchema },
			responses: { 200: json(feedPageSchema, 'One page'), ...errors(400, 401) },
		}),
		async (c) => {
			const caller = c.get('caller') as Caller | undefined
			const page = await trendingPage(deps.db, caller ? caller.profile : null, c.req.valid('query'))
			c.header('Cache-Control', caller ? 'private, no-store' : 'public, max-age=60')
			if (!caller) c.header('Vary', 'Authorization')
			return c.json(page, 200)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags: ['Feed'],
			method: 'get',
			path: '/today',
			summary: 'Today: what happens today near the caller and from whom they follow',
			description: 'Events and agenda items happening today (in Thailand), announcements valid today, attention items near `near`, stories of the last 24 hours.',
			request: { query: todayQuerySchema },
			responses: { 200: json(todaySchema, 'Today’s sections'), ...errors(400, 401) },
		}),
		async (c) => c.json(await today(deps.db, c.var.caller.profile, c.req.valid('query')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags: ['Feed'],
			method: 'get',
			path: '/home',
			summary: 'The signed-in home: today’s first highlights, the newest of the feed, the nearest around a place',
			description: 'What `/today`, `/feed` and `/around-me` (nearest first) would answer first, `limit` of each, in one read.',
			request: { query: homeQuerySchema },
			responses: { 200: json(homeSchema, 'The home’s lists'), ...errors(400, 401) },
		}),
		async (c) => c.json(await home(deps.db, c.var.caller.profile, c.req.valid('query')), 200),
	)
}

export function socialRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	followRoutes(app, deps, auth)
	likeRoutes(app, deps, auth)
	feedRoutes(app, deps, auth)
	return app
}
