import express, { type Express } from 'express'

// Hashed build assets never change under the same name: cache them for a year.
// Everything else in public/ and the locale files may change between builds: cache briefly.
export function serveStaticFiles(app: Express, { clientDir, localesDir }: { clientDir: string; localesDir: string }) {
	app.use('/assets', express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y', index: false }))
	app.use('/locales', express.static(localesDir, { maxAge: '1h', index: false }))
	app.use(express.static(clientDir, { maxAge: '1h', index: false }))
}
