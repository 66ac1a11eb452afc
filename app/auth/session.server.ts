import { createHash, randomUUID } from 'node:crypto'
import { parse, serialize } from 'cookie'
import { CompactEncrypt, compactDecrypt } from 'jose'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { getConfig } from '#app/config/env.server.ts'

/**
 * The signed-in session, kept only in the browser as an encrypted, httpOnly cookie (docs/architecture.md#sessions-and-tokens): any
 * web replica can serve any request, and the page never sees a token. Cognito-sized tokens do not fit
 * one 4 KB cookie, so the sealed value is split over `robtua_session`, `robtua_session.1`, ...
 */
export const SESSION_COOKIE = 'robtua_session'
/** Each cookie's value stays under browsers' 4096-byte limit for name + value + attributes. */
export const MAX_CHUNK = 3800
const MAX_CHUNKS = 5
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30
/** Opened sessions a web process keeps (a few KB each, with their tokens). */
const OPENED_SESSIONS = 2_000

const tokensSchema = z.object({
	accessToken: z.string(),
	refreshToken: z.string().optional(),
	/** Seconds since the epoch when the access and id tokens expire. */
	expiresAt: z.number(),
	/** The few id-token claims the pages need; the id token itself is not kept (size). */
	sub: z.string(),
	username: z.string(),
	email: z.string().optional(),
	/** The user signed in through the hosted page (social sign-in): sign out through its /logout too. */
	hostedUi: z.boolean().default(false),
	/** The device the refresh token is bound to (REFRESH_TOKEN_AUTH names it); the device itself lives in its own cookie. */
	deviceKey: z.string().optional(),
})

/** A sign-in waiting for its next step (docs/product.md#sign-in-steps): Cognito's challenge session stays server-side only. */
const pendingSignInSchema = z.object({
	username: z.string(),
	step: z.string(),
	/** Cognito's Session string for RespondToAuthChallenge. */
	challengeSession: z.string().optional(),
	/** What the step needs to show: MFA choices, the TOTP secret to set up, the code's destination. */
	details: z.record(z.string(), z.string()).default({}),
	startedAt: z.number(),
})

/** A sign-up waiting for its confirmation code; the password allows the automatic sign-in (docs/product.md#sign-up-reset-and-attributes). */
const pendingSignUpSchema = z.object({
	username: z.string(),
	password: z.string().optional(),
	destination: z.string().optional(),
	startedAt: z.number(),
})

const sessionDataSchema = z.object({
	/** Renewed on every sign-in, so a session made before it is never the signed-in one (no fixation). */
	id: z.string(),
	tokens: tokensSchema.optional(),
	signIn: pendingSignInSchema.optional(),
	signUp: pendingSignUpSchema.optional(),
	resetUsername: z.string().optional(),
	oauth: z.object({ state: z.string(), verifier: z.string(), startedAt: z.number() }).optional(),
	backPath: z.string().optional(),
	activeBusinessUser: z.object({ id: z.string(), token: z.string(), expiresAt: z.number() }).optional(),
})

export type SessionTokens = z.infer<typeof tokensSchema>
export type PendingSignIn = z.infer<typeof pendingSignInSchema>
export type PendingSignUp = z.infer<typeof pendingSignUpSchema>
export type SessionData = z.infer<typeof sessionDataSchema>

/**
 * How the product's cookies are sealed (JWE, direct A256GCM): one secret, and a key of its own for
 * each use, so one cookie's value is never taken for another's.
 */
export function createSealer(secret: string, use: string) {
	const key = createHash('sha256').update(`robtua-${use}:${secret}`).digest()
	return {
		seal(value: unknown): Promise<string> {
			return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(value))).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).encrypt(key)
		},
		/** What was sealed, or undefined for a value from another secret, or tampered with. */
		async open(sealed: string): Promise<unknown> {
			try {
				const { plaintext } = await compactDecrypt(sealed, key)
				return JSON.parse(new TextDecoder().decode(plaintext))
			} catch {
				return undefined
			}
		},
	}
}

