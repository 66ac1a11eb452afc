import { RemixI18Next } from 'remix-i18next/server'
import { fallbackLanguage, i18nConfig, supportedLanguages } from './config.ts'
import { languageFromCookie } from './language-cookie.server.ts'
import { namespaces, resources } from './resources.server.ts'

export const i18next = new RemixI18Next({
	detection: {
		supportedLanguages: [...supportedLanguages],
		fallbackLanguage,
		// The language switcher's cookie first, then the browser's Accept-Language.
		order: ['custom', 'header'],
		findLocale: async (request) => languageFromCookie(request),
	},
	i18next: { ...i18nConfig, resources, ns: namespaces },
})
