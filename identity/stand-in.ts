import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import express, { type Request, type Response } from 'express'
import { pino } from 'pino'
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js'
import { CryptoService } from 'cognito-local/lib/services/crypto.js'
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js'
import { DateClock, LambdaService, MessagesService, TriggersService } from 'cognito-local/lib/services/index.js'
import { ConsoleMessageSender } from 'cognito-local/lib/services/messageDelivery/consoleMessageSender.js'
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js'
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js'
import { DefaultConfig } from 'cognito-local/lib/server/config.js'
import { Router } from 'cognito-local/lib/server/Router.js'
import { createServer } from 'cognito-local/lib/server/server.js'
import { readableAttributes, writableAttributes } from './attribute-permissions.ts'
import { backofficeSite } from './backoffice-site.ts'
import { cognitoCall } from './cognito-call.ts'
import { likeCognito } from './like-cognito.ts'
import { OriginTokenGenerator, originOfRefreshToken, withTokenOrigin } from './token-origin.ts'

export type IdentityStandInOptions = {
	port: number
	host?: string
	/** The host name tokens carry in `iss` (what the API reaches); defaults to `host`. */
	hostname?: string
	dataDir: string
	/** Every confirmation, reset and MFA code. */
	code: string
	/** The web's address: its /sign-in-provider is the OAuth callback and it is the sign-out target. */
	appUrl: string
}

export type IdentityStandIn = {
	endpoint: string
	userPoolId: string
	clientId: string
	issuer: string
	jwksUrl: string
	hostedUiUrl: string
	/** The back-office site this process serves (terms of use, business sign-up), at the address browsers reach. */
	backofficeSiteUrl: string
	authFlow: 'USER_PASSWORD_AUTH'
	close(): Promise<void>
}

type AppIds = { userPoolId: string; clientId: string }

/**
 * Amazon Cognito's offline stand-in: cognito-local, composed here with our data directory, a fixed
 * code for every message, an issuer the API can reach, the pool and app client created once and
 * reused, tokens that keep their sign-in's origin as Cognito's do, and Cognito's hosted-UI /logout,
 * which cognito-local lacks. It also serves the small back-office site the product links to.
 */
