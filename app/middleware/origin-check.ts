import type { Request as ExpressRequest, NextFunction, Response } from 'express'
import { readerLanguage } from '#app/i18n/reader-language.server.ts'
import en from '#locales/en/auth.json'
import th from '#locales/th/auth.json'
import { sendRefusal } from './refusal.ts'

/**
 * Every request that changes something must come from our own pages (docs/architecture.md#security-and-operations,
 * with SameSite=Lax cookies): a browser always sends Origin on a cross-site POST, so a foreign or
 * mismatched Origin (or, without one, Referer) is refused with a 403 in the reader's language. A request
 * with neither comes from no browser page, so it cannot ride on someone's cookies and is let through.
 *
 * Remix checks an action's Origin too, and throws (a 500) when its host is not the forwarded host
 * (X-Forwarded-Host's first entry), or else the Host, exactly as sent. This check is the stricter one,
 * so Remix's never fails: the claimed origin's host must be that same host, and the whole origin the
 * address the request was sent to (or the app's public address, APP_URL, on that host: its scheme when TLS
 * ends before a load balancer that is not trusted). A forwarded host is believed only from a trusted load
 * balancer (TRUST_PROXY_HOPS); any other is removed before Remix or a page reads it.
 */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Where a request was sent to, as the browser addressed it: `protocol` (http, https) and `host` (with its port). */
export type RequestAddress = { protocol: string; host: string | undefined }

export function isAllowedOrigin(
	{ method, origin, referer }: { method: string; origin?: string; referer?: string },
	{ protocol, host }: RequestAddress,
	appOrigin: string,
): boolean {
	if (safeMethods.has(method.toUpperCase())) return true
	const claimed = origin !== undefined && origin !== '' ? origin : referer ? originOf(referer) : undefined
	if (claimed === undefined) return true
	const url = urlOf(claimed)
	if (!url || url.origin !== claimed || host === undefined || url.host !== host) return false
	return claimed === `${protocol}://${host}` || claimed === appOrigin
}

const urlOf = (value: string) => (URL.canParse(value) ? new URL(value) : null)

function originOf(url: string): string {
	return urlOf(url)?.origin ?? 'null'
}

/**
 * The address `req` was sent to, after removing a forwarded host no trusted load balancer set: the
 * forwarded host's first entry when one is trusted, else the Host header (as Remix reads them).
 */
export function requestAddress(req: ExpressRequest, trustedProxyHops: number): RequestAddress {
	const forwarded = req.get('x-forwarded-host')?.split(',')[0]?.trim()
	if (trustedProxyHops === 0 || !forwarded) delete req.headers['x-forwarded-host']
	// req.protocol is X-Forwarded-Proto's when a hop is trusted (server.ts sets `trust proxy`), the connection's otherwise.
	return { protocol: req.protocol, host: (trustedProxyHops > 0 && forwarded) || req.get('host') }
}

const refusal = { en: en.errors.invalidOrigin, th: th.errors.invalidOrigin }

export function originCheck({ appUrl, trustedProxyHops }: { appUrl: string; trustedProxyHops: number }) {
	const appOrigin = new URL(appUrl).origin
	return (req: ExpressRequest, res: Response, next: NextFunction) => {
		const address = requestAddress(req, trustedProxyHops)
		if (isAllowedOrigin({ method: req.method, origin: req.get('origin'), referer: req.get('referer') }, address, appOrigin)) return next()
		const asked = new Request('http://robtua.invalid/', { headers: { Cookie: req.get('cookie') ?? '', 'Accept-Language': req.get('accept-language') ?? '' } })
		void readerLanguage(asked).then((language) => sendRefusal(res, 403, `403: ${refusal[language]}\n`), next)
	}
}
