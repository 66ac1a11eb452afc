import { readdirSync } from 'node:fs'
import express, { type Express } from 'express'
import expressStaticGzip from 'express-static-gzip'

/**
 * The build's files as the build compressed them (scripts/compress-assets.mjs writes a .br and a .gz beside
 * each text file): brotli where the browser accepts it, else gzip, else the file itself. Sent as they are,
 * the compression of answers leaves them alone (it skips what already has an encoding).
 */
function serveBuildFiles(dir: string, { maxAge, immutable }: { maxAge: string; immutable: boolean }) {
	return expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br'], index: false, serveStatic: { immutable, maxAge, index: false } })
}

// Hashed build assets never change under the same name: cache them for a year.
// Everything else in public/ and the locale files may change between builds: cache briefly.
export function serveStaticFiles(app: Express, { clientDir, localesDir }: { clientDir: string; localesDir: string }) {
	app.use('/assets', serveBuildFiles(`${clientDir}/assets`, { immutable: true, maxAge: '1y' }))
	app.use('/locales', express.static(localesDir, { maxAge: '1h', index: false }))
	// public/'s files and folders by name, as the build wrote them, so a page's request is not looked for
	// on disk first (a file system call on every page, ADR 0034).
	const publicNames = new Set(readdirSync(clientDir).filter((name) => name !== 'assets' && !/\.(br|gz)$/.test(name)))
	const servePublic = serveBuildFiles(clientDir, { immutable: false, maxAge: '1h' })
	app.use((req, res, next) => (publicNames.has(req.path.split('/')[1] ?? '') ? servePublic(req, res, next) : next()))
}
