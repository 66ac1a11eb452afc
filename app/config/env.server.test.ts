import { describe, expect, test } from 'vitest'
import { ConfigError, parseConfig as parseWith } from './env.server.ts'

const identity = { IDENTITY_USER_POOL_ID: 'ap-southeast-1_Robtua', IDENTITY_CLIENT_ID: 'web', IDENTITY_HOSTED_UI_URL: 'https://auth.robtua.example' }
const parseConfig = (source: Record<string, string>) => parseWith({ ...identity, ...source })

describe('parseConfig', () => {
	test('gives development defaults', () => {
		const config = parseConfig({})
		expect(config.NODE_ENV).toBe('development')
		expect(config.PORT).toBe(3000)
		expect(config.TRUST_PROXY_HOPS).toBe(1)
		expect(config.APP_URL).toBe('http://localhost:3000')
		expect(config.SECURE_COOKIES).toBe(false)
	})

	test('the map: tiles of our own by default; one other source, whose origin alone the images CSP adds', () => {
		expect(parseConfig({}).MAP_TILES).toEqual({ url: '/map-tiles/v1/{lang}/{z}/{x}/{y}.svg', attribution: null, maxZoom: 18, origin: null })
		expect(parseConfig({ MAP_TILE_URL: 'https://tiles.robtua.example/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors', MAP_TILE_MAX_ZOOM: '16' }).MAP_TILES).toEqual({
			url: 'https://tiles.robtua.example/{z}/{x}/{y}.png',
			attribution: '© OpenStreetMap contributors',
			maxZoom: 16,
			origin: 'https://tiles.robtua.example',
		})
		expect(() => parseConfig({ MAP_TILE_URL: 'https://tiles.robtua.example/tile.png' })).toThrow(/MAP_TILE_URL: must hold \{z\}, \{x\} and \{y\}/)
		expect(() => parseConfig({ MAP_TILE_URL: 'ftp://tiles/{z}/{x}/{y}' })).toThrow(/MAP_TILE_URL: must be an http\(s\) address/)
		expect(() => parseConfig({ MAP_PMTILES_PATH: '/no/such/file.pmtiles' })).toThrow(/MAP_PMTILES_PATH: no such file/)
		expect(() => parseConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png', MAP_PMTILES_PATH: 'package.json' })).toThrow(/one tile source/)
		expect(parseConfig({ MAP_PMTILES_PATH: 'package.json' }).MAP_TILES.url).toBe('/map-tiles/file/{z}/{x}/{y}')
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

	test('stops when the identity service is not configured, naming what is missing', () => {
		expect(() => parseWith({})).toThrow(/IDENTITY_USER_POOL_ID: the user pool is not configured/)
		expect(() => parseWith({})).toThrow(/IDENTITY_CLIENT_ID: the app client is not configured/)
		expect(() => parseWith({})).toThrow(/IDENTITY_HOSTED_UI_URL: OAuth is not configured/)
		expect(() => parseConfig({ IDENTITY_USER_POOL_ID: 'nounderscore' })).toThrow(/must contain an underscore/)
		expect(() => parseConfig({ IDENTITY_POOL_ID: 'no-colon' })).toThrow(/IDENTITY_POOL_ID: must contain a colon/)
	})

	test("defaults to the user pool region's Cognito endpoint and SRP", () => {
		const config = parseConfig({})
		expect(config.IDENTITY_ENDPOINT).toBe('https://cognito-idp.ap-southeast-1.amazonaws.com/')
		expect(config.IDENTITY_AUTH_FLOW).toBe('USER_SRP_AUTH')
	})

	test('treats empty strings as unset', () => {
		expect(parseConfig({ PORT: '' }).PORT).toBe(3000)
	})
})
