import { randomBytes, randomUUID } from 'node:crypto'
import { InvalidParameterError, ResourceNotFoundError, UserNotFoundError } from 'cognito-local/lib/errors.js'
import type { Route } from 'cognito-local/lib/server/Router.js'
import type { Context } from 'cognito-local/lib/services/context.js'
import type { Services } from 'cognito-local/lib/services/index.js'
import { attributeValue, type User, type UserPoolService } from 'cognito-local/lib/services/userPoolService.js'
import { holderOfAccessToken } from './access-token.ts'

/**
 * Cognito's device tracking, which cognito-local lacks, kept on the user record (cognito-local's store
 * saves the whole object, as it does RefreshTokens). A device is issued at a sign-in from a browser
 * without one (NewDeviceMetadata), exists once ConfirmDevice gives its name and SRP verifier, and is
 * remembered (skips the second step) or not, as the pool's DeviceConfiguration and the person decide.
 */
export type StoredDevice = {
	DeviceKey: string
	Confirmed: boolean
	Remembered: boolean
	Name?: string
	/** The verifier of the device password, as ConfirmDevice sent it (base64 of hex). */
	Salt?: string
	Verifier?: string
	// Dates, as cognito-local's store insists for every field named …Date.
	CreateDate: Date
	LastModifiedDate: Date
	LastAuthenticatedDate: Date
}

/** A user as stored, with their devices and the group key every one of their devices shares. */
export type UserWithDevices = User & { Devices?: StoredDevice[]; DeviceGroupKey?: string }

export const DEVICE_NOT_FOUND = 'Device does not exist.'
/** Cognito's ListDevices answers at most this many at a time. */
export const DEVICE_PAGE_LIMIT = 60
// Devices issued but never confirmed (a sign-in whose browser did not keep its device) are kept a day,
// and only the latest few, so a person who signs in from many fresh browsers does not grow without end.
const UNCONFIRMED_DAYS = 1
const UNCONFIRMED_KEPT = 20

const devicesOf = (user: User) => (user as UserWithDevices).Devices ?? []
const time = (date: Date | string | number) => new Date(date).getTime()

/** The user's device with this key; an unconfirmed one only when asked for (a sign-in may name one). */
export function findDevice(user: User, key: string | undefined, { unconfirmed = false } = {}): StoredDevice | undefined {
	return devicesOf(user).find((device) => device.DeviceKey === key && (unconfirmed || device.Confirmed))
}

export const groupKeyOf = (user: User) => (user as UserWithDevices).DeviceGroupKey

async function saveDevices(ctx: Context, pool: UserPoolService, user: User, devices: StoredDevice[], extra: Partial<UserWithDevices> = {}) {
	const saved: UserWithDevices = { ...user, ...extra, Devices: devices }
	await pool.saveUser(ctx, saved)
	return saved
}

/** A device key as Cognito makes them: the pool's region, then a UUID. */
export function newDeviceKey(pool: UserPoolService): string {
	return `${pool.options.Id.split('_')[0]}_${randomUUID()}`
}

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const newGroupKey = () => `-${Array.from(randomBytes(9), (byte) => base62[byte % 62]).join('')}`

/** A device issued to a sign-in, to be confirmed by the browser: Cognito's NewDeviceMetadata. */
export async function issueDevice(ctx: Context, pool: UserPoolService, user: User, key: string, now: Date) {
	const groupKey = groupKeyOf(user) ?? newGroupKey()
	const oldest = now.getTime() - UNCONFIRMED_DAYS * 86_400_000
	const unconfirmed = devicesOf(user)
		.filter((device) => !device.Confirmed && time(device.CreateDate) > oldest)
		.slice(-(UNCONFIRMED_KEPT - 1))
	const issued: StoredDevice = { DeviceKey: key, Confirmed: false, Remembered: false, CreateDate: now, LastModifiedDate: now, LastAuthenticatedDate: now }
	await saveDevices(ctx, pool, user, [...devicesOf(user).filter((device) => device.Confirmed), ...unconfirmed, issued], { DeviceGroupKey: groupKey })
	return { DeviceKey: key, DeviceGroupKey: groupKey }
}

/** A sign-in on a device the user has: its last authentication is now. */
export async function touchDevice(ctx: Context, pool: UserPoolService, user: User, key: string, now: Date) {
	await saveDevices(
		ctx,
		pool,
		user,
		devicesOf(user).map((device) => (device.DeviceKey === key ? { ...device, LastAuthenticatedDate: now } : device)),
	)
}

