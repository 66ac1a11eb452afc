import type { Response } from 'express'

/**
 * Answers a request the web server refuses before any page sees it (a method, a body or an origin it does
 * not take): plain text that says why, never kept by a cache (the same address may be fine next time).
 */
export function sendRefusal(res: Response, status: number, text: string) {
	res.status(status).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(text)
}
