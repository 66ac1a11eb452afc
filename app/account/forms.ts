import { z } from 'zod'
import { birthday, blankableLine, max, required } from '#app/validation/rules.ts'
import { phone } from '#app/validation/phone.ts'
import { textLimits } from '#contracts/limits.ts'

/** /account/update: the profile fields a person keeps on their account (docs/product.md#signed-in-state). */
export const updateAccountSchema = z.object({
	firstName: required().pipe(max(textLimits.name)),
	lastName: required().pipe(max(textLimits.name)),
	phoneNumber: phone,
	// A date input sends YYYY-MM-DD; an empty one sends nothing. The API's rule (contracts/dates.ts).
	birthday: birthday().optional(),
	country: blankableLine(textLimits.name),
	province: blankableLine(textLimits.name),
	city: blankableLine(textLimits.name),
})

export type UpdateAccountInput = z.infer<typeof updateAccountSchema>

/** What /account/update sends: an emptied field clears what was kept. */
export const updateAccountBody = (value: z.output<typeof updateAccountSchema>) => ({
	firstName: value.firstName,
	lastName: value.lastName,
	phoneNumber: value.phoneNumber?.trim() || null,
	birthday: value.birthday ?? null,
	country: value.country || null,
	province: value.province || null,
	city: value.city || null,
})

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
