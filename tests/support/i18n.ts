import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { i18nConfig, type Language } from '#app/i18n/config.ts'
import { namespaces, resources } from '#app/i18n/resources.server.ts'

/** A real i18next instance in one language with the project's own locale files, for tests. */
export async function createTestI18n(lng: Language): Promise<i18n> {
	const instance = createInstance()
	await instance.use(initReactI18next).init({ ...i18nConfig, lng, ns: namespaces, resources })
	return instance
}
