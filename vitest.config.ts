import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Unit and integration tests live beside the code (*.test.ts[x]) or in tests/unit.
// The Remix Vite plugin is left out on purpose: it is for app builds, not for tests.
export default defineConfig({
	resolve: {
		alias: [
			{ find: /^#app\/(.*)$/, replacement: new URL('./app/$1', import.meta.url).pathname },
			{ find: /^#server\/(.*)$/, replacement: new URL('./server/$1', import.meta.url).pathname },
			{ find: /^#locales\/(.*)$/, replacement: new URL('./locales/$1', import.meta.url).pathname },
			{ find: /^#tests\/(.*)$/, replacement: new URL('./tests/$1', import.meta.url).pathname },
		],
	},
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'api/**/*.test.ts', 'identity/**/*.test.ts', 'payments/**/*.test.ts', 'contracts/**/*.test.ts'],
		environment: 'node',
		// A test file per core: vitest's default leaves one of them idle (two cores: one file at a time; the
		// unit tests took 316 s, 205 s with both; README, "The tests' time").
		maxWorkers: availableParallelism(),
		minWorkers: availableParallelism(),
		// A test that builds data on the embedded database takes what its data takes: on a quiet machine the
		// seeding and map tests take up to 5 s (vitest's default limit) and on a busy one twice that. The
		// limit is there to stop a test that hangs, not to time one that works (README, "The tests' time").
		testTimeout: 30_000,
		hookTimeout: 60_000,
		restoreMocks: true,
		// Stylesheets are empty in tests, but for the one a PDF is printed with (app/shop/document.css, read `?raw`).
		css: { include: [/document\.css/] },
		// Modules that read the web's configuration at import need an identity service to point at.
		env: {
			IDENTITY_USER_POOL_ID: 'local_Test',
			IDENTITY_CLIENT_ID: 'test-client',
			IDENTITY_ENDPOINT: 'http://127.0.0.1:9/',
			IDENTITY_HOSTED_UI_URL: 'http://127.0.0.1:9/',
		},
	},
})
