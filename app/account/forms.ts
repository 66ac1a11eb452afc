import { z } from 'zod'
import { optionalText } from '#app/forms/profile-fields.ts'
import { birthday, max, required } from '#app/validation/rules.ts'
import { phone } from '#app/validation/phone.ts'

/** /account/update: the profile fields a person keeps on their account (docs/product.md#signed-in-state). */
export const updateAccountSchema = z.object({
	firstName: required().pipe(max(100)),
	lastName: required().pipe(max(100)),
	phoneNumber: phone,
	// A date input sends YYYY-MM-DD; an empty one sends nothing. The API's rule (contracts/dates.ts).
	birthday: birthday().optional(),
	country: optionalText(100),
	province: optionalText(100),
	city: optionalText(100),
})

export type UpdateAccountInput = z.infer<typeof updateAccountSchema>

/** /account/security: the authenticator app's first code confirms its set-up. */
export const totpVerifySchema = z.object({ intent: z.literal('totp-verify'), code: required().pipe(max(10)) })

/** /account/security: one MFA method's preference (docs/product.md#sign-up-reset-and-attributes). */
export const mfaPreferenceSchema = z.object({
	intent: z.literal('mfa-preference'),
	method: z.enum(['TOTP', 'SMS']),
	preference: z.enum(['DISABLED', 'ENABLED', 'PREFERRED', 'NOT_PREFERRED']),
})

/** /account/security: the Thai phone number for SMS codes (the phone rule, docs/product.md#field-rules); Cognito gets it as E.164. */
export const phoneChangeSchema = z.object({ intent: z.literal('phone-change'), phoneNumber: required().pipe(phone.unwrap()) })

/** /account/security: the code that confirms the phone number (docs/product.md#identity-input: it must not be empty). */
export const phoneConfirmSchema = z.object({ intent: z.literal('phone-confirm'), code: required().pipe(max(10)) })
