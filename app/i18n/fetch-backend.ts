import type { BackendModule } from 'i18next'

/**
 * Loads /locales/{lng}/{ns}.json in the browser. The build id in the query string keeps the browser's
 * cache correct across deploys. (A few lines instead of a backend package keeps first-load JS small.)
 */
export function fetchBackend(buildId: string): BackendModule {
	return {
		type: 'backend',
		init() {},
		read(language, namespace, callback) {
			fetch(`/locales/${language}/${namespace}.json?v=${encodeURIComponent(buildId)}`)
				.then((response) => {
					if (!response.ok) throw new Error(`Locale ${language}/${namespace}: ${response.status}`)
					return response.json()
				})
				.then((resources) => callback(null, resources), (error: Error) => callback(error, false))
		},
	}
}
