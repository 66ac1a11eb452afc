// Shared by the server and the browser: which languages exist and how i18next is set up for them.
export const supportedLanguages = ['en', 'th'] as const
export type Language = (typeof supportedLanguages)[number]
export const fallbackLanguage: Language = 'en'
export const defaultNamespace = 'common'

export function isLanguage(value: unknown): value is Language {
	return supportedLanguages.includes(value as Language)
}

export const i18nConfig = {
	supportedLngs: [...supportedLanguages],
	fallbackLng: fallbackLanguage,
	defaultNS: defaultNamespace,
	// Thai and English never need HTML escaping from i18next: React escapes on render.
	interpolation: { escapeValue: false },
	react: { useSuspense: false },
}
