import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { beforeAll, describe, expect, test } from 'vitest'
import type { z } from 'zod'
import * as tables from '#api/db/schema.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { useTestGateway } from '#api/testing/payment-gateway.ts'
import { ok } from '#api/testing/ok.ts'
import { contentExample } from '#api/testing/content-examples.ts'
import { streamsEvents } from '#api/testing/event-streams.ts'
import type { BusinessAccount, BusinessUser } from '#contracts/business.ts'
import type { BusinessUserInvite } from '#contracts/business-members.ts'
import { contentKindNames, kindsFor } from '#contracts/content/registry.ts'
import type { Cart } from '#contracts/shop/cart.ts'
import type { CheckOut, PurchaseOrder } from '#contracts/shop/orders.ts'
import type { CounterOrder } from '#contracts/shop/counter.ts'
import type { Pocket } from '#contracts/pocket.ts'
import { DATA_EXCHANGE_NOTICE_VERSION, type Subscribed } from '#contracts/subscription.ts'

// Hostile input: bad input never gives a 500, and nothing refused is stored half-way. Every write of the
// API (POST, PUT, PATCH, DELETE), read from its own OpenAPI document so a new endpoint joins by itself,
// is sent a catalogue of bad requests made from its schema: broken and non-object JSON, wrong media
// types, bodies over the limit, every field given NUL, control and broken characters, wrong types,
// numbers out of range and days that do not exist, junk path and query parameters, and callers without
// a token or with no part in what they name. Each answer must be a 4xx problem saying what was wrong,
// and every table must be as it was. Then text that is valid but hostile (SQL, HTML, script) goes into
// every text field: it is kept as it is, or refused by the field's rule, never a 500
// (docs/decisions/0011-hostile-input.md).

type JsonSchema = {
	type?: string | string[]
	format?: string
	enum?: unknown[]
	properties?: Record<string, JsonSchema>
	required?: string[]
	items?: JsonSchema
	maxItems?: number
	minimum?: number
	maximum?: number
	maxLength?: number
	anyOf?: JsonSchema[]
	oneOf?: JsonSchema[]
	default?: unknown
	$ref?: string
}
type Parameter = { name: string; in: string }
type Operation = {
	parameters?: Parameter[]
	requestBody?: { content: Record<string, { schema: JsonSchema }> }
	responses: Record<string, unknown>
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } }

/** A write of the API as its document describes it. */
type Write = { method: string; path: string; operation: Operation; key: string }

/** One request of the catalogue. */
type Probe = {
	write: Write
	label: string
	path?: string
	query?: string
	body?: string | Uint8Array<ArrayBuffer> | FormData
	contentType?: string | null
	as?: 'right' | 'stranger' | 'nobody' | { authorization: string } | { businessUser: string }
	/** More request headers (an Idempotency-Key). */
	headers?: Record<string, string>
}

/** Statuses a bad request may get anywhere; an endpoint may document more (410 for a dead invite link, 429 for uploads). */
const refusals = new Set([400, 401, 403, 404, 405, 409, 413, 415, 422])

// The shop's bills and the gateway's webhooks need a gateway to answer anything but 503.
const payments = useTestGateway()
const api = useHarness({ shop: { gateway: payments.gateway } })
let document: Document
let writes: Write[]
const people = {} as Record<'owner' | 'member' | 'stranger', { token: string; email: string; profileId: string; uuid: string }>
/** Real ids for path parameters: by parameter name, or by the collection the `{id}` follows. */
const idsByName: Record<string, string> = {}
const idsByCollection: Record<string, string> = {}
/** A stored video's and PDF's URLs, for the media and e-book kinds. */
const files = { video: '', pdf: '' }

