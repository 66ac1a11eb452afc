import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { i18nConfig } from './config.ts'
import { resources } from './resources.server.ts'

// Rendering only reads translations, which are bundled: one ready instance per language and set of a
// page's namespaces serves every request that needs it (pages, and documents printed to PDF), instead of
// one made for each.
const renderingInstances = new Map<string, Promise<i18n>>()

export function renderingInstance(lng: string, ns: string[]) {
	const key = `${lng}|${ns.join(',')}`
	let instance = renderingInstances.get(key)
	if (!instance) {
		const created = createInstance()
		instance = created
			.use(initReactI18next)
			.init({ ...i18nConfig, lng, ns, resources })
			.then(() => created)
		renderingInstances.set(key, instance)
	}
	return instance
}
