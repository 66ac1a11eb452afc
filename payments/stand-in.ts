import { serve } from '@hono/node-server'
import { createHash, timingSafeEqual } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Logger } from 'pino'
import { z } from 'zod'
import { ChargeBook, ChargeError, type Charge, type Settlement } from './charges.ts'
import { copy, pickLanguage } from './copy.ts'
import { CustomerBook, type Customer, type TestCard } from './customers.ts'
import {
	badReturnPage,
	cardPage,
	cardReturnAddress,
	customerNotFoundPage,
	notFoundPage,
	pendingPage,
	returnAddress,
	returnUriOf,
	settledPage,
	styleHash,
	type PageContext,
} from './hosted-page.ts'
import { createWebhookSender, newEvent, parseQuirks, type DeliveryQuirk, type EventKey, type WebhookEvent } from './webhooks.ts'

/**
 * Opn Payments' (Omise's) offline stand-in, for development, tests and the demo: its charges and customers
 * API (HTTP Basic with the secret key, JSON), the test-mode calls that settle a charge or make a saved card
 * decline, a hosted page with "Pay", "Decline" and "Cancel", another for adding a card, and signed webhooks
 * on every change of a charge. No money moves.
 */

/** The key and webhook secret a local run uses when none is set (the API's defaults are the same: api/payments/config.ts). */
export const standInDefaults = {
	secretKey: 'skey_test_robtua_stand_in',
	webhookSecret: 'cm9idHVhLXBheW1lbnQtc3RhbmQtaW4td2ViaG9va3M=',
}

export type PaymentStandInOptions = {
	/** 0 for any free port. */
	port: number
	host?: string
	/** The address browsers reach the hosted page at (a charge's authorize_uri); by default the listening one. */
	publicUrl?: string
	/** Keeps the charges in `charges.json` and the customers in `customers.json` there; without it they live in memory only. */
	dataDir?: string
	secretKey: string
	/** Base64, as Omise's dashboard shows a webhook secret. */
	webhookSecret: string
	/** The product API's webhook. */
	webhookUrl: string
	quirks?: Set<DeliveryQuirk>
	webhookDelayMs?: number
	retryDelaysMs?: number[]
	/** How often pending charges past their time are expired (ms). */
	expireEveryMs?: number
	logger?: Logger
	now?: () => Date
}

export type PaymentStandIn = {
	/** Where the product API reaches it. */
	url: string
	/** Where browsers reach its hosted page. */
	publicUrl: string
	/** Resolves when no webhook is on its way (tests). */
	idle(): Promise<void>
	close(): Promise<void>
}

// Omise's amount limits for a THB charge: 20 baht to 150,000 baht.
const MIN_SATANG = 2000
const MAX_SATANG = 15_000_000
const DAY_MS = 24 * 60 * 60 * 1000

const metadataValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()])
const newChargeBody = z
	.object({
		amount: z.number().int().min(MIN_SATANG).max(MAX_SATANG),
		currency: z.string().regex(/^thb$/i, 'only thb'),
		source: z.object({ type: z.enum(['promptpay', 'card']) }).optional(),
		/** A card token (Omise.js makes one); the stand-in's hosted page is its card form, so any value does. With `customer`, one of its saved cards' ids. */
		card: z.string().min(1).max(255).optional(),
		/** Charges the customer's saved card (`card`, else the default) at once, with no page. */
		customer: z.string().min(1).max(100).optional(),
		return_uri: z.url({ protocol: /^https?$/ }).optional(),
		description: z.string().max(255).optional(),
		metadata: z.record(z.string().max(100), metadataValue).optional(),
		expires_at: z.iso.datetime({ offset: true }).optional(),
		expires_in_minutes: z.number().int().min(1).max(7 * 24 * 60).optional(),
	})
	.refine((body) => body.source || body.card || body.customer, { message: 'a source (promptpay), a card or a customer is required', path: ['source'] })
	.refine((body) => !body.customer || body.source?.type !== 'promptpay', { message: 'a customer’s saved card pays card charges only', path: ['customer'] })
	.refine((body) => body.source?.type === 'promptpay' || body.customer || body.return_uri, { message: 'a card charge needs a return_uri', path: ['return_uri'] })

