import { getConfig } from '#app/config/env.server.ts'
import { isLanguage } from '#app/i18n/config.ts'

/**
 * A page of the back-office site (terms of use, business sign-up), which the product links to and
 * opens in a new tab, in the reader's language (`lang`, which the site reads). `base` is the configured
 * site address, with or without a trailing slash.
 */
export function backofficePageUrl(path: string, language: string, base = getConfig().BACKOFFICE_SITE_URL): string {
	const url = new URL(path, base.endsWith('/') ? base : `${base}/`)
	if (isLanguage(language)) url.searchParams.set('lang', language)
	return url.toString()
}

/** Where a business signs up with Robtua (the back office handles contracts and verification). */
export const businessSignupPath = 'business/signup'
/** The terms of use, linked from sign-up. */
export const termsOfUsePath = 'terms'
