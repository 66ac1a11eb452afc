import { redirect } from '@remix-run/node'
import { HOME_PATH, safeBackPath } from '#app/routing/back-path.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { clearDevice, commitDevice } from './device-cookie.server.ts'
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
 * which lives apart) holding the tokens, then back to the page the person wanted, or home when they
 * wanted none (docs/product.md#routing-behaviour).
 */
export async function finishSignIn(request: Request, previous: SessionData, tokens: SessionTokens, message: string, headers = new Headers()) {
	const backPath = safeBackPath(previous.backPath, HOME_PATH)
	await commitSession(request, { ...newSessionData(), tokens }, headers)
	return redirectWithSuccess(backPath, message, { headers })
}

/** The browser's device after a sign-in: a new one is kept, one the identity service no longer knows is forgotten. */
async function deviceHeaders(request: Request, outcome: SignInOutcome & { forgetDevice?: boolean }): Promise<Headers> {
	const headers = new Headers()
	if (outcome.step === 'DONE' && outcome.newDevice) return commitDevice(outcome.newDevice, [outcome.tokens.email, outcome.tokens.username], headers)
	return outcome.forgetDevice ? clearDevice(request, headers) : headers
}

/** Where a sign-in outcome leads: signed in, the next step's form, or the reset or sign-up flows. */
export async function continueSignIn(request: Request, session: SessionData, outcome: SignInOutcome & { forgetDevice?: boolean }, signedInMessage: string, password?: string) {
	const headers = await deviceHeaders(request, outcome)
	if (outcome.step === 'DONE') return finishSignIn(request, session, outcome.tokens, signedInMessage, headers)
	const { pending } = outcome
	if (outcome.step === 'RESET_PASSWORD') {
		const next: SessionData = { ...session, signIn: undefined, resetUsername: pending.username }
		return redirect('/forgot-password', { headers: await commitSession(request, next, headers) })
	}
	if (outcome.step === 'CONFIRM_SIGN_UP') {
		const next: SessionData = { ...session, signIn: undefined, signUp: { username: pending.username, password, startedAt: pending.startedAt } }
		return redirect('/signup', { headers: await commitSession(request, next, headers) })
	}
	return redirect('/login', { headers: await commitSession(request, { ...session, signIn: pending }, headers) })
}
