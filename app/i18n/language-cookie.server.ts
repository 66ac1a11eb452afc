import * as cookie from 'cookie'
import { fallbackLanguage, isLanguage, type Language } from './config.ts'

// A plain `lng=th` cookie (not Remix's signed JSON cookie), so any client or test can set it.
export const languageCookieName = 'lng'
const oneYearInSeconds = 365 * 24 * 60 * 60

export function languageFromCookie(request: Request): Language | null {
	const value = cookie.parse(request.headers.get('Cookie') ?? '')[languageCookieName]
	return isLanguage(value) ? value : null
}

export function serializeLanguageCookie(language: Language, { secure }: { secure: boolean }) {
	return cookie.serialize(languageCookieName, language, {
		path: '/',
		maxAge: oneYearInSeconds,
		sameSite: 'lax',
		secure,
	})
}

export { fallbackLanguage }
