import { createHash } from 'node:crypto'
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status'
import type { Logger } from 'pino'
import type { Database } from '#api/db/client.ts'
import { idempotencyKeys } from '#api/db/schema.ts'
import { problem } from './openapi.ts'
import type { ApiEnv } from './env.ts'
import { ProblemError } from './problems.ts'

// Creates sent with an Idempotency-Key are applied once (ADR 0016). A create whose answer was lost (a
// timeout, a dropped connection, a page that failed after the API had answered) can be sent again with
// the same key: it gets the first answer again instead of making a second record.
//
// - The key is reserved before the create runs (an insert that does nothing on conflict), so of two
//   sends at once only one runs; the other is told it is still running (409 idempotency_in_progress).
// - The answer is kept with the key: 2xx and 4xx alike, since both say what happened. A 5xx (or a
//   throw) removes the reservation, so the create can be tried again.
// - The same key with another body or path is a mistake, not a retry (422 idempotency_key_reused).
// - A key belongs to its caller: the person, and the business user they act as when any. Nobody else's
//   send with the same key sees or replays their answer; the route's own checks run for every caller.
// - Keys last 24 hours. Older rows count for nothing and are pruned now and then.

export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,128}$/

/** After this a key counts for nothing: a send with it runs as new. */
const KEY_LIFETIME = sql.raw(`interval '24 hours'`)
/**
 * A reservation still without an answer after this was left by a process that stopped mid-request (the
 * web gives up on a write after a few seconds): a send with its key takes it over.
 */
const ABANDONED_AFTER = sql.raw(`interval '2 minutes'`)
const PRUNE_EVERY_MS = 10 * 60 * 1000

type Scope = { callerProfileId: string; actingBusinessUserId: string | null; key: string }
type Fingerprint = { method: string; path: string; requestHash: string }

/** The middleware of every create that takes an Idempotency-Key; after `authenticate`, before the route's handler. */
export function idempotency(db: Database) {
	return createMiddleware<ApiEnv>(async (c, next) => {
		const key = c.req.header('Idempotency-Key')
		if (key === undefined) return next()
		if (!idempotencyKeyPattern.test(key)) {
			throw new ProblemError(400, 'invalid_idempotency_key', 'Idempotency-Key must be a UUID, or 8 to 128 letters, digits, "-" and "_"')
		}
		await pruneNowAndThen(db, c.var.log)
		const { profile, activeBusinessUser } = c.var.caller
		const scope: Scope = { callerProfileId: profile.id, actingBusinessUserId: activeBusinessUser?.businessUser.id ?? null, key }
		const fingerprint: Fingerprint = { method: c.req.method, path: c.req.path, requestHash: await hashOfBody(c.req.raw) }

		const taken = await reserve(db, scope, fingerprint)
		if (!taken) throw stillRunning(c)
		if ('existing' in taken) {
			const { existing } = taken
			if (existing.method !== fingerprint.method || existing.path !== fingerprint.path || existing.requestHash !== fingerprint.requestHash) {
				throw new ProblemError(422, 'idempotency_key_reused', 'This Idempotency-Key was sent with another request in the last 24 hours: use a new key for a new request')
			}
			if (existing.responseStatus === null) throw stillRunning(c)
			const headers = { 'Idempotent-Replayed': 'true', ...(existing.responseContentType ? { 'Content-Type': existing.responseContentType } : {}) }
			if (isNullBodyStatus(existing.responseStatus)) return c.body(null, existing.responseStatus as StatusCode, headers)
			return c.body(existing.responseBody ?? '', existing.responseStatus as ContentfulStatusCode, headers)
		}

		try {
			await next()
		} catch (error) {
			await release(db, taken.id, c.var.log)
			throw error
		}
		const response = c.res
		if (response.status >= 500) return release(db, taken.id, c.var.log)
		try {
			await db
				.update(idempotencyKeys)
				.set({ responseStatus: response.status, responseContentType: response.headers.get('Content-Type'), responseBody: await response.clone().text() })
				.where(eq(idempotencyKeys.id, taken.id))
		} catch (error) {
			// The create is done and its answer goes out; a send again after ABANDONED_AFTER would run it again.
			c.var.log.error({ err: error }, 'could not keep the answer to an idempotent request')
		}
	})
}

/** 409 with Retry-After: the first send with this key has not answered yet. */
function stillRunning(c: Context<ApiEnv>) {
	c.header('Retry-After', '1')
	return new ProblemError(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still running: try again in a moment')
}

/** The key's row for this request: a new reservation, the row a send before made, or none when another send keeps taking it. */
async function reserve(db: Database, scope: Scope, fingerprint: Fingerprint): Promise<{ id: string } | { existing: ExistingKey } | undefined> {
	// Twice at most: an expired or abandoned row is cleared once, then the key is ours or somebody's now.
	for (let attempt = 0; attempt < 2; attempt++) {
		const [reserved] = await db
			.insert(idempotencyKeys)
			.values({ ...scope, ...fingerprint })
			.onConflictDoNothing()
			.returning()
		if (reserved) return { id: reserved.id }
		const existing = await findKey(db, scope)
		// Gone in between (its create failed): try again.
		if (!existing) continue
		if (existing.expired || (existing.responseStatus === null && existing.abandoned)) {
			await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, existing.id))
			continue
		}
		return { existing }
	}
	// Another send with this key took it between our tries.
	return undefined
}

