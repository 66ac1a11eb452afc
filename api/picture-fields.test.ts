import { beforeAll, describe, expect, test } from 'vitest'
import { useHarness } from '#api/testing/use-harness.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import type { BusinessAccount, BusinessUser } from '#contracts/business.ts'
import { NOT_A_STORED_IMAGE } from '#contracts/media.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import type { OurStory } from '#contracts/profile-page.ts'

// Every picture field of the API takes only an image POST /v1/media/images stored (docs/architecture.md#realtime-maps-media-search-and-payments,
// "picture fields accept only our own uploads"): one schema (contracts/media.ts storedImageUrlSchema),
// checked against the media service's address and store for every request (api/media/stored-image-check.ts).

const api = useHarness()
let token: string
let upload: () => Promise<string>
let story: OurStory
let work: ContentItem<'work'>
let businessUser: BusinessUser

beforeAll(async () => {
	token = (await api.person({ professional: true })).token
	upload = async () => (await api.uploadImage(token)).url
	story = await ok<OurStory>(await api.call('POST', '/v1/me/our-stories', { token, body: { title: 'How the garden began' } }), 201)
	work = await ok<ContentItem<'work'>>(await api.call('POST', '/v1/me/content/work', { token, body: { title: 'Seed catalogue', mine: true } }), 201)
	const account = await ok<BusinessAccount>(await api.call('POST', '/v1/business-accounts', { token, body: { name: 'Siam Coffee' } }), 201)
	businessUser = await ok<BusinessUser>(await api.call('POST', `/v1/business-accounts/${account.id}/business-users`, { token, body: { name: 'Siam Coffee — Siam Square' } }), 201)
}, 60_000)

/** `list`: the field is a list of pictures (content's `pictures`), sent and answered as one. */
type PictureField = { label: string; method: string; path: () => string; field: string; body?: Record<string, unknown>; inDetails?: boolean; list?: boolean }

const pictureFields: PictureField[] = [
	{ label: 'my avatar', method: 'PUT', path: () => '/v1/me/images', field: 'imageUrl' },
	{ label: 'my cover', method: 'PUT', path: () => '/v1/me/images', field: 'coverUrl' },
	{ label: 'a new story of mine', method: 'POST', path: () => '/v1/me/our-stories', field: 'imageUrl', body: { title: 'A story' } },
	{ label: 'a story of mine, changed', method: 'PATCH', path: () => `/v1/me/our-stories/${story.id}`, field: 'imageUrl' },
	{ label: 'a new work of mine', method: 'POST', path: () => '/v1/me/content/work', field: 'imageUrl', body: { title: 'A work', mine: true }, inDetails: true },
	{ label: 'a work of mine, changed', method: 'PATCH', path: () => `/v1/content/work/${work.id}`, field: 'imageUrl', inDetails: true },
	{ label: "a business user's avatar", method: 'PUT', path: () => `/v1/business-users/${businessUser.id}/images`, field: 'imageUrl' },
	{ label: "a business user's cover", method: 'PUT', path: () => `/v1/business-users/${businessUser.id}/images`, field: 'coverUrl' },
	{ label: "a business user's new story", method: 'POST', path: () => `/v1/business-users/${businessUser.id}/content/story`, field: 'pictures', body: { title: 'A story', body: 'Cold brew' }, list: true },
	{ label: 'a new catalogue item of mine', method: 'POST', path: () => '/v1/me/content/catalogue', field: 'pictures', body: { title: 'Beans' }, list: true },
	{ label: 'a new announcement of mine', method: 'POST', path: () => '/v1/me/content/announce', field: 'pictures', body: { title: 'Market on Sunday' }, list: true },
	{ label: 'feedback of mine', method: 'POST', path: () => '/v1/feedback', field: 'pictureUrl', body: { subject: 'The map', message: 'Slow' } },
]

const refused = [
	'https://evil.example/pixel.gif',
	'//evil.example/x',
	'/media/../x',
	'javascript:alert(document.cookie)',
	'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
	// Our key's form, elsewhere or never stored.
	'https://evil.example/media/0123456789abcdef0123456789abcdef-960.webp',
	'//evil.example/media/0123456789abcdef0123456789abcdef-960.webp',
	'/elsewhere/0123456789abcdef0123456789abcdef-960.webp',
	'/media/0123456789abcdef0123456789abcdef-960.webp',
	'/media/0123456789abcdef0123456789abcdef-960.webp?x=1',
]

describe.each(pictureFields)('$label ($method $field)', ({ method, path, field, body = {}, inDetails = false, list = false }) => {
	// A content item answers its kind's own fields in `details`; a list, its pictures in order.
	const answered = (saved: Record<string, unknown>) => (inDetails ? (saved.details as Record<string, unknown>) : saved)[field]
	const sent = (url: string) => (list ? [url] : url)
	test.each(refused)('refuses %j (400)', async (url) => {
		const problem = await problemOf(await api.call(method, path(), { token, body: { ...body, [field]: sent(url) } }), 400, 'validation_failed')
		expect(problem.errors).toEqual({ [list ? `${field}.0` : field]: [NOT_A_STORED_IMAGE] })
	})

	test(list ? "takes uploads' URLs, and [] for none" : "takes an upload's URL, and '' or null for none", async () => {
		const url = await upload()
		const saved = await ok<Record<string, unknown>>(await api.call(method, path(), { token, body: { ...body, [field]: sent(url) } }), method === 'POST' ? 201 : 200)
		expect(answered(saved)).toEqual(sent(url))
		for (const none of list ? [[]] : ['', null]) {
			const cleared = await ok<Record<string, unknown>>(await api.call(method, path(), { token, body: { ...body, [field]: none } }), method === 'POST' ? 201 : 200)
			expect(answered(cleared)).toEqual(list ? [] : null)
		}
	})
})

test('every picture field of every request is a stored image (a new one cannot forget)', async () => {
	type Schema = { type?: string | string[]; description?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; $ref?: string }
	const document = (await (await api.call('GET', '/openapi.json')).json()) as {
		paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>
		components: { schemas: Record<string, Schema> }
	}
	const resolve = (schema: Schema) => (schema.$ref ? document.components.schemas[schema.$ref.split('/').at(-1)!]! : schema)
	const found: string[] = []
	function visit(schema: Schema, where: string) {
		schema = resolve(schema)
		for (const [name, property] of Object.entries(schema.properties ?? {})) {
			const resolved = resolve(property)
			if (/image|cover|picture|photo/i.test(name) && name !== 'file') {
				found.push(`${where}.${name}`)
				expect(resolved.description, `${where}.${name}`).toMatch(/POST \/v1\/media\/images answered/)
			}
			visit(resolved, `${where}.${name}`)
		}
		if (schema.items) visit(schema.items, `${where}[]`)
		for (const option of schema.anyOf ?? []) visit(option, where)
	}
	for (const [path, operations] of Object.entries(document.paths)) {
		for (const [method, operation] of Object.entries(operations)) {
			const schema = operation.requestBody?.content['application/json']?.schema
			if (schema) visit(schema, `${method.toUpperCase()} ${path}`)
		}
	}
	// The fields above, so the walk is known to see them.
	expect(found.length).toBeGreaterThanOrEqual(pictureFields.length)
})
