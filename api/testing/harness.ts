import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose'
import pg from 'pg'
import { pino } from 'pino'
import { createApiApp } from '#api/app.ts'
import type { ShopSettings } from '#api/shop/index.ts'
import type { ChatSettings } from '#api/chat/index.ts'
import type { PocketSettings } from '#api/pocket/index.ts'
import { inProcessBus, postgresBus, type EventBus } from '#api/events/bus.ts'
import { createAccessTokenVerifier } from '#api/auth/access-token.ts'
import { createBusinessUserTokens } from '#api/auth/business-user-token.ts'
import { createIdentityDirectory } from '#api/auth/identity-directory.ts'
import { createInviteTokens } from '#api/auth/invite-token.ts'
import { openDatabase } from '#api/db/client.ts'
import { createDiskStorage } from '#api/media/index.ts'
import { createMediaWorkPool, type MediaWorkPoolOptions } from '#api/media/index.ts'
import { createMediaService, mediaDefaults, mediaWorkDefaults } from '#api/media/index.ts'
import { migratedDump, migratedTemplate } from './migrated.ts'
import type { Me } from '#contracts/me.ts'
import type { FileKind, ImagePurpose, UploadedFile, UploadedImage } from '#contracts/media.ts'

type Person = {
	sub: string
	email: string
	givenName: string
	familyName: string
	/** Made a professional account by an operator (the back-office API). */
	professional?: boolean
	/** Wrote `custom:professional` = 1 about themselves at sign-up (which must change nothing). */
	claimsProfessional?: boolean
}

/**
 * An API wired exactly as in production, against a fresh database (PGlite in memory, or a new database
 * on DATABASE_URL's server) and a local identity issuer that serves a JWKS and answers GetUser.
 */
