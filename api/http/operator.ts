import { createHash, timingSafeEqual } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import type { ApiEnv } from './env.ts'
import { ProblemError } from './problems.ts'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * The back-office API's guard: the operators' token (BACKOFFICE_OPERATOR_TOKEN) as a bearer token.
 * Without a configured token the back-office API does not exist (404), so no default opens it.
 */
export function requireOperator(operatorToken: string | undefined) {
	const expected = operatorToken ? digest(operatorToken) : undefined
	return createMiddleware<ApiEnv>(async (c, next) => {
		if (!expected) throw new ProblemError(404, 'not_found', 'No such endpoint')
		const sent = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
		// Compared as digests, in constant time, so neither length nor content leaks through timing.
		if (!sent || !timingSafeEqual(digest(sent), expected)) throw new ProblemError(401, 'unauthenticated', 'Send the operator token in the Authorization header')
		await next()
	})
}
