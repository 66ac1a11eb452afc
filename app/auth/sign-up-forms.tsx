import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { Trans, useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { HoneypotField } from '#app/components/honeypot-field.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'
import { CodeField, StartOverForm } from './identity-fields.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'
import { PagePreviewCard } from './page-preview-card.tsx'
import type { PagePreviewView } from './page-preview.ts'

// Schemas load on demand: the validation library is not part of the page's first load.
const loadSignUpSchema = () => import('./sign-up-form.ts').then((m) => m.signUpSchema)
const loadConfirmSignUpSchema = () => import('./forms.ts').then((m) => m.confirmSignUpSchema)

export type ResendOutcome = { sent: true; destination: string } | { sent: false; error: string }
type ActionData = { result?: SubmissionResult<string[]>; resend?: ResendOutcome } | undefined

/** Sign-up with the attributes of docs/product.md#signed-in-state that belong there. */
export function SignUpForm({ termsUrl, preview }: { termsUrl: string; preview: PagePreviewView | null }) {
	const { t } = useTranslation('auth')
	const actionData = useActionData<ActionData>()
	const navigation = useNavigation()
	const [form, fields] = useValidatedForm({ id: 'sign-up', schema: loadSignUpSchema, required: ['email', 'firstName', 'lastName', 'password', 'confirmPassword', 'terms'], lastResult: actionData?.result })
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'sign-up'
	const termsInvalid = Boolean(fields.terms.errors?.length)
	return (
		<div className="auth-card">
			<h1>{t('signup.title')}</h1>
			{preview ? <PagePreviewCard preview={preview} lead={t('signup.previewLead')} /> : <p>{t('signup.intro')}</p>}
			<Form method="post" {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="sign-up" />
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				<TextField
					label={t('signup.email')}
					hint={t('signup.emailHint')}
					errors={fields.email.errors}
					inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', autoFocus: true }}
				/>
				<div className="field-pair">
					<TextField label={t('signup.firstName')} errors={fields.firstName.errors} inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }} />
					<TextField label={t('signup.lastName')} errors={fields.lastName.errors} inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }} />
				</div>
				<TextField
					label={t('signup.phone')}
					hint={t('signup.phoneHint')}
					errors={fields.phone.errors}
					inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }}
				/>
				<NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} label={t('signup.password')} />
				<div className="field">
					<label className="choice" htmlFor={fields.terms.id}>
						<input
							{...getInputProps(fields.terms, { type: 'checkbox' })}
							aria-invalid={termsInvalid || undefined}
							aria-describedby={termsInvalid ? fields.terms.errorId : undefined}
						/>
						<span>
							<Trans
								t={t}
								i18nKey="signup.terms"
								components={{
									// The text of the link comes from the translation.
									// eslint-disable-next-line jsx-a11y/anchor-has-content
									terms: <a href={termsUrl} target="_blank" rel="noopener" aria-describedby="terms-new-tab" />,
								}}
							/>
						</span>
					</label>
					<span id="terms-new-tab" className="visually-hidden">
						{t('signup.newTab')}
					</span>
					{termsInvalid ? (
						<ul id={fields.terms.errorId} className="field__errors">
							<li>{t('signup.termsRequired')}</li>
						</ul>
					) : null}
				</div>
				<HoneypotField />
				<Button type="submit" className="button--block" aria-disabled={busy || undefined}>
					{busy ? t('signup.submitting') : t('signup.submit')}
				</Button>
			</Form>
			<p className="auth-card__footer">
				{t('signup.haveAccount')} <Link to="/login">{t('signup.signIn')}</Link>
			</p>
		</div>
	)
}

/** CONFIRM_SIGN_UP: the code sent to the person, a new one on request, or start over. */
export function ConfirmSignUpForm({ username, destination }: { username: string; destination: string | null }) {
	const { t } = useTranslation('auth')
	const actionData = useActionData<ActionData>()
	const navigation = useNavigation()
	const [form, fields] = useValidatedForm({ id: 'confirm-sign-up', schema: loadConfirmSignUpSchema, required: ['code'], lastResult: actionData?.result })
	const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : undefined
	const resend = actionData?.resend
	return (
		<div className="auth-card">
			<h1>{t('signup.confirm.title')}</h1>
			<p>{destination ? t('signup.confirm.sentTo', { destination }) : t('signup.confirm.enterCode', { username })}</p>
			{resend?.sent ? (
				<p role="status" className="form-notice">
					{t('signup.confirm.resent', { destination: resend.destination })}
				</p>
			) : null}
			{resend && !resend.sent ? (
				<div role="alert" className="form-error">
					{/* An error without a message of its own (the service cannot send codes) is said plainly. */}
					<p>{resend.error === 'authentication' ? t('signup.confirm.resendFailed') : t(`errors.${resend.error}`)}</p>
				</div>
			) : null}
			<Form method="post" {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="confirm-sign-up" />
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				<CodeField field={fields.code} focus />
				<Button type="submit" className="button--block" aria-disabled={submitting === 'confirm-sign-up' || undefined}>
					{submitting === 'confirm-sign-up' ? t('signup.confirm.submitting') : t('steps.confirm')}
				</Button>
			</Form>
			<Form method="post" className="auth-card__aside-form">
				<input type="hidden" name="intent" value="resend-code" />
				<Button type="submit" variant="secondary" className="button--block" aria-disabled={submitting === 'resend-code' || undefined}>
					{t('signup.confirm.resend')}
				</Button>
			</Form>
			<StartOverForm label={t('signup.confirm.startOver')} />
		</div>
	)
}
