import type { AccessTokenClaims } from '#api/auth/access-token.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import type { BusinessUserAccess } from '#api/business-account/index.ts'
import type { Logger } from 'pino'

/** Who is calling: verified from Authorization, and the business user they act as from Bu-Authorization. */
export type Caller = {
	claims: AccessTokenClaims
	accessToken: string
	profile: ProfileRow
	activeBusinessUser: BusinessUserAccess | null
}

export type ApiEnv = {
	Variables: {
		requestId: string
		log: Logger
		/** The caller's address as the web saw it (User-IP), for audit and rate limits. */
		userIp: string | null
		caller: Caller
	}
}
