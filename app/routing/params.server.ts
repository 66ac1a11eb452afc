import { data, type LoaderFunctionArgs } from '@remix-run/node'
import type { z } from 'zod'

/**
 * A route's validation check (docs/product.md#routing-behaviour): params that do not fit the route's schema make the page a
 * 404 'Page Not Found' that names the path.
 */
export function parseParams<Schema extends z.ZodType>(schema: Schema, params: LoaderFunctionArgs['params'], request: Request): z.output<Schema> {
	const result = schema.safeParse(params)
	if (!result.success) throw notFound(request)
	return result.data
}

export function notFound(request: Request) {
	return data({ path: new URL(request.url).pathname }, { status: 404, statusText: 'Not Found' })
}
