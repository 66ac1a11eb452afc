import { expect } from 'vitest'

/** The API's JSON answer, checked to carry `status` (its body is shown when it does not). */
export async function ok<T>(response: Response, status = 200) {
	expect(response.status, await response.clone().text()).toBe(status)
	return (await response.json()) as T
}