type ExistingKey = NonNullable<Awaited<ReturnType<typeof findKey>>>

async function findKey(db: Database, { callerProfileId, actingBusinessUserId, key }: Scope) {
	const [row] = await db
		.select({
			id: idempotencyKeys.id,
			method: idempotencyKeys.method,
			path: idempotencyKeys.path,
			requestHash: idempotencyKeys.requestHash,
			responseStatus: idempotencyKeys.responseStatus,
			responseContentType: idempotencyKeys.responseContentType,
			responseBody: idempotencyKeys.responseBody,
			// Told by the database's clock, the one created_at was set by.
			expired: sql<boolean>`${idempotencyKeys.createdAt} < now() - ${KEY_LIFETIME}`,
			abandoned: sql<boolean>`${idempotencyKeys.createdAt} < now() - ${ABANDONED_AFTER}`,
		})
		.from(idempotencyKeys)
		.where(
			and(
				eq(idempotencyKeys.callerProfileId, callerProfileId),
				actingBusinessUserId ? eq(idempotencyKeys.actingBusinessUserId, actingBusinessUserId) : isNull(idempotencyKeys.actingBusinessUserId),
				eq(idempotencyKeys.key, key),
			),
		)
		.limit(1)
	return row
}

/** Removes a reservation whose create failed, so a send again runs it. */
async function release(db: Database, id: string, log: Logger) {
	try {
		await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id))
	} catch (error) {
		// It is taken over once abandoned.
		log.error({ err: error }, 'could not release an idempotency key')
	}
}

const lastPruned = new WeakMap<Database, number>()

/** Deletes expired keys, at most every ten minutes per database (an index on created_at makes it cheap). */
async function pruneNowAndThen(db: Database, log: Logger) {
	const now = Date.now()
	if (now - (lastPruned.get(db) ?? 0) < PRUNE_EVERY_MS) return
	lastPruned.set(db, now)
	try {
		await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${KEY_LIFETIME}`))
	} catch (error) {
		log.warn({ err: error }, 'could not prune expired idempotency keys')
	}
}

/** SHA-256 of the body: of its JSON with the keys sorted when it is JSON (the same object sent again may order its keys otherwise), else of its bytes. */
async function hashOfBody(request: Request) {
	const bytes = new Uint8Array(await request.clone().arrayBuffer())
	let canonical: string | undefined
	try {
		canonical = JSON.stringify(sortedKeys(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))))
	} catch {
		// Not JSON (the route refuses it), or nested past what can be walked: its bytes.
	}
	return createHash('sha256')
		.update(canonical ?? bytes)
		.digest('hex')
}

function sortedKeys(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(sortedKeys)
	if (value === null || typeof value !== 'object') return value
	return Object.fromEntries(
		Object.keys(value)
			.sort()
			.map((name) => [name, sortedKeys((value as Record<string, unknown>)[name])]),
	)
}

const isNullBodyStatus = (status: number) => status === 204 || status === 205 || status === 304

// ---------------------------------------------------------------------------
// The OpenAPI side: the header, and the answers it adds to a create.

/** The Idempotency-Key header of a create, for its route's `parameters`. */
export const idempotencyKeyHeader = {
	name: 'Idempotency-Key',
	in: 'header' as const,
	required: false,
	description:
		'Optional: makes this create safe to send again. A key of the caller’s choosing, new for each create (a UUID, or 8–128 letters, digits, `-` and `_`; ' +
		'otherwise 400 `invalid_idempotency_key`). For 24 hours the same key with the same body answers the first answer again (its status and body, ' +
		'with `Idempotent-Replayed: true`) instead of making a second record; while that first send runs, 409 `idempotency_in_progress` with Retry-After; ' +
		'with another body or path, 422 `idempotency_key_reused`. Refusals (4xx) are kept too; a 5xx is not, so the create can be tried again. ' +
		'Keys are the caller’s own (the person, and the business user they act as): the same key from somebody else is their own create, checked as any.',
	schema: { type: 'string' as const, pattern: idempotencyKeyPattern.source },
}

const inProgress = 'a send with the same Idempotency-Key is still running (`idempotency_in_progress`, with Retry-After)'
const reused = 'The Idempotency-Key was sent with another request (`idempotency_key_reused`)'

type RouteResponse = { description: string; content?: object }

/** A create's responses with the ones an Idempotency-Key adds: 409 (joined to the route's own 409) and 422. */
export function withIdempotencyResponses<R extends Record<number, RouteResponse>>(responses: R) {
	const own = (responses as Record<number, RouteResponse>)[409]
	return {
		...responses,
		409: own ? { ...own, description: `${own.description}; or ${inProgress}` } : problem(`${inProgress[0]!.toUpperCase()}${inProgress.slice(1)}`),
		422: problem(reused),
	}
}
