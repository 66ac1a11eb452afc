import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { HoneypotField } from '#app/components/honeypot-field.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'
import { CodeField, StartOverForm, UsernameField } from './identity-fields.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'

// Schemas load on demand: the validation library is not part of the page's first load.
const loadForgotPasswordSchema = () => import('./forms.ts').then((m) => m.forgotPasswordSchema)
const loadResetPasswordSchema = () => import('./forms.ts').then((m) => m.resetPasswordSchema)

type ActionData = { result?: SubmissionResult<string[]> } | undefined

/** The first step: whose password to reset; a code is sent to them. */
export function SendCodeForm() {
	const { t } = useTranslation('auth')
	const actionData = useActionData<ActionData>()
	const navigation = useNavigation()
	const [form, fields] = useValidatedForm({ id: 'forgot-password', schema: loadForgotPasswordSchema, required: ['username'], lastResult: actionData?.result })
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'send-code'
	return (
		<div className="auth-card form-page">
			<h1>{t('forgotPassword.title')}</h1>
			<p>{t('forgotPassword.intro')}</p>
			<Form method="post" {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="send-code" />
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				<UsernameField field={fields.username} />
				<HoneypotField />
				<Button type="submit" className="button--block" aria-disabled={busy || undefined}>
					{busy ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
				</Button>
			</Form>
			<p className="auth-card__footer">
				<Link to="/login">{t('forgotPassword.backToSignIn')}</Link>
			</p>
		</div>
	)
}

/** CONFIRM_RESET_PASSWORD_WITH_CODE: the code and a new password. */
export function ResetPasswordForm({ username }: { username: string }) {
	const { t } = useTranslation('auth')
	const actionData = useActionData<ActionData>()
	const navigation = useNavigation()
	const [form, fields] = useValidatedForm({ id: 'reset-password', schema: loadResetPasswordSchema, required: ['code', 'password', 'confirmPassword'], lastResult: actionData?.result })
	const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : undefined
	return (
		<div className="auth-card form-page">
			<h1>{t('forgotPassword.reset.title')}</h1>
			<p>{t('forgotPassword.reset.text', { username })}</p>
			<Form method="post" {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="reset-password" />
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				<CodeField field={fields.code} focus />
				<NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
				<Button type="submit" className="button--block" aria-disabled={submitting === 'reset-password' || undefined}>
					{submitting === 'reset-password' ? t('forgotPassword.reset.submitting') : t('forgotPassword.reset.submit')}
				</Button>
			</Form>
			<Form method="post" className="auth-card__aside-form">
				<input type="hidden" name="intent" value="send-code" />
				<input type="hidden" name="username" value={username} />
				<Button type="submit" variant="secondary" className="button--block" aria-disabled={submitting === 'send-code' || undefined}>
					{t('forgotPassword.reset.resend')}
				</Button>
			</Form>
			<StartOverForm label={t('forgotPassword.reset.startOver')} />
		</div>
	)
}