beforeAll(async () => {
	document = await ok<Document>(await api.call('GET', '/openapi.json'))
	writes = Object.entries(document.paths).flatMap(([path, item]) =>
		Object.entries(item)
			.filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
			.map(([method, operation]) => ({ method: method.toUpperCase(), path, operation, key: `${method.toUpperCase()} ${path}` })),
	)

	// An owner with a business account and a business user, a member of it, and a stranger to it all.
	people.owner = await api.somebody('Niran', true)
	people.member = await api.somebody('Pim')
	people.stranger = await api.somebody('Mallory')
	const as = { token: people.owner.token }
	const account = await ok<BusinessAccount>(await api.call('POST', '/v1/business-accounts', { ...as, body: { name: 'Siam Coffee' } }), 201)
	const businessUser = await ok<BusinessUser>(await api.call('POST', `/v1/business-accounts/${account.id}/business-users`, { ...as, body: { name: 'Siam Square' } }), 201)
	await ok(await api.call('POST', `/v1/business-users/${businessUser.id}/members`, { ...as, body: { email: people.member.email } }), 201)
	const invite = await ok<BusinessUserInvite>(await api.call('POST', `/v1/business-users/${businessUser.id}/invites`, { ...as, body: {} }), 201)
	// One entry in each of the owner's profile sections, and an item of each content kind.
	const idOf = async (path: string, body: object) => (await ok<{ id: string }>(await api.call('POST', path, { ...as, body }), 201)).id
	Object.assign(idsByCollection, {
		'business-accounts': account.id,
		'business-users': businessUser.id,
		'education-experiences': await idOf('/v1/me/education-experiences', { kind: 'education', title: 'BSc', startsOn: '2010-06-01' }),
		'our-stories': await idOf('/v1/me/our-stories', { title: 'How we began' }),
		'skill-talents': await idOf('/v1/me/skill-talents', { name: 'Latte art' }),
		work: await idOf('/v1/me/content/work', { title: 'Cold brew', mine: true }),
	})
	// A stored video and PDF for the media and e-book kinds, then one item of each kind of content.
	files.video = (await api.uploadFile(people.owner.token, 'video')).url
	files.pdf = (await api.uploadFile(people.owner.token, 'pdf')).url
	// The business user's are for its members only, so a stranger finds none of them (even to say "going").
	for (const kind of contentKindNames.filter((kind) => kind !== 'board_post' && kind !== 'connect')) {
		const forMembers = kindsFor('business-user').includes(kind)
		const path = forMembers ? `/v1/business-users/${businessUser.id}/content/${kind}` : `/v1/me/content/${kind}`
		idsByCollection[kind] = await idOf(path, forMembers ? { ...contentExample(kind, files), visibility: 'members' } : contentExample(kind, files))
	}
	// An entry on the owner's agenda (theirs alone: a stranger finds none), and the event they are going to.
	idsByCollection.entries = await idOf('/v1/me/agenda/entries', { title: 'Dentist', startsAt: '2030-01-02T09:00:00+07:00', endsAt: '2030-01-02T10:00:00+07:00' })
	await ok(await api.call('PUT', `/v1/content/event/${idsByCollection.event}/going`, as))
	idsByCollection.going = idsByCollection.event ?? ''
	// A board of the owner's in a private community of theirs (a stranger finds none), with one reply (api/boards).
	const [soi] = await api.db.insert(tables.communities).values({ name: 'Soi 5 neighbours', visibility: 'private' }).returning()
	await api.db.insert(tables.communityMembers).values({ communityId: soi!.id, profileId: people.owner.profileId, role: 'owner', status: 'active', joinedAt: new Date() })
	idsByName.communityId = soi!.id
	idsByCollection.boards = idsByCollection.board_post = await idOf('/v1/boards', { title: 'Water off on Friday', message: 'From 9 to 12', communityId: soi!.id })
	await ok(await api.call('POST', `/v1/boards/${idsByCollection.boards}/replies`, { ...as, body: { message: 'Thanks' } }), 201)
	Object.assign(idsByName, { no: '1' })
	// A collection of the owner's (private: a stranger finds none), holding their work.
	idsByCollection.collections = await idOf('/v1/me/collections', { name: 'Coffee to try' })
	await ok(await api.call('PUT', `/v1/collections/${idsByCollection.collections}/items/${idsByCollection.work}`, as))
	// The owner's cart of the business user's catalogue item, and an order placed from it (its cart then holds one more line).
	const cartOf = async () => ok<Cart>(await api.call('POST', '/v1/me/cart/lines', { ...as, body: { itemId: idsByCollection.catalogue, option: '250 g', quantity: 1 } }), 201)
	const boid = (await cartOf()).groups[0]!.businessOrderId
	const placed = await ok<PurchaseOrder>(
		await api.call('POST', `/v1/me/business-orders/${boid}/purchase-orders`, { ...as, body: { phone: '0812345678', paymentMethod: 'card', expectedTotalSatang: (await ok<CheckOut>(await api.call('GET', `/v1/me/business-orders/${boid}/check-out`, as))).cart.subtotalSatang } }),
		201,
	)
	Object.assign(idsByCollection, { 'business-orders': boid, 'purchase-orders': placed.id, lines: (await cartOf()).groups[0]!.lines[0]!.id })
	Object.assign(idsByName, { orderId: placed.id })
	// A counter sale the owner is ringing up, with one line, and a customer's member code to name at its check-out.
	const counterOrder = await ok<CounterOrder>(await api.call('POST', `/v1/business-users/${businessUser.id}/counter-orders`, as), 201)
	const rung = await ok<CounterOrder>(await api.call('POST', `/v1/business-users/${businessUser.id}/counter-orders/${counterOrder.id}/lines`, { ...as, body: { itemId: idsByCollection.catalogue, option: '250 g', quantity: 1 } }))
	Object.assign(idsByCollection, { 'counter-orders': counterOrder.id })
	Object.assign(idsByName, { lineId: rung.lines[0]!.id, timelineId: counterOrder.timeline.id, memberCode: (await ok<Pocket>(await api.call('GET', '/v1/me/pocket', { token: people.stranger.token }))).memberCode ?? '' })
	// A package of the business user's giving its voucher, and the owner's subscription to it (by PromptPay, waiting for its first payment).
	const voucher = await idOf(`/v1/business-users/${businessUser.id}/vouchers`, { title: 'Free latte', valueSatang: 6000, pointsCost: 0, quantity: null, perPerson: 1, validFrom: new Date().toISOString(), validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString() })
	await ok(await api.call('PUT', `/v1/business-users/${businessUser.id}/business-info`, { ...as, body: { company: null, phone: null, email: null, website: null, address: null, postcode: null, openingHours: null, promptPayId: '081-234-5678' } }))
	const pkg = await idOf(`/v1/business-users/${businessUser.id}/packages`, { name: 'Silver', priceSatang: 9900, period: 'month', vouchers: [{ voucherId: voucher, quantity: 1 }] })
	await ok(await api.call('PUT', `/v1/me/data-exchange/${businessUser.id}`, { ...as, body: { decision: 'deny', scopes: [], noticeVersion: DATA_EXCHANGE_NOTICE_VERSION, language: 'en' } }))
	const subscribed = await ok<Subscribed>(await api.call('POST', '/v1/me/subscriptions', { ...as, body: { packageId: pkg, paymentMethod: 'promptpay', returnUri: 'http://localhost:3000/subscription-account' }, headers: { 'Idempotency-Key': randomUUID() } }), 201)
	Object.assign(idsByName, { voucherId: voucher, packageId: pkg, subscriptionId: subscribed.subscription.id })
	Object.assign(idsByCollection, { packages: pkg, subscriptions: subscribed.subscription.id, 'subscription-invoices': subscribed.subscription.openInvoice!.id })
	// A private community of the owner's, the member in it and the stranger asking to join (a stranger to its moderation).
	idsByCollection.communities = await idOf('/v1/communities', { name: 'Soi 5 neighbours', visibility: 'private' })
	await ok(await api.call('POST', `/v1/communities/${idsByCollection.communities}/invitations`, { ...as, body: { email: people.member.email } }))
	await ok(await api.call('POST', `/v1/communities/${idsByCollection.communities}/membership`, { token: people.member.token }))
	// A conversation of the owner's with the member (who follows them), with one message.
	await ok(await api.call('PUT', `/v1/profiles/${people.owner.uuid}/follow`, { token: people.member.token }))
	const sent = await ok<{ roomId: string }>(await api.call('POST', `/v1/profiles/${people.member.uuid}/chat/messages`, { ...as, body: { clientId: randomUUID(), text: 'Hello' } }), 201)
	Object.assign(idsByCollection, { rooms: sent.roomId })
	Object.assign(idsByName, { seq: '1' })
	// A connect of the owner's with a goal, and the member's request to it, accepted; then private (a stranger finds none).
	const connect = await idOf('/v1/open-tab/connects', { ...contentExample('connect', files), visibility: 'public' })
	const goal = await idOf(`/v1/open-tab/connects/${connect}/parts/goal`, { title: 'Feed 30 families' })
	await ok(await api.call('PUT', `/v1/open-tab/connects/${connect}/request`, { token: people.member.token, body: { message: 'I can help' } }), 201)
	await ok(await api.call('POST', `/v1/open-tab/connects/${connect}/requests/${people.member.uuid}/accept`, as))
	await ok(await api.call('PATCH', `/v1/content/connect/${connect}`, { ...as, body: { visibility: 'members' } }))
	Object.assign(idsByCollection, { connects: connect, connect })
	Object.assign(idsByName, { entryId: goal })
	// The owner's feedback, for its replies and the back office's answers.
	idsByCollection.feedback = await idOf('/v1/feedback', { subject: 'The map is slow', message: 'On phones' })
	Object.assign(idsByName, { itemId: idsByCollection.work ?? '', profileUuid: people.member.uuid, uuid: people.member.uuid, inviteId: invite.id, token: invite.token, part: 'goal' })
}, 120_000)

