import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import type { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import type { MissingRecord } from './missing-record.ts'

/**
 * A route's validation check (docs/product.md#routing-behaviour): params that do not fit the route's schema make the page a
 * 404 'Page Not Found' that names the path.
 */
export function parseParams<Schema extends z.ZodType>(schema: Schema, params: LoaderFunctionArgs['params'], request: Request): z.output<Schema> {
	const result = schema.safeParse(params)
	if (!result.success) throw notFound(request)
	return result.data
}

/**
 * The Page Not Found answer (404) for this request: its path, and which record is missing when the page
 * knows (the error page then says "There is no business user at …").
 */
export function notFound(request: Request, record?: MissingRecord) {
	return data({ path: new URL(request.url).pathname, record }, { status: 404, statusText: 'Not Found' })
}

/**
 * For `.catch()` on the API read of the record a page is about: when the API says it does not exist
 * (404, or 400 for an id it cannot even read), the page is a 404 that names the record; any other error
 * goes on as it was.
 */
export function orNotFound(request: Request, record: MissingRecord) {
	return (error: unknown): never => {
		throw isApiError(error) && (error.kind === 'not-found' || error.kind === 'bad-request') ? notFound(request, record) : error
	}
}

/**
 * For a list read with a cursor from the address: one the API refuses (made up, or of an older list)
 * starts the list again, at the same address without it.
 */
export function orFirstPage(request: Request) {
	return (error: unknown): never => {
		const url = new URL(request.url)
		if (isApiError(error) && error.kind === 'bad-request' && url.searchParams.has('cursor')) {
			url.searchParams.delete('cursor')
			throw redirect(`${url.pathname}${url.search}`)
		}
		throw error
	}
}
