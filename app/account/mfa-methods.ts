import type { MfaMethod, MfaState } from '#app/auth/identity/account-security.server.ts'

/**
 * The second steps that exist for the person, so they can be turned on: an authenticator app once set up
 * (setting one up turns it on), SMS once a phone number is confirmed. Nothing else may be turned on,
 * or sign-in would ask for a code nobody can give.
 */
export function readyMfaMethods(mfa: MfaState): MfaMethod[] {
	return [...(mfa.enabled.includes('TOTP') ? (['TOTP'] as const) : []), ...(mfa.phoneNumber && mfa.phoneVerified ? (['SMS'] as const) : [])]
}
