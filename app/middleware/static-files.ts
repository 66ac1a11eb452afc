import { readdirSync } from 'node:fs'
import express, { type Express } from 'express'

// Hashed build assets never change under the same name: cache them for a year.
// Everything else in public/ and the locale files may change between builds: cache briefly.
export function serveStaticFiles(app: Express, { clientDir, localesDir }: { clientDir: string; localesDir: string }) {
	app.use('/assets', express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y', index: false }))
	app.use('/locales', express.static(localesDir, { maxAge: '1h', index: false }))
	// public/'s files and folders by name, as the build wrote them, so a page's request is not looked for
	// on disk first (a file system call on every page, ADR 0034).
	const publicNames = new Set(readdirSync(clientDir).filter((name) => name !== 'assets'))
	const servePublic = express.static(clientDir, { maxAge: '1h', index: false })
	app.use((req, res, next) => (publicNames.has(req.path.split('/')[1] ?? '') ? servePublic(req, res, next) : next()))
}
