import type { Resource } from 'i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { defaultNamespace, fallbackLanguage, i18nConfig, supportedLanguages } from './config.ts'
import { languageFromCookie } from './language-cookie.server.ts'

// Every locales/{lng}/{namespace}.json, bundled into the server build.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true })

export const resources: Resource = {}
for (const [path, module] of Object.entries(files)) {
	const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? []
	if (!language || !namespace) continue
	resources[language] ??= {}
	resources[language][namespace] = module.default
}

export const i18next = new RemixI18Next({
	detection: {
		supportedLanguages: [...supportedLanguages],
		fallbackLanguage,
		// The language switcher's cookie first, then the browser's Accept-Language.
		order: ['custom', 'header'],
		findLocale: async (request) => languageFromCookie(request),
	},
	i18next: { ...i18nConfig, resources, ns: Object.keys(resources[fallbackLanguage] ?? { [defaultNamespace]: {} }) },
})
