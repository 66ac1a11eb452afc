import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import type { Database } from '#api/db/client.ts'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { idempotency, idempotencyKeyHeader, withIdempotencyResponses } from '#api/http/idempotency.ts'
import { anyIdParams, errors, json, jsonBody, problem, readResponses, signedInRoute } from '#api/http/openapi.ts'
import { myVoucherListSchema } from '#contracts/pocket.ts'
import {
	addCardSchema,
	businessPackageListSchema,
	businessPackageSchema,
	cardPageSchema,
	cardSavedAnswerSchema,
	cardSavedSchema,
	consentInputSchema,
	consentSchema,
	membershipListSchema,
	mySubscriptionListSchema,
	mySubscriptionSchema,
	packageInputSchema,
	subscribedSchema,
	subscribeSchema,
	subscriberListSchema,
	subscriptionAccountSchema,
	subscriptionBillSchema,
	subscriptionOfferSchema,
} from '#contracts/subscription.ts'
import type { SubscriptionPayments } from './billing.ts'
import { decideConsent, listSubscribers, withdrawConsent } from './consent.ts'
import { createPackage, deletePackage, listPackages, readPackage, retirePackage, updatePackage } from './packages.ts'
import {
	cancelSubscription,
	cardPage,
	cardSaved,
	listMemberships,
	listMySubscriptions,
	listSubscriptionVouchers,
	payByPromptPay,
	readBill,
	readOffer,
	readSubscriptionAccount,
	removeCard,
	subscribe,
} from './service.ts'

// Subscriptions (docs/product.md#subscriptions): a business user's packages and subscribers (its staff
// with the subscription grant), a person's data-exchange answers, subscriptions, card, bills,
// memberships and vouchers.

const tags = ['Subscriptions']
const cursorQuery = z.object({ cursor: z.string().max(400).optional() })
const packageParams = anyIdParams.extend({ packageId: z.string().meta({ format: 'uuid' }) })
const whoManages = 'The business user’s owner, its admins and members with the subscription grant (read to see; create; update to change and retire; delete): anyone else 404, a member without the grant 403.'
const inUse = problem('`package_in_use`: someone subscribed to it, so its price, period and trial stay and it is retired rather than deleted')
const notYours = 'Someone else’s, an unknown id and a malformed id all answer 404.'

