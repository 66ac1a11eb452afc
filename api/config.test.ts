import { describe, expect, test } from 'vitest'
import { parseApiConfig } from './config.ts'

const required = {
	IDENTITY_ISSUER: 'http://127.0.0.1:9229/local_abc',
	IDENTITY_CLIENT_ID: 'client',
	IDENTITY_ENDPOINT: 'http://127.0.0.1:9229',
	BUSINESS_USER_TOKEN_SECRET: 'x'.repeat(32),
}

describe('parseApiConfig', () => {
	test('defaults: port 4000, the embedded database', () => {
		const config = parseApiConfig(required)
		expect(config).toMatchObject({ API_PORT: 4000, API_DATA_DIR: '.data/api-db' })
		expect(config.DATABASE_URL).toBeUndefined()
	})

	test('names every missing or invalid variable', () => {
		expect(() => parseApiConfig({ DATABASE_URL: 'not a url' })).toThrow(
			/Invalid API configuration:[\s\S]*DATABASE_URL[\s\S]*IDENTITY_ISSUER[\s\S]*IDENTITY_CLIENT_ID[\s\S]*IDENTITY_ENDPOINT[\s\S]*BUSINESS_USER_TOKEN_SECRET/,
		)
	})

	test('refuses a short business-user token secret', () => {
		expect(() => parseApiConfig({ ...required, BUSINESS_USER_TOKEN_SECRET: 'short' })).toThrow(/BUSINESS_USER_TOKEN_SECRET: must be at least 32/)
	})
})
