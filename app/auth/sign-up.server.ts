import type { PendingSignUp, SessionData } from './session.server.ts'

/** docs/product.md#sign-up-reset-and-attributes and #constants-and-limits: the automatic sign-in after sign-up waits at most 3 minutes. */
export const AUTO_SIGN_IN_TIMEOUT_MS = 3 * 60 * 1000

/** How long the confirmation step stays on /signup (Cognito's sign-up codes last 24 hours). */
export const PENDING_SIGN_UP_TTL_MS = 24 * 60 * 60 * 1000

/** The sign-up waiting for its code, if it is recent enough to show its step. */
export function pendingSignUpOf(session: SessionData, now = Date.now()): PendingSignUp | undefined {
	const pending = session.signUp
	return pending && now - pending.startedAt < PENDING_SIGN_UP_TTL_MS ? pending : undefined
}

/** The password kept for the automatic sign-in, while it may still be used. */
export function autoSignInPasswordOf(pending: PendingSignUp, now = Date.now()): string | undefined {
	return now - pending.startedAt <= AUTO_SIGN_IN_TIMEOUT_MS ? pending.password : undefined
}

/**
 * Forgets what a sign-up kept once it is of no more use: the password after the automatic sign-in's
 * 3 minutes, the whole pending sign-up after its step expired. True when the session changed.
 */
export function forgetStaleSignUp(session: SessionData, now = Date.now()): boolean {
	const pending = session.signUp
	if (!pending) return false
	if (!pendingSignUpOf(session, now)) {
		session.signUp = undefined
		return true
	}
	if (pending.password !== undefined && autoSignInPasswordOf(pending, now) === undefined) {
		session.signUp = { ...pending, password: undefined }
		return true
	}
	return false
}

