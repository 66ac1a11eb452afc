import type { NextFunction, Request, Response } from 'express'

/** Whether a Cookie header carries the named cookie (the session's first chunk). */
export function hasCookie(cookieHeader: string | undefined, name: string): boolean {
	return (cookieHeader ?? '').split(';').some((part) => part.trimStart().startsWith(`${name}=`))
}

/**
 * A page served to a browser with a session is that person's: no shared cache may keep it, and the
 * browser itself must not keep it either (the back button after signing out on a shared computer).
 * A route that sets its own Cache-Control still wins.
 */
export function privatePages({ sessionCookie }: { sessionCookie: string }) {
	return (req: Request, res: Response, next: NextFunction) => {
		if (hasCookie(req.get('cookie'), sessionCookie)) res.setHeader('Cache-Control', 'private, no-store')
		next()
	}
}
