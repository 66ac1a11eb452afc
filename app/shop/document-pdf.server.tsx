import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { chromium, type Browser, type Page } from 'playwright-core'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { getConfig } from '#app/config/env.server.ts'
import { renderingInstance } from '#app/i18n/rendering-instance.server.ts'
import { createLogger } from '#server/logger.ts'
import documentStyles from './document.css?raw'
import type { DocumentView } from './documents.ts'
import { OrderDocument } from './order-document.tsx'

// Receipts and tax invoices as PDF files (docs/decisions/0026-documents.md): the document's own markup and
// stylesheet, printed by Chromium, which shapes and breaks Thai as the page does. One browser per server,
// started on the first PDF, and one PDF at a time: a queue, so a burst of downloads cannot take the
// server's memory. The font is a static one embedded in the file (a variable font would be embedded as
// Type 3 outlines, which PDF/A and some readers refuse).

/** Where Chromium may be, when CHROMIUM_PATH does not say: Debian's package, then Playwright's own. */
const knownChromiums = ['/usr/bin/chromium', '/usr/bin/chromium-browser']
/** A PDF that takes longer than this is given up (the page can still be printed by the browser). */
const PRINT_TIMEOUT_MS = 15_000

export class DocumentPdfUnavailable extends Error {}

const logger = createLogger(getConfig().LOG_LEVEL).child({ component: 'document-pdf' })

const require = createRequire(import.meta.url)
let fontFaces: string | null = null
/** Noto Sans Thai, static, regular and bold, Thai and Latin: inlined, so printing fetches nothing. */
function documentFontFaces() {
	fontFaces ??= ['thai', 'latin']
		.flatMap((subset) =>
			[400, 700].map((weight) => {
				const file = readFileSync(require.resolve(`@fontsource/noto-sans-thai/files/noto-sans-thai-${subset}-${weight}-normal.woff2`))
				return `@font-face{font-family:'Document Sans Thai';font-weight:${weight};font-style:normal;src:url(data:font/woff2;base64,${file.toString('base64')}) format('woff2')}`
			}),
		)
		.join('\n')
	return fontFaces
}

let browser: Promise<Browser> | null = null
function sharedBrowser() {
	const executablePath = getConfig().CHROMIUM_PATH ?? knownChromiums.find((path) => existsSync(path)) ?? chromium.executablePath()
	browser ??= chromium
		.launch({
			executablePath,
			// A container's /dev/shm is small: Chromium's shared memory goes to /tmp instead.
			args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
		})
		.then((launched) => {
			launched.on('disconnected', () => (browser = null))
			return launched
		})
		.catch((error: unknown) => {
			browser = null
			throw new DocumentPdfUnavailable(`Chromium did not start (${executablePath}): ${String(error)}`)
		})
	return browser
}

/** The whole HTML file of a document, in its language: nothing in it is fetched. */
export async function documentHtml(document: DocumentView, language: string) {
	const i18n = await renderingInstance(language, ['shop'])
	const body = renderToStaticMarkup(
		<I18nextProvider i18n={i18n}>
			<OrderDocument document={document} />
		</I18nextProvider>,
	)
	const base = `body{font-family:'Document Sans Thai',sans-serif;color:#0f172a;font-size:11pt;line-height:1.6;margin:0}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`
	return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><style>${documentFontFaces()}\n${base}\n${documentStyles}</style></head><body>${body}</body></html>`
}

let queue: Promise<unknown> = Promise.resolve()

/** The document as a PDF file (A4), printed after any PDF already being printed. */
export function documentPdf(document: DocumentView, language: string): Promise<Buffer> {
	const job = queue.then(async () => {
		let page: Page | undefined
		try {
			page = await (await sharedBrowser()).newPage({ javaScriptEnabled: false })
			page.setDefaultTimeout(PRINT_TIMEOUT_MS)
			await page.setContent(await documentHtml(document, language), { waitUntil: 'load' })
			return await page.pdf({ preferCSSPageSize: true, printBackground: true })
		} catch (error) {
			const unavailable = error instanceof DocumentPdfUnavailable ? error : new DocumentPdfUnavailable(String(error))
			logger.error({ err: unavailable }, 'a document could not be printed to PDF')
			throw unavailable
		} finally {
			await page?.close().catch(() => undefined)
		}
	})
	queue = job.catch(() => undefined)
	return job
}

/** Closes the browser (tests; a server keeps it for its lifetime). */
export async function closeDocumentBrowser() {
	const running = browser
	browser = null
	if (running) await (await running.catch(() => null))?.close()
}
