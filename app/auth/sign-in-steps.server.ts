import QRCode from 'qrcode'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type { TFunction } from 'i18next'
import { thaiPhoneToE164 } from '#app/validation/phone.ts'
import { browserOf, clearDevice } from './device-cookie.server.ts'
import { codeSchema, customChallengeSchema, mfaSelectionSchema, totpSetupSchema } from './forms.ts'
import { identityErrorKey } from './identity/errors.server.ts'
import { signInFlow } from './identity/identity.server.ts'
import { isDeviceGone, type SignInOutcome } from './identity/sign-in.server.ts'
import type { PendingSignIn, SessionData } from './session.server.ts'
import { requiredAttributesOf } from './identity-attributes.ts'
import { newPasswordSchemaFor } from './new-password-form.ts'
import { continueSignIn } from './sign-in.server.ts'
import { failureInit } from '#app/api/outage.ts'

const stepIntents = ['confirm-code', 'select-mfa', 'setup-totp', 'new-password', 'custom-challenge'] as const
type StepIntent = (typeof stepIntents)[number]

export function isStepIntent(value: unknown): value is StepIntent {
	return stepIntents.includes(value as StepIntent)
}

/** The authenticator app's QR code (an otpauth URI), drawn on the server so it shows without JavaScript. */
export function totpQrSvg(accountName: string, secret: string) {
	const otpauth = `otpauth://totp/Robtua:${encodeURIComponent(accountName)}?secret=${encodeURIComponent(secret)}&issuer=Robtua`
	return QRCode.toString(otpauth, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
}

/** What the page needs to show a pending step: never Cognito's session string. */
export type StepView = Awaited<ReturnType<typeof stepView>>

export async function stepView(pending: PendingSignIn) {
	const { details } = pending
	const choices = details.MFAS_CAN_CHOOSE ? (JSON.parse(details.MFAS_CAN_CHOOSE) as string[]) : []
	const secret = details.secret
	return {
		step: pending.step,
		destination: details.CODE_DELIVERY_DESTINATION ?? null,
		mfaChoices: choices.map((choice) => (choice === 'SOFTWARE_TOKEN_MFA' ? 'TOTP' : choice === 'SMS_MFA' ? 'SMS' : choice)),
		totpSecret: secret ?? null,
		totpQrSvg: secret ? await totpQrSvg(pending.username, secret) : null,
		question: details.question ?? null,
		requiredAttributes: requiredAttributesOf(details.requiredAttributes),
	}
}

type StepArgs = { request: Request; session: SessionData; pending: PendingSignIn; form: FormData; t: TFunction<'auth'> }

/** Answers the pending step with the form the person sent; a wrong answer keeps them on the step. */
export async function answerStep({ request, session, pending, form, t }: StepArgs) {
	const intent = form.get('intent') as StepIntent
	const newPasswordSchema = newPasswordSchemaFor(requiredAttributesOf(pending.details.requiredAttributes))
	const schema = { 'confirm-code': codeSchema, 'select-mfa': mfaSelectionSchema, 'setup-totp': totpSetupSchema, 'new-password': newPasswordSchema, 'custom-challenge': customChallengeSchema }[intent]
	const submission = parseWithZod(form, { schema })
	const hideFields = ['password', 'confirmPassword']
	if (submission.status !== 'success') return data({ result: submission.reply({ hideFields }) }, { status: 400 })

	const value = submission.value as Record<string, string> & { attributes?: Record<string, string> }
	let outcome: SignInOutcome
	// A remembered browser may be asked to prove its device after the step; a new one is named after it.
	const browser = await browserOf(request)
	try {
		switch (intent) {
			case 'confirm-code':
				outcome = await signInFlow.confirmCode(pending, value.code!, browser)
				break
			case 'select-mfa': {
				// docs/product.md#sign-up-reset-and-attributes: the MFA choice must be TOTP or SMS.
				if (value.mfaType !== 'TOTP' && value.mfaType !== 'SMS') return data({ result: submission.reply({ formErrors: ['invalidMfaType'] }) }, { status: 400 })
				outcome = await signInFlow.selectMfa(pending, value.mfaType, browser)
				break
			}
			case 'setup-totp':
				outcome = await signInFlow.completeTotpSetup(pending, value.code!, browser)
				break
			case 'new-password':
				outcome = await signInFlow.newPassword(pending, value.password!, identityAttributes(value.attributes ?? {}), browser)
				break
			case 'custom-challenge':
				outcome = await signInFlow.customChallenge(pending, value.answer!, browser)
				break
		}
	} catch (error) {
		// A device Cognito asked for after the step but no longer accepts: the browser forgets it, so the next try goes without.
		const headers = browser.device && isDeviceGone(error) ? clearDevice(request) : undefined
		return data({ result: submission.reply({ formErrors: [identityErrorKey(error)], hideFields }) }, { ...failureInit(error, 400), headers })
	}
	return continueSignIn(request, session, outcome, t('login.signedIn'))
}

/** Attributes as the identity service keeps them: a phone number in E.164. */
function identityAttributes(attributes: Record<string, string>): Record<string, string> {
	const phone = attributes.phone_number
	return phone ? { ...attributes, phone_number: thaiPhoneToE164(phone) ?? phone } : attributes
}
