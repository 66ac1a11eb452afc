// Bundles server.ts (and its server/ helpers) into server-build/index.js for production.
// Packages stay external: they are installed beside it; the Remix build is loaded at run time.
import { build } from 'esbuild'

await build({
	entryPoints: ['server.ts'],
	outfile: 'server-build/index.js',
	bundle: true,
	platform: 'node',
	target: 'node20',
	format: 'esm',
	packages: 'external',
	external: ['../build/server/index.js'],
	logLevel: 'warning',
})
