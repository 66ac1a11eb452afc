import { z } from 'zod'
import { HONEYPOT_FIELD } from '#app/security/honeypot.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { phone } from '#app/validation/phone.ts'
import { email, max, maxBytes, required, text } from '#app/validation/rules.ts'
import { newPasswordFields, refineNewPassword, USERNAME_MAX_BYTES } from './forms.ts'

// Apart from forms.ts (where every other identity form's schema is) because the phone rule brings
// libphonenumber-js: only the sign-up page loads it, not every page with a form.

const NAME_MAX_LENGTH = 100

/** docs/product.md#sign-up-reset-and-attributes and #field-rules: sign-up with the person's name, an optional Thai phone number and a new password. */
export const signUpSchema = z
	.object({
		intent: z.literal('sign-up'),
		// The account's username, kept in the session until it is confirmed.
		email: email().pipe(maxBytes(USERNAME_MAX_BYTES)),
		firstName: required().pipe(max(NAME_MAX_LENGTH)),
		lastName: required().pipe(max(NAME_MAX_LENGTH)),
		phone,
		...newPasswordFields,
		// A checkbox sends 'on' when ticked and nothing otherwise.
		terms: z.literal('on', { error: encodeMessage('required') }),
		[HONEYPOT_FIELD]: text().optional(),
	})
	.superRefine(refineNewPassword)
