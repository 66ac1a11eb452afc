// Bundles the Node entries for production into server-build/: the web server (server.ts), the product
// API, its media worker (api/media/work-pool.ts loads it from beside api.js), its migrate and seed
// commands, and the identity and payment stand-ins. Packages stay external (installed
// beside them); the Remix build is loaded at run time; migrations are copied next to the bundles.
import { cpSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

rmSync('server-build', { recursive: true, force: true })
await build({
	entryPoints: {
		index: 'server.ts',
		api: 'api/server.ts',
		'media-worker': 'api/media/worker.ts',
		migrate: 'api/db/migrate.ts',
		seed: 'api/db/seed-cli.ts',
		identity: 'identity/cli.ts',
		payments: 'payments/cli.ts',
	},
	outdir: 'server-build',
	bundle: true,
	platform: 'node',
	target: 'node20',
	format: 'esm',
	packages: 'external',
	external: ['../build/server/index.js'],
	logLevel: 'warning',
})
cpSync('api/db/migrations', 'server-build/migrations', { recursive: true })
