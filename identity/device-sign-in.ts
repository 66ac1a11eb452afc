import { randomBytes } from 'node:crypto'
import { decodeJwt } from 'jose'
import { InvalidParameterError, NotAuthorizedError, ResourceNotFoundError } from 'cognito-local/lib/errors.js'
import type { Route } from 'cognito-local/lib/server/Router.js'
import type { Context } from 'cognito-local/lib/services/context.js'
import type { Services } from 'cognito-local/lib/services/index.js'
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js'
import { deviceChallenge, deviceClaimVerifies, type DeviceVerifier, type SrpExchange } from './srp-server.ts'
import { DEVICE_NOT_FOUND, findDevice, groupKeyOf, issueDevice, newDeviceKey, touchDevice } from './devices.ts'
import { withTokenOrigin } from './token-origin.ts'

type AuthRequest = {
	ClientId?: string
	AuthFlow?: string
	AuthParameters?: Record<string, string>
	ChallengeName?: string
	ChallengeResponses?: Record<string, string>
	Session?: string
	ClientMetadata?: Record<string, string>
}
type AuthenticationResult = { AccessToken: string; IdToken?: string; RefreshToken?: string; NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string } }
type AuthAnswer = { ChallengeName?: string; ChallengeParameters?: Record<string, string>; Session?: string; AuthenticationResult?: AuthenticationResult }

/** What a challenge's session knows that the next call needs: the device the sign-in named, and the SRP exchange under way. */
type SessionState = { clientId: string; username: string; deviceKey?: string; step: 'challenge' | 'DEVICE_SRP_AUTH' | 'DEVICE_PASSWORD_VERIFIER'; exchange?: SrpExchange; expires: number }

// Cognito's default authentication session lasts three minutes.
const SESSION_MS = 3 * 60_000

/** Challenge sessions of this process (cognito-local's own are random ids it never checks). */
function sessionStore() {
	const sessions = new Map<string, SessionState>()
	return {
		open(state: Omit<SessionState, 'expires'>, id = randomBytes(48).toString('base64url')): string {
			const now = Date.now()
			for (const [key, value] of sessions) if (value.expires < now) sessions.delete(key)
			sessions.set(id, { ...state, expires: now + SESSION_MS })
			return id
		},
		/** The session's state; `once` for the SRP steps, each of which may be answered a single time. */
		read(id: string | undefined, { once = false } = {}): SessionState | undefined {
			const state = id ? sessions.get(id) : undefined
			if (!state || state.expires < Date.now()) return undefined
			if (once) sessions.delete(id!)
			return state
		},
	}
}

const passwordFlows = new Set(['USER_PASSWORD_AUTH', 'ADMIN_USER_PASSWORD_AUTH', 'ADMIN_NO_SRP_AUTH'])
const secondSteps = new Set(['SMS_MFA', 'SOFTWARE_TOKEN_MFA', 'SELECT_MFA_TYPE'])
const invalidSession = () => new NotAuthorizedError('Invalid session for the user.')

/**
 * Device tracking at sign-in, as Cognito does it (see devices.ts for the devices themselves):
 * - a sign-in that names no device (DEVICE_KEY) ends with NewDeviceMetadata, a device issued to it;
 * - one that names a device the person does not have is refused ('Device does not exist.');
 * - tokens carry the device's key (`device_key`), and the device its last authentication;
 * - a remembered device, in a pool where devices may stand in for the second step
 *   (ChallengeRequiredOnNewDevice), is asked for its proof (DEVICE_SRP_AUTH, DEVICE_PASSWORD_VERIFIER)
 *   instead of the MFA code, and signs in on the proof alone.
 */