// ---------------------------------------------------------------------------
// Requests

/** The write's path with real ids, or with `junk` in place of one parameter. */
function pathOf(write: Write, junk?: { name: string; value: string }) {
	const segments = write.path.split('/')
	return segments
		.map((segment, index) => {
			const name = /^\{(\w+)\}$/.exec(segment)?.[1]
			if (!name) return segment
			if (junk?.name === name) return junk.value
			// A parameter this test has no real value for (a new endpoint's) still gets a well-formed one.
			return encodeURIComponent(idsByName[name] ?? idsByCollection[segments[index - 1] ?? ''] ?? randomUUID())
		})
		.join('/')
}

function headersFor(probe: Probe): Record<string, string> {
	const as = probe.as ?? 'right'
	const headers: Record<string, string> = {}
	if (as === 'right') headers.Authorization = `Bearer ${probe.write.path.startsWith('/backoffice/') ? api.operatorToken : people.owner.token}`
	else if (as === 'stranger') headers.Authorization = `Bearer ${people.stranger.token}`
	else if (typeof as === 'object' && 'authorization' in as) headers.Authorization = as.authorization
	else if (typeof as === 'object') Object.assign(headers, { Authorization: `Bearer ${people.owner.token}`, 'Bu-Authorization': as.businessUser })
	if (probe.contentType) headers['Content-Type'] = probe.contentType
	return { ...headers, ...probe.headers }
}

async function send(probe: Probe) {
	const contentType = probe.contentType === undefined && typeof probe.body === 'string' ? 'application/json' : probe.contentType
	const url = `${probe.path ?? pathOf(probe.write)}${probe.query ?? ''}`
	return api.app.request(url, { method: probe.write.method, headers: headersFor({ ...probe, contentType }), body: probe.body })
}

/** Runs probes a few at a time and returns each with its answer. */
async function run(probes: Probe[], concurrency = 8) {
	const answers: Array<{ probe: Probe; status: number; contentType: string | null; body: string }> = []
	for (let start = 0; start < probes.length; start += concurrency) {
		const batch = probes.slice(start, start + concurrency)
		answers.push(
			...(await Promise.all(
				batch.map(async (probe) => {
					const response = await send(probe)
					return { probe, status: response.status, contentType: response.headers.get('content-type'), body: await response.text() }
				}),
			)),
		)
	}
	return answers
}

// ---------------------------------------------------------------------------
// Valid bodies to spoil one field at a time. A write not listed gets one made from its schema; either
// way it must pass the route's own schema, so a spoilt field is the only thing wrong with a probe.

