import { afterAll, beforeAll } from 'vitest'
import { createHarness, type Harness } from './harness.ts'

type HarnessOptions = Parameters<typeof createHarness>[0]

/**
 * The API harness of one test file: made before its tests (a fresh database takes a while, hence the
 * minute), closed after them. Call it at the top level; a file's own beforeAll runs after it.
 */
export function useHarness(options?: HarnessOptions): Harness {
	// Filled in before the first test: the harness's functions close over their own state, so copying them works.
	const api = {} as Harness
	beforeAll(async () => {
		Object.assign(api, await createHarness(options))
	}, 60_000)
	afterAll(async () => {
		await api.close?.()
	})
	return api
}
