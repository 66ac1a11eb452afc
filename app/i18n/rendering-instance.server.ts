import type { EntryContext } from '@remix-run/node'
import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { i18nConfig } from './config.ts'
import { i18next } from './i18next.server.ts'
import { rememberTranslations } from './remembered-translations.server.ts'
import { resources } from './resources.server.ts'

// Rendering only reads translations, which are bundled: one ready instance per language and set of a
// page's namespaces serves every request that needs it (pages, and documents printed to PDF), instead of
// one made for each.
const renderingInstances = new Map<string, Promise<i18n>>()

export function renderingInstance(lng: string, ns: string[]) {
	const key = `${lng}|${ns.join(',')}`
	let instance = renderingInstances.get(key)
	if (!instance) {
		const created = rememberTranslations(createInstance())
		instance = created
			.use(initReactI18next)
			.init({ ...i18nConfig, lng, ns, resources })
			.then(() => created)
		renderingInstances.set(key, instance)
	}
	return instance
}

// remix-i18next reads the namespaces of every route module of the build (not only the page's), so the
// answer is the same for every request of a build: asked once per build's route modules (one object per
// build: the server-runtime patch, ADR 0034).
const namespacesOfBuild = new WeakMap<EntryContext['routeModules'], string[]>()

export function routeNamespaces(context: EntryContext) {
	let ns = namespacesOfBuild.get(context.routeModules)
	if (!ns) {
		ns = i18next.getRouteNamespaces(context)
		namespacesOfBuild.set(context.routeModules, ns)
	}
	return ns
}
