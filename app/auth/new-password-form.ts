import { z } from 'zod'
import { birthday, email, required } from '#app/validation/rules.ts'
import { phone } from '#app/validation/phone.ts'
import { newPasswordFields, refineNewPassword } from './forms.ts'

// CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED (docs/product.md#sign-in-steps): a new password, and whatever attributes the user
// pool requires that the account lacks (Cognito's requiredAttributes). Its own module: the phone rule
// brings libphonenumber-js, which only this step and sign-up should load.

function ruleOf(name: string) {
	if (name === 'email') return email()
	// Required, and a valid Thai number (the phone rule, docs/product.md#field-rules).
	if (name === 'phone_number') return required().pipe(phone.unwrap())
	if (name === 'birthdate') return birthday()
	return required()
}

/** The step's schema for the attributes this sign-in needs; the same on the page and in the action. */
export function newPasswordSchemaFor(requiredAttributes: readonly string[]) {
	const attributes = z.object(Object.fromEntries(requiredAttributes.map((name) => [name, ruleOf(name)])))
	return z
		.object({
			intent: z.literal('new-password'),
			...newPasswordFields,
			// prefault: with every field empty, each is still named as missing (not the group).
			attributes: attributes.prefault({}),
		})
		.superRefine(refineNewPassword)
}
