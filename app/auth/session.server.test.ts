import { compactDecrypt } from 'jose'
import { describe, expect, test, vi } from 'vitest'
import { cookieJar } from './__fixtures__/cookie-jar.ts'
import { challengeSessionOfLength, cognitoSizedResult, jwtOfLength } from './__fixtures__/cognito-tokens.ts'
import { tokensFrom } from './identity/sign-in.server.ts'
import { commitSession, createSessionCodec, destroySession, MAX_CHUNK, newSessionData, readSession, SESSION_COOKIE, type SessionData } from './session.server.ts'

// jose's own decryption, counted: a session read again is not opened again.
vi.mock('jose', async (original) => {
	const jose = await original<typeof import('jose')>()
	return { ...jose, compactDecrypt: vi.fn(jose.compactDecrypt) }
})

const codec = createSessionCodec({ secret: 'a-test-secret-that-is-long-enough-1234', secure: true })
const NOW = 1_735_689_600

/** The largest session the product can hold: Cognito-sized tokens, a pending sign-in, a business user. */
function largestSession(): SessionData {
	return {
		...newSessionData(),
		tokens: { ...tokensFrom(cognitoSizedResult(NOW), {}, NOW * 1000), deviceKey: 'ap-southeast-1_5d7c3a1e-9b8f-4e2d-a6c4-0f1e2d3c4b5a' },
		signIn: {
			username: '7c4e2a90-3b1d-4f6e-9a85-2d1c0b7e4f31',
			step: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
			challengeSession: challengeSessionOfLength(),
			details: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
			startedAt: NOW * 1000,
		},
		backPath: `/feed/search?q=${'ก๋วยเตี๋ยว'.repeat(10)}`,
		activeBusinessUser: { id: '3f2e1d0c-9b8a-4765-8432-10fedcba9876', token: jwtOfLength({ sub: 'business-user' }, 700), expiresAt: NOW + 3600 },
	}
}

const nameOf = (setCookie: string) => setCookie.slice(0, setCookie.indexOf('='))

describe('size', () => {
	test('Cognito-sized tokens are what the fixtures claim', () => {
		const result = cognitoSizedResult(NOW)
		expect(result.AccessToken.length).toBeGreaterThanOrEqual(1090)
		expect(result.IdToken.length).toBeGreaterThanOrEqual(1290)
		expect(result.RefreshToken.length).toBe(1800)
	})

	test('every Set-Cookie of the largest session stays under 4096 bytes', async () => {
		const setCookies = await codec.write(largestSession())
		expect(setCookies.length).toBeGreaterThan(1)
		for (const setCookie of setCookies) expect(Buffer.byteLength(setCookie)).toBeLessThan(4096)
	})

	test('the whole session fits what browsers and servers accept', async () => {
		const jar = cookieJar()
		jar.apply(await codec.write(largestSession()))
		// Browsers keep at least 50 cookies per site; a server takes 16 KB of headers in all (Node's
		// default), so the session leaves well over a third of that to everything else.
		expect(jar.names().length).toBeLessThanOrEqual(3)
		expect(Buffer.byteLength(`Cookie: ${jar.header()}`)).toBeLessThan(10 * 1024)
	})

	test('the id token itself is not stored, only its claims', async () => {
		const result = cognitoSizedResult(NOW)
		const data = { ...newSessionData(), tokens: tokensFrom(result, {}, NOW * 1000) }
		expect(JSON.stringify(data)).not.toContain(result.IdToken)
		expect(data.tokens).toMatchObject({ sub: '7c4e2a90-3b1d-4f6e-9a85-2d1c0b7e4f31', email: 'somchai@example.com' })
	})

	test('a session too large for the cookies is refused rather than cut short', async () => {
		const data = { ...newSessionData(), backPath: `/${'a'.repeat(MAX_CHUNK * 6)}` }
		await expect(codec.write(data)).rejects.toThrow(/session too large/)
	})
})

describe('round trip', () => {
	test('what is written reads back the same, over several chunks', async () => {
		const data = largestSession()
		const jar = cookieJar()
		jar.apply(await codec.write(data))
		expect(jar.names()).toEqual([SESSION_COOKIE, `${SESSION_COOKIE}.1`, ...jar.names().slice(2)])
		expect(await codec.read(jar.header())).toEqual(data)
	})

	test('a small session is one cookie', async () => {
		const data = { ...newSessionData(), backPath: '/account' }
		const setCookies = await codec.write(data)
		expect(setCookies.map(nameOf)).toEqual([SESSION_COOKIE])
		const jar = cookieJar()
		jar.apply(setCookies)
		expect(await codec.read(jar.header())).toEqual(data)
	})

	test('cookies are httpOnly, same-site lax, site-wide, 30 days, and Secure when asked', async () => {
		const [secure] = await codec.write(newSessionData())
		expect(secure).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
		const [plain] = await createSessionCodec({ secret: 'a-test-secret-that-is-long-enough-1234', secure: false }).write(newSessionData())
		expect(plain).not.toContain('Secure')
	})

	test('the value is encrypted: no token or username can be read from it', async () => {
		const data = largestSession()
		const [first = ''] = await codec.write(data)
		expect(first).not.toContain(data.signIn!.username)
		expect(first).not.toContain(data.tokens!.accessToken.slice(0, 40))
	})

	test('no cookie, or other cookies only, is a fresh session', async () => {
		for (const header of [null, '', 'lang=th; other=1']) {
			const session = await codec.read(header)
			expect(Object.keys(session)).toEqual(['id'])
		}
	})

	test('commitSession, readSession and destroySession work on requests', async () => {
		const data = { ...newSessionData(), backPath: '/account/update' }
		const headers = await commitSession(new Request('http://localhost/'), data)
		const jar = cookieJar()
		jar.apply(headers.getSetCookie())
		const request = new Request('http://localhost/', { headers: { Cookie: jar.header() } })
		expect(await readSession(request)).toEqual(data)
		jar.apply(destroySession(request).getSetCookie())
		expect(jar.names()).toEqual([])
	})
})

