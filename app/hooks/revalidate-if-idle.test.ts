import { describe, expect, test, vi } from 'vitest'
import { revalidateIfIdle } from './revalidate-if-idle.ts'

type State = { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> }
const routerIn = (state: Partial<State>) => {
	const revalidate = vi.fn(async () => {})
	const router = { state: { navigation: { state: 'idle' }, revalidation: 'idle', fetchers: new Map(), ...state }, revalidate }
	return { router: router as unknown as Parameters<typeof revalidateIfIdle>[0], revalidate }
}

describe('reading the page again only when it is idle', () => {
	test('an idle page is read again', () => {
		const { router, revalidate } = routerIn({ fetchers: new Map([['like', { state: 'idle' }]]) })
		expect(revalidateIfIdle(router)).toBe(true)
		expect(revalidate).toHaveBeenCalledOnce()
	})

	test.each([
		['a fetcher’s post on its way (a language chosen)', { fetchers: new Map([['language', { state: 'submitting' }]]) }],
		['a fetcher’s answer being followed', { fetchers: new Map([['language', { state: 'loading' }]]) }],
		['a navigation', { navigation: { state: 'loading' } }],
		['a read already', { revalidation: 'loading' }],
	])('not while %s: it says so, and the caller asks again later', (_, state) => {
		const { router, revalidate } = routerIn(state)
		expect(revalidateIfIdle(router)).toBe(false)
		expect(revalidate).not.toHaveBeenCalled()
	})
})