const someUrl = 'https://shop.robtua.test/menu'
const contact = { company: 'Siam Coffee', phone: '0812345678', email: 'shop@robtua.test', website: someUrl, address: '1 Rama I Road\nPathum Wan', postcode: '10330' }
const examples: Record<string, () => unknown> = {
	'PATCH /v1/me': () => ({ firstName: 'Somchai', phoneNumber: '0812345678', birthday: '1990-04-13', city: 'Bangkok', aboutDescription: 'Roasting\nsince 2010' }),
	'PUT /v1/me/overview': () => ({ overview: 'Coffee roaster', specialty: 'Espresso' }),
	'PUT /v1/me/about': () => ({ title: 'About me', description: 'Roasting\nsince 2010' }),
	'POST /v1/me/education-experiences': () => ({ kind: 'education', title: 'BSc', organisation: 'Chulalongkorn', startsOn: '2010-06-01', endsOn: '2014-05-31', description: 'Food science' }),
	'PATCH /v1/me/education-experiences/{id}': () => ({ title: 'BSc', startsOn: '2010-06-01', endsOn: '2014-05-31', description: 'Food science', position: 1 }),
	// Pictures are only images this API stored (contracts/media.ts): none here, the picture tests have their own.
	'POST /v1/me/our-stories': () => ({ title: 'How we began', body: 'A cart in Siam', imageUrl: '' }),
	'PATCH /v1/me/our-stories/{id}': () => ({ title: 'How we began', body: 'A cart in Siam', position: 1 }),
	'POST /v1/me/skill-talents': () => ({ name: 'Latte art', level: 4 }),
	'PATCH /v1/me/skill-talents/{id}': () => ({ name: 'Latte art', level: 4, position: 1 }),
	'PUT /v1/me/links': () => ({ items: [{ label: 'Menu', url: someUrl }] }),
	'PUT /v1/me/business-info': () => ({ ...contact, positionTitle: 'Owner' }),
	'PUT /v1/me/images': () => ({ imageUrl: null, coverUrl: '' }),
	'POST /v1/me/content/work': () => ({ title: 'Cold brew', body: 'Steeped 18 hours', mine: true, url: someUrl, year: 2020, role: 'Roaster', imageUrl: '' }),
	'PATCH /v1/content/work/{id}': () => ({ title: 'Cold brew', year: 2021, role: 'Roaster' }),
	'POST /v1/business-accounts': () => ({ name: 'Siam Coffee Group' }),
	'POST /v1/business-accounts/{id}/business-users': () => ({ name: 'Siam Square', description: 'Our first shop' }),
	'POST /v1/business-users/{id}/members': () => ({ email: people.stranger.email }),
	'PATCH /v1/business-users/{id}/members/{profileUuid}': () => ({ isAdmin: false, grants: { content: { read: true, create: true } } }),
	'POST /v1/business-users/{id}/invites': () => ({ expiresInHours: 24 }),
	'POST /v1/me/collections': () => ({ name: 'Weekend coffee', description: 'To try\nsoon', visibility: 'public' }),
	'POST /v1/me/agenda/entries': () => ({ title: 'Dentist', startsAt: '2030-01-02T09:00:00+07:00', endsAt: '2030-01-02T10:00:00+07:00', location: { lat: 13.7456, lng: 100.5347 }, address: '1 Rama I Road, Pathum Wan', province: 'bangkok-pathum-wan', notes: 'Bring the card\nFloor 3' }),
	'PUT /v1/me/agenda/entries/{id}': () => ({ title: 'Dentist', startsAt: '2030-01-02T09:00:00+07:00', endsAt: '2030-01-02T10:00:00+07:00', location: null, address: null, province: null, notes: 'Floor 3' }),
	'PATCH /v1/collections/{id}': () => ({ name: 'Weekend coffee', description: 'To try', visibility: 'private' }),
	'PUT /v1/business-users/{id}/overview': () => ({ overview: 'The best beans' }),
	'PUT /v1/business-users/{id}/about/{part}': () => ({ text: 'Good coffee\nfor everyone' }),
	'PUT /v1/business-users/{id}/business-info': () => ({ ...contact, openingHours: 'Mon–Fri 8–18\nSat 9–17', promptPayId: '0812345678', taxId: '0105512345671', taxBranch: '00001' }),
	'PUT /v1/business-users/{id}/links': () => ({ items: [{ label: 'Menu', url: someUrl }] }),
	'PUT /v1/business-users/{id}/images': () => ({ imageUrl: null }),
	...Object.fromEntries(
		contentKindNames.flatMap((kind) => [
			[`POST /v1/me/content/${kind}`, () => contentExample(kind, files)],
			[`POST /v1/business-users/{id}/content/${kind}`, () => contentExample(kind, files)],
			[`PATCH /v1/content/${kind}/{id}`, () => contentExample(kind, files)],
		]),
	),
	'PUT /backoffice/v1/people/{uuid}/professional': () => ({ professional: true }),
	'POST /v1/me/cart/lines': () => ({ itemId: idsByCollection.catalogue, option: '1 kg', quantity: 1 }),
	'PATCH /v1/me/cart/lines/{id}': () => ({ quantity: 2 }),
	'POST /v1/me/business-orders/{id}/purchase-orders': () => ({
		delivery: 'deliver',
		address: '1 Rama I Road',
		postcode: '10330',
		phone: '0812345678',
		note: 'Ring twice',
		paymentMethod: 'card',
		expectedTotalSatang: 1,
		taxInvoice: { name: 'Lanna Print Co., Ltd.', taxId: '0994000165226', branch: '00000', address: '9 Nimman Soi 5\nChiang Mai 50200' },
	}),
	'POST /v1/me/purchase-orders/{id}/bill': () => ({ returnUri: 'http://localhost:3000/robtua-payment' }),
	'POST /v1/business-users/{id}/orders/{orderId}/actions': () => ({ action: 'markShipped', trackingNumber: 'TH0123456789' }),
	...Object.fromEntries(
		['/v1/chat/rooms/{id}/messages', '/v1/profiles/{uuid}/chat/messages', '/v1/business-users/{id}/chat/messages'].map((path) => [`POST ${path}`, () => ({ clientId: randomUUID(), text: 'Is it open\ntoday?' })]),
	),
	'PUT /v1/chat/rooms/{id}/read': () => ({ seq: 1 }),
	'POST /v1/chat/rooms/{id}/reports': () => ({ seq: 1, reason: 'Spam,\nagain' }),
	'PUT /v1/business-users/{id}/rewards': () => ({ bahtPerPoint: 25, counterPoints: 10, counterRadiusM: 200, counterLatitude: 13.7455, counterLongitude: 100.5341 }),
	'POST /v1/business-users/{id}/vouchers': () => ({
		title: 'Free latte',
		description: 'One a visit,\nany size',
		valueSatang: 9000,
		percent: null,
		pointsCost: 30,
		quantity: 100,
		perPerson: 1,
		validFrom: '2026-01-01T00:00:00+07:00',
		validUntil: '2030-01-01T00:00:00+07:00',
	}),
	'POST /v1/point-codes/{code}/collect': () => ({ latitude: 13.7455, longitude: 100.5341 }),
	'POST /v1/business-users/{id}/voucher-redemptions': () => ({ code: 'ABCDEFGHJK' }),
	'POST /v1/business-users/{id}/counter-orders/{counterOrderId}/lines': () => ({ itemId: idsByCollection.catalogue, option: '250 g', quantity: 1 }),
	'PATCH /v1/business-users/{id}/counter-orders/{counterOrderId}/lines/{lineId}': () => ({ quantity: 2 }),
	'PUT /v1/business-users/{id}/counter-orders/{counterOrderId}/check-out': () => ({ customer: idsByName.memberCode, paymentMethod: 'cash', cashReceivedSatang: 1_000_000 }),
	'POST /v1/business-users/{id}/counter-orders/{counterOrderId}/place': () => ({ expectedTotalSatang: 1 }),
	'POST /v1/business-users/{id}/counter-orders/{counterOrderId}/payment': () => ({ returnUri: 'http://localhost:3000/business-user/x/sale-screen' }),
	'POST /v1/business-users/{id}/packages': () => packageExample(),
	'PUT /v1/business-users/{id}/packages/{packageId}': () => packageExample(),
	'PUT /v1/me/data-exchange/{id}': () => ({ decision: 'allow', scopes: ['name', 'email'], noticeVersion: DATA_EXCHANGE_NOTICE_VERSION, language: 'th' }),
	'POST /v1/me/subscriptions': () => ({ packageId: idsByName.packageId, paymentMethod: 'card', returnUri: 'http://localhost:3000/subscription-account' }),
	'POST /v1/me/card': () => ({ returnUri: 'http://localhost:3000/subscription-account', subscriptionId: idsByName.subscriptionId }),
	'POST /v1/me/card/saved': () => ({ subscriptionId: idsByName.subscriptionId }),
	// Pictures are only images this API stored: none here (api/picture-fields.test.ts has them).
	'POST /v1/feedback': () => ({ subject: 'The map is slow', message: 'On phones,\nten seconds', pictureUrl: '', page: '/around-me?tab=map', locale: 'th' }),
	'POST /v1/feedback/{id}/replies': () => ({ message: 'Thank you,\nagain' }),
	'POST /backoffice/v1/feedback/{id}/answers': () => ({ message: 'Coming\nin May' }),
	'POST /v1/me/notifications/seen': () => ({ ids: [randomUUID()] }),
	'POST /v1/boards': () => ({ title: 'Where to park?', message: 'The soi is full\non Sundays', pictures: [], communityId: idsByName.communityId }),
	'PATCH /v1/boards/{id}': () => ({ title: 'Where to park on market day?', message: 'The soi is full', pictures: [] }),
	'POST /v1/boards/{id}/replies': () => ({ message: 'Behind the temple\nis free', pictures: [] }),
	'PATCH /v1/boards/{id}/replies/{no}': () => ({ message: 'Behind the temple' }),
	'PATCH /v1/content/board_post/{id}': () => ({ title: 'Where to park?', body: 'The soi is full', pictures: [] }),
	'POST /v1/open-tab/connects': () => contentExample('connect', files),
	'POST /v1/open-tab/connects/{id}/parts/{part}': () => ({ title: 'Feed 30 families', body: 'Each month,\nfrom the garden', imageUrl: null, businessUserId: null }),
	'PUT /v1/open-tab/connects/{id}/parts/{part}/{entryId}': () => ({ title: 'Feed 40 families', body: 'Each month', imageUrl: null, businessUserId: null }),
	'PUT /v1/open-tab/connects/{id}/request': () => ({ message: 'I can help\non Saturdays' }),
	'POST /v1/communities': () => ({ name: 'ชุมชนซอย 5', description: 'Neighbours of\nSoi 5', visibility: 'public', location: { lat: 13.7456, lng: 100.5347 }, address: 'Soi 5', province: 'Bangkok', locationExact: false, coverImageUrl: '' }),
	'PATCH /v1/communities/{id}': () => ({ name: 'Soi 5', description: 'Neighbours', visibility: 'private', location: null, address: null, province: null }),
	'POST /v1/communities/{id}/invitations': () => ({ email: people.stranger.email }),
	'PUT /v1/communities/{id}/members/{uuid}/role': () => ({ role: 'moderator' }),
}

