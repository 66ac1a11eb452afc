import { expect } from 'vitest'
import type { Problem } from '#contracts/problem.ts'

/** The API's problem+json answer, checked to carry `status` and the stable `code`; returned for more checks. */
export async function problemOf(response: Response, status: number, code: Problem['code']) {
	expect(response.status).toBe(status)
	expect(response.headers.get('content-type')).toBe('application/problem+json')
	const problem = (await response.json()) as Problem
	expect(problem).toMatchObject({ status, code })
	return problem
}
