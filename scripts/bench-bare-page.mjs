// The bench's baseline (scripts/bench.mjs): a bare Remix page. It serves the markup of a signed-in page,
// captured once from the real server (BENCH_BARE_PAGE_FILE), through Remix's own request handler with
// nothing of ours around it: no loader (so no API call, no session, no i18n), no middleware but
// compression, no route tree but one root route. Each page's throughput over this one tells what our
// code costs on top of Remix rendering the same bytes.
//
// Why this shape rather than another:
// - Remix's handler, not a plain `res.send(html)`: the baseline pays for Remix itself (request
//   conversion, route matching, the single-fetch data stream, React's server render), which no page of
//   ours can avoid. The build object reuses the real build's assets manifest (cut to the root route),
//   `future` flags, `publicPath` and `mode`, so Remix takes the same document path as for our pages;
//   only the routes and the entry differ.
// - Express with compression only, with the web's settings, and the same port and process model as the
//   real server: the bench starts it like the web server, on its own loopback port.
// - The entry is Remix's default document render (renderToPipeableStream, whole page on onAllReady as
//   ours does) without our i18n instance and nonce provider: those are part of what is measured.
// - The component renders the captured <head> and <body> with dangerouslySetInnerHTML, and appends to
//   the body what came after </html> (the real page's loader data stream), so the response carries the
//   same bytes (plus Remix's own tiny, empty data stream) and compression has the same work to do. The
//   cost of rendering our component tree is thereby on the other side of the ratio, with the loaders.
// - Not product code: no server.ts branch knows about it.
import { readFileSync } from 'node:fs'
import { PassThrough } from 'node:stream'
import { constants } from 'node:zlib'
import { createRequestHandler } from '@remix-run/express'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import compression from 'compression'
import express from 'express'
import { createElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

const streamTimeout = 5_000

const captured = readFileSync(process.env.BENCH_BARE_PAGE_FILE ?? '', 'utf8')
const parts = /^<!DOCTYPE html>\s*<html([^>]*)>\s*<head>([\s\S]*)<\/head>\s*<body>([\s\S]*)<\/body>\s*<\/html>([\s\S]*)$/i.exec(captured)
if (!parts) throw new Error('bench-bare-page: the captured page is not <!DOCTYPE html><html><head>…</head><body>…</body></html>')
const [, htmlAttributes, head, body, afterHtml] = parts
const attribute = (name) => new RegExp(`\\b${name}="([^"]*)"`).exec(htmlAttributes)?.[1]

function BarePage() {
	return createElement(
		'html',
		{ lang: attribute('lang'), dir: attribute('dir') },
		createElement('head', { dangerouslySetInnerHTML: { __html: head } }),
		createElement('body', { dangerouslySetInnerHTML: { __html: body + afterHtml } }),
	)
}

function handleRequest(request, responseStatusCode, responseHeaders, remixContext) {
	return new Promise((resolve, reject) => {
		let didError = false
		const { pipe, abort } = renderToPipeableStream(createElement(RemixServer, { context: remixContext, url: request.url }), {
			onAllReady() {
				const stream = new PassThrough()
				responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
				resolve(new Response(createReadableStreamFromReadable(stream), { headers: responseHeaders, status: didError ? 500 : responseStatusCode }))
				pipe(stream)
			},
			onShellError: reject,
			onError(error) {
				didError = true
				console.error(error)
			},
		})
		setTimeout(abort, streamTimeout + 1000)
	})
}

const real = await import('../build/server/index.js')
// Remix renders the route tree of the assets manifest: keep the real one's entry, URL and version, with
// the root route only (its client module is never loaded: the captured markup brings its own scripts).
const root = { ...real.assets.routes.root, hasLoader: false, hasAction: false, hasErrorBoundary: false }
const build = {
	assets: { ...real.assets, routes: { root } },
	assetsBuildDirectory: real.assetsBuildDirectory,
	basename: real.basename,
	future: real.future,
	isSpaMode: real.isSpaMode,
	mode: real.mode,
	publicPath: real.publicPath,
	entry: { module: { default: handleRequest, streamTimeout } },
	routes: { root: { id: 'root', path: '', module: { default: BarePage } } },
}

const app = express()
app.disable('x-powered-by')
app.get('/healthz', (_req, res) => {
	res.set('Cache-Control', 'no-store').json({ status: 'ok' })
})
// The web's settings (app/middleware/compression.ts), so both compress a page the same way.
app.use(compression({ level: 4, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } } }))
app.all('*', createRequestHandler({ build, mode: build.mode }))
app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1')
