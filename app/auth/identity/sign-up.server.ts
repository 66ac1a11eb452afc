import type { IdentityClient } from './client.server.ts'

/** What the sign-up form gives the identity service (docs/product.md#identity-service-calls: sign-up with user attributes). */
export type SignUpDetails = {
	email: string
	password: string
	givenName: string
	familyName: string
	/** E.164 (+66...), or absent. */
	phoneNumber?: string
}

type CodeDeliveryDetails = { Destination?: string; DeliveryMedium?: string; AttributeName?: string }

export type SignUpResult = {
	/** The pool confirmed the account itself (no code to enter). */
	userConfirmed: boolean
	/** Where the confirmation code went, as the identity service shows it (masked). */
	destination?: string
}

/** Sign-up, its confirmation and a new confirmation code (docs/product.md#sign-up-reset-and-attributes, #identity-service-calls). */
export function createSignUp(identity: IdentityClient, { clientId }: { clientId: string }) {
	return {
		async signUp(details: SignUpDetails): Promise<SignUpResult> {
			// The username is the email. `custom:professional` is left unset: a person signs up as an
			// individual, and a professional account is made on the back-office site.
			const attributes = [
				{ Name: 'email', Value: details.email },
				{ Name: 'given_name', Value: details.givenName },
				{ Name: 'family_name', Value: details.familyName },
				...(details.phoneNumber ? [{ Name: 'phone_number', Value: details.phoneNumber }] : []),
			]
			const answer = await identity.call<{ UserConfirmed?: boolean; CodeDeliveryDetails?: CodeDeliveryDetails }>('SignUp', {
				ClientId: clientId,
				Username: details.email,
				Password: details.password,
				UserAttributes: attributes,
			})
			return { userConfirmed: answer.UserConfirmed === true, destination: answer.CodeDeliveryDetails?.Destination }
		},

		async confirmSignUp(username: string, code: string): Promise<void> {
			await identity.call('ConfirmSignUp', { ClientId: clientId, Username: username, ConfirmationCode: code })
		},

		async resendCode(username: string): Promise<{ destination?: string }> {
			const answer = await identity.call<{ CodeDeliveryDetails?: CodeDeliveryDetails }>('ResendConfirmationCode', { ClientId: clientId, Username: username })
			return { destination: answer.CodeDeliveryDetails?.Destination }
		},
	}
}

export type SignUpFlow = ReturnType<typeof createSignUp>