const customerMetadata = z.record(z.string().max(100), metadataValue)
const newCustomerBody = z
	.object({
		description: z.string().max(255).optional(),
		email: z.email().optional(),
		metadata: customerMetadata.optional(),
		/** A card token: the stand-in saves its test card that pays, whatever the token. */
		card: z.string().min(1).max(255).optional(),
	})
	.optional()
const customerChange = z.object({
	description: z.string().max(255).optional(),
	email: z.email().optional(),
	metadata: customerMetadata.optional(),
	card: z.string().min(1).max(255).optional(),
	default_card: z.string().min(1).max(100).optional(),
})
const declinesBody = z.object({ declines: z.boolean() })

/** The card page's buttons: which test card each saves. */
const cardOutcomes: Record<string, TestCard> = { save: 'pays', 'save-declining': 'declines' }
/** The card page is the browser's, with no key: the rest of /customers is the API's. */
const cardPagePath = /^\/customers\/[^/]+\/cards\/new$/

const refundBody = z.object({ amount: z.number().int().min(1), metadata: z.record(z.string().max(100), metadataValue).optional() })
const failBody = z.object({ failure_code: z.string().regex(/^[a-z_]{1,64}$/).optional() }).optional()

const outcomes: Record<string, Settlement> = {
	pay: { status: 'successful' },
	decline: { status: 'failed', failureCode: 'insufficient_fund' },
	cancel: { status: 'failed', failureCode: 'payment_cancelled' },
}

const digest = (text: string) => createHash('sha256').update(text).digest()

function fail(c: Context, status: 400 | 401 | 404 | 415, code: string, message: string) {
	return c.json({ object: 'error', code, message }, status)
}

function problemsOf(error: z.ZodError) {
	return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')
}

