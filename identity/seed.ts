import { cognitoCall } from './cognito-call.ts'
import type { IdentityStandIn } from './stand-in.ts'

/** A demo person's identity; whether they are a professional account is the product database's (api/db/seed.ts). */
export type DemoUser = { email: string; password: string; givenName: string; familyName: string; phoneNumber?: string }

type CognitoUser = { Username: string; UserAttributes?: Array<{ Name: string; Value: string }>; Attributes?: Array<{ Name: string; Value: string }> }

const subOf = (user: CognitoUser) => (user.UserAttributes ?? user.Attributes ?? []).find((a) => a.Name === 'sub')?.Value ?? user.Username

/** The demo people, confirmed, with permanent passwords. Running it again finds them and changes nothing else. */
export async function seedDemoUsers(standIn: Pick<IdentityStandIn, 'endpoint' | 'userPoolId'>, users: DemoUser[]) {
	const seeded: Array<DemoUser & { sub: string }> = []
	for (const user of users) {
		const existing = await cognitoCall<CognitoUser>(standIn.endpoint, 'AdminGetUser', { UserPoolId: standIn.userPoolId, Username: user.email }).catch(
			(error: Error & { type?: string }) => {
				if (error.type === 'UserNotFoundException') return null
				throw error
			},
		)
		let sub = existing ? subOf(existing) : null
		if (!sub) {
			const attributes = [
				{ Name: 'email', Value: user.email },
				{ Name: 'email_verified', Value: 'true' },
				{ Name: 'given_name', Value: user.givenName },
				{ Name: 'family_name', Value: user.familyName },
				...(user.phoneNumber ? [{ Name: 'phone_number', Value: user.phoneNumber }] : []),
			]
			const created = await cognitoCall<{ User: CognitoUser }>(standIn.endpoint, 'AdminCreateUser', {
				UserPoolId: standIn.userPoolId,
				Username: user.email,
				MessageAction: 'SUPPRESS',
				UserAttributes: attributes,
			})
			sub = subOf(created.User)
			await cognitoCall(standIn.endpoint, 'AdminSetUserPassword', {
				UserPoolId: standIn.userPoolId,
				Username: user.email,
				Password: user.password,
				Permanent: true,
			})
		}
		seeded.push({ ...user, sub })
	}
	return seeded
}

/** The three accounts of the UI contract. */
export const demoUsers: DemoUser[] = [
	{ email: 'demo.user@robtua.test', password: 'Robtua#2026', givenName: 'Dao', familyName: 'Suksai' },
	{ email: 'demo.owner@robtua.test', password: 'Robtua#2026', givenName: 'Niran', familyName: 'Wongsa' },
	{ email: 'demo.staff@robtua.test', password: 'Robtua#2026', givenName: 'Pim', familyName: 'Chaiyo' },
]
