import { describe, expect, test } from 'vitest'
import { cookieJar } from './__fixtures__/cookie-jar.ts'
import { browserOf, clearDevice, commitDevice, createDeviceCookie, DEVICE_COOKIE, isOwnDevice, readDevice } from './device-cookie.server.ts'
import type { Device } from './identity/devices.server.ts'
import { commitSession, createSessionCodec, destroySession, newSessionData, readSession, SESSION_COOKIE } from './session.server.ts'

const SECRET = 'a-test-secret-that-is-long-enough-1234'
const codec = createDeviceCookie({ secret: SECRET, secure: true })
const device: Device = {
	key: 'ap-southeast-1_5d7c3a1e-9b8f-4e2d-a6c4-0f1e2d3c4b5a',
	groupKey: '-Xb3kQ9zR',
	password: 'n2Wc1Xq0v7m0lJ3cQ9y8u5Gm0s3qO2e6k1b4Zq8yT7pL0d5rFh1cWg==',
}

describe('the device cookie', () => {
	test('what is written reads back the same', async () => {
		const jar = cookieJar()
		jar.apply([await codec.write(device)])
		expect(jar.names()).toEqual([DEVICE_COOKIE])
		expect(await codec.read(jar.header())).toEqual(device)
	})

	test('httpOnly, same-site lax, site-wide, a year, Secure when asked', async () => {
		expect(await codec.write(device)).toMatch(/^robtua_device=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
		expect(await createDeviceCookie({ secret: SECRET, secure: false }).write(device)).not.toContain('Secure')
	})

	test('the value is encrypted: neither the device key nor its password can be read from it', async () => {
		const setCookie = await codec.write(device)
		expect(setCookie).not.toContain(device.password)
		expect(setCookie).not.toContain(device.key)
		expect(setCookie).not.toContain(device.groupKey)
	})

	test('no cookie, a tampered one, garbage or one from another secret is no device', async () => {
		const sealed = (await codec.write(device)).split(';')[0]!
		const at = sealed.length - 30
		const tampered = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1)
		for (const header of [null, '', 'lang=th', tampered, `${DEVICE_COOKIE}=not-a-sealed-value`]) expect(await codec.read(header)).toBeUndefined()
		expect(await createDeviceCookie({ secret: 'another-secret-that-is-long-enough-5678', secure: true }).read(sealed)).toBeUndefined()
	})

	test('a session cookie is never taken for a device: each has its own key', async () => {
		const [session = ''] = await createSessionCodec({ secret: SECRET, secure: true }).write({ ...newSessionData(), backPath: '/account' })
		const value = session.split(';')[0]!.slice(SESSION_COOKIE.length + 1)
		expect(await codec.read(`${DEVICE_COOKIE}=${value}`)).toBeUndefined()
	})

	test('clearing removes it only from a browser that has one', async () => {
		const jar = cookieJar()
		jar.apply([await codec.write(device)])
		const [clear] = codec.clear(jar.header())
		expect(clear).toMatch(/^robtua_device=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
		expect(codec.clear('lang=th')).toEqual([])
	})
})

describe('on requests', () => {
	test('commitDevice and readDevice keep the device; browserOf names the browser too', async () => {
		const jar = cookieJar()
		jar.apply((await commitDevice(device, [])).getSetCookie())
		expect(await readDevice(jar.request())).toEqual({ ...device, signInNames: [] })
		const userAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
		const request = new Request('http://localhost/', { headers: { Cookie: jar.header(), 'User-Agent': userAgent } })
		expect(await browserOf(request)).toEqual({ device: { ...device, signInNames: [] }, name: 'Chrome on Android' })
	})

	test('a device knows whose it is: the names its person signs in with, in any case', async () => {
		const jar = cookieJar()
		jar.apply((await commitDevice(device, ['Dao@Robtua.test', 'b1c2-sub', undefined])).getSetCookie())
		const own = await readDevice(jar.request())
		expect(isOwnDevice(own, ' dao@robtua.TEST ')).toBe(true)
		expect(isOwnDevice(own, 'b1c2-sub')).toBe(true)
		expect(isOwnDevice(own, 'someone.else@robtua.test')).toBe(false)
		expect(isOwnDevice(undefined, 'dao@robtua.test')).toBe(false)
	})

	test('a device outlives the session: signing out leaves it, and the next sign-in finds it', async () => {
		const jar = cookieJar()
		jar.apply((await commitSession(new Request('http://localhost/'), { ...newSessionData(), backPath: '/account' })).getSetCookie())
		jar.apply((await commitDevice(device, [])).getSetCookie())
		jar.apply(destroySession(jar.request()).getSetCookie())
		expect(jar.names()).toEqual([DEVICE_COOKIE])
		expect(Object.keys(await readSession(jar.request()))).toEqual(['id'])
		expect(await readDevice(jar.request())).toEqual({ ...device, signInNames: [] })
	})

	test('clearDevice makes the browser forget it', async () => {
		const jar = cookieJar()
		jar.apply((await commitDevice(device, [])).getSetCookie())
		jar.apply(clearDevice(jar.request()).getSetCookie())
		expect(jar.names()).toEqual([])
		expect(await readDevice(jar.request())).toBeUndefined()
	})
})