/** Cognito's DeviceType. */
function deviceType(pool: UserPoolService, user: User, device: StoredDevice) {
	const owner = `${attributeValue('sub', user.Attributes) ?? user.Username}.${pool.options.Id}`
	// The pool's ARN names the region and account: arn:aws:cognito-idp:<region>:<account>:userpool/<id>.
	const arnPrefix = (pool.options.Arn ?? '').split(':userpool/')[0] || 'arn:aws:cognito-idp:local:local'
	return {
		DeviceKey: device.DeviceKey,
		DeviceAttributes: [
			{ Name: 'device_status', Value: 'valid' },
			...(device.Name ? [{ Name: 'device_name', Value: device.Name }] : []),
			{ Name: 'dev:device_arn', Value: `${arnPrefix}:owner/${owner}/device/${device.DeviceKey}` },
			{ Name: 'dev:device_owner', Value: owner },
			{ Name: 'dev:device_remembered_status', Value: device.Remembered ? 'remembered' : 'not_remembered' },
		],
		// Epoch seconds, with milliseconds, as Cognito's JSON has them.
		DeviceCreateDate: time(device.CreateDate) / 1000,
		DeviceLastModifiedDate: time(device.LastModifiedDate) / 1000,
		DeviceLastAuthenticatedDate: time(device.LastAuthenticatedDate) / 1000,
	}
}

const DEVICE_KEY = /^[\w-]+_[0-9a-f-]+$/

function deviceKeyOf(value: unknown): string {
	if (typeof value !== 'string' || !value) throw new InvalidParameterError('Missing required parameter DeviceKey')
	if (value.length > 55 || !DEVICE_KEY.test(value)) {
		throw new InvalidParameterError("1 validation error detected: Value at 'deviceKey' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\w-]+_[0-9a-f-]+")
	}
	return value
}

function ownDevice(user: User, key: string): StoredDevice {
	const device = findDevice(user, key)
	if (!device) throw new ResourceNotFoundError(DEVICE_NOT_FOUND)
	return device
}

type Page = { c: number; k: string }

function pageAfter(token: unknown): Page | undefined {
	if (token === undefined || token === null || token === '') return undefined
	try {
		const page = JSON.parse(Buffer.from(String(token), 'base64url').toString()) as Page
		if (typeof page.c === 'number' && typeof page.k === 'string') return page
	} catch {
		// answered below
	}
	throw new InvalidParameterError('Invalid pagination token.')
}

/** Newest first; the page after a token starts after the device it names, even if that one is gone since. */
const newestFirst = (a: Page, b: Page) => b.c - a.c || a.k.localeCompare(b.k)
const placeOf = (device: StoredDevice): Page => ({ c: time(device.CreateDate), k: device.DeviceKey })
const pageToken = (device: StoredDevice) => Buffer.from(JSON.stringify(placeOf(device))).toString('base64url')

function listPage(pool: UserPoolService, user: User, req: { Limit?: unknown; PaginationToken?: unknown }) {
	const limit = req.Limit === undefined || req.Limit === null || req.Limit === 0 ? DEVICE_PAGE_LIMIT : Number(req.Limit)
	if (!Number.isInteger(limit) || limit < 0 || limit > DEVICE_PAGE_LIMIT) {
		throw new InvalidParameterError(`1 validation error detected: Value '${String(req.Limit)}' at 'limit' failed to satisfy constraint: Member must have value less than or equal to ${DEVICE_PAGE_LIMIT}`)
	}
	const after = pageAfter(req.PaginationToken)
	const devices = devicesOf(user)
		.filter((device) => device.Confirmed)
		.sort((a, b) => newestFirst(placeOf(a), placeOf(b)))
		.filter((device) => !after || newestFirst(placeOf(device), after) > 0)
	const page = devices.slice(0, limit)
	return {
		Devices: page.map((device) => deviceType(pool, user, device)),
		...(devices.length > limit && page.length > 0 ? { PaginationToken: pageToken(page[page.length - 1]!) } : {}),
	}
}

const REMEMBERED_STATUSES = new Set(['remembered', 'not_remembered'])

type DeviceRequest = { DeviceKey?: unknown; DeviceName?: unknown; DeviceSecretVerifierConfig?: { Salt?: unknown; PasswordVerifier?: unknown }; DeviceRememberedStatus?: unknown; Limit?: unknown; PaginationToken?: unknown }

/** How each operation finds whose device it is: the access token's person, or for operators the pool and username. */
type Holder = (ctx: Context, req: Record<string, unknown>) => Promise<{ pool: UserPoolService; user: User }>

