import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
	BUILD_CHECK_INTERVAL_MS,
	RELOAD_GUARD_MS,
	createBuildFreshness,
	isChunkLoadError,
	reloadGuardKey,
	type FreshnessDeps,
} from './build-check'

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
	const data = new Map<string, string>()
	return {
		data,
		getItem: (key) => data.get(key) ?? null,
		setItem: (key, value) => {
			data.set(key, value)
		},
	}
}

function setup(latestId = 'build-1', overrides: Partial<FreshnessDeps> = {}) {
	const storage = memoryStorage()
	const fetchLatest = vi.fn<FreshnessDeps['fetchLatest']>(async () => ({ id: latestId }))
	const reload = vi.fn<FreshnessDeps['reload']>()
	const freshness = createBuildFreshness({
		currentBuildId: 'build-1',
		fetchLatest,
		// Date.now is faked by vi.useFakeTimers, so time moves with the timers.
		now: () => Date.now(),
		storage,
		reload,
		...overrides,
	})
	return { freshness, fetchLatest, reload, storage }
}

beforeEach(() => {
	vi.useFakeTimers()
	vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
})

afterEach(() => {
	vi.useRealTimers()
})

describe('hourly check', () => {
	it('does not fetch before an hour has passed', async () => {
		const { freshness, fetchLatest } = setup()
		freshness.start()
		await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1)
		expect(fetchLatest).not.toHaveBeenCalled()
	})

	it('fetches after an hour with a timestamp query', async () => {
		const { freshness, fetchLatest } = setup()
		freshness.start()
		await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS)
		expect(fetchLatest).toHaveBeenCalledTimes(1)
		expect(fetchLatest).toHaveBeenCalledWith(`/builds/latest.json?t=${Date.now()}`)
		await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS)
		expect(fetchLatest).toHaveBeenCalledTimes(2)
	})

	it('stays fresh when the latest id matches the running build', async () => {
		const { freshness } = setup('build-1')
		freshness.start()
		await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS)
		expect(freshness.isStale()).toBe(false)
	})

	it('becomes stale when a different build id is deployed', async () => {
		const { freshness } = setup('build-2')
		freshness.start()
		await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS)
		expect(freshness.isStale()).toBe(true)
	})

	it('ignores fetch failures and stays fresh', async () => {
		const { freshness, fetchLatest } = setup()
		fetchLatest.mockRejectedValue(new TypeError('Failed to fetch'))
		freshness.start()
		await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS)
		expect(fetchLatest).toHaveBeenCalledTimes(1)
		expect(freshness.isStale()).toBe(false)
		await expect(freshness.checkNow()).resolves.toBeUndefined()
	})

	it('ignores a malformed response', async () => {
		const { freshness, fetchLatest } = setup()
		fetchLatest.mockResolvedValue(JSON.parse('{"version":"x"}') as { id: string })
		await freshness.checkNow()
		expect(freshness.isStale()).toBe(false)
	})

	it('stop() stops the interval', async () => {
		const { freshness, fetchLatest } = setup()
		const stop = freshness.start()
		await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS)
		expect(fetchLatest).toHaveBeenCalledTimes(1)
		stop()
		await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3)
		expect(fetchLatest).toHaveBeenCalledTimes(1)
	})
})

describe('onNavigate', () => {
	it('does nothing while fresh', () => {
		const { freshness, reload } = setup()
		expect(freshness.onNavigate('/about-robtua')).toBe(false)
		expect(reload).not.toHaveBeenCalled()
	})

	it('reloads once when stale and records the time for that path', async () => {
		const { freshness, reload, storage } = setup('build-2')
		await freshness.checkNow()
		expect(freshness.onNavigate('/about-robtua?x=1#top')).toBe(true)
		expect(reload).toHaveBeenCalledTimes(1)
		expect(reload).toHaveBeenCalledWith('/about-robtua?x=1#top')
		expect(storage.data.get(reloadGuardKey('/about-robtua?x=1#top'))).toBe(String(Date.now()))
	})

	it('refuses a second reload of the same path within 10 s and stays stale', async () => {
		const { freshness, reload } = setup()
		freshness.markStale('new-build')
		expect(freshness.onNavigate('/a')).toBe(true)
		await vi.advanceTimersByTimeAsync(RELOAD_GUARD_MS - 1)
		expect(freshness.onNavigate('/a')).toBe(false)
		expect(reload).toHaveBeenCalledTimes(1)
		expect(freshness.isStale()).toBe(true)
	})

	it('allows the same path again once 10 s have passed', async () => {
		const { freshness, reload } = setup()
		freshness.markStale('new-build')
		expect(freshness.onNavigate('/a')).toBe(true)
		await vi.advanceTimersByTimeAsync(RELOAD_GUARD_MS)
		expect(freshness.onNavigate('/a')).toBe(true)
		expect(reload).toHaveBeenCalledTimes(2)
	})

	it('does not block a different path', () => {
		const { freshness, reload } = setup()
		freshness.markStale('new-build')
		expect(freshness.onNavigate('/a')).toBe(true)
		expect(freshness.onNavigate('/b')).toBe(true)
		expect(reload.mock.calls).toEqual([['/a'], ['/b']])
	})

	it('uses the guard stored by an earlier page load (storage survives the reload)', () => {
		const first = setup()
		first.freshness.markStale('chunk-error')
		expect(first.freshness.onNavigate('/a')).toBe(true)
		// A new page instance sharing the same sessionStorage.
		const reload = vi.fn<FreshnessDeps['reload']>()
		const second = createBuildFreshness({
			currentBuildId: 'build-1',
			fetchLatest: async () => ({ id: 'build-1' }),
			now: () => Date.now(),
			storage: first.storage,
			reload,
		})
		second.markStale('chunk-error')
		expect(second.onNavigate('/a')).toBe(false)
		expect(reload).not.toHaveBeenCalled()
	})
})

describe('markStale', () => {
	it('a chunk error makes the next navigation a full load', () => {
		const { freshness, reload } = setup()
		expect(freshness.isStale()).toBe(false)
		freshness.markStale('chunk-error')
		expect(freshness.isStale()).toBe(true)
		expect(freshness.onNavigate('/x')).toBe(true)
		expect(reload).toHaveBeenCalledWith('/x')
	})

	it('a later check with a matching id does not undo a chunk error', async () => {
		const { freshness } = setup('build-1')
		freshness.markStale('chunk-error')
		await freshness.checkNow()
		expect(freshness.isStale()).toBe(true)
	})
})

describe('isChunkLoadError', () => {
	it.each([
		['Chromium', new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js')],
		['Safari', new TypeError('Importing a module script failed.')],
		['Firefox', new TypeError('error loading dynamically imported module: https://x/assets/a-1.js')],
		['Vite CSS preload', new Error('Unable to preload CSS for /assets/a-1.css')],
		['a plain message string', 'Failed to fetch dynamically imported module'],
	])('recognises %s', (_name, error) => {
		expect(isChunkLoadError(error)).toBe(true)
	})

	it("recognises the 'vite:preloadError' event and its payload", () => {
		expect(isChunkLoadError({ type: 'vite:preloadError', payload: new Error('anything') })).toBe(true)
		expect(isChunkLoadError({ payload: new TypeError('Importing a module script failed.') })).toBe(true)
	})

	it.each([
		['an ordinary error', new Error('Cannot read properties of undefined')],
		['a network error', new TypeError('Failed to fetch')],
		['null', null],
		['undefined', undefined],
		['a number', 42],
		['an empty object', {}],
	])('rejects %s', (_name, error) => {
		expect(isChunkLoadError(error)).toBe(false)
	})
})