/** A full, valid item of each kind of content: every field the kind takes, so each can be spoilt. */
function resolve(schema: JsonSchema): JsonSchema {
	if (!schema.$ref) return schema
	return resolve(document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {})
}

/** The schema without its null alternative, and whether null is allowed. */
function unwrap(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
	const resolved = resolve(schema)
	const options = resolved.anyOf ?? resolved.oneOf
	if (options) {
		const rest = options.map(resolve).filter((option) => option.type !== 'null')
		return { schema: rest.length === 1 && rest[0] ? rest[0] : resolved, nullable: rest.length < options.length }
	}
	if (Array.isArray(resolved.type)) {
		const [type] = resolved.type.filter((name) => name !== 'null')
		return { schema: { ...resolved, type }, nullable: resolved.type.includes('null') }
	}
	return { schema: resolved, nullable: false }
}

/** A value the schema takes, as far as its JSON Schema tells (refinements it cannot). */
function sample(schema: JsonSchema): unknown {
	const { schema: inner } = unwrap(schema)
	if (inner.default !== undefined) return inner.default
	if (inner.enum) return inner.enum[0]
	if (inner.type === 'object') return Object.fromEntries((inner.required ?? []).map((name) => [name, sample(inner.properties?.[name] ?? {})]))
	if (inner.type === 'array') return []
	if (inner.type === 'boolean') return true
	if (inner.type === 'integer' || inner.type === 'number') return inner.minimum ?? 1
	if (inner.format === 'date') return '2000-01-01'
	if (inner.format === 'email') return 'someone@robtua.test'
	if (inner.format === 'uuid') return randomUUID()
	return 'Robtua'
}

const jsonSchemaOf = (write: Write) => write.operation.requestBody?.content['application/json']?.schema

/** The route's own zod schema for its JSON body (from the same registry the document is made from). */
function zodBodyOf(write: Write): z.ZodType | undefined {
	for (const definition of api.app.openAPIRegistry.definitions) {
		if (definition.type !== 'route' || definition.route.method.toUpperCase() !== write.method || definition.route.path !== write.path) continue
		return (definition.route.request?.body?.content as Record<string, { schema?: z.ZodType }> | undefined)?.['application/json']?.schema
	}
	return undefined
}

const packageExample = () => ({ name: 'Gold club', priceSatang: 29900, period: 'month', benefits: ['A free coffee a week'], tier: 'Gold', trialDays: 7, vouchers: [{ voucherId: idsByName.voucherId, quantity: 1 }] })

const exampleOf = (write: Write) => (examples[write.key] ?? (() => sample(jsonSchemaOf(write) ?? {})))() as Record<string, unknown>

// ---------------------------------------------------------------------------
// The catalogue

