import { eq, lt, sql } from 'drizzle-orm'
import type { AccessTokenClaims } from '#api/auth/access-token.ts'
import type { Database } from '#api/db/client.ts'
import { profiles, revokedSignIns } from '#api/db/schema.ts'
import type { ProfileRow } from './profiles.ts'

// Signing out is recorded here, in the database every API replica reads, so a copy of a signed-out
// browser's cookie or access token stops working at once (docs/architecture.md#sessions-and-tokens). The identity service revokes the
// refresh tokens itself; its access tokens stay valid until they expire, which is what this closes.

/**
 * How long after authenticating a sign-in's tokens may still be alive: the identity service's refresh
 * token validity (Cognito's default is 30 days). A revocation older than this protects nothing.
 */
export const SIGN_IN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

/** "Sign out": this sign-in's tokens (this one and every one its refresh token made or will make) end now. */
export async function signOut(db: Database, profileId: string, claims: Pick<AccessTokenClaims, 'signInId' | 'authTime'>) {
	const expiresAt = new Date(claims.authTime * 1000 + SIGN_IN_LIFETIME_MS)
	await db.insert(revokedSignIns).values({ originJti: claims.signInId, profileId, expiresAt }).onConflictDoNothing()
	// Housekeeping on the way: revocations whose tokens have all expired.
	await db.delete(revokedSignIns).where(lt(revokedSignIns.expiresAt, new Date()))
}

/** "Sign out everywhere": every sign-in made before now ends, on every browser and device. */
export async function signOutEverywhere(db: Database, profileId: string) {
	await db.update(profiles).set({ signedOutEverywhereAt: sql`now()` }).where(eq(profiles.id, profileId))
}

/** Whether this token's sign-in was ended by "Sign out", or by "Sign out everywhere" after it began. */
export async function isSignedOut(db: Database, profile: ProfileRow, claims: Pick<AccessTokenClaims, 'signInId' | 'authTime'>): Promise<boolean> {
	// auth_time has whole seconds: a sign-in in the very second of "everywhere" counts as before it, since
	// it may have been made on another device just before. Only a sign-in a second later stands (a person
	// signing in again is never that quick).
	if (profile.signedOutEverywhereAt && claims.authTime <= Math.floor(profile.signedOutEverywhereAt.getTime() / 1000)) return true
	const [revoked] = await db.select({ originJti: revokedSignIns.originJti }).from(revokedSignIns).where(eq(revokedSignIns.originJti, claims.signInId)).limit(1)
	return Boolean(revoked)
}
