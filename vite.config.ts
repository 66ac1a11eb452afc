import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

export default defineConfig(({ isSsrBuild }) => ({
	build: {
		// Thai and English copy travels in locale files, not in JS; keep chunks honest about their size.
		cssMinify: true,
		assetsInlineLimit: 0,
		// The browser's code is minified by terser, which packs the shell (React DOM, Remix, i18next) about
		// 4 KB gzipped smaller than esbuild does, for ~25 s more of build (ADR 0034); the server's is not minified.
		minify: isSsrBuild ? false : 'terser',
		terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
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
}))
