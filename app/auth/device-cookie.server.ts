import { parse, serialize } from 'cookie'
import { z } from 'zod'
import { getConfig } from '#app/config/env.server.ts'
import { deviceName } from './device-name.ts'
import type { Browser, Device } from './identity/devices.server.ts'
import { createSealer } from './session.server.ts'

/**
 * The browser's remembered device (Cognito device tracking) in its own encrypted, httpOnly cookie: a
 * device belongs to the browser, not to a session, so it outlives sign-out and the next sign-in can
 * prove it. Sealed as the session is, with the same secret.
 */
export const DEVICE_COOKIE = 'robtua_device'
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365

const deviceSchema = z.object({
	key: z.string().min(1),
	groupKey: z.string().min(1),
	password: z.string().min(1),
	/**
	 * The names its person signs in with (email, identity username), lower-cased: a sign-in for one of them
	 * from this browser is its owner's, and skips the per-username attempt limit (security/rate-limit.server.ts).
	 */
	signInNames: z.array(z.string().max(320)).max(4).optional(),
}) satisfies z.ZodType<Device>

export type BrowserDevice = z.infer<typeof deviceSchema>

export type DeviceCookie = ReturnType<typeof createDeviceCookie>

export function createDeviceCookie({ secret, secure }: { secret: string; secure: boolean }) {
	const sealer = createSealer(secret, 'device')
	const attributes = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const

	/** The browser's device; none when there is no cookie or it cannot be opened (the browser then gets a new one). */
	async function read(cookieHeader: string | null): Promise<BrowserDevice | undefined> {
		const sealed = parse(cookieHeader ?? '')[DEVICE_COOKIE]
		if (!sealed) return undefined
		const parsed = deviceSchema.safeParse(await sealer.open(sealed))
		return parsed.success ? parsed.data : undefined
	}

	async function write(device: BrowserDevice): Promise<string> {
		return serialize(DEVICE_COOKIE, await sealer.seal(device), { ...attributes, maxAge: MAX_AGE_SECONDS })
	}

	/** The Set-Cookie that removes the device, when the browser has one. */
	function clear(cookieHeader: string | null): string[] {
		return DEVICE_COOKIE in parse(cookieHeader ?? '') ? [serialize(DEVICE_COOKIE, '', { ...attributes, maxAge: 0 })] : []
	}

	return { read, write, clear }
}

let codec: DeviceCookie | undefined
function deviceCookie() {
	const config = getConfig()
	codec ??= createDeviceCookie({ secret: config.SESSION_SECRET, secure: config.SECURE_COOKIES })
	return codec
}

/** The device of the browser that sent `request`, if it has one. */
export function readDevice(request: Request): Promise<BrowserDevice | undefined> {
	return deviceCookie().read(request.headers.get('Cookie'))
}

/** What a sign-in needs of the browser: its device, and a name for a new one from its User-Agent. */
export async function browserOf(request: Request): Promise<Browser> {
	return { device: await readDevice(request), name: deviceName(request.headers.get('User-Agent')) }
}

/** Headers that keep `device` as the browser's device, for the person who signs in with `signInNames`. */
export async function commitDevice(device: Device, signInNames: (string | undefined)[], headers = new Headers()): Promise<Headers> {
	const names = [...new Set(signInNames.filter((name): name is string => Boolean(name)).map(normalizedSignInName))]
	headers.append('Set-Cookie', await deviceCookie().write({ ...device, signInNames: names }))
	return headers
}

/** Whether this browser's device belongs to whoever signs in as `username` (it signed in as them before). */
export function isOwnDevice(device: BrowserDevice | undefined, username: string): boolean {
	return Boolean(device?.signInNames?.includes(normalizedSignInName(username)))
}

const normalizedSignInName = (name: string) => name.trim().toLowerCase()

/** Headers that make the browser that sent `request` forget its device. */
export function clearDevice(request: Request, headers = new Headers()): Headers {
	for (const value of deviceCookie().clear(request.headers.get('Cookie'))) headers.append('Set-Cookie', value)
	return headers
}
