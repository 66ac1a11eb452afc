import { z } from 'zod'
import { problemSchema } from '#contracts/problem.ts'

// Shared pieces of the route definitions.
export const bearerSecurity = [{ bearer: [] }]

export const problemResponses = {
	400: { description: 'Invalid request', content: { 'application/problem+json': { schema: problemSchema } } },
	401: { description: 'Missing or invalid access token', content: { 'application/problem+json': { schema: problemSchema } } },
	403: { description: 'Not allowed', content: { 'application/problem+json': { schema: problemSchema } } },
	404: { description: 'Not found (or not yours)', content: { 'application/problem+json': { schema: problemSchema } } },
} as const

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
	description,
	content: { 'application/json': { schema } },
})

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
	required: true,
	content: { 'application/json': { schema } },
})

export const idParams = z.object({ id: z.uuid() })

export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() })