export async function createHarness({
	mediaWork = mediaWorkDefaults,
	shop,
	chat,
	pocket,
}: { mediaWork?: MediaWorkPoolOptions; shop?: Partial<ShopSettings>; chat?: Partial<ChatSettings>; pocket?: Partial<PocketSettings> } = {}) {
	const { publicKey, privateKey } = await generateKeyPair('RS256')
	const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
	const people = new Map<string, Person>()
	const tokens = new Map<string, string>() // access token → sub, as Cognito would know it

	const identityServer: Server = createServer((req, res) => {
		if (req.method === 'GET' && req.url?.endsWith('/.well-known/jwks.json')) {
			res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }))
			return
		}
		let body = ''
		req.on('data', (chunk) => (body += chunk))
		req.on('end', () => {
			const person = people.get(tokens.get((JSON.parse(body || '{}') as { AccessToken?: string }).AccessToken ?? '') ?? '')
			if (req.headers['x-amz-target'] !== 'AWSCognitoIdentityProviderService.GetUser' || !person) {
				res.writeHead(400, { 'Content-Type': 'application/x-amz-json-1.1' }).end(JSON.stringify({ __type: 'NotAuthorizedException' }))
				return
			}
			res.writeHead(200, { 'Content-Type': 'application/x-amz-json-1.1' }).end(
				JSON.stringify({
					Username: person.sub,
					UserAttributes: [
						{ Name: 'sub', Value: person.sub },
						{ Name: 'email', Value: person.email },
						{ Name: 'given_name', Value: person.givenName },
						{ Name: 'family_name', Value: person.familyName },
						{ Name: 'custom:professional', Value: person.claimsProfessional ? '1' : '0' },
					],
				}),
			)
		})
	})
	identityServer.listen(0, '127.0.0.1')
	await once(identityServer, 'listening')
	const endpoint = `http://127.0.0.1:${(identityServer.address() as { port: number }).port}`
	const issuer = `${endpoint}/local_TestPool`
	const clientId = 'test-client'

	const databaseUrl = process.env.DATABASE_URL
	let dropDatabase = async () => {}
	let url: string | undefined
	if (databaseUrl) {
		const name = `robtua_test_${randomUUID().replaceAll('-', '')}`
		const admin = new pg.Client({ connectionString: databaseUrl })
		await admin.connect()
		await admin.query(`create database ${name} template ${await migratedTemplate(databaseUrl)}`)
		await admin.end()
		const target = new URL(databaseUrl)
		target.pathname = `/${name}`
		url = target.toString()
		dropDatabase = async () => {
			const client = new pg.Client({ connectionString: databaseUrl })
			await client.connect()
			await client.query(`drop database if exists ${name} with (force)`)
			await client.end()
		}
	}
	// Started from a copy migrated once (api/testing/migrated.ts): migrating finds nothing left to apply.
	const database = openDatabase({ url, dataDir: 'memory://', startFrom: url ? undefined : await migratedDump() })
	await database.migrate()

	const businessUserTokenSecret = 'test-business-user-token-secret-0123456789'
	const businessUserTokens = createBusinessUserTokens({ secret: businessUserTokenSecret, ttlSeconds: 900 })
	const inviteTokens = createInviteTokens({ secret: businessUserTokenSecret })
	const operatorToken = 'test-back-office-operator-token-0123456789'
	const mediaDir = await mkdtemp(join(tmpdir(), 'robtua-api-media-'))
	const media = createMediaService({ ...mediaDefaults, work: createMediaWorkPool(mediaWork), storage: createDiskStorage(mediaDir) })
	await media.ready()
	const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' })
	// On a PostgreSQL server each replica listens on its own connection, as in production.
	const oneProcess = inProcessBus()
	const buses: EventBus[] = []
	const makeApp = () => {
		const events = database.pool && url ? postgresBus({ url, publishWith: database.pool, logger }) : oneProcess
		buses.push(events)
		return createApiApp({
			db: database.db,
			ping: database.ping,
			verifyAccessToken: createAccessTokenVerifier({ issuer, clientId }),
			identity: createIdentityDirectory({ endpoint }),
			businessUserTokens,
			inviteTokens,
			logger,
			bodyLimitBytes: 64 * 1024,
			backOfficeOperatorToken: operatorToken,
			media,
			shop,
			chat,
			pocket,
			events,
		})
	}
	const app = makeApp()
	await Promise.all(buses.map((bus) => bus.ready))

	async function signAccessToken(sub: string, overrides: Record<string, unknown> = {}, key = privateKey) {
		// As Cognito's: one origin_jti per sign-in, and the time the person authenticated.
		const jwt = new SignJWT({
			token_use: 'access',
			client_id: clientId,
			username: sub,
			scope: 'openid',
			origin_jti: randomUUID(),
			auth_time: Math.floor(Date.now() / 1000),
			jti: randomUUID(),
			...overrides,
		})
			.setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
			.setIssuer(issuer)
			.setSubject(sub)
			.setIssuedAt()
		if (!('exp' in overrides)) jwt.setExpirationTime('10m')
		const token = await jwt.sign(key)
		tokens.set(token, sub)
		return token
	}

	/** A person known to the identity service, with a valid access token. */
	async function person(details: Partial<Person> = {}) {
		const sub = details.sub ?? randomUUID()
		const entry: Person = { sub, email: `${sub}@robtua.test`, givenName: 'Somchai', familyName: 'Jaidee', ...details }
		people.set(sub, entry)
		const token = await signAccessToken(sub)
		if (entry.professional) {
			// As in production: the person signs in (their profile is made), then an operator makes them professional.
			const me = (await (await call('GET', '/v1/me', { token })).json()) as { profile: { uuid: string } }
			const answer = await call('PUT', `/backoffice/v1/people/${me.profile.uuid}/professional`, { body: { professional: true }, headers: { Authorization: `Bearer ${operatorToken}` } })
			if (answer.status !== 200) throw new Error(`could not make ${sub} professional: ${answer.status}`)
		}
		return { ...entry, token }
	}

	/**
	 * A signed-up person as the tests use them: signed in once, so their profile exists. Surnames are all
	 * Suksai; `professional` as an operator makes it (see person).
	 */
	async function somebody(givenName = 'Dao', professional = false) {
		const { token, email, sub } = await person({ givenName, familyName: 'Suksai', professional })
		const answer = await call('GET', '/v1/me', { token })
		if (answer.status !== 200) throw new Error(`GET /v1/me for ${givenName}: ${answer.status}`)
		const { profile } = (await answer.json()) as Me
		return { token, email, sub, firstName: givenName, profileId: profile.id, uuid: profile.uuid }
	}

	/** Calls the API like the web does. */
	function call(method: string, path: string, { token, businessUserToken, body, headers = {} }: { token?: string; businessUserToken?: string; body?: unknown; headers?: Record<string, string> } = {}) {
		return app.request(path, {
			method,
			headers: {
				...(token ? { Authorization: `Bearer ${token}` } : {}),
				...(businessUserToken ? { 'Bu-Authorization': `Bearer ${businessUserToken}` } : {}),
				...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
				...headers,
			},
			body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
		})
	}

	/** Uploads a small PNG as `token`'s person, as the web does; answers what the API stored. */
	async function uploadImage(token: string, purpose: ImagePurpose = 'content') {
		// A 4×3 green PNG.
		const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNQWlUORww4OQAjeA8lTLOU7AAAAABJRU5ErkJggg==', 'base64')
		const form = new FormData()
		form.set('file', new Blob([png], { type: 'image/png' }), 'picture.png')
		form.set('purpose', purpose)
		const response = await app.request('/v1/media/images', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
		if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`)
		return (await response.json()) as UploadedImage
	}

	/** A tiny video or PDF the API stores, for file fields. */
	async function uploadFile(token: string, kind: FileKind) {
		const bytes = kind === 'pdf' ? samplePdf : sampleMp4
		const form = new FormData()
		form.set('file', new Blob([bytes], { type: kind === 'pdf' ? 'application/pdf' : 'video/mp4' }), kind === 'pdf' ? 'book.pdf' : 'clip.mp4')
		form.set('kind', kind)
		const response = await app.request('/v1/media/files', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
		if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`)
		return (await response.json()) as UploadedFile
	}

	return {
		app,
		db: database.db,
		kind: database.kind,
		issuer,
		clientId,
		businessUserTokens,
		inviteTokens,
		operatorToken,
		signAccessToken,
		person,
		somebody,
		call,
		media,
		uploadImage,
		uploadFile,
		/** Another API replica on the same database, with its own events connection (fan-out across replicas). */
		replica: async () => {
			const replica = makeApp()
			await buses.at(-1)?.ready
			return replica
		},
		async close() {
			for (const bus of buses) await bus.close()
			await media.close()
			await database.close()
			await dropDatabase()
			identityServer.close()
			await rm(mediaDir, { recursive: true, force: true })
		},
	}
}

/** A one-second MP4 (64×48 H.264 and AAC) whose metadata says where it was made: the API stores it without. */
export const sampleMp4 = new Uint8Array(readFileSync(new URL('../media/__fixtures__/clip-with-location.mp4', import.meta.url)))
/** The smallest PDF a viewer opens: one empty page. */
export const samplePdf = new TextEncoder().encode(
	'%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

export type Harness = Awaited<ReturnType<typeof createHarness>>
export type Somebody = Awaited<ReturnType<Harness['somebody']>>
