import { decodeJwt } from 'jose'
import { NotAuthorizedError } from 'cognito-local/lib/errors.js'
import type { Route } from 'cognito-local/lib/server/Router.js'
import type { AppClient } from 'cognito-local/lib/services/appClient.js'
import type { Services } from 'cognito-local/lib/services/index.js'
import type { Context } from 'cognito-local/lib/services/context.js'

/**
 * The standard attributes a person may write about themselves: what the web's sign-up, phone change
 * and new-password step send, and the rest of OpenID Connect's profile. Not `custom:professional`:
 * professional status is set by operators in the product's database (docs/decisions/0010).
 */
export const writableAttributes = [
	'address',
	'birthdate',
	'email',
	'family_name',
	'gender',
	'given_name',
	'locale',
	'middle_name',
	'name',
	'nickname',
	'phone_number',
	'picture',
	'preferred_username',
	'profile',
	'updated_at',
	'website',
	'zoneinfo',
]

/** What the app client reads: the standard attributes and whether email and phone are verified. */
export const readableAttributes = [...writableAttributes, 'email_verified', 'phone_number_verified'].sort()

type Attribute = { Name: string; Value?: string }

const clientIdOfToken = (token: unknown): string | undefined => {
	try {
		const claims = typeof token === 'string' ? decodeJwt(token) : {}
		return typeof claims.client_id === 'string' ? claims.client_id : undefined
	} catch {
		return undefined
	}
}

/** Cognito's answer to an app client writing what its WriteAttributes leave out (no list: it may write any). */
function checkWrites(client: AppClient | null, names: string[]) {
	if (!client?.WriteAttributes) return
	const allowed = new Set(client.WriteAttributes)
	if (names.some((name) => !allowed.has(name))) throw new NotAuthorizedError('A client attempted to write unauthorized attribute')
}

const clientOf = (ctx: Context, { cognito }: Services, clientId: string | undefined) => (clientId ? cognito.getAppClient(ctx, clientId).catch(() => null) : Promise.resolve(null))

/** The attribute names a request writes with the app client's rights, and the client it comes through. */
const writesOf: Record<string, (req: Record<string, unknown>) => { clientId?: string; names: string[] }> = {
	SignUp: (req) => ({ clientId: req.ClientId as string, names: ((req.UserAttributes ?? []) as Attribute[]).map((a) => a.Name) }),
	UpdateUserAttributes: (req) => ({ clientId: clientIdOfToken(req.AccessToken), names: ((req.UserAttributes ?? []) as Attribute[]).map((a) => a.Name) }),
	RespondToAuthChallenge: (req) => ({
		clientId: req.ClientId as string,
		// NEW_PASSWORD_REQUIRED takes the attributes the pool requires as userAttributes.<name>.
		names:
			req.ChallengeName === 'NEW_PASSWORD_REQUIRED'
				? Object.keys((req.ChallengeResponses ?? {}) as Record<string, string>)
						.filter((key) => key.startsWith('userAttributes.'))
						.map((key) => key.slice('userAttributes.'.length))
				: [],
	}),
}

/**
 * The app client's WriteAttributes, enforced as Cognito does on the operations a person calls (Admin*
 * operations are not limited by them); cognito-local keeps the list but never checks it.
 */
export const limitWrites = (services: Services) => (target: string, route: Route): Route => {
	const writes = writesOf[target]
	if (!writes) return route
	return async (ctx, req) => {
		const { clientId, names } = writes(req ?? {})
		if (names.length > 0) checkWrites(await clientOf(ctx, services, clientId), names)
		return route(ctx, req)
	}
}

/** GetUser shows only what the app client may read (its ReadAttributes, and always `sub`), as Cognito does. */
export const limitReads = (services: Services) => (target: string, route: Route): Route => {
	if (target !== 'GetUser') return route
	return async (ctx, req: { AccessToken?: string }) => {
		const answer = (await route(ctx, req)) as { UserAttributes?: Attribute[] }
		const client = await clientOf(ctx, services, clientIdOfToken(req.AccessToken))
		if (!client?.ReadAttributes || !answer.UserAttributes) return answer
		const readable = new Set(['sub', ...client.ReadAttributes])
		return { ...answer, UserAttributes: answer.UserAttributes.filter((attribute) => readable.has(attribute.Name)) }
	}
}