export async function startIdentityStandIn(options: IdentityStandInOptions): Promise<IdentityStandIn> {
	const host = options.host ?? '127.0.0.1'
	const tokenHost = options.hostname ?? (host === '0.0.0.0' ? '127.0.0.1' : host)
	// Refused calls (a wrong code, an unknown user) are answers, not faults: log only real errors.
	const logger = pino({ level: process.env.IDENTITY_LOG_LEVEL ?? 'error', base: { service: 'identity' } })
	const ctx = { logger }
	const dbDir = join(options.dataDir, 'db')
	mkdirSync(dbDir, { recursive: true })

	const config = {
		...DefaultConfig,
		TokenConfig: { IssuerDomain: `http://${tokenHost}:${options.port}` },
		ServerConfig: { port: options.port, hostname: host, development: false, https: false },
	}
	// cognito-local builds its (unused) Lambda trigger client on the old AWS SDK, which warns on load.
	process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1'
	const { default: AWS } = await import('aws-sdk')
	const clock = new DateClock()
	const dataStoreFactory = new StormDBDataStoreFactory(dbDir)
	const cognito = await new CognitoServiceFactoryImpl(dbDir, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory)).create(
		ctx,
		config.UserPoolDefaults,
	)
	const triggers = new TriggersService(clock, cognito, new LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)), new CryptoService(config.KMSConfig))
	const services = {
		clock,
		cognito,
		config,
		messages: new MessagesService(triggers, new MessageDeliveryService(new ConsoleMessageSender())),
		otp: () => options.code,
		tokenGenerator: new OriginTokenGenerator(clock, triggers, config.TokenConfig),
		triggers,
	}
	// cognito-local is typed against an older pino; the logger object is the same shape.
	const standIn = createServer(likeCognito(Router(services), services), logger as never, config.ServerConfig, services)

	// Our routes first, then cognito-local's application.
	const app = express()
	app.disable('x-powered-by')
	// The hosted UI's refresh grant keeps its sign-in's origin too (cognito-local answers it itself).
	app.post('/oauth2/token', express.urlencoded({ extended: false }), (req: Request, _res: Response, next: () => void) => {
		const body = (req.body ?? {}) as Record<string, unknown>
		if (body.grant_type !== 'refresh_token') return next()
		withTokenOrigin(originOfRefreshToken(body.refresh_token), next)
	})
	// Cognito's hosted-UI sign-out: only to a sign-out URL registered for the client.
	app.get('/logout', async (req: Request, res: Response) => {
		const clientId = String(req.query.client_id ?? '')
		const logoutUri = String(req.query.logout_uri ?? '')
		const client = clientId ? await cognito.getAppClient(ctx, clientId).catch(() => null) : null
		if (!client) return void res.status(400).type('text/plain').send('Unknown client_id.')
		if (!(client.LogoutURLs ?? []).includes(logoutUri)) return void res.status(400).type('text/plain').send('logout_uri is not registered for this client.')
		res.redirect(302, logoutUri)
	})
	app.use('/backoffice', backofficeSite({ dataDir: options.dataDir }))
	app.use(standIn.application)

	const server: Server = await listen(app, options.port, host)
	// Set-up calls stay on this machine; the advertised addresses use the name other services reach.
	const localEndpoint = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${options.port}`
	const endpoint = config.TokenConfig.IssuerDomain
	try {
		const ids = await ensurePoolAndClient(localEndpoint, options)
		const issuer = `${endpoint}/${ids.userPoolId}`
		return {
			endpoint,
			...ids,
			issuer,
			jwksUrl: `${issuer}/.well-known/jwks.json`,
			hostedUiUrl: endpoint,
			backofficeSiteUrl: `${endpoint}/backoffice`,
			// The stand-in has no SRP: clients sign in with USER_PASSWORD_AUTH.
			authFlow: 'USER_PASSWORD_AUTH' as const,
			close: () =>
				new Promise<void>((resolve) => {
					server.closeAllConnections()
					server.close(() => resolve())
				}),
		}
	} catch (error) {
		server.close()
		throw error
	}
}

function listen(app: express.Express, port: number, host: string): Promise<Server> {
	return new Promise((resolve, reject) => {
		const server = app.listen(port, host, () => resolve(server))
		server.once('error', reject)
	})
}

/** What a pool made before may be brought up to (UpdateUserPool sets every one of these). */
const updatablePoolSettings = {
	AutoVerifiedAttributes: ['email'],
	MfaConfiguration: 'OPTIONAL',
	Policies: {
		PasswordPolicy: { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true, RequireSymbols: true },
	},
	// Device tracking as the web expects it: every sign-in's browser gets a device; the person chooses on
	// the security page whether it is remembered (UpdateDeviceStatus), so ConfirmDevice answers
	// UserConfirmationNecessary; and a remembered device proves itself instead of the second step.
	DeviceConfiguration: { ChallengeRequiredOnNewDevice: true, DeviceOnlyRememberedOnUserPrompt: true },
}

const poolSettings = {
	...updatablePoolSettings,
	UsernameAttributes: ['email'],
	// As the production pool has it; the app client may neither write nor read it (docs/decisions/0010).
	Schema: [{ Name: 'professional', AttributeDataType: 'String', Mutable: true }],
}

/** The pool and client are made once; their ids are kept in the data directory and checked on start. */
async function ensurePoolAndClient(endpoint: string, options: IdentityStandInOptions): Promise<AppIds> {
	const idsFile = join(options.dataDir, 'ids.json')
	const clientSettings = {
		ClientName: 'robtua-web',
		ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
		AllowedOAuthFlows: ['code'],
		AllowedOAuthFlowsUserPoolClient: true,
		AllowedOAuthScopes: ['openid', 'email', 'phone', 'profile', 'aws.cognito.signin.user.admin'],
		CallbackURLs: [`${options.appUrl}/sign-in-provider`],
		LogoutURLs: [options.appUrl],
		SupportedIdentityProviders: ['COGNITO'],
		WriteAttributes: writableAttributes,
		ReadAttributes: readableAttributes,
	}
	if (existsSync(idsFile)) {
		const ids = JSON.parse(readFileSync(idsFile, 'utf8')) as AppIds
		const exists = await cognitoCall(endpoint, 'DescribeUserPoolClient', { UserPoolId: ids.userPoolId, ClientId: ids.clientId }).then(
			() => true,
			() => false,
		)
		if (exists) {
			// The web's address may have changed since the client was made, and the settings since the pool was.
			await cognitoCall(endpoint, 'UpdateUserPool', { UserPoolId: ids.userPoolId, ...updatablePoolSettings })
			await cognitoCall(endpoint, 'UpdateUserPoolClient', { UserPoolId: ids.userPoolId, ClientId: ids.clientId, ...clientSettings })
			return ids
		}
	}
	const { UserPool } = await cognitoCall<{ UserPool: { Id: string } }>(endpoint, 'CreateUserPool', { PoolName: 'robtua', ...poolSettings })
	const { UserPoolClient } = await cognitoCall<{ UserPoolClient: { ClientId: string } }>(endpoint, 'CreateUserPoolClient', {
		UserPoolId: UserPool.Id,
		...clientSettings,
	})
	const ids = { userPoolId: UserPool.Id, clientId: UserPoolClient.ClientId }
	writeFileSync(idsFile, JSON.stringify(ids, null, '\t'))
	return ids
}
