import { describe, expect, test, vi } from 'vitest'
import { ApiError } from '#app/api/errors.ts'
import type { ProductApiCaller } from '#app/api/product-api.server.ts'
import { imagesBody } from '#app/media/picture-rule.ts'
import { picturesOf } from '#app/media/pictures.ts'
import { overviewFields } from '#app/profile/form-fields.ts'
import { overviewSchema } from '#app/profile/forms.ts'
import { saveOneForm } from './one-form-page.server.ts'

vi.mock('#app/toast/toast.server.ts', () => ({
	redirectWithSuccess: (to: string, message: string) => new Response(null, { status: 302, headers: { Location: to, 'X-Toast': encodeURIComponent(message) } }),
}))

// A one-form page whose form has pictures (a profile's overview: its text, picture and cover): one "Save"
// saves them all, and a save that fails keeps the picture already uploaded (ADR 0012).

const saved = '/media/0123456789abcdef0123456789abcdef-960.webp'
const uploaded = '/media/fedcba9876543210fedcba9876543210-96.webp'
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])], 'me.png', { type: 'image/png' })

function overviewPost(fields: Array<[string, string | File]>) {
	const form = new FormData()
	for (const [name, value] of fields) form.append(name, value)
	return new Request('http://web.test/profiles/x/form/overview', { method: 'POST', body: form })
}

function run(request: Request, save = vi.fn(async (): Promise<unknown> => undefined)) {
	const post = vi.fn(async () => ({ url: uploaded }))
	const answer = saveOneForm({
		request,
		form: { namespace: 'profile', labels: 'forms.overview' },
		schema: overviewSchema,
		pictures: { api: { post } as unknown as ProductApiCaller, fields: picturesOf(overviewFields) },
		save,
		doneTo: '/profiles/x',
	})
	return { post, save, answer }
}

type Reply = { data: { result: { initialValue: Record<string, unknown>; error: Record<string, string[]> } }; init: { status: number } }

describe('a one-form page with pictures', () => {
	test('its one Save uploads the picture chosen and saves it with the text and the cover kept', async () => {
		const { post, save, answer } = run(overviewPost([['overview', 'Weaver in Nan'], ['imageUrl', ''], ['files.imageUrl', png()], ['coverUrl', saved]]))
		const response = (await answer) as Response
		expect(response.headers.get('Location')).toBe('/profiles/x')
		expect(decodeURIComponent(response.headers.get('X-Toast')!)).toBe('Saved.')
		expect(post).toHaveBeenCalledTimes(1)
		expect(save).toHaveBeenCalledWith(expect.objectContaining({ overview: 'Weaver in Nan', imageUrl: uploaded, coverUrl: saved }))
	})

	test('a save refused for the text comes back with the picture uploaded in its field, nothing saved', async () => {
		const { save, answer } = run(overviewPost([['overview', 'x'.repeat(301)], ['imageUrl', ''], ['files.imageUrl', png()], ['coverUrl', '']]))
		const reply = (await answer) as unknown as Reply
		expect(reply.init.status).toBe(400)
		expect(reply.data.result.error.overview).toBeDefined()
		expect(reply.data.result.initialValue).toMatchObject({ overview: 'x'.repeat(301), imageUrl: uploaded })
		expect(save).not.toHaveBeenCalled()
	})

	test.each([
		['refused by the API', new ApiError('bad-request', 'PUT', '/v1/me/images', 400), 400],
		['the API unreachable', new ApiError('network', 'PUT', '/v1/me/images'), 503],
	] as const)('a save %s comes back with the picture uploaded in its field', async (_case, error, status) => {
		const save = vi.fn(async () => Promise.reject(error))
		const reply = (await run(overviewPost([['overview', 'Weaver in Nan'], ['imageUrl', ''], ['files.imageUrl', png()], ['coverUrl', '']]), save).answer) as unknown as Reply
		expect(reply.init.status).toBe(status)
		expect(reply.data.result.initialValue).toMatchObject({ overview: 'Weaver in Nan', imageUrl: uploaded })
	})

	test('"Remove picture" empties it: the API is sent null for it', async () => {
		const { save, answer } = run(overviewPost([['imageUrl', saved], ['remove.imageUrl', 'on'], ['coverUrl', saved]]))
		await answer
		const [value] = save.mock.calls[0] as unknown as [{ imageUrl?: string; coverUrl?: string }]
		expect(imagesBody(value)).toEqual({ imageUrl: null, coverUrl: saved })
	})
})
