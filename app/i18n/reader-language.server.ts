import { LanguageDetector, type LanguageDetectorOption } from 'remix-i18next/server'
import { fallbackLanguage, supportedLanguages, type Language } from './config.ts'
import { languageFromCookie } from './language-cookie.server.ts'

// How the reader's language is found (ADR 0002): the language switcher's cookie first, then the browser's
// Accept-Language. Pages (app/i18n/i18next.server.ts) and the web server's own refusals (server/) alike.

export const languageDetection: LanguageDetectorOption = {
	supportedLanguages: [...supportedLanguages],
	fallbackLanguage,
	order: ['custom', 'header'],
	findLocale: async (request) => languageFromCookie(request),
}

const detector = new LanguageDetector(languageDetection)

/** The language `request`'s reader reads. */
export async function readerLanguage(request: Request): Promise<Language> {
	return (await detector.detect(request)) as Language
}