/**
 * The device operations Cognito has and cognito-local does not. A person's operations act on the person
 * their access token names, so nobody lists, changes or forgets another's device; the Admin ones take
 * the pool and username, as an operator's call does.
 */
export function deviceTargets({ cognito, clock }: Services): Record<string, Route> {
	const person: Holder = (ctx, req) => holderOfAccessToken(ctx, cognito, req.AccessToken)
	const operator: Holder = async (ctx, req) => {
		const pool = await cognito.getUserPool(ctx, String(req.UserPoolId ?? ''))
		const user = typeof req.Username === 'string' ? await pool.getUserByUsername(ctx, req.Username) : null
		if (!user) throw new UserNotFoundError('User does not exist.')
		return { pool, user }
	}
	const now = () => clock.get()

	const confirmDevice: Route = async (ctx, req: DeviceRequest & Record<string, unknown>) => {
		const { pool, user } = await person(ctx, req)
		const key = deviceKeyOf(req.DeviceKey)
		const device = findDevice(user, key, { unconfirmed: true })
		if (!device) throw new ResourceNotFoundError(DEVICE_NOT_FOUND)
		const config = req.DeviceSecretVerifierConfig ?? {}
		// A pool that remembers devices only when the person asks (DeviceOnlyRememberedOnUserPrompt)
		// tracks the device, and says so: the person's choice comes later, by UpdateDeviceStatus.
		const onPrompt = pool.options.DeviceConfiguration?.DeviceOnlyRememberedOnUserPrompt === true
		const confirmed: StoredDevice = {
			...device,
			Confirmed: true,
			Remembered: device.Confirmed ? device.Remembered : !onPrompt,
			Name: typeof req.DeviceName === 'string' && req.DeviceName ? req.DeviceName.slice(0, 1024) : device.Name,
			Salt: typeof config.Salt === 'string' ? config.Salt : device.Salt,
			Verifier: typeof config.PasswordVerifier === 'string' ? config.PasswordVerifier : device.Verifier,
			LastModifiedDate: now(),
		}
		await saveDevices(ctx, pool, user, devicesOf(user).map((each) => (each.DeviceKey === key ? confirmed : each)))
		return { UserConfirmationNecessary: onPrompt }
	}

	const getDevice = (holder: Holder): Route => async (ctx, req: DeviceRequest & Record<string, unknown>) => {
		const { pool, user } = await holder(ctx, req)
		return { Device: deviceType(pool, user, ownDevice(user, deviceKeyOf(req.DeviceKey))) }
	}

	const listDevices = (holder: Holder): Route => async (ctx, req: DeviceRequest & Record<string, unknown>) => {
		const { pool, user } = await holder(ctx, req)
		return listPage(pool, user, req)
	}

	const forgetDevice = (holder: Holder): Route => async (ctx, req: DeviceRequest & Record<string, unknown>) => {
		const { pool, user } = await holder(ctx, req)
		const key = ownDevice(user, deviceKeyOf(req.DeviceKey)).DeviceKey
		await saveDevices(ctx, pool, user, devicesOf(user).filter((device) => device.DeviceKey !== key))
		return {}
	}

	const updateDeviceStatus = (holder: Holder): Route => async (ctx, req: DeviceRequest & Record<string, unknown>) => {
		const { pool, user } = await holder(ctx, req)
		const key = ownDevice(user, deviceKeyOf(req.DeviceKey)).DeviceKey
		const status = req.DeviceRememberedStatus
		if (typeof status !== 'string' || !REMEMBERED_STATUSES.has(status)) {
			throw new InvalidParameterError("1 validation error detected: Value at 'deviceRememberedStatus' failed to satisfy constraint: Member must satisfy enum value set: [remembered, not_remembered]")
		}
		const changed = (device: StoredDevice) => ({ ...device, Remembered: status === 'remembered', LastModifiedDate: now() })
		await saveDevices(ctx, pool, user, devicesOf(user).map((device) => (device.DeviceKey === key ? changed(device) : device)))
		return {}
	}

	return {
		ConfirmDevice: confirmDevice,
		GetDevice: getDevice(person),
		ListDevices: listDevices(person),
		ForgetDevice: forgetDevice(person),
		UpdateDeviceStatus: updateDeviceStatus(person),
		AdminGetDevice: getDevice(operator),
		AdminListDevices: listDevices(operator),
		AdminForgetDevice: forgetDevice(operator),
		AdminUpdateDeviceStatus: updateDeviceStatus(operator),
	}
}
