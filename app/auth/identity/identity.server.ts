import { getConfig } from '#app/config/env.server.ts'
import { createLogger } from '#server/logger.ts'
import { createAccountSecurity } from './account-security.server.ts'
import { createIdentityClient } from './client.server.ts'
import { createPasswords } from './passwords.server.ts'
import { createSignIn } from './sign-in.server.ts'
import { createSignUp } from './sign-up.server.ts'

// The identity service as configured (Cognito, or the offline stand-in), made once per process.
const config = getConfig()
const log = createLogger(config.LOG_LEVEL).child({ component: 'identity' })

export const identity = createIdentityClient({ endpoint: config.IDENTITY_ENDPOINT, timeoutMs: config.IDENTITY_TIMEOUT_MS, log })

export const signInFlow = createSignIn(
	identity,
	{
		clientId: config.IDENTITY_CLIENT_ID,
		userPoolId: config.IDENTITY_USER_POOL_ID,
		authFlow: config.IDENTITY_AUTH_FLOW,
	},
	// A browser whose device could not be confirmed is signed in all the same: the log says so.
	{ log },
)

export const signUpFlow = createSignUp(identity, { clientId: config.IDENTITY_CLIENT_ID })

export const passwordFlow = createPasswords(identity, { clientId: config.IDENTITY_CLIENT_ID })

export const accountSecurity = createAccountSecurity(identity)
