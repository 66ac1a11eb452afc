import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { cookieJar } from './__fixtures__/cookie-jar.ts'
import { challengeSessionOfLength, cognitoSizedResult } from './__fixtures__/cognito-tokens.ts'
import { forgotPasswordSchema, resetPasswordSchema, signInSchema } from './forms.ts'
import { tokensFrom } from './identity/sign-in.server.ts'
import { createSessionCodec, newSessionData } from './session.server.ts'
import { signUpSchema } from './sign-up-form.ts'

// What a person types into an identity form and a pending step keeps in the session cookie (a reset's
// username, a sign-up's email and password, a sign-in's username): at the longest each form takes, in
// letters of one, two, three and four bytes, it still fits the cookies beside Cognito-sized tokens
// (app/auth/session.server.ts). A limit that counted characters would let Thai in three times over.

const codec = createSessionCodec({ secret: 'a-test-secret-that-is-long-enough-1234', secure: true })
const NOW = 1_735_689_600
const letters = ['x', 'é', 'ก', '😀']

/** The longest run of `letter` (up to 20 000) the form takes in `field`, with `rest` filled in validly. */
function longestTaken(schema: z.ZodType, field: string, rest: (value: string) => Record<string, string>, letter: string, around = (text: string) => text) {
	const takes = (count: number) => {
		const value = around(letter.repeat(count))
		const form = new FormData()
		for (const [name, text] of Object.entries({ ...rest(value), [field]: value })) form.set(name, text)
		return parseWithZod(form, { schema }).status === 'success'
	}
	let [low, high] = [0, 20_000]
	if (takes(high)) return around(letter.repeat(high))
	while (high - low > 1) {
		const middle = Math.floor((low + high) / 2)
		if (takes(middle)) low = middle
		else high = middle
	}
	return around(letter.repeat(low))
}

const strong = (text: string) => `Aa1#${text}`
const signUp = (password: string) => ({ intent: 'sign-up', email: 'new@robtua.test', firstName: 'Somchai', lastName: 'Jaidee', password, confirmPassword: password, terms: 'on' })

describe('identity input kept in the session', () => {
	test.each(letters)('at the longest the forms take in “%s”, it fits the session cookie', async (letter) => {
		const resetUsername = longestTaken(forgotPasswordSchema, 'username', () => ({ intent: 'send-code' }), letter)
		const signInUsername = longestTaken(signInSchema, 'username', () => ({ intent: 'sign-in', password: 'Robtua#2026' }), letter)
		const email = longestTaken(signUpSchema, 'email', () => signUp('Robtua#2026'), letter, (text) => `${text}@robtua.test`)
		const password = longestTaken(signUpSchema, 'password', (value) => ({ ...signUp(value), password: value }), letter, strong)
		const data = {
			...newSessionData(),
			tokens: tokensFrom(cognitoSizedResult(NOW), {}, NOW * 1000),
			signIn: { username: signInUsername, step: 'SMS_MFA', challengeSession: challengeSessionOfLength(), details: {}, startedAt: NOW * 1000 },
			signUp: { username: email, password, destination: 'n***@r***', startedAt: NOW * 1000 },
			resetUsername,
		}
		const jar = cookieJar()
		jar.apply(await codec.write(data))
		expect(Buffer.byteLength(`Cookie: ${jar.header()}`)).toBeLessThan(10 * 1024)
	})

	test('a username or password too long is refused with the field’s own message', () => {
		const refusal = (schema: z.ZodType, values: Record<string, string>) => {
			const form = new FormData()
			for (const [name, value] of Object.entries(values)) form.set(name, value)
			return parseWithZod(form, { schema }).reply().error
		}
		expect(refusal(forgotPasswordSchema, { intent: 'send-code', username: 'ก'.repeat(5000) })).toEqual({ username: ['too_long'] })
		expect(refusal(signInSchema, { intent: 'sign-in', username: 'ก'.repeat(107), password: 'x' })).toEqual({ username: ['too_long'] })
		expect(refusal(forgotPasswordSchema, { intent: 'send-code', username: 'ก'.repeat(106) })).toBeUndefined()
		expect(refusal(signUpSchema, { ...signUp('Robtua#2026'), email: `${'x'.repeat(15_000)}@robtua.test` })).toEqual({ email: ['too_long'] })
		expect(refusal(resetPasswordSchema, { intent: 'reset-password', code: '123456', password: strong('ก'.repeat(90)), confirmPassword: strong('ก'.repeat(90)) })).toEqual({ password: ['too_long'] })
	})
})
