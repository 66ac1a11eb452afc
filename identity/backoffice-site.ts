import { join } from 'node:path'
import express, { type Request, type Response } from 'express'
import { copy, isSiteLanguage, type SiteLanguage } from './backoffice-copy.ts'
import { indexPage, notFoundPage, sentPage, signupPage, styleHash, termsPage, type PageContext } from './backoffice-pages.ts'
import { readSignup, storeSignup, validateSignup } from './business-signup.ts'
import type { SafeHtml } from './html.ts'

/**
 * The back-office site the product links to (BACKOFFICE_SITE_URL: the terms of use and the business
 * sign-up, opened in a new tab), served locally by the identity stand-in so those links lead somewhere.
 * Plain server-rendered pages in English and Thai that need no JavaScript; the business sign-up keeps
 * each request as a JSON line in the data directory.
 */

// Nothing but the inline stylesheet may load; forms post only here; no framing.
const contentSecurityPolicy = [`default-src 'none'`, `style-src ${styleHash}`, `form-action 'self'`, `base-uri 'none'`, `frame-ancestors 'none'`].join('; ')

/** The reader's language: `?lang=th|en`, else the first supported one their browser asks for, else English. */
export function languageOf(req: Request): { language: SiteLanguage; fromHeader: boolean } {
	const asked = req.query.lang
	if (isSiteLanguage(asked)) return { language: asked, fromHeader: false }
	const ranked = (req.get('accept-language') ?? '')
		.split(',')
		.map((part) => {
			const [tag = '', ...parameters] = part.trim().split(';')
			const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
			return { primary: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1 }
		})
		.filter((entry) => entry.q > 0)
		.sort((a, b) => b.q - a.q)
	const found = ranked.find((entry) => isSiteLanguage(entry.primary))?.primary
	return { language: isSiteLanguage(found) ? found : 'en', fromHeader: true }
}

function contextOf(req: Request, res: Response): PageContext {
	const { language, fromHeader } = languageOf(req)
	// The same address answers in another language for another browser: caches must know.
	if (fromHeader) res.vary('Accept-Language')
	res.set('Content-Language', language)
	return { language, words: copy[language], base: req.baseUrl }
}

function send(res: Response, page: SafeHtml, status = 200) {
	res.status(status).type('html').send(page.value)
}

const REFERENCE = /^[0-9A-F]{8}$/

export function backofficeSite({ dataDir }: { dataDir: string }): express.Router {
	const requestsFile = join(dataDir, 'business-signups.jsonl')
	const router = express.Router()

	router.use((_req, res, next) => {
		res.set({
			'Content-Security-Policy': contentSecurityPolicy,
			'X-Content-Type-Options': 'nosniff',
			'Referrer-Policy': 'no-referrer',
			'Cross-Origin-Opener-Policy': 'same-origin',
		})
		next()
	})

	router.get('/', (req, res) => send(res, indexPage(contextOf(req, res))))
	router.get('/terms', (req, res) => send(res, termsPage(contextOf(req, res))))

	router.get('/business/signup', (req, res) => {
		res.set('Cache-Control', 'no-store')
		send(res, signupPage(contextOf(req, res)))
	})

	// 64 kB: a 2,000-character Thai message is 18 kB once form-encoded.
	router.post('/business/signup', express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 20 }), async (req, res, next) => {
		res.set('Cache-Control', 'no-store')
		const context = contextOf(req, res)
		const input = readSignup(req.body)
		const errors = validateSignup(input, context.words.signup)
		// Refused, with what was typed, so nothing is lost.
		if (Object.keys(errors).length > 0) return send(res, signupPage(context, { input, errors }), 400)
		try {
			// A filled-in trap field is a robot: it is thanked, and nothing is kept.
			const reference = (req.body as Record<string, unknown>).website ? undefined : await storeSignup(requestsFile, input, context.language)
			const query = new URLSearchParams({ lang: context.language, ...(reference ? { ref: reference } : {}) })
			res.redirect(303, `${req.baseUrl}/business/signup/sent?${query}`)
		} catch (error) {
			next(error)
		}
	})

	router.get('/business/signup/sent', (req, res) => {
		const reference = typeof req.query.ref === 'string' && REFERENCE.test(req.query.ref) ? req.query.ref : undefined
		send(res, sentPage(contextOf(req, res), reference))
	})

	router.use((req, res) => send(res, notFoundPage(contextOf(req, res)), 404))
	// A body too large, or a store that failed: said plainly, without the details.
	router.use((error: { status?: number }, _req: Request, res: Response, _next: () => void) => {
		const status = error.status === 413 ? 413 : 500
		res.status(status).type('text/plain').send(status === 413 ? 'The request is too large.' : 'Something went wrong. Please try again later.')
	})
	return router
}
