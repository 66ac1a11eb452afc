import type { Resource } from 'i18next'

// Every locales/{lng}/{namespace}.json, bundled into the server build (rendering never reads the disk).
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true })

export const resources: Resource = {}
for (const [path, module] of Object.entries(files)) {
	const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? []
	if (!language || !namespace) continue
	resources[language] ??= {}
	resources[language][namespace] = module.default
}

export const namespaces = Object.keys(resources.en ?? {})
