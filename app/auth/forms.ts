import { z } from 'zod'
import { encodeMessage } from '#app/validation/message.ts'
import { maxBytes, password, refineConfirmPassword, required, text } from '#app/validation/rules.ts'
import { HONEYPOT_FIELD } from '#app/security/honeypot.ts'

// One schema per identity form, used by the page (conform) and by its action alike.

// Never kept (a filled one marks a bot's post), but text all the same.
const honeypot = { [HONEYPOT_FIELD]: text().optional() }

/**
 * The longest username, an email address (as the API's email fields take them). The session cookie keeps
 * it while a step is pending (a reset's code, a sign-up's confirmation), so it is counted in bytes.
 */
export const USERNAME_MAX_BYTES = 320

/** docs/product.md#identity-input: a username, required, at most 320 bytes. */
export const username = () =>
	text(encodeMessage('username_required'))
		.trim()
		.min(1, { error: encodeMessage('username_required'), abort: true })
		.pipe(maxBytes(USERNAME_MAX_BYTES))

/** docs/product.md#login-form: the login form's own messages. */
export const signInSchema = z.object({
	intent: z.literal('sign-in'),
	username: username(),
	password: text(encodeMessage('password_required')).min(1, { error: encodeMessage('password_required') }),
	...honeypot,
})

export const codeSchema = z.object({ intent: z.literal('confirm-code'), code: required() })

export const mfaSelectionSchema = z.object({ intent: z.literal('select-mfa'), mfaType: required() })

export const totpSetupSchema = z.object({ intent: z.literal('setup-totp'), code: required() })

export const customChallengeSchema = z.object({ intent: z.literal('custom-challenge'), answer: required() })

/** A new password (the password rule, docs/product.md#field-rules) typed twice. */
export const newPasswordFields = { password, confirmPassword: text().optional() }
export const refineNewPassword = refineConfirmPassword({ password: 'password', confirm: 'confirmPassword' })

export const newPasswordSchema = z.object({ intent: z.literal('new-password'), ...newPasswordFields }).superRefine(refineNewPassword)

const REQUIRED = encodeMessage('required')

// The sign-up form's schema is in sign-up-form.ts: its phone rule brings libphonenumber-js, which only
// the sign-up page should load.

/** The code that confirms a sign-up (docs/product.md#identity-input: confirm-sign-up needs a code). */
export const confirmSignUpSchema = z.object({ intent: z.literal('confirm-sign-up'), code: required() })

/** docs/product.md#identity-input: a reset needs the username. */
export const forgotPasswordSchema = z.object({
	intent: z.literal('send-code'),
	username: username(),
	...honeypot,
})

/** docs/product.md#identity-input: the reset's code and the new password (typed twice). */
export const resetPasswordSchema = z
	.object({ intent: z.literal('reset-password'), code: required(), ...newPasswordFields })
	.superRefine(refineNewPassword)

/** docs/product.md#identity-input: the old and the new password; the old one is not held to today's rule, only required. */
export const changePasswordSchema = z
	.object({
		currentPassword: text(REQUIRED).min(1, { error: REQUIRED }),
		...newPasswordFields,
	})
	.superRefine(refineNewPassword)