const LONG = 1024 * 1024
const controls = {
	'NUL inside': 'Siam\u0000Square',
	'only NUL': '\u0000',
	'a bell (C0)': 'Siam\u0007Square',
	'an escape sequence': '\u001b[2J\u001b[31mred',
	DEL: 'Siam\u007fSquare',
	'next line (C1)': 'Siam\u0085Square',
	'a C1 control': 'Siam\u009bSquare',
	'a high surrogate alone': 'Siam\ud83dSquare',
	'a low surrogate alone': '\ude00',
}
// Date-times zod's ISO 8601 takes that no day of ours is (the date rule, contracts/dates.ts): before 1900 or
// after 2100 as written, and past what the database keeps once moved to UTC (years 1 to 9999).
const impossibleMoments = ['0000-06-01T00:00:00Z', '9999-12-31T23:59:59-12:00', '0001-01-01T00:00:00+00:01', '1899-12-31T23:59:59+07:00', '2101-01-01T00:00:00Z', '2024-02-30T10:00:00+07:00', '2024-01-01T10:00:00', '2024-01-01', '+012024-01-01T00:00:00Z']
const impossibleDays = ['0000-01-01', '2024-02-31', '2023-02-29', '1900-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '1234567890-01-01', '-0001-01-01', '2024-1-1', '20240101', '2024-01-01T00:00:00Z', '1899-12-31', '2101-01-01', '9999-12-31']
const wrongTypes = { 'an array': ['Robtua'], 'an object': { Robtua: true }, 'a nested array': JSON.parse(`${'['.repeat(500)}1${']'.repeat(500)}`) as unknown }

/** Values `schema` refuses, each with what it is. */
function spoilt(schema: JsonSchema): Array<[string, unknown]> {
	const { schema: inner, nullable } = unwrap(schema)
	const values: Array<[string, unknown]> = Object.entries(wrongTypes)
	if (!nullable) values.push(['null', null])
	if (inner.enum) return [...values, ['not one of its values', 'nope'], ['empty', ''], ['its value in capitals', String(inner.enum[0]).toUpperCase()], ['a number', 42]]
	switch (inner.type) {
		case 'string':
			values.push(['a number', 42], ['a boolean', true], ...Object.entries(controls))
			if (inner.format === 'date') values.push(...impossibleDays.map((day): [string, unknown] => [`the day ${day}`, day]))
			if (inner.format === 'date-time') values.push(...impossibleMoments.map((moment): [string, unknown] => [`the moment ${moment}`, moment]))
			// Latin and Thai (three bytes a letter): a limit is of characters, whatever their bytes.
			if (inner.maxLength !== undefined) values.push(['one character too long', 'x'.repeat(inner.maxLength + 1)], ['one Thai letter too long', 'ก'.repeat(inner.maxLength + 1)])
			return values
		case 'integer':
		case 'number':
			values.push(['a numeric string', '1'], ['a boolean', true], ['1e308', 1e308], ['-1e308', -1e308], ['2^53 + 2', 2 ** 53 + 2], ['Infinity (1e400)', '__INFINITY__'])
			if (inner.type === 'integer') values.push(['a fraction', 1.5])
			if (inner.minimum !== undefined) values.push(['below its minimum', inner.minimum - 1], ['far below', -2_147_483_649])
			if (inner.maximum !== undefined) values.push(['above its maximum', inner.maximum + 1], ['far above', 2_147_483_648])
			return values
		case 'boolean':
			return [...values, ['a string', 'true'], ['a number', 1], ['a string with NUL', 'true\u0000']]
		case 'array':
			return [...values.filter(([what]) => what !== 'an array'), ['a string', 'Robtua'], ['an array of numbers', [1, 2]], ['an array of NULs', ['\u0000']], ...(inner.maxItems !== undefined ? [['one item too many', Array.from({ length: inner.maxItems + 1 }, () => sample(inner.items ?? {}))] as [string, unknown]] : [])]
		case 'object':
			return [...values.filter(([what]) => what !== 'an object'), ['a string', 'Robtua'], ['a number', 42]]
		default:
			return values
	}
}

type Field = { path: Array<string | number>; schema: JsonSchema; required: boolean }

/** Every field of a body (into objects and the first item of lists), with its schema. */
function fieldsOf(schema: JsonSchema, value: unknown, path: Array<string | number> = []): Field[] {
	const { schema: inner } = unwrap(schema)
	if (inner.type === 'object' && inner.properties && typeof value === 'object' && value !== null) {
		return Object.entries(inner.properties).flatMap(([name, child]) => {
			const required = inner.required?.includes(name) ?? false
			const own: Field = { path: [...path, name], schema: child, required }
			return [own, ...fieldsOf(child, (value as Record<string, unknown>)[name], [...path, name])]
		})
	}
	if (inner.type === 'array' && inner.items && Array.isArray(value) && value.length > 0) return fieldsOf(inner.items, value[0], [...path, 0])
	return []
}

function withField(body: unknown, path: Array<string | number>, value: unknown | typeof REMOVE): unknown {
	const copy = structuredClone(body) as Record<string | number, unknown>
	let at: Record<string | number, unknown> = copy
	for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>
	const last = path.at(-1)!
	if (value === REMOVE) delete at[last]
	else at[last] = value
	return copy
}
const REMOVE = Symbol('remove')

const json = (value: unknown) => JSON.stringify(value).replaceAll('"__INFINITY__"', '1e400')

function bodyProbes(write: Write): Probe[] {
	const schema = jsonSchemaOf(write)
	if (!schema) return []
	const base = exampleOf(write)
	const probes: Probe[] = []
	const add = (label: string, body: Probe['body'], contentType?: string | null) => probes.push({ write, label, body, contentType })
	// Where a spoilt value goes: a text field, else any field (never an unknown one, which would be dropped).
	const fields = fieldsOf(schema, base)
	const textAt = (fields.find((field) => unwrap(field.schema).schema.type === 'string') ?? fields[0])?.path ?? ['text']

	// The body as a whole.
	for (const text of ['{', '{"a":', '{"a":1,}', "{'a':1}", '{"a":1}}', '{"a":undefined}', 'NaN', '\u0000', ' ', `${json(base)}garbage`]) add(`malformed JSON ${JSON.stringify(text).slice(0, 20)}`, text)
	for (const text of ['[]', `[${json(base)}]`, 'null', '42', '"Robtua"', 'true']) add(`a JSON ${text.slice(0, 12)} instead of an object`, text)
	add('a __proto__ key', `{"__proto__":{"isAdmin":true},${json(base).slice(1)}`)
	add('a __proto__ key inside', json(withField(base, textAt, '__SLOT__')).replace('"__SLOT__"', '{"__proto__":{"polluted":true}}'))
	add('nesting 20 000 deep', json(withField(base, textAt, '__SLOT__')).replace('"__SLOT__"', `${'['.repeat(20_000)}${']'.repeat(20_000)}`))
	add('a field of 1 MB (over the body limit)', json(withField(base, textAt, 'x'.repeat(LONG))))
	const bytes = new TextEncoder().encode(json(withField(base, textAt, '__SLOT__')))
	const slot = new TextEncoder().encode('__SLOT__')
	const at = bytes.findIndex((_, index) => slot.every((byte, offset) => bytes[index + offset] === byte))
	add('bytes that are not UTF-8', new Uint8Array([...bytes.slice(0, at), 0xff, 0xfe, 0xc3, ...bytes.slice(at + slot.length)]), 'application/json')
	add('no body', undefined, 'application/json')
	// The wrong media type.
	for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', 'application/json; charset=latin1']) {
		add(`sent as ${contentType}`, json(base), contentType)
	}
	// Bytes, not a string: fetch would label a string text/plain.
	add('a body with no media type', new TextEncoder().encode(json(base)), null)
	// One field at a time.
	for (const field of fields) {
		const name = field.path.join('.')
		for (const [what, value] of spoilt(field.schema)) add(`${name}: ${what}`, json(withField(base, field.path, value)))
		if (field.required) add(`${name}: missing`, json(withField(base, field.path, REMOVE)))
	}
	return probes
}

function uploadProbes(write: Write): Probe[] {
	if (!write.operation.requestBody?.content['multipart/form-data']) return []
	const form = (entries: Array<[string, string | Blob]>) => {
		const data = new FormData()
		for (const [name, value] of entries) data.append(name, value)
		return data
	}
	const file = (text: string, type = 'image/png') => new Blob([text], { type })
	return [
		{ label: 'JSON instead of a form', body: json({ purpose: 'avatar', file: 'x' }) },
		{ label: 'no file', body: form([['purpose', 'avatar']]) },
		{ label: 'the file as text', body: form([['purpose', 'avatar'], ['file', 'just text']]) },
		{ label: 'not an image', body: form([['purpose', 'avatar'], ['file', file('<svg onload=alert(1)>', 'image/svg+xml')]]) },
		{ label: 'no purpose', body: form([['file', file('x')]]) },
		{ label: 'an unknown purpose', body: form([['purpose', 'banner'], ['file', file('x')]]) },
		{ label: 'a purpose with NUL', body: form([['purpose', 'avatar\u0000'], ['file', file('x')]]) },
		{ label: 'a broken multipart body', body: '--x\r\nContent-Disposition: form-data; name="purpose"\r\n\r\navatar', contentType: 'multipart/form-data; boundary=y' },
	].map((probe) => ({ write, ...probe }))
}

