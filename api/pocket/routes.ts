import { randomUUID } from 'node:crypto'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import type { Database } from '#api/db/client.ts'
import { authenticate, visitorOrSignedIn, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { idempotency, idempotencyKeyHeader, withIdempotencyResponses } from '#api/http/idempotency.ts'
import { anyIdParams, errors, json, jsonBody, problem, readResponses, signedInRoute } from '#api/http/openapi.ts'
import {
	businessVoucherListSchema,
	businessVoucherSchema,
	collectedSchema,
	collectSchema,
	gotVoucherSchema,
	myVoucherListSchema,
	myVoucherSchema,
	newVoucherSchema,
	pocketHistorySchema,
	pocketSchema,
	pointCodeSchema,
	redeemSchema,
	redemptionListSchema,
	redemptionSchema,
	rewardsInputSchema,
	rewardsSchema,
	voucherOfferListSchema,
} from '#contracts/pocket.ts'
import { collectPoints, readPointCode, readRewards, renewCounterCode, saveRewards } from './codes.ts'
import { listMyVouchers, readHistory, readMyVoucher, readPocket, type PocketSettings } from './service.ts'
import { createVoucher, endVoucher, getVoucher, listBusinessVouchers, listOffers, listRedemptions, redeemVoucher, undoRedemption } from './vouchers.ts'

// My pocket (docs/product.md#pocket): the caller's balances, history and vouchers; vouchers on offer and
// getting one; points codes and collecting them; and a business user's side: its points rules, counter
// code, vouchers and redemptions (its owner and members with the sale grant).

const tags = ['Pocket']
const cursorQuery = z.object({ cursor: z.string().max(400).optional() })
const whoRewards = 'The business user’s owner and members with the sale grant (read to see, update to change and redeem); anyone else 404, a member without the grant 403.'
const codeParams = z.object({ code: z.string().min(1).max(40).describe('From /qr-code-receive?code=') })
const voucherParams = anyIdParams.extend({ voucherId: z.string().describe('A voucher of the business user') })
const redemptionParams = anyIdParams.extend({ redemptionId: z.string() })

export function pocketRoutes(deps: AuthDeps & { pocket: PocketSettings }) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const db = deps.db as Database
	const { expireMonths } = deps.pocket

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/pocket',
			summary: 'My balances, the points expiring soon and how many vouchers I have',
			responses: { 200: json(pocketSchema, 'My pocket'), ...errors(401) },
		}),
		async (c) => c.json(await readPocket(db, deps.pocket, c.var.caller.profile.id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/pocket/history',
			summary: 'How my points moved, newest first',
			request: { query: cursorQuery },
			responses: { 200: json(pocketHistorySchema, 'A page of entries'), ...errors(400, 401) },
		}),
		async (c) => c.json(await readHistory(db, c.var.caller.profile.id, c.req.valid('query').cursor), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/pocket/vouchers',
			summary: 'The vouchers I got, newest first',
			request: { query: cursorQuery },
			responses: { 200: json(myVoucherListSchema, 'A page of vouchers'), ...errors(400, 401) },
		}),
		async (c) => c.json(await listMyVouchers(db, c.var.caller.profile.id, c.req.valid('query').cursor), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/pocket/vouchers/{id}',
			summary: 'One voucher I got, with its code',
			description: 'Someone else’s voucher, an unknown id and a malformed one all answer 404.',
			request: { params: anyIdParams },
			responses: { 200: json(myVoucherSchema, 'The voucher'), ...readResponses },
		}),
		async (c) => c.json(await readMyVoucher(db, c.var.caller.profile.id, c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/vouchers',
			summary: 'Vouchers on offer, ending soonest first; each says whether I may get it now',
			request: { query: cursorQuery.extend({ businessUserId: z.string().optional().describe('Only this business user’s') }) },
			responses: { 200: json(voucherOfferListSchema, 'A page of vouchers'), ...errors(400, 401) },
		}),
		async (c) => c.json(await listOffers(db, c.var.caller.profile.id, c.req.valid('query')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotency(db)],
			tags,
			method: 'post',
			path: '/vouchers/{id}/claims',
			summary: 'Get a voucher, spending its points',
			description: 'The points are spent and the voucher taken in one transaction: never below zero points, never more vouchers than offered, nor more per person than allowed.',
			parameters: [idempotencyKeyHeader],
			request: { params: anyIdParams },
			responses: withIdempotencyResponses({
				201: json(gotVoucherSchema, 'Got'),
				...errors(401, 404),
				409: problem('`not_enough_points`, or `voucher_unavailable` (`errors.voucher`: per_person, sold_out, not_yet, ended)'),
			}),
		}),
		async (c) => c.json(await getVoucher(db, expireMonths, c.var.caller.profile.id, c.req.valid('param').id, c.req.header('Idempotency-Key') ?? randomUUID()), 201),
	)
	app.openapi(
		createRoute({
			tags,
			method: 'get',
			path: '/point-codes/{code}',
			summary: 'What a points code gives, and whether it may be collected',
			description: 'Public. With an access token, `state` is the caller’s (a counter code collected today by them is `collected_today`).',
			middleware: [visitorOrSignedIn(auth)],
			request: { params: codeParams },
			responses: { 200: json(pointCodeSchema, 'The code'), ...errors(401, 404) },
		}),
		async (c) => c.json(await readPointCode(db, c.get('caller')?.profile.id ?? null, c.req.valid('param').code), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/point-codes/{code}/collect',
			summary: 'Collect a points code’s points',
			description: 'A receipt’s code once; a counter code once a day per person (Bangkok), within its radius when it has one. Staff of the business do not collect its points (403).',
			request: { params: codeParams, body: jsonBody(collectSchema) },
			responses: {
				201: json(collectedSchema, 'Collected'),
				...errors(401, 404),
				400: problem('`location_needed`, or the body is not valid'),
				403: problem('`too_far`, or the caller is the business’s staff (`forbidden`)'),
				409: problem('`already_collected`, `code_expired`'),
			},
		}),
		async (c) => c.json(await collectPoints(db, expireMonths, c.var.caller.profile.id, c.req.valid('param').code, c.req.valid('json')), 201),
	)

	// --- the business user's side ---
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/business-users/{id}/rewards',
			summary: 'A business user’s points rules and counter code',
			description: whoRewards,
			request: { params: anyIdParams },
			responses: { 200: json(rewardsSchema, 'The rules'), ...errors(401, 403, 404) },
		}),
		async (c) => c.json(await readRewards(db, c.var.caller.profile.id, c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/business-users/{id}/rewards',
			summary: 'Set a business user’s points rules',
			description: whoRewards,
			request: { params: anyIdParams, body: jsonBody(rewardsInputSchema) },
			responses: { 200: json(rewardsSchema, 'The rules'), ...errors(400, 401, 403, 404) },
		}),
		async (c) => c.json(await saveRewards(db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('json')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/business-users/{id}/rewards/counter-code',
			summary: 'A new counter code: printed ones stop working',
			description: whoRewards,
			request: { params: anyIdParams },
			responses: { 200: json(rewardsSchema, 'The rules, with the new code'), ...errors(401, 403, 404) },
		}),
		async (c) => c.json(await renewCounterCode(db, c.var.caller.profile.id, c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/business-users/{id}/vouchers',
			summary: 'A business user’s vouchers, newest first',
			description: whoRewards,
			request: { params: anyIdParams, query: cursorQuery },
			responses: { 200: json(businessVoucherListSchema, 'A page of vouchers'), ...errors(400, 401, 403, 404) },
		}),
		async (c) => c.json(await listBusinessVouchers(db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('query').cursor), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotency(db)],
			tags,
			method: 'post',
			path: '/business-users/{id}/vouchers',
			summary: 'Offer a voucher',
			description: whoRewards,
			parameters: [idempotencyKeyHeader],
			request: { params: anyIdParams, body: jsonBody(newVoucherSchema) },
			responses: withIdempotencyResponses({ 201: json(businessVoucherSchema, 'Offered'), ...errors(400, 401, 403, 404) }),
		}),
		async (c) => c.json(await createVoucher(db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('json')), 201),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/business-users/{id}/vouchers/{voucherId}/end',
			summary: 'Stop offering a voucher (those got stay usable until their day)',
			description: whoRewards,
			request: { params: voucherParams },
			responses: { 200: json(businessVoucherSchema, 'Ended'), ...errors(401, 403, 404) },
		}),
		async (c) => {
			const { id, voucherId } = c.req.valid('param')
			return c.json(await endVoucher(db, c.var.caller.profile.id, id, voucherId), 200)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/business-users/{id}/voucher-redemptions',
			summary: 'The business user’s last redemptions, newest first',
			description: whoRewards,
			request: { params: anyIdParams },
			responses: { 200: json(redemptionListSchema, 'The last ten'), ...errors(401, 403, 404) },
		}),
		async (c) => c.json(await listRedemptions(db, c.var.caller.profile.id, c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/business-users/{id}/voucher-redemptions',
			summary: 'Redeem a voucher by its code',
			description: `Once: of two staff redeeming one code at once, one succeeds. ${whoRewards}`,
			request: { params: anyIdParams, body: jsonBody(redeemSchema) },
			responses: { 201: json(redemptionSchema, 'Redeemed (undo it within two minutes)'), ...errors(400, 401, 403, 404), 409: problem('`already_redeemed`, `voucher_expired`') },
		}),
		async (c) => c.json(await redeemVoucher(db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('json').code), 201),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/business-users/{id}/voucher-redemptions/{redemptionId}/undo',
			summary: 'Undo a redemption: the voucher is ready to use again',
			description: `By the staff member who redeemed it, within two minutes. ${whoRewards}`,
			request: { params: redemptionParams },
			responses: { 200: json(redemptionSchema, 'Undone'), ...errors(401, 403, 404), 409: problem('`undo_expired`') },
		}),
		async (c) => {
			const { id, redemptionId } = c.req.valid('param')
			return c.json(await undoRedemption(db, c.var.caller.profile.id, id, redemptionId), 200)
		},
	)
	return app
}