export function newSessionData(): SessionData {
	return { id: randomUUID() }
}

export type SessionCodec = ReturnType<typeof createSessionCodec>

/** Seals session data into Set-Cookie headers and opens it from a Cookie header. */
export function createSessionCodec({ secret, secure }: { secret: string; secure: boolean }) {
	const sealer = createSealer(secret, 'session')
	const attributes = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const

	// Sessions opened before, by their sealed value (ADR 0034): a browser sends the same cookie with every
	// page, and opening it was about 4% of the web's busy time on a signed-in page. The sealed value decides
	// what it holds, so an entry never goes stale. Only a plain session is kept: none with a sign-in or
	// sign-up under way (a password may wait there).
	const opened = new LRUCache<string, SessionData>({ max: OPENED_SESSIONS })

	async function read(cookieHeader: string | null): Promise<SessionData> {
		const cookies = parse(cookieHeader ?? '')
		const first = cookies[SESSION_COOKIE]
		if (!first) return newSessionData()
		let sealed = first
		for (let i = 1; i < MAX_CHUNKS && cookies[`${SESSION_COOKIE}.${i}`]; i++) sealed += cookies[`${SESSION_COOKIE}.${i}`]
		const known = opened.get(sealed)
		// A copy: the request may change its session (renewed tokens) before writing it back.
		if (known) return structuredClone(known)
		// A cookie from another secret, or tampered with: start afresh rather than fail the page.
		const parsed = sessionDataSchema.safeParse(await sealer.open(sealed))
		if (!parsed.success) return newSessionData()
		if (!parsed.data.signIn && !parsed.data.signUp) opened.set(sealed, structuredClone(parsed.data))
		return parsed.data
	}

	/** Set-Cookie values that store `data`, and clear chunks a longer value used before. */
	async function write(data: SessionData, previousCookieHeader: string | null = null): Promise<string[]> {
		const sealed = await sealer.seal(data)
		const chunks = sealed.match(new RegExp(`.{1,${MAX_CHUNK}}`, 'g')) ?? []
		if (chunks.length > MAX_CHUNKS) throw new Error(`session too large: ${sealed.length} bytes`)
		const headers = chunks.map((chunk, i) => serialize(i === 0 ? SESSION_COOKIE : `${SESSION_COOKIE}.${i}`, chunk, { ...attributes, maxAge: MAX_AGE_SECONDS }))
		return [...headers, ...clearChunks(previousCookieHeader, chunks.length)]
	}

	/** Set-Cookie values that remove the session entirely. */
	function clear(previousCookieHeader: string | null): string[] {
		return clearChunks(previousCookieHeader, 0)
	}

	function clearChunks(cookieHeader: string | null, from: number): string[] {
		const cookies = parse(cookieHeader ?? '')
		const names = [SESSION_COOKIE, ...Array.from({ length: MAX_CHUNKS - 1 }, (_, i) => `${SESSION_COOKIE}.${i + 1}`)]
		return names.slice(from).filter((name) => name in cookies).map((name) => serialize(name, '', { ...attributes, maxAge: 0 }))
	}

	return { read, write, clear }
}

let codec: SessionCodec | undefined
function sessionCodec() {
	const config = getConfig()
	codec ??= createSessionCodec({ secret: config.SESSION_SECRET, secure: config.SECURE_COOKIES })
	return codec
}

/** The request's session (a fresh, empty one when there is none or it cannot be opened). */
export function readSession(request: Request): Promise<SessionData> {
	return sessionCodec().read(request.headers.get('Cookie'))
}

/** Headers that store `data` as the session of the browser that sent `request`. */
export async function commitSession(request: Request, data: SessionData, headers = new Headers()): Promise<Headers> {
	for (const value of await sessionCodec().write(data, request.headers.get('Cookie'))) headers.append('Set-Cookie', value)
	return headers
}

/** Headers that remove the session of the browser that sent `request`. */
export function destroySession(request: Request, headers = new Headers()): Headers {
	for (const value of sessionCodec().clear(request.headers.get('Cookie'))) headers.append('Set-Cookie', value)
	return headers
}