const junkParameters = [
	'not-a-uuid',
	'%00',
	'a%00b',
	'%E0%A4%A',
	'%ff%fe',
	'..%2F..%2Fetc%2Fpasswd',
	"'%20OR%201%3D1--",
	'%3Cscript%3Ealert(1)%3C%2Fscript%3E',
	'x'.repeat(3000),
	'00000000-0000-0000-0000-000000000000',
	'ffffffff-ffff-ffff-ffff-ffffffffffff',
	randomUUID(),
	'-1',
	'1e999',
]

/** Header values fetch can send (no NUL or line breaks) that are not keys. */
const junkIdempotencyKeys = [
	'',
	'short',
	'x'.repeat(129),
	'x'.repeat(8000),
	'has spaces in it',
	'../../../etc/passwd',
	"'; DROP TABLE idempotency_keys;--",
	'<script>alert(1)</script>',
	`${randomUUID()}, ${randomUUID()}`,
	'clé-clé-clé-clé',
	'%00%00%00%00%00%00',
]

function requestProbes(write: Write): Probe[] {
	const base = jsonSchemaOf(write) ? json(exampleOf(write)) : undefined
	const probes: Probe[] = []
	const add = (probe: Omit<Probe, 'write'>) => probes.push({ write, body: base, ...probe })
	for (const parameter of write.operation.parameters?.filter((candidate) => candidate.in === 'path') ?? []) {
		for (const value of junkParameters) add({ label: `${parameter.name} = ${value.slice(0, 24)}`, path: pathOf(write, { name: parameter.name, value }) })
	}
	for (const query of ['?__proto__=1', '?admin=true', '?limit=1e999&cursor=%00', '?id=1&id=2']) add({ label: `query ${query}`, query })
	add({ label: 'no token', as: 'nobody' })
	add({ label: 'a Basic token', as: { authorization: 'Basic cm9idHVhOnJvYnR1YQ==' } })
	add({ label: 'a forged token', as: { authorization: `Bearer ${'x'.repeat(8000)}` } })
	add({ label: 'a forged business-user token', as: { businessUser: 'Bearer not.a.token' } })
	// A create that takes an Idempotency-Key, sent a key it does not take (with a body it would take).
	if (write.operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key')) {
		for (const key of junkIdempotencyKeys) add({ label: `Idempotency-Key ${JSON.stringify(key).slice(0, 24)}`, headers: { 'Idempotency-Key': key } })
	}
	// Somebody with no part in what the path names (only where the endpoint says it refuses them).
	// A write anyone signed in may make on what they can see (following, liking) has no stranger to refuse: its own tests ask with items they cannot see.
	const openToAnyone = (write.operation as { 'x-anyone-signed-in'?: boolean })['x-anyone-signed-in'] === true
	const refusesOthers = !openToAnyone && ('403' in write.operation.responses || '404' in write.operation.responses)
	if (refusesOthers && (write.path.includes('{') || write.path.startsWith('/backoffice/'))) add({ label: 'a stranger', as: 'stranger' })
	// A body-less write takes no body, but a broken one is still refused before it runs.
	if (!base) for (const text of ['{', '[]', 'null']) add({ label: `a body-less write sent ${text}`, body: text })
	add({ label: 'a body over the limit', body: json({ filler: 'x'.repeat(LONG) }) })
	return probes
}

// ---------------------------------------------------------------------------
// What is stored

/** Every row of every table, in a stable order. */
async function everything() {
	const snapshot: Record<string, string[]> = {}
	for (const [name, table] of Object.entries(tables)) {
		if (!is(table, PgTable)) continue
		const rows = await api.db.select().from(table)
		snapshot[name] = rows.map((row) => JSON.stringify(row)).sort()
	}
	return snapshot
}

/** How many answers had each status, for the test's output. */
function statusesOf(answers: Array<{ status: number }>) {
	const counts: Record<number, number> = {}
	for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1
	return JSON.stringify(counts)
}

/** A problem that says what was wrong: a detail, or a message for some field. */
function problemIsClear(body: string) {
	try {
		const problem = JSON.parse(body) as { detail?: string; errors?: Record<string, string[]> }
		return (typeof problem.detail === 'string' && problem.detail.trim() !== '') || Object.values(problem.errors ?? {}).some((messages) => messages.length > 0)
	} catch {
		return false
	}
}

// ---------------------------------------------------------------------------

