import { describe, expect, test } from 'vitest'
import { ConfigError, parseConfig } from './env.server.ts'

describe('parseConfig', () => {
	test('gives development defaults', () => {
		const config = parseConfig({})
		expect(config.NODE_ENV).toBe('development')
		expect(config.PORT).toBe(3000)
		expect(config.TRUST_PROXY_HOPS).toBe(1)
		expect(config.APP_URL).toBe('http://localhost:3000')
		expect(config.SECURE_COOKIES).toBe(false)
	})

	test('names a missing production secret', () => {
		expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/)
	})

	test('names an invalid variable', () => {
		try {
			parseConfig({ PORT: 'eighty', TRUST_PROXY_HOPS: '-1' })
			expect.unreachable()
		} catch (error) {
			expect(error).toBeInstanceOf(ConfigError)
			const message = (error as Error).message
			expect(message).toContain('PORT')
			expect(message).toContain('TRUST_PROXY_HOPS')
		}
	})

	test('rejects a short secret', () => {
		expect(() => parseConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/)
	})

	test('uses secure cookies behind https', () => {
		const config = parseConfig({ APP_URL: 'https://robtua.example', SESSION_SECRET: 'x'.repeat(32) })
		expect(config.SECURE_COOKIES).toBe(true)
	})

	test('treats empty strings as unset', () => {
		expect(parseConfig({ PORT: '' }).PORT).toBe(3000)
	})
})
