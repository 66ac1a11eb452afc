import { getConfig } from '#app/config/env.server.ts'

/**
 * A page of the back-office site (terms of use, business sign-up), which the product links to and
 * opens in a new tab. `base` is the configured site address, with or without a trailing slash.
 */
export function backofficePageUrl(path: string, base = getConfig().BACKOFFICE_SITE_URL): string {
	return new URL(path, base.endsWith('/') ? base : `${base}/`).toString()
}

/** Where a business signs up with Robtua (the back office handles contracts and verification). */
export const businessSignupPath = 'business/signup'
/** The terms of use, linked from sign-up. */
export const termsOfUsePath = 'terms'
