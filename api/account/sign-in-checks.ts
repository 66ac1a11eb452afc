import type { AccessTokenClaims } from '#api/auth/access-token.ts'
import type { Database } from '#api/db/client.ts'
import type { EventBus } from '#api/events/bus.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import { isRevoked, signedOutEverywhere } from './service.ts'

export type SignInChecks = ReturnType<typeof signInChecks>

/**
 * Whether a token's sign-in has ended, asked on every request (api/http/authenticate.ts). "Sign out
 * everywhere" is read from the person's row, which every request reads anyway. A sign-in found not signed
 * out is remembered by this replica as still on, so its revocation is not read again on each request,
 * until the bus says the person's access changed (every sign-out publishes it, api/account/routes.ts), or
 * may have missed saying so (`resync`). While the bus is not listening, every request reads it again.
 */
export function signInChecks(bus: EventBus, max = 50_000) {
	/** Sign-in id → its person's profile id. */
	const stillOn = new Map<string, string>()
	/** Counts what the bus said: a read that began before one of them may be out of date. */
	let changes = 0
	const changed = (profileId: string | null) => {
		changes += 1
		if (profileId === null) stillOn.clear()
		else for (const [signInId, owner] of stillOn) if (owner === profileId) stillOn.delete(signInId)
	}
	bus.subscribe((event) => {
		if (event.t === 'access') changed(event.profile)
		else if (event.t === 'resync') changed(null)
	})
	return {
		/** What this replica remembers of the person is forgotten at once (its own sign-outs, before the bus echoes them). */
		changed,
		async hasEnded(db: Database, profile: ProfileRow, claims: Pick<AccessTokenClaims, 'signInId' | 'authTime'>) {
			if (signedOutEverywhere(profile, claims)) return true
			const listening = bus.listening()
			if (listening && stillOn.get(claims.signInId) === profile.id) return false
			// Read again now: what was remembered is not trusted after this.
			stillOn.delete(claims.signInId)
			const before = changes
			const ended = await isRevoked(db, claims.signInId)
			if (!ended && changes === before && listening && bus.listening()) {
				stillOn.set(claims.signInId, profile.id)
				if (stillOn.size > max) stillOn.delete(stillOn.keys().next().value!)
			}
			return ended
		},
	}
}