describe('opened once', () => {
	test('a signed-in session read again is not opened again, and each read gets its own copy', async () => {
		const signedIn = { ...largestSession(), signIn: undefined }
		const jar = cookieJar()
		jar.apply(await codec.write(signedIn))
		vi.mocked(compactDecrypt).mockClear()
		const first = await codec.read(jar.header())
		first.tokens!.accessToken = 'changed by the request'
		first.backPath = '/elsewhere'
		const second = await codec.read(jar.header())
		expect(second).toEqual(signedIn)
		expect(vi.mocked(compactDecrypt)).toHaveBeenCalledTimes(1)
		second.id = 'changed too'
		expect(await codec.read(jar.header())).toEqual(signedIn)
	})

	test('a session with a sign-in or a sign-up under way is opened on every read', async () => {
		const pending = largestSession()
		const signingUp = { ...newSessionData(), signUp: { username: 'somchai@example.com', password: 'Robtua#2026', startedAt: NOW * 1000 } }
		for (const data of [pending, signingUp]) {
			const jar = cookieJar()
			jar.apply(await codec.write(data))
			vi.mocked(compactDecrypt).mockClear()
			expect(await codec.read(jar.header())).toEqual(data)
			expect(await codec.read(jar.header())).toEqual(data)
			expect(vi.mocked(compactDecrypt)).toHaveBeenCalledTimes(2)
		}
	})

	test('another secret’s codec does not read a session this one opened', async () => {
		const jar = cookieJar()
		jar.apply(await codec.write({ ...newSessionData(), backPath: '/account' }))
		await codec.read(jar.header())
		const other = createSessionCodec({ secret: 'another-test-secret-that-is-long-enough-9876', secure: true })
		expect(Object.keys(await other.read(jar.header()))).toEqual(['id'])
	})
})

describe('tampering', () => {
	async function sealed() {
		const jar = cookieJar()
		const data = largestSession()
		jar.apply(await codec.write(data))
		return { data, header: jar.header() }
	}

	test('a changed character gives a fresh session', async () => {
		const { data, header } = await sealed()
		const at = header.indexOf(`${SESSION_COOKIE}.1=`) + 200
		const tampered = header.slice(0, at) + (header[at] === 'A' ? 'B' : 'A') + header.slice(at + 1)
		const session = await codec.read(tampered)
		expect(session.id).not.toBe(data.id)
		expect(session.tokens).toBeUndefined()
	})

	test('a missing chunk, chunks in the wrong order or garbage give a fresh session', async () => {
		const { data, header } = await sealed()
		const parts = header.split('; ')
		const swapped = parts.map((part, i) => (i === 0 ? `${SESSION_COOKIE}=${parts[1]!.split('=')[1]}` : i === 1 ? `${SESSION_COOKIE}.1=${parts[0]!.split('=')[1]}` : part))
		for (const candidate of [parts.filter((_, i) => i !== 1).join('; '), swapped.join('; '), `${SESSION_COOKIE}=not-a-sealed-value`]) {
			const session = await codec.read(candidate)
			expect(session.id).not.toBe(data.id)
			expect(session.tokens).toBeUndefined()
		}
	})

	test('a cookie sealed with another secret gives a fresh session', async () => {
		const { data, header } = await sealed()
		const other = createSessionCodec({ secret: 'another-secret-that-is-long-enough-5678', secure: true })
		const session = await other.read(header)
		expect(session.id).not.toBe(data.id)
		expect(session.tokens).toBeUndefined()
	})
})

describe('clearing', () => {
	test('destroying clears every chunk the browser holds, and nothing else', async () => {
		const jar = cookieJar()
		jar.apply(await codec.write(largestSession()))
		const header = `lang=th; ${jar.header()}`
		const setCookies = codec.clear(header)
		expect(setCookies.map(nameOf)).toEqual(jar.names())
		for (const setCookie of setCookies) expect(setCookie).toMatch(/^[^=]+=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
		jar.apply(setCookies)
		expect(jar.names()).toEqual([])
	})

	test('chunks left from a larger earlier session are cleared, so the new one reads back', async () => {
		const jar = cookieJar()
		jar.apply(await codec.write(largestSession()))
		const before = jar.names()
		expect(before.length).toBeGreaterThan(1)

		const smaller = { ...newSessionData(), backPath: '/account' }
		const setCookies = await codec.write(smaller, jar.header())
		expect(setCookies.filter((line) => line.includes('Max-Age=0')).map(nameOf)).toEqual(before.slice(1))
		jar.apply(setCookies)
		expect(jar.names()).toEqual([SESSION_COOKIE])
		expect(await codec.read(jar.header())).toEqual(smaller)
	})

	test('a leftover chunk that was not cleared would spoil the session (why clearing matters)', async () => {
		const big = cookieJar()
		big.apply(await codec.write(largestSession()))
		const small = cookieJar()
		small.apply(await codec.write({ ...newSessionData(), backPath: '/account' }))
		const leftover = big.header().split('; ').slice(1).join('; ')
		const session = await codec.read(`${small.header()}; ${leftover}`)
		expect(session.backPath).toBeUndefined()
	})
})
