import { getFormProps, getInputProps } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ActionData } from '#app/routes/account/security.tsx'
import { CodeField } from '#app/auth/identity-fields.tsx'
import { SecretToCopy, TotpQrCode } from '#app/auth/sign-in-step-form.tsx'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'

// Schemas load on demand: the validation library is not part of the page's first load.
const loadTotpVerifySchema = () => import('./forms.ts').then((m) => m.totpVerifySchema)
const loadPhoneChangeSchema = () => import('./forms.ts').then((m) => m.phoneChangeSchema)
const loadPhoneConfirmSchema = () => import('./forms.ts').then((m) => m.phoneConfirmSchema)

/** The authenticator app's set-up: its QR code and secret, then its first code. */
export function TotpSetupForm({ secret, qrSvg }: { secret: string; qrSvg: string }) {
	const { t } = useTranslation('account')
	const actionData = useActionData<ActionData>()
	const [form, fields] = useValidatedForm({ id: 'totp-verify', schema: loadTotpVerifySchema, required: ['code'], lastResult: actionData?.result })
	return (
		<section aria-labelledby="totp-setup" className="stack">
			<h3 id="totp-setup">{t('security.totp.title')}</h3>
			<p>{t('security.totp.text')}</p>
			<TotpQrCode svg={qrSvg} />
			<SecretToCopy secret={secret} />
			<Form method="post" {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="totp-verify" />
				<input type="hidden" name="secret" value={secret} />
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				<CodeField field={fields.code} />
				<Button type="submit">{t('security.totp.confirm')}</Button>
			</Form>
		</section>
	)
}

/** CONFIRM_ATTRIBUTE_WITH_CODE for the phone (docs/product.md#sign-up-reset-and-attributes), and a new code on request. */
export function PhoneConfirmForm({ focus }: { focus: boolean }) {
	const { t } = useTranslation('account')
	const actionData = useActionData<ActionData>()
	const busy = useNavigation().state === 'submitting'
	const [form, fields] = useValidatedForm({
		id: 'phone-confirm',
		schema: loadPhoneConfirmSchema,
		required: ['code'],
		lastResult: actionData?.form === 'phone-confirm' ? actionData.result : undefined,
	})
	const resendErrors = actionData?.form === 'phone-resend' ? actionData.result?.error?.[''] : undefined
	return (
		<section aria-labelledby="phone-confirm-title" className="stack">
			<h3 id="phone-confirm-title">{t('security.sms.confirmTitle')}</h3>
			<p>{t('security.sms.confirmText')}</p>
			<Form method="post" {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="phone-confirm" />
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				<CodeField field={fields.code} focus={focus} />
				<Button type="submit" aria-disabled={busy || undefined}>
					{t('security.sms.confirm')}
				</Button>
			</Form>
			<Form method="post">
				<input type="hidden" name="intent" value="phone-resend" />
				<FormError id="phone-resend-error" errors={resendErrors ?? undefined} namespace="auth" />
				<Button type="submit" variant="secondary" size="small" aria-disabled={busy || undefined} aria-describedby={resendErrors?.length ? 'phone-resend-error' : undefined}>
					{t('security.sms.resend')}
				</Button>
			</Form>
		</section>
	)
}

/** A phone number for SMS codes; the identity service sends a code to confirm it. */
export function PhoneChangeForm({ hasPhone }: { hasPhone: boolean }) {
	const { t } = useTranslation('account')
	const actionData = useActionData<ActionData>()
	const busy = useNavigation().state === 'submitting'
	const [form, fields] = useValidatedForm({
		id: 'phone-change',
		schema: loadPhoneChangeSchema,
		required: ['phoneNumber'],
		lastResult: actionData?.form === 'phone-change' ? actionData.result : undefined,
	})
	return (
		<section aria-labelledby="phone-change-title" className="stack">
			<h3 id="phone-change-title">{hasPhone ? t('security.sms.changeTitle') : t('security.sms.addTitle')}</h3>
			<Form method="post" {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="phone-change" />
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				<TextField
					label={hasPhone ? t('security.sms.newPhone') : t('security.sms.phone')}
					hint={t('security.sms.phoneHint')}
					errors={fields.phoneNumber.errors}
					inputProps={{ ...getInputProps(fields.phoneNumber, { type: 'tel' }), autoComplete: 'tel' }}
				/>
				<Button type="submit" aria-disabled={busy || undefined}>
					{t('security.sms.send')}
				</Button>
			</Form>
		</section>
	)
}
