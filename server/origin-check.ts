import type { NextFunction, Request, Response } from 'express'

/**
 * Every request that changes something must come from our own pages (docs/architecture.md#security-and-operations, with SameSite=Lax
 * cookies): a browser always sends Origin on a cross-site POST, so a foreign or mismatched Origin (or,
 * without one, Referer) is refused. A request with neither comes from no browser page, so it cannot
 * ride on someone's cookies and is let through.
 */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isAllowedOrigin({ method, origin, referer }: { method: string; origin?: string; referer?: string }, allowedOrigins: string[]): boolean {
	if (safeMethods.has(method.toUpperCase())) return true
	const claimed = origin && origin !== 'null' ? origin : origin === 'null' ? 'null' : referer ? originOf(referer) : undefined
	if (claimed === undefined) return true
	return allowedOrigins.includes(claimed)
}

function originOf(url: string): string {
	try {
		return new URL(url).origin
	} catch {
		return 'null'
	}
}

export function originCheck({ appUrl }: { appUrl: string }) {
	const appOrigin = new URL(appUrl).origin
	return (req: Request, res: Response, next: NextFunction) => {
		const own = `${req.protocol}://${req.get('host') ?? ''}`
		if (isAllowedOrigin({ method: req.method, origin: req.get('origin'), referer: req.get('referer') }, [appOrigin, own])) return next()
		// Outside the app's pages and languages: say it in both.
		res.status(403).type('text/plain; charset=utf-8').send('403 Forbidden: this form was sent from another site.\nแบบฟอร์มนี้ถูกส่งมาจากเว็บไซต์อื่นจึงถูกปฏิเสธ\n')
	}
}
