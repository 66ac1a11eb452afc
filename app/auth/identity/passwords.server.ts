import type { IdentityClient } from './client.server.ts'

/** A forgotten password's reset with a code, and a signed-in person's password change (docs/product.md#sign-up-reset-and-attributes, #identity-service-calls). */
export function createPasswords(identity: IdentityClient, { clientId }: { clientId: string }) {
	return {
		/** Sends a reset code to the account's email (CONFIRM_RESET_PASSWORD_WITH_CODE comes next). */
		async forgotPassword(username: string): Promise<{ destination?: string }> {
			const answer = await identity.call<{ CodeDeliveryDetails?: { Destination?: string } }>('ForgotPassword', { ClientId: clientId, Username: username })
			return { destination: answer.CodeDeliveryDetails?.Destination }
		},

		async confirmForgotPassword(username: string, code: string, password: string): Promise<void> {
			await identity.call('ConfirmForgotPassword', { ClientId: clientId, Username: username, ConfirmationCode: code, Password: password })
		},

		/** Needs the signed-in person's access token; a wrong previous password is NotAuthorizedException. */
		async changePassword(accessToken: string, previousPassword: string, proposedPassword: string): Promise<void> {
			await identity.call('ChangePassword', { AccessToken: accessToken, PreviousPassword: previousPassword, ProposedPassword: proposedPassword })
		},
	}
}

export type PasswordFlow = ReturnType<typeof createPasswords>
