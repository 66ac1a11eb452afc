import { describe, expect, test } from 'vitest'
import { parseApiConfig } from '#api/config.ts'
import { standInDefaults } from '#payments/stand-in.ts'
import { parsePaymentConfig, standInSecrets } from './config.ts'

const omise = { PAYMENT_GATEWAY: 'omise', PAYMENT_SECRET_KEY: 'skey_test_61hw0a1b2c3d4e5f6g7', PAYMENT_WEBHOOK_SECRET: Buffer.from('a real webhook secret, 32 bytes!').toString('base64') }

describe('the payment configuration', () => {
	test('by default, the stand-in with the key and secret it has by default', () => {
		expect(parsePaymentConfig({})).toEqual({
			PAYMENT_GATEWAY: 'stand-in',
			PAYMENT_SECRET_KEY: standInSecrets.secretKey,
			PAYMENT_WEBHOOK_SECRET: standInSecrets.webhookSecret,
			PAYMENT_TIMEOUT_MS: 10_000,
		})
		expect(standInSecrets).toEqual(standInDefaults)
	})

	test('omise with its own key and secret', () => {
		expect(parsePaymentConfig(omise)).toMatchObject({ PAYMENT_GATEWAY: 'omise', PAYMENT_SECRET_KEY: omise.PAYMENT_SECRET_KEY })
	})

	test("omise refuses the stand-in's key and secret, and a plain-http address", () => {
		expect(() => parsePaymentConfig({ PAYMENT_GATEWAY: 'omise' })).toThrow(/PAYMENT_SECRET_KEY: required with PAYMENT_GATEWAY=omise[\s\S]*PAYMENT_WEBHOOK_SECRET: required with PAYMENT_GATEWAY=omise/)
		expect(() => parsePaymentConfig({ ...omise, PAYMENT_GATEWAY_URL: 'http://api.omise.co' })).toThrow(/PAYMENT_GATEWAY_URL: must be https/)
	})

	test('a webhook secret must be base64 of 16 bytes or more; an unknown gateway is refused', () => {
		expect(() => parsePaymentConfig({ PAYMENT_WEBHOOK_SECRET: 'not base64!' })).toThrow(/PAYMENT_WEBHOOK_SECRET: must be base64/)
		expect(() => parsePaymentConfig({ PAYMENT_WEBHOOK_SECRET: 'c2hvcnQ=' })).toThrow(/PAYMENT_WEBHOOK_SECRET: must decode to at least 16 bytes/)
		expect(() => parsePaymentConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY/)
	})

	test('is part of the API configuration, checked when it starts', () => {
		const required = {
			IDENTITY_ISSUER: 'http://127.0.0.1:9229/local_abc',
			IDENTITY_CLIENT_ID: 'client',
			IDENTITY_ENDPOINT: 'http://127.0.0.1:9229',
			BUSINESS_USER_TOKEN_SECRET: 'x'.repeat(32),
		}
		expect(parseApiConfig(required)).toMatchObject({ PAYMENT_GATEWAY: 'stand-in', PAYMENT_SECRET_KEY: standInSecrets.secretKey })
		expect(() => parseApiConfig({ ...required, PAYMENT_GATEWAY: 'omise' })).toThrow(/Invalid API configuration:[\s\S]*PAYMENT_SECRET_KEY/)
	})
})