export function paymentStandInApp(options: PaymentStandInOptions & { publicUrl: string }) {
	const now = () => options.now?.() ?? new Date()
	const book = new ChargeBook({ dataDir: options.dataDir, hostedPageUrl: (id) => `${options.publicUrl}/pay/${id}`, now })
	const customers = new CustomerBook({ dataDir: options.dataDir, now })
	const sender = createWebhookSender({
		url: options.webhookUrl,
		secret: options.webhookSecret,
		quirks: options.quirks,
		delayMs: options.webhookDelayMs,
		retryDelaysMs: options.retryDelaysMs,
		logger: options.logger,
		now,
	})
	const events: WebhookEvent[] = []
	// Idempotency-Key: a repeated create or refund answers what the first one did (in memory).
	const replies = new Map<string, Promise<unknown>>()
	const expectedKey = digest(options.secretKey)

	/** Records the event and sends it, with the charge's own quirks when its metadata names some. */
	function tell(key: EventKey, data: unknown, charge: Charge) {
		const event = newEvent(key, data, now())
		events.unshift(event)
		events.length = Math.min(events.length, 1000)
		const own = charge.metadata.stand_in_webhooks
		return sender.deliver(event, charge.id, typeof own === 'string' ? parseQuirks(own) : undefined)
	}

	function settle(id: string, settlement: Settlement) {
		const charge = book.settle(id, settlement)
		return { charge, told: tell('charge.complete', charge, charge) }
	}

	/** Pending charges past their time expire, as the real gateway's do, each with its event. */
	function expireDue() {
		for (const charge of book.due()) void settle(charge.id, { status: 'expired' }).told
	}

	const app = new Hono()
	app.onError((error, c) => {
		if (error instanceof ChargeError) return fail(c, error.code === 'not_found' ? 404 : 400, error.code, error.message)
		options.logger?.error({ err: error }, 'payment stand-in error')
		return c.json({ object: 'error', code: 'internal_error', message: 'the stand-in failed' }, 500)
	})
	app.use(bodyLimit({ maxSize: 64 * 1024 }))
	app.get('/healthz', (c) => c.text('ok'))

	// The gateway's API: the secret key as the Basic user name, as Omise takes it.
	const api = new Hono()
	for (const path of ['/charges', '/charges/*', '/customers', '/customers/*', '/events', '/events/*']) {
		api.use(path, async (c, next) => {
			if (cardPagePath.test(c.req.path)) return next()
			const [scheme, encoded = ''] = (c.req.header('authorization') ?? '').split(' ')
			const user = scheme?.toLowerCase() === 'basic' ? (Buffer.from(encoded, 'base64').toString('utf8').split(':')[0] ?? '') : ''
			if (!timingSafeEqual(digest(user), expectedKey)) return fail(c, 401, 'authentication_failure', 'authentication failed')
			expireDue()
			await next()
		})
	}
	async function bodyOf<T extends z.ZodType>(c: Context, schema: T, optional = false, code = 'invalid_charge'): Promise<z.output<T> | Response> {
		const text = await c.req.text()
		if (!text && optional) return schema.parse(undefined)
		if (!(c.req.header('content-type') ?? '').includes('application/json')) return fail(c, 415, 'bad_request', 'send JSON (Content-Type: application/json)')
		let json: unknown
		try {
			json = JSON.parse(text)
		} catch {
			return fail(c, 400, 'bad_request', 'the body is not JSON')
		}
		const parsed = schema.safeParse(json)
		return parsed.success ? parsed.data : fail(c, 400, code, problemsOf(parsed.error))
	}
	async function once(c: Context, make: () => Promise<unknown>) {
		const key = c.req.header('idempotency-key')
		const slot = key ? `${c.req.path} ${key}` : null
		// Kept before it is made, so a second request with the key, even at the same moment, waits for the first.
		let answer = slot ? replies.get(slot) : undefined
		if (!answer) {
			answer = make()
			if (slot) replies.set(slot, answer)
		}
		const body = await answer.catch((error: unknown) => {
			if (slot) replies.delete(slot)
			throw error
		})
		if (body instanceof Response) {
			// A refused request is not kept: the same key may be sent again, put right.
			if (slot) replies.delete(slot)
			return body
		}
		return c.json(body as object, 200)
	}

	api.post('/charges', (c) =>
		once(c, async () => {
			const body = await bodyOf(c, newChargeBody)
			if (body instanceof Response) return body
			const expiresAt = body.expires_at ? new Date(body.expires_at) : { afterMs: body.expires_in_minutes ? body.expires_in_minutes * 60_000 : DAY_MS }
			// On a saved card: no card, a 400 before anything is made; otherwise made and settled at once.
			const saved = body.customer ? { customer: body.customer, ...customers.chargeCard(body.customer, body.card) } : null
			const charge = book.create({
				amount: body.amount,
				method: body.source?.type === 'promptpay' ? 'promptpay' : 'card',
				returnUri: body.return_uri ?? null,
				description: body.description ?? null,
				metadata: body.metadata ?? {},
				expiresAt,
				saved: saved ?? undefined,
			})
			if (!saved) {
				options.logger?.info({ charge: charge.id, amount: charge.amount, method: charge.source?.type ?? 'card' }, 'charge created')
				return charge
			}
			// As Omise does, the charge answers at once and its event follows by itself: the caller is not held
			// until its own webhook has been heard.
			const settled = settle(charge.id, saved.declines ? { status: 'failed', failureCode: 'insufficient_fund' } : { status: 'successful' })
			void settled.told
			options.logger?.info({ charge: charge.id, amount: charge.amount, customer: saved.customer, status: settled.charge.status }, 'charge made on a saved card')
			return settled.charge
		}),
	)
	api.get('/charges/:id', (c) => c.json(book.get(c.req.param('id'))))
	api.post('/charges/:id/refunds', (c) =>
		once(c, async () => {
			const body = await bodyOf(c, refundBody)
			if (body instanceof Response) return body
			const refund = book.refund(c.req.param('id'), body.amount, body.metadata)
			const charge = book.get(refund.charge)
			await tell('refund.create', refund, charge)
			return refund
		}),
	)
	// Test mode, as Omise's: what the payer's bank app would do.
	api.post('/charges/:id/mark_as_paid', async (c) => {
		const { charge, told } = settle(c.req.param('id'), { status: 'successful' })
		await told
		return c.json(charge)
	})
	api.post('/charges/:id/mark_as_failed', async (c) => {
		const body = await bodyOf(c, failBody, true)
		if (body instanceof Response) return body
		const { charge, told } = settle(c.req.param('id'), { status: 'failed', failureCode: body?.failure_code ?? 'payment_rejected' })
		await told
		return c.json(charge)
	})
	api.post('/charges/:id/expire', async (c) => {
		const { charge, told } = settle(c.req.param('id'), { status: 'expired' })
		await told
		return c.json(charge)
	})
	api.post('/customers', (c) =>
		once(c, async () => {
			const body = await bodyOf(c, newCustomerBody, true, 'bad_request')
			if (body instanceof Response) return body
			const customer = customers.create({ description: body?.description ?? null, metadata: body?.metadata ?? {} })
			if (body?.card) customers.addCard(customer.id, 'pays')
			options.logger?.info({ customer: customer.id }, 'customer created')
			return customer
		}),
	)
	api.get('/customers/:id', (c) => c.json(customers.get(c.req.param('id'))))
	// A card token from Omise.js attaches a card: here, the test card that pays, whatever the token.
	api.patch('/customers/:id', async (c) => {
		const id = c.req.param('id')
		customers.get(id)
		const body = await bodyOf(c, customerChange, false, 'bad_request')
		if (body instanceof Response) return body
		customers.update(id, { description: body.description, metadata: body.metadata })
		if (body.card) customers.addCard(id, 'pays')
		if (body.default_card) customers.setDefault(id, body.default_card)
		return c.json(customers.get(id))
	})
	api.delete('/customers/:id/cards/:cardId', (c) => c.json(customers.removeCard(c.req.param('id'), c.req.param('cardId'))))
	// Test mode: a saved card starts or stops declining.
	api.post('/customers/:id/cards/:cardId/declines', async (c) => {
		const body = await bodyOf(c, declinesBody, false, 'bad_request')
		if (body instanceof Response) return body
		return c.json(customers.setDeclines(c.req.param('id'), c.req.param('cardId'), body.declines))
	})
	api.get('/events', (c) => c.json({ object: 'list', data: events, total: events.length }))
	api.get('/events/:id', (c) => {
		const event = events.find((each) => each.id === c.req.param('id'))
		return event ? c.json(event) : fail(c, 404, 'not_found', `event ${c.req.param('id')} was not found`)
	})
	app.route('/', api)

	// The hosted page: no key, as the buyer's browser has none.
	function pageContext(c: Context): PageContext {
		const asked = c.req.query('lang')
		const { language, fromHeader } = pickLanguage(asked, c.req.header('accept-language'))
		if (fromHeader) c.header('Vary', 'Accept-Language')
		c.header('Content-Language', language)
		return { language, words: copy[language], langQuery: fromHeader ? '' : `?lang=${language}` }
	}
	function pageHeaders(c: Context, returnUri?: string | null) {
		// Chrome applies form-action to the redirect after a post too: allow the way back to the shop.
		const back = returnUri ? new URL(returnUri).origin : ''
		c.header('Content-Security-Policy', [`default-src 'none'`, `style-src ${styleHash}`, `form-action 'self' ${back}`.trim(), `base-uri 'none'`, `frame-ancestors 'none'`].join('; '))
		c.header('X-Content-Type-Options', 'nosniff')
		c.header('Referrer-Policy', 'no-referrer')
		c.header('Cache-Control', 'no-store')
	}
	/**
	 * What both of the hosted page's answers start with: pending charges past their time expired, the page's
	 * language and headers, and its charge; a charge that is not there answers its own page (404).
	 */
	function openPage(c: Context): { context: PageContext; charge: Charge; response?: undefined } | { response: Response } {
		expireDue()
		const context = pageContext(c)
		const id = c.req.param('id') ?? ''
		let charge: Charge
		try {
			charge = book.get(id)
		} catch {
			pageHeaders(c)
			return { response: c.html(notFoundPage(context, id).value, 404) }
		}
		pageHeaders(c, charge.return_uri)
		return { context, charge }
	}
	/** The page a charge shows: the buttons while it is pending, how it ended once settled. */
	const chargePage = (context: PageContext, charge: Charge) => (charge.status === 'pending' ? pendingPage(context, charge) : settledPage(context, charge)).value

	const page = new Hono()
	page.get('/pay/:id', (c) => {
		const opened = openPage(c)
		if (opened.response) return opened.response
		return c.html(chargePage(opened.context, opened.charge))
	})
	page.post('/pay/:id', async (c) => {
		const opened = openPage(c)
		if (opened.response) return opened.response
		const { context } = opened
		let { charge } = opened
		const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
		const outcome = String(form.outcome ?? '')
		const settlement = Object.hasOwn(outcomes, outcome) ? outcomes[outcome] : undefined
		if (!settlement) return c.html(chargePage(context, charge), 400)
		if (charge.status === 'pending') {
			const settled = settle(charge.id, settlement)
			options.logger?.info({ charge: charge.id, status: settled.charge.status, failureCode: settled.charge.failure_code }, 'charge settled on the hosted page')
			// The receiver hears first (its first attempt), then the buyer is sent back.
			await settled.told
			charge = settled.charge
		}
		return c.redirect(returnAddress(charge) ?? `/pay/${encodeURIComponent(charge.id)}${context.langQuery}`, 303)
	})

	/** What both of the card page's answers start with: its customer (else a 404 page) and an http(s) return_uri (else a 400 page). */
	function openCardPage(c: Context): { context: PageContext; customer: Customer; returnUri: string; response?: undefined } | { response: Response } {
		const context = pageContext(c)
		const id = c.req.param('id') ?? ''
		const returnUri = returnUriOf(c.req.query('return_uri'))
		pageHeaders(c, returnUri)
		let customer: Customer
		try {
			customer = customers.get(id)
		} catch {
			return { response: c.html(customerNotFoundPage(context, id).value, 404) }
		}
		if (!returnUri) return { response: c.html(badReturnPage(context, id).value, 400) }
		return { context, customer, returnUri }
	}
	page.get('/customers/:id/cards/new', (c) => {
		const opened = openCardPage(c)
		if (opened.response) return opened.response
		return c.html(cardPage(opened.context, opened.customer, opened.returnUri).value)
	})
	page.post('/customers/:id/cards/new', async (c) => {
		const opened = openCardPage(c)
		if (opened.response) return opened.response
		const { context, customer, returnUri } = opened
		const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
		const outcome = String(form.outcome ?? '')
		if (outcome === 'cancel') return c.redirect(cardReturnAddress(returnUri, { customer: customer.id, cancelled: '1' }), 303)
		const which = Object.hasOwn(cardOutcomes, outcome) ? cardOutcomes[outcome] : undefined
		if (!which) return c.html(cardPage(context, customer, returnUri).value, 400)
		const card = customers.addCard(customer.id, which)
		options.logger?.info({ customer: customer.id, card: card.id, declines: which === 'declines' }, 'card saved on the hosted page')
		return c.redirect(cardReturnAddress(returnUri, { customer: customer.id, card: card.id }), 303)
	})
	app.route('/', page)
	app.notFound((c) => fail(c, 404, 'not_found', 'no such path'))

	return { app, expireDue, sender }
}

export async function startPaymentStandIn(options: PaymentStandInOptions): Promise<PaymentStandIn> {
	const host = options.host ?? '127.0.0.1'
	const local = host === '0.0.0.0' ? '127.0.0.1' : host
	// The port is known once listening (0 asks for any free one): the hosted page's address waits for it.
	let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? ''
	const standIn = paymentStandInApp({
		...options,
		get publicUrl() {
			return publicUrl
		},
	})
	const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
		const started = serve({ fetch: standIn.app.fetch, port: options.port, hostname: host }, () => resolve(started))
		started.once('error', reject)
	})
	const { port } = server.address() as AddressInfo
	const url = `http://${local}:${port}`
	publicUrl ||= url
	const sweep = setInterval(standIn.expireDue, options.expireEveryMs ?? 1000)
	sweep.unref()
	return {
		url,
		publicUrl,
		idle: () => standIn.sender.idle(),
		close: () =>
			new Promise<void>((resolve) => {
				clearInterval(sweep)
				standIn.sender.close()
				if ('closeAllConnections' in server) server.closeAllConnections()
				server.close(() => resolve())
			}),
	}
}