export function subscriptionRoutes(deps: AuthDeps & { payments: SubscriptionPayments; now?: () => Date }) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const db = deps.db as Database
	const { payments } = deps
	const now = deps.now ?? (() => new Date())

	// A business user's side.
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/business-users/{id}/packages',
			summary: 'The business user’s packages, offered ones first, with their subscribers',
			description: whoManages,
			request: { params: anyIdParams },
			responses: { 200: json(businessPackageListSchema, 'Every package'), ...errors(401, 403, 404) },
		}),
		async (c) => c.json(await listPackages(db, c.var.caller.profile.id, c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/business-users/{id}/packages',
			summary: 'Offer a package',
			description: `${whoManages} Vouchers must be the business user’s own.`,
			request: { params: anyIdParams, body: jsonBody(packageInputSchema) },
			responses: { 201: json(businessPackageSchema, 'Offered'), ...errors(400, 401, 403, 404) },
		}),
		async (c) => c.json(await createPackage(db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('json')), 201),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/business-users/{id}/packages/{packageId}',
			summary: 'One package',
			description: whoManages,
			request: { params: packageParams },
			responses: { 200: json(businessPackageSchema, 'The package'), ...errors(400, 401, 403, 404) },
		}),
		async (c) => c.json(await readPackage(db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('param').packageId), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/business-users/{id}/packages/{packageId}',
			summary: 'Change a package',
			description: `${whoManages} Once someone subscribed, its price, period and trial are fixed (409).`,
			request: { params: packageParams, body: jsonBody(packageInputSchema) },
			responses: { 200: json(businessPackageSchema, 'Changed'), ...errors(400, 401, 403, 404), 409: inUse },
		}),
		async (c) => c.json(await updatePackage(db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('param').packageId, c.req.valid('json')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/business-users/{id}/packages/{packageId}/retire',
			summary: 'Retire a package: no longer offered; its subscriptions run on',
			description: whoManages,
			request: { params: packageParams },
			responses: { 200: json(businessPackageSchema, 'Retired'), ...errors(401, 403, 404) },
		}),
		async (c) => c.json(await retirePackage(db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('param').packageId), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/business-users/{id}/packages/{packageId}',
			summary: 'Delete a package nobody subscribed to',
			description: whoManages,
			request: { params: packageParams },
			responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404), 409: inUse },
		}),
		async (c) => {
			await deletePackage(db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('param').packageId)
			return c.body(null, 204)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/business-users/{id}/subscribers',
			summary: 'The business user’s subscribers, newest first, with only what each shares now',
			description: `${whoManages} A subscriber’s personal data appears from their consent until they withdraw it.`,
			request: { params: anyIdParams, query: cursorQuery },
			responses: { 200: json(subscriberListSchema, 'A page of subscribers'), ...errors(400, 401, 403, 404) },
		}),
		async (c) => c.json(await listSubscribers(db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('query').cursor), 200),
	)

	// A person's side.
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/business-users/{id}/subscription-offer',
			summary: 'What a business user offers to subscribe to, and where the caller stands with it',
			request: { params: anyIdParams },
			responses: { 200: json(subscriptionOfferSchema, 'The offer'), ...readResponses },
		}),
		async (c) => c.json(await readOffer(db, c.var.caller.profile.id, c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/me/data-exchange/{id}',
			summary: 'Answer what I share with a business user (data exchange)',
			description: 'Kept as an event (granted, changed, declined); the business user sees only what the latest allows.',
			request: { params: anyIdParams, body: jsonBody(consentInputSchema) },
			responses: { 200: json(consentSchema, 'What holds now'), ...errors(400, 401, 404) },
		}),
		async (c) => c.json(await decideConsent(db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('json'), c.var.requestId ?? null), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/me/data-exchange/{id}',
			summary: 'Stop sharing with a business user',
			description: 'From now the business user receives none of my data (a `withdrawn` event).',
			request: { params: anyIdParams },
			responses: { 200: json(consentSchema, 'What holds now'), ...readResponses },
		}),
		async (c) => c.json(await withdrawConsent(db, c.var.caller.profile.id, c.req.valid('param').id, c.var.requestId ?? null), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotency(db)],
			tags,
			method: 'post',
			path: '/me/subscriptions',
			summary: 'Subscribe to a package',
			description:
				'Started at once when it can be (a trial; the first period charged on my saved card); else `next` says what is left: add a card on the gateway’s page, or pay the first period (by PromptPay, or a declined card’s retry by another card).',
			parameters: [idempotencyKeyHeader],
			request: { body: jsonBody(subscribeSchema) },
			responses: withIdempotencyResponses({
				201: json(subscribedSchema, 'Subscribed'),
				...errors(401, 404),
				400: problem('`promptpay_unavailable`, or the body does not match'),
				409: problem('`already_subscribed` (a running subscription to this business user), or `consent_needed` (answer the data-exchange question first)'),
				503: problem('`payments_unavailable`'),
			}),
		}),
		async (c) => c.json(await subscribe(db, payments, c.var.caller.profile.id, c.req.valid('json'), now()), 201),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/subscriptions',
			summary: 'My subscriptions: running ones first',
			responses: { 200: json(mySubscriptionListSchema, 'Every subscription'), ...errors(401) },
		}),
		async (c) => c.json(await listMySubscriptions(db, c.var.caller.profile.id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/me/subscriptions/{id}/cancel',
			summary: 'Cancel a subscription at its period’s end',
			description: `A past due or incomplete one ends at once. Again: as it is. ${notYours}`,
			request: { params: anyIdParams },
			responses: { 200: json(mySubscriptionSchema, 'Cancelled'), ...readResponses },
		}),
		async (c) => c.json(await cancelSubscription(db, c.var.caller.profile.id, c.req.valid('param').id, now()), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/me/card',
			summary: 'The gateway’s page where I add a card',
			request: { body: jsonBody(addCardSchema) },
			responses: { 200: json(cardPageSchema, 'Where to go'), ...errors(400, 401, 404), 503: problem('`payments_unavailable`') },
		}),
		async (c) => {
			const { returnUri, subscriptionId } = c.req.valid('json')
			return c.json({ uri: await cardPage(db, payments, c.var.caller.profile.id, returnUri, subscriptionId) }, 200)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/me/card/saved',
			summary: 'Back from the card page: my card read back from the gateway',
			description: 'Starts the incomplete subscription the card was added for.',
			request: { body: jsonBody(cardSavedSchema) },
			responses: { 200: json(cardSavedAnswerSchema, 'My card now'), ...errors(400, 401, 404), 503: problem('`payments_unavailable`') },
		}),
		async (c) => c.json(await cardSaved(db, payments, c.var.caller.profile.id, c.req.valid('json').subscriptionId, now()), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/me/card',
			summary: 'Remove my saved card',
			responses: { 204: { description: 'Removed' }, ...errors(401), 503: problem('`payments_unavailable`') },
		}),
		async (c) => {
			await removeCard(db, payments, c.var.caller.profile.id)
			return c.body(null, 204)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/subscription-account',
			summary: 'My saved card and the periods I paid, newest first',
			request: { query: cursorQuery },
			responses: { 200: json(subscriptionAccountSchema, 'My subscription account'), ...errors(400, 401) },
		}),
		async (c) => c.json(await readSubscriptionAccount(db, c.var.caller.profile.id, c.req.valid('query').cursor), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/subscription-invoices/{id}',
			summary: 'One period’s bill, or its receipt once paid',
			description: `A pending charge is read back from the gateway first. ${notYours}`,
			request: { params: anyIdParams },
			responses: { 200: json(subscriptionBillSchema, 'The bill'), ...readResponses, 503: problem('`payments_unavailable`') },
		}),
		async (c) => c.json(await readBill(db, payments, c.var.caller.profile.id, c.req.valid('param').id, now()), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/me/subscription-invoices/{id}/promptpay',
			summary: 'Pay a period by PromptPay: its QR',
			description: `A charge that can still be paid is reused. ${notYours}`,
			request: { params: anyIdParams },
			responses: {
				200: json(subscriptionBillSchema, 'The bill with its QR'),
				...readResponses,
				400: problem('`promptpay_unavailable`'),
				409: problem('`conflict`: paid already, or no longer due'),
				503: problem('`payments_unavailable`'),
			},
		}),
		async (c) => c.json(await payByPromptPay(db, payments, c.var.caller.profile.id, c.req.valid('param').id, now()), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/memberships',
			summary: 'My memberships, active ones first',
			responses: { 200: json(membershipListSchema, 'Every membership'), ...errors(401) },
		}),
		async (c) => c.json(await listMemberships(db, c.var.caller.profile.id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/subscription-vouchers',
			summary: 'The vouchers my subscriptions gave, newest first',
			request: { query: cursorQuery },
			responses: { 200: json(myVoucherListSchema, 'A page of vouchers'), ...errors(400, 401) },
		}),
		async (c) => c.json(await listSubscriptionVouchers(db, c.var.caller.profile.id, c.req.valid('query').cursor), 200),
	)
	return app
}
