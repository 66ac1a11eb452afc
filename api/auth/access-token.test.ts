import { describe, expect, test } from 'vitest'
import { InvalidTokenError, rememberVerified, type AccessTokenClaims } from './access-token.ts'

// A token verified once is remembered until it expires (api/auth/access-token.ts): fewer signature checks,
// never a token taken after its expiry, never more than `max` remembered, and a failure never remembered.

const claimsOf = (token: string, expiresAt: number | undefined): AccessTokenClaims => ({ sub: token, username: token, scope: '', signInId: token, authTime: 0, expiresAt })

function counted(expiresAt: number | undefined, fails: Set<string> = new Set()) {
	const calls: string[] = []
	const verify = async (token: string) => {
		calls.push(token)
		if (fails.has(token) || (expiresAt !== undefined && clock.now / 1000 > expiresAt + 5)) throw new InvalidTokenError('"exp" claim timestamp check failed')
		return claimsOf(token, expiresAt)
	}
	return { calls, verify }
}
const clock = { now: 1_000_000_000 }
const now = () => clock.now

describe('verified tokens remembered', () => {
	test('a token is verified once until it expires; then it is refused as the verifier refuses it', async () => {
		const expiresAt = clock.now / 1000 + 3600
		const { calls, verify } = counted(expiresAt)
		const remembered = rememberVerified(verify, 10, now)
		expect(await remembered('a')).toMatchObject({ sub: 'a' })
		expect(await remembered('a')).toMatchObject({ sub: 'a' })
		expect(calls).toEqual(['a'])
		clock.now += 3600_000 + 4_000
		await remembered('a')
		expect(calls).toEqual(['a'])
		clock.now += 2_000
		await expect(remembered('a')).rejects.toBeInstanceOf(InvalidTokenError)
		expect(calls).toEqual(['a', 'a'])
		clock.now -= 3600_000 + 6_000
	})

	test('at most `max` are remembered, the least recently used leaving first; failures and tokens without an expiry are not remembered', async () => {
		const { calls, verify } = counted(clock.now / 1000 + 3600, new Set(['bad']))
		const remembered = rememberVerified(verify, 2, now)
		for (const token of ['a', 'b', 'a', 'c', 'a', 'b']) await remembered(token)
		// b left when c came (a had been used since); a stayed.
		expect(calls).toEqual(['a', 'b', 'c', 'b'])
		await expect(remembered('bad')).rejects.toBeInstanceOf(InvalidTokenError)
		await expect(remembered('bad')).rejects.toBeInstanceOf(InvalidTokenError)
		expect(calls.filter((token) => token === 'bad')).toHaveLength(2)
		const never = counted(undefined)
		const rememberedNever = rememberVerified(never.verify, 2, now)
		await rememberedNever('x')
		await rememberedNever('x')
		expect(never.calls).toEqual(['x', 'x'])
	})
})
