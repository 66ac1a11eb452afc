import { createInstance } from 'i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { i18nConfig } from './config.ts'
import { languageDetection } from './reader-language.server.ts'
import { rememberTranslations } from './remembered-translations.server.ts'
import { namespaces, resources } from './resources.server.ts'

export const i18next = new RemixI18Next({
	detection: languageDetection,
	i18next: { ...i18nConfig, resources, ns: namespaces },
})

// The translations are bundled and never change, so one instance, made once, gives every request its
// fixed t (a fixed t names its language and namespaces; nothing is switched on the shared instance).
// remix-i18next would make and initialise a new instance on every call: a tenth of a page's time.
const shared = rememberTranslations(createInstance())
const ready = shared.init({ ...i18nConfig, resources, ns: namespaces, initImmediate: false })

type FixedTArgs = [requestOrLocale: Request | string, namespaces?: string | readonly string[]]

i18next.getFixedT = (async (...[requestOrLocale, ns]: FixedTArgs) => {
	const [locale] = await Promise.all([typeof requestOrLocale === 'string' ? requestOrLocale : i18next.getLocale(requestOrLocale), ready])
	return shared.getFixedT(locale, ns as string | string[] | undefined)
}) as typeof i18next.getFixedT
