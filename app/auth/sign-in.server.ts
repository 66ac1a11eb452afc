import { redirect } from '@remix-run/node'
import { safeBackPath } from '#app/routing/back-path.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import type { SignInOutcome } from './identity/sign-in.server.ts'
import { commitSession, newSessionData, type PendingSignIn, type SessionData, type SessionTokens } from './session.server.ts'

/** How long a started sign-in waits for its next step (Cognito's challenge session lasts 3 minutes). */
export const PENDING_SIGN_IN_TTL_MS = 5 * 60 * 1000

export function pendingSignInOf(session: SessionData, now = Date.now()): PendingSignIn | undefined {
	const pending = session.signIn
	return pending && now - pending.startedAt < PENDING_SIGN_IN_TTL_MS ? pending : undefined
}

/**
 * Signs the browser in: a brand-new session (new id, nothing carried over but the language cookie,
 * which lives apart) holding the tokens, then back to the page the person wanted.
 */
export async function finishSignIn(request: Request, previous: SessionData, tokens: SessionTokens, message: string, fallbackPath = '/account') {
	const backPath = safeBackPath(previous.backPath, fallbackPath)
	const headers = await commitSession(request, { ...newSessionData(), tokens })
	return redirectWithSuccess(backPath, message, { headers })
}

/** Where a sign-in outcome leads: signed in, the next step's form, or the reset or sign-up flows. */
export async function continueSignIn(request: Request, session: SessionData, outcome: SignInOutcome & { forgetDevice?: boolean }, signedInMessage: string, password?: string) {
	if (outcome.step === 'DONE') return finishSignIn(request, session, outcome.tokens, signedInMessage)
	const { pending } = outcome
	if (outcome.step === 'RESET_PASSWORD') {
		const next: SessionData = { ...session, signIn: undefined, resetUsername: pending.username }
		return redirect('/forgot-password', { headers: await commitSession(request, next) })
	}
	if (outcome.step === 'CONFIRM_SIGN_UP') {
		const next: SessionData = { ...session, signIn: undefined, signUp: { username: pending.username, password, startedAt: pending.startedAt } }
		return redirect('/signup', { headers: await commitSession(request, next) })
	}
	return redirect('/login', { headers: await commitSession(request, { ...session, signIn: pending }) })
}