describe('hostile input', () => {
	test('every write is found in the OpenAPI document, with a body this test can spoil', () => {
		expect(writes.length).toBeGreaterThanOrEqual(25)
		expect(writes.map((write) => write.key)).toEqual(expect.arrayContaining(['PATCH /v1/me', 'POST /v1/media/images', 'PUT /backoffice/v1/people/{uuid}/professional']))
		for (const write of writes) {
			const schema = zodBodyOf(write)
			if (!schema) continue
			const parsed = schema.safeParse(exampleOf(write))
			expect(parsed.success, `${write.key}: its example (made from its schema when not listed) is not valid; add one to \`examples\`: ${parsed.error?.message}`).toBe(true)
		}
	})

	test('bad requests to every write: never a 5xx, always a 4xx problem that says what was wrong, nothing stored', async () => {
		const probes = writes.flatMap((write) => [...bodyProbes(write), ...uploadProbes(write), ...requestProbes(write)])
		const before = await everything()
		const answers = await run(probes)
		const after = await everything()

		console.info(`hostile input: ${answers.length} bad requests to ${writes.length} writes; statuses ${statusesOf(answers)}`)

		const wrong = answers
			.filter(({ probe, status, contentType, body }) => {
				const allowed = refusals.has(status) || (status >= 400 && status < 500 && String(status) in probe.write.operation.responses)
				return !allowed || contentType !== 'application/problem+json' || !problemIsClear(body)
			})
			.map(({ probe, status, body }) => `${probe.write.key} [${probe.label}] → ${status} ${body.slice(0, 160)}`)
		expect(wrong).toEqual([])
		expect(answers.length).toBeGreaterThanOrEqual(500)
		expect(after).toEqual(before)
		// Every create takes a key, and refuses each bad one as such.
		const keyAnswers = answers.filter(({ probe }) => probe.headers?.['Idempotency-Key'] !== undefined)
		expect(keyAnswers.length).toBeGreaterThanOrEqual(8 * junkIdempotencyKeys.length)
		expect(keyAnswers.filter(({ status, body }) => status !== 400 || !body.includes('"invalid_idempotency_key"')).map(({ probe, status }) => `${probe.write.key} [${probe.label}] → ${status}`)).toEqual([])
	}, 300_000)

	test('methods a write’s path does not answer, TRACE among them, over HTTP (fetch cannot send TRACE): 405 with Allow', async () => {
		const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' })
		await once(server, 'listening')
		const { port } = server.address() as AddressInfo
		const ask = (method: string, path: string) =>
			new Promise<{ status: number; allow?: string; contentType?: string }>((resolve, reject) => {
				const request = httpRequest({ host: '127.0.0.1', port, method, path, headers: { Authorization: `Bearer ${people.owner.token}` } }, (response) => {
					response.resume()
					response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, contentType: response.headers['content-type'] }))
				})
				request.on('error', reject)
				request.end()
			})
		try {
			const wrong: string[] = []
			let sent = 0
			for (const path of new Set(writes.map((write) => write.path))) {
				const served = Object.keys(document.paths[path] ?? {}).map((method) => method.toUpperCase())
				for (const method of ['TRACE', 'PROPFIND', 'PURGE', ...['GET', 'PUT', 'PATCH', 'DELETE', 'POST'].filter((candidate) => !served.includes(candidate))]) {
					const answer = await ask(method, pathOf({ method, path, operation: { responses: {} }, key: '' }))
					sent++
					if (answer.status !== 405 || !answer.allow?.includes(served[0] ?? '') || answer.contentType !== 'application/problem+json') wrong.push(`${method} ${path} → ${answer.status} Allow: ${answer.allow}`)
				}
			}
			console.info(`methods not served: ${sent} requests to ${new Set(writes.map((write) => write.path)).size} paths, all 405`)
			expect(wrong).toEqual([])
		} finally {
			server.close()
		}
	})

	test('bad requests to every read: never a 5xx; a refusal is a 4xx problem', async () => {
		const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
		const junkQueries = [
			'',
			'%00',
			'x'.repeat(3000),
			'-1',
			'1e999',
			'NaN',
			'[]',
			'%E0%A4%A',
			cursor(['0000-00-00T99:99:99.000000Z', '00000000-0000-0000-0000-000000000000']),
			cursor(['2024-02-31T00:00:00.000000Z', randomUUID()]),
			cursor(['0000-01-01T00:00:00.000000Z', randomUUID()]),
			cursor(['2024-01-01T00:00:00.000000Z', 'not-a-uuid']),
			cursor({}),
			'NaN,NaN',
			'91,0',
			'0,181',
			'13.7,100.5,1',
		]
		const reads = Object.entries(document.paths).flatMap(([path, item]) =>
			item.get && !streamsEvents(item.get) ? [{ method: 'GET', path, operation: item.get, key: `GET ${path}` }] : [],
		)
		const probes: Probe[] = []
		for (const read of reads) {
			const parameters = read.operation.parameters ?? []
			for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
				for (const value of junkParameters) probes.push({ write: read, label: `${parameter.name} = ${value.slice(0, 24)}`, path: pathOf(read, { name: parameter.name, value }) })
			}
			for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
				for (const value of junkQueries) probes.push({ write: read, label: `?${parameter.name}=${value.slice(0, 24)}`, query: `?${parameter.name}=${value.startsWith('%') ? value : encodeURIComponent(value)}` })
			}
		}
		const answers = await run(probes)
		console.info(`hostile reads: ${answers.length} requests to ${reads.length} reads; statuses ${statusesOf(answers)}`)
		const wrong = answers
			.filter(({ status, contentType, body }) => status >= 500 || (status >= 400 && !(contentType === 'application/problem+json' && problemIsClear(body))))
			.map(({ probe, status, body }) => `${probe.write.key} [${probe.label}] → ${status} ${body.slice(0, 160)}`)
		expect(wrong).toEqual([])
	}, 300_000)

	test('hostile but valid text (SQL, HTML, script) is kept as sent, or refused by the field’s own rule; never a 5xx', async () => {
		// The last, cut to each field's limit: Thai at its longest (three bytes a letter).
		const texts = ["Robert'); DROP TABLE profiles;--", '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>', '{{constructor.constructor("alert(1)")()}} ${7*7} %s%n', 'ร้านกาแฟ ☕ 😀 \u202Eevil \u200B', 'ก'.repeat(15_000)]
		const probes: Probe[] = []
		for (const write of writes) {
			const schema = jsonSchemaOf(write)
			if (!schema) continue
			const base = exampleOf(write)
			for (const field of fieldsOf(schema, base)) {
				const { schema: inner } = unwrap(field.schema)
				if (inner.type !== 'string' || inner.enum || inner.format) continue
				// A fresh example each time: a message's clientId sent twice would answer the first message.
				for (const text of texts) probes.push({ write, label: `${field.path.join('.')}: ${text.slice(0, 16)}`, body: json(withField(exampleOf(write), field.path, text.slice(0, inner.maxLength))) })
			}
		}
		const answers = await run(probes, 4)
		console.info(`hostile but valid text: ${answers.length} requests; statuses ${statusesOf(answers)}`)
		const wrong = answers
			.filter(({ status, contentType, body }) => (status >= 300 ? !(status < 500 && contentType === 'application/problem+json' && problemIsClear(body)) : status < 200))
			.map(({ probe, status, body }) => `${probe.write.key} [${probe.label}] → ${status} ${body.slice(0, 160)}`)
		expect(wrong).toEqual([])
		// What was kept comes back as it was sent: stored as data, never run as SQL.
		const kept = answers.filter(({ status, body }) => status < 300 && body !== '')
		expect(kept.length).toBeGreaterThan(50)
		for (const { probe, body } of kept) {
			const sent = JSON.parse(probe.body as string) as unknown
			const texts = JSON.stringify(sent).match(/"(?:[^"\\]|\\.)*"/g) ?? []
			const hostile = texts.find((text) => /DROP TABLE|<script>|constructor\.constructor|ร้านกาแฟ/.test(text))
			if (hostile) expect(body, probe.label).toContain(hostile.slice(1, -1).trim())
		}
		expect((await api.call('GET', `/v1/profiles/${people.owner.uuid}/page`, { token: people.owner.token })).status).toBe(200)
	}, 300_000)
})