export function trackDevices({ cognito, clock, tokenGenerator }: Services): (target: string, route: Route) => Route {
	const sessions = sessionStore()
	const now = () => clock.get()

	async function userOf(ctx: Context, pool: UserPoolService, answer: AuthAnswer, username: string | undefined): Promise<User | null> {
		const sub = answer.AuthenticationResult ? decodeJwt(answer.AuthenticationResult.AccessToken).sub : undefined
		const name = sub ?? answer.ChallengeParameters?.USER_ID_FOR_SRP ?? username
		return name ? pool.getUserByUsername(ctx, name) : null
	}

	/** Runs one step of a sign-in that names `deviceKey` (or none), and settles its device. */
	async function authenticate(route: Route, ctx: Context, req: AuthRequest, username: string | undefined, deviceKey: string | undefined): Promise<AuthAnswer> {
		const pool = await cognito.getUserPoolForClientId(ctx, req.ClientId ?? '')
		// A new device's key is chosen first, so the tokens made inside the target carry it.
		const issuedKey = deviceKey ? undefined : newDeviceKey(pool)
		const answer = (await withTokenOrigin({ deviceKey: deviceKey ?? issuedKey }, () => route(ctx, req))) as AuthAnswer
		const user = await userOf(ctx, pool, answer, username)
		if (!user) return answer
		const device = deviceKey ? findDevice(user, deviceKey, { unconfirmed: true }) : undefined
		if (deviceKey && !device) {
			// The password was right, but nothing is issued to a device the person does not have.
			const refreshToken = answer.AuthenticationResult?.RefreshToken
			if (refreshToken) await pool.saveUser(ctx, { ...user, RefreshTokens: (user.RefreshTokens ?? []).filter((token) => token !== refreshToken) })
			throw new ResourceNotFoundError(DEVICE_NOT_FOUND)
		}
		if (answer.AuthenticationResult) {
			if (device) {
				await touchDevice(ctx, pool, user, device.DeviceKey, now())
				return answer
			}
			const NewDeviceMetadata = await issueDevice(ctx, pool, user, issuedKey!, now())
			return { ...answer, AuthenticationResult: { ...answer.AuthenticationResult, NewDeviceMetadata } }
		}
		if (!answer.Session || !answer.ChallengeName) return answer
		const proves = device?.Confirmed && device.Remembered && device.Verifier && pool.options.DeviceConfiguration?.ChallengeRequiredOnNewDevice === true
		if (proves && secondSteps.has(answer.ChallengeName)) {
			// In place of the second step cognito-local asked for (an SMS code it sent is simply never used).
			const Session = sessions.open({ clientId: req.ClientId ?? '', username: user.Username, deviceKey, step: 'DEVICE_SRP_AUTH' })
			return { ChallengeName: 'DEVICE_SRP_AUTH', ChallengeParameters: { USERNAME: user.Username }, Session }
		}
		// The next step of this sign-in names the same device, whether or not it says so again.
		sessions.open({ clientId: req.ClientId ?? '', username: user.Username, deviceKey, step: 'challenge' }, answer.Session)
		return answer
	}

	/** The device of a DEVICE_SRP_AUTH or DEVICE_PASSWORD_VERIFIER answer, checked against its session. */
	async function provingDevice(ctx: Context, req: AuthRequest, state: SessionState | undefined) {
		const responses = req.ChallengeResponses ?? {}
		if (!state || state.clientId !== req.ClientId || responses.DEVICE_KEY !== state.deviceKey) throw invalidSession()
		const pool = await cognito.getUserPoolForClientId(ctx, req.ClientId ?? '')
		const user = responses.USERNAME ? await pool.getUserByUsername(ctx, responses.USERNAME) : null
		if (!user || user.Username !== state.username) throw invalidSession()
		const device = findDevice(user, state.deviceKey)
		const groupKey = groupKeyOf(user)
		if (!device?.Salt || !device.Verifier || !groupKey) throw new ResourceNotFoundError(DEVICE_NOT_FOUND)
		const verifier: DeviceVerifier = { groupKey, deviceKey: device.DeviceKey, salt: device.Salt, verifier: device.Verifier }
		return { pool, user, verifier }
	}

	const deviceSrpAuth: Route = async (ctx, req: AuthRequest) => {
		const state = sessions.read(req.Session, { once: true })
		if (state?.step !== 'DEVICE_SRP_AUTH') throw invalidSession()
		const { user, verifier } = await provingDevice(ctx, req, state)
		const challenge = deviceChallenge(verifier, req.ChallengeResponses?.SRP_A)
		if (!challenge) throw new InvalidParameterError('SRP_A is not valid.')
		const Session = sessions.open({ ...state, step: 'DEVICE_PASSWORD_VERIFIER', exchange: challenge.exchange })
		return { ChallengeName: 'DEVICE_PASSWORD_VERIFIER', ChallengeParameters: { ...challenge.parameters, USERNAME: user.Username }, Session }
	}

	const devicePasswordVerifier: Route = async (ctx, req: AuthRequest) => {
		const state = sessions.read(req.Session, { once: true })
		if (state?.step !== 'DEVICE_PASSWORD_VERIFIER' || !state.exchange) throw invalidSession()
		const { pool, user, verifier } = await provingDevice(ctx, req, state)
		if (!deviceClaimVerifies(verifier, state.exchange, req.ChallengeResponses ?? {})) throw new NotAuthorizedError('Incorrect username or password.')
		const client = await cognito.getAppClient(ctx, req.ClientId ?? '')
		if (!client) throw new NotAuthorizedError()
		const groups = await pool.listUserGroupMembership(ctx, user)
		const tokens = await withTokenOrigin({ deviceKey: verifier.deviceKey }, () => tokenGenerator.generate(ctx, user, groups, client, req.ClientMetadata, 'AuthenticateDevice'))
		await pool.storeRefreshToken(ctx, tokens.RefreshToken, user)
		const stored = await pool.getUserByUsername(ctx, user.Username)
		if (stored) await touchDevice(ctx, pool, stored, verifier.deviceKey, now())
		const { exp = 0, iat = 0 } = decodeJwt(tokens.AccessToken)
		return { ChallengeParameters: {}, AuthenticationResult: { ...tokens, ExpiresIn: exp - iat, TokenType: 'Bearer' } }
	}

	return (target, route) => {
		if (target === 'InitiateAuth' || target === 'AdminInitiateAuth') {
			return (ctx, req: AuthRequest) => {
				if (!passwordFlows.has(req.AuthFlow ?? '')) return route(ctx, req)
				return authenticate(route, ctx, req, req.AuthParameters?.USERNAME, req.AuthParameters?.DEVICE_KEY)
			}
		}
		if (target === 'RespondToAuthChallenge') {
			return (ctx, req: AuthRequest) => {
				if (req.ChallengeName === 'DEVICE_SRP_AUTH') return deviceSrpAuth(ctx, req)
				if (req.ChallengeName === 'DEVICE_PASSWORD_VERIFIER') return devicePasswordVerifier(ctx, req)
				const state = sessions.read(req.Session)
				const sessionDevice = state?.clientId === req.ClientId ? state?.deviceKey : undefined
				return authenticate(route, ctx, req, req.ChallengeResponses?.USERNAME, req.ChallengeResponses?.DEVICE_KEY ?? sessionDevice)
			}
		}
		return route
	}
}
