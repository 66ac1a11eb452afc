import type { ServerBuild } from '@remix-run/node'
import { describe, expect, test } from 'vitest'
import { ApiError } from '#app/api/errors.ts'
import { withServiceOutagePages } from './service-outages.ts'

const outage = new ApiError('timeout', 'GET', 'http://api/v1/me')
const refusal = new ApiError('forbidden', 'GET', 'http://api/v1/x', 403)

function buildWith(module: Record<string, unknown>) {
	return withServiceOutagePages({ routes: { page: { id: 'page', path: 'page', module } } } as unknown as ServerBuild).routes.page!.module
}

const formPost = (body: string) =>
	new Request('http://web/page', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
const args = (request: Request) => ({ request, params: {}, context: { cspNonce: '', requestId: '' } })

type Answer = { type: string; data: { result: { initialValue: Record<string, unknown>; error: Record<string, string[]> } }; init: ResponseInit }

describe('an outage no loader or action handled', () => {
	test('a loader gives the busy page: 503 with Retry-After, and the request remembers the outage', async () => {
		const module = buildWith({ loader: () => Promise.reject(outage) })
		const loaderArgs = args(new Request('http://web/page'))
		const thrown = (await (module.loader as (a: unknown) => Promise<unknown>)(loaderArgs).catch((e: unknown) => e)) as Answer
		expect(thrown.init).toMatchObject({ status: 503, headers: { 'Retry-After': '5' } })
		expect(loaderArgs.context).toMatchObject({ outage: { met: true } })
	})

	test('an action brings the form back with what was typed, passwords left out, and the busy message', async () => {
		const module = buildWith({
			action: async ({ request }: { request: Request }) => {
				await request.text()
				throw outage
			},
		})
		const answer = (await (module.action as (a: unknown) => Promise<unknown>)(args(formPost('city=Chiang+Mai&links[0].url=https%3A%2F%2Fa.th&password=secret')))) as Answer
		expect(answer.init).toMatchObject({ status: 503, headers: { 'Retry-After': '5' } })
		expect(answer.data.result.initialValue).toEqual({ city: 'Chiang Mai', links: [{ url: 'https://a.th' }] })
		expect(answer.data.result.error['']).toEqual(['serviceBusy'])
	})

	test('anything else goes on as it was: refusals, bugs and redirects', async () => {
		const redirect = new Response(null, { status: 302, headers: { Location: '/login' } })
		for (const error of [refusal, new TypeError('bug'), redirect]) {
			const module = buildWith({ loader: () => Promise.reject(error), action: () => Promise.reject(error) })
			await expect((module.loader as (a: unknown) => Promise<unknown>)(args(new Request('http://web/page')))).rejects.toBe(error)
			await expect((module.action as (a: unknown) => Promise<unknown>)(args(formPost('a=1')))).rejects.toBe(error)
		}
	})
})
