import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

export default defineConfig({
	build: {
		// Thai and English copy travels in locale files, not in JS; keep chunks honest about their size.
		cssMinify: true,
		assetsInlineLimit: 0,
	},
	plugins: [
		remix({
			ignoredRouteFiles: ['**/*'],
			future: {
				v3_fetcherPersist: true,
				v3_relativeSplatPath: true,
				v3_throwAbortReason: true,
				v3_singleFetch: true,
				v3_lazyRouteDiscovery: true,
				v3_routeConfig: true,
			},
		}),
	],
})
