import { describe, expect, test } from 'vitest'
import type { BusEvent, EventBus } from '#api/events/bus.ts'
import { eq } from 'drizzle-orm'
import { profiles } from '#api/db/schema.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { signOut } from './service.ts'
import { signInChecks } from './sign-in-checks.ts'

// What a replica remembers of sign-ins (api/account/sign-in-checks.ts): only while its bus listens, and
// forgotten when the bus says the person's access changed or that it may have missed something.

const api = useHarness()

/** A person with their profile (made by their first call). */
async function personRow() {
	const { sub, token } = await api.person()
	await api.call('GET', '/v1/me', { token })
	const [profile] = await api.db.select().from(profiles).where(eq(profiles.identitySub, sub))
	return { sub, profile: profile! }
}

function quietBus() {
	const listeners: Array<(event: BusEvent) => void> = []
	const bus = { listening: true, say: (event: BusEvent) => listeners.forEach((listener) => listener(event)) }
	const eventBus: EventBus = { publish: async () => {}, subscribe: (listener) => (listeners.push(listener), () => {}), close: async () => {}, listening: () => bus.listening }
	return { bus, eventBus }
}

describe('sign-in checks', () => {
	test('a sign-in remembered as on is read again once the bus says so, or while it does not listen', async () => {
		const { sub, profile } = await personRow()
		const { bus, eventBus } = quietBus()
		const checks = signInChecks(eventBus)
		const claims = { signInId: `sign-in-${sub}`, authTime: Math.floor(Date.now() / 1000) - 60 }
		expect(await checks.hasEnded(api.db, profile, claims)).toBe(false)
		// Signed out where this replica did not hear of it: it still remembers the sign-in as on.
		await signOut(api.db, profile.id, claims)
		expect(await checks.hasEnded(api.db, profile, claims)).toBe(false)
		// Not listening: it reads for itself.
		bus.listening = false
		expect(await checks.hasEnded(api.db, profile, claims)).toBe(true)
		bus.listening = true
		expect(await checks.hasEnded(api.db, profile, claims)).toBe(true)
	})

	test('what it forgets: the person the bus names, everybody on `resync` or a change of anybody', async () => {
		const [one, two] = [await personRow(), await personRow()]
		const [first, second] = [one.profile, two.profile]
		const { bus, eventBus } = quietBus()
		const checks = signInChecks(eventBus)
		const claimsOf = (sub: string) => ({ signInId: `sign-in-${sub}`, authTime: Math.floor(Date.now() / 1000) - 60 })
		for (const event of [{ t: 'access', profile: first.id }, { t: 'resync' }, { t: 'access', profile: null }] as BusEvent[]) {
			const [a, b] = [claimsOf(`${one.sub}-${event.t}-${String('profile' in event && event.profile)}`), claimsOf(`${two.sub}-${event.t}-${String('profile' in event && event.profile)}`)]
			expect(await checks.hasEnded(api.db, first, a)).toBe(false)
			expect(await checks.hasEnded(api.db, second, b)).toBe(false)
			await signOut(api.db, first.id, a)
			await signOut(api.db, second.id, b)
			bus.say(event)
			expect(await checks.hasEnded(api.db, first, a)).toBe(true)
			// The second person is read again unless the bus named only the first.
			expect(await checks.hasEnded(api.db, second, b)).toBe(event.t === 'access' && event.profile === first.id ? false : true)
		}
	})
})
