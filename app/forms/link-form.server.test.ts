import { describe, expect, test, vi } from 'vitest'
import { ApiError } from '#app/api/errors.ts'
import { linkFormAction } from './link-form.server.ts'

vi.mock('#app/toast/toast.server.ts', () => ({
	redirectWithSuccess: (to: string, message: string) => new Response(null, { status: 302, headers: { Location: to, 'X-Toast': encodeURIComponent(message) } }),
}))

// The links form of a person's profile and a business user's: the whole list is written each time.
const link = (id: string, label = `Link ${id}`) => ({ id, label, url: `https://shop.example/${id}` })
const request = new Request('http://web.test/business-user/1/form/link', { method: 'POST' })

function form(fields: Record<string, string>) {
	const formData = new FormData()
	for (const [name, value] of Object.entries(fields)) formData.set(name, value)
	return formData
}

function run(fields: Record<string, string>, links: ReturnType<typeof link>[], { limit, save = vi.fn(async () => undefined) }: { limit?: number; save?: (items: unknown) => Promise<unknown> } = {}) {
	const options = { request, links: async () => links, save, formTo: '/form/link', doneTo: '/home', messages: { added: 'Link added.', removed: 'Link removed.' }, limit }
	return { save, response: linkFormAction({ ...options, formData: form(fields) }) }
}

const replyOf = async (response: unknown) => (response as { data: { result: { error: Record<string, string[]> } }; init: { status: number } })

describe('adding', () => {
	test('the new link goes last, named after its site when it has no title', async () => {
		const { save, response } = run({ url: 'https://maps.example/shop' }, [link('1')])
		expect(((await response) as Response).headers.get('Location')).toBe('/form/link')
		expect(save).toHaveBeenCalledWith([
			{ label: 'Link 1', url: 'https://shop.example/1' },
			{ label: 'maps.example', url: 'https://maps.example/shop' },
		])
	})

	test('an empty Website adds nothing and leaves the form', async () => {
		const { save, response } = run({ url: '' }, [])
		expect(((await response) as Response).headers.get('Location')).toBe('/home')
		expect(save).not.toHaveBeenCalled()
	})

	test('at the limit, one more is refused with the limit message, the input kept', async () => {
		const { save, response } = run({ url: 'https://maps.example/shop', label: 'Map' }, Array.from({ length: 10 }, (_, i) => link(String(i))), { limit: 10 })
		const reply = await replyOf(await response)
		expect(reply.init.status).toBe(409)
		expect(reply.data.result.error['']).toEqual(['linkLimit|max=10'])
		expect(save).not.toHaveBeenCalled()
	})

	test('a refusal of the API is the form error of its kind', async () => {
		const forbidden = vi.fn(async () => {
			throw new ApiError('forbidden', 'PUT', '/v1/business-users/1/links', 403)
		})
		const reply = await replyOf(await run({ url: 'https://maps.example/shop' }, [], { save: forbidden }).response)
		expect(reply.init.status).toBe(403)
		expect(reply.data.result.error['']).toEqual(['forbidden'])
	})
})

describe('removing', () => {
	test('the link of the Remove pressed, the others kept in order', async () => {
		const { save, response } = run({ intent: 'remove', linkId: '2', url: 'https://shop.example/2', label: 'Link 2' }, [link('1'), link('2'), link('3')])
		expect(((await response) as Response).headers.get('X-Toast')).toBe(encodeURIComponent('Link removed.'))
		expect(save).toHaveBeenCalledWith([
			{ label: 'Link 1', url: 'https://shop.example/1' },
			{ label: 'Link 3', url: 'https://shop.example/3' },
		])
	})

	test('after the list was written again (new ids), the same address and title', async () => {
		const { save } = run({ intent: 'remove', linkId: 'old', url: 'https://shop.example/b', label: 'Link b' }, [link('a'), link('b')])
		await vi.waitFor(() => expect(save).toHaveBeenCalledWith([{ label: 'Link a', url: 'https://shop.example/a' }]))
	})
})
