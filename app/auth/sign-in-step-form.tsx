import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StepView } from './sign-in-steps.server.ts'
import { FormError } from '#app/components/form-error.tsx'
import { CodeField, StartOverForm } from './identity-fields.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'
import { attributeInputs, isKnownAttribute } from './identity-attributes.ts'

// Schemas load on demand: the validation library is not part of the page's first load.
const loadCodeSchema = () => import('./forms.ts').then((m) => m.codeSchema)
const loadTotpSetupSchema = () => import('./forms.ts').then((m) => m.totpSetupSchema)
const loadMfaSelectionSchema = () => import('./forms.ts').then((m) => m.mfaSelectionSchema)
const loadCustomChallengeSchema = () => import('./forms.ts').then((m) => m.customChallengeSchema)


type ActionData = { result?: SubmissionResult<string[]> } | undefined

/** The form of one pending sign-in step (docs/product.md#sign-in-steps), with a way to start over. */
export function SignInStepForm({ step }: { step: StepView }) {
	const { t } = useTranslation('auth')
	return (
		<div className="auth-card">
			<StepBody step={step} />
			<StartOverForm label={t('login.startOver')} />
		</div>
	)
}

function StepBody({ step }: { step: StepView }) {
	const { t } = useTranslation('auth')
	switch (step.step) {
		case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
			return <CodeStep title={t('steps.smsCode.title')} text={t('steps.smsCode.text', { destination: step.destination ?? '' })} />
		case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
			return <CodeStep title={t('steps.totpCode.title')} text={t('steps.totpCode.text')} />
		case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
			return <TotpSetupStep step={step} />
		case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
			return <MfaSelectionStep choices={step.mfaChoices} />
		case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
			return <NewPasswordStep requiredAttributes={step.requiredAttributes} />
		default:
			return <CustomChallengeStep question={step.question} />
	}
}

function CodeStep({ title, text }: { title: string; text: string }) {
	const { t } = useTranslation('auth')
	const actionData = useActionData<ActionData>()
	const [form, fields] = useValidatedForm({ id: 'sign-in-code', schema: loadCodeSchema, required: ['code'], lastResult: actionData?.result })
	return (
		<>
			<h1>{title}</h1>
			<p>{text}</p>
			<Form method="post" {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="confirm-code" />
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				<CodeField field={fields.code} focus />
				<Button type="submit" className="button--block">
					{t('steps.confirm')}
				</Button>
			</Form>
		</>
	)
}

function TotpSetupStep({ step }: { step: StepView }) {
	const { t } = useTranslation('auth')
	const actionData = useActionData<ActionData>()
	const [form, fields] = useValidatedForm({ id: 'sign-in-totp-setup', schema: loadTotpSetupSchema, required: ['code'], lastResult: actionData?.result })
	return (
		<>
			<h1>{t('steps.totpSetup.title')}</h1>
			<p>{t('steps.totpSetup.text')}</p>
			{step.totpQrSvg ? <TotpQrCode svg={step.totpQrSvg} /> : null}
			{step.totpSecret ? <SecretToCopy secret={step.totpSecret} /> : null}
			<Form method="post" {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="setup-totp" />
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				<CodeField field={fields.code} />
				<Button type="submit" className="button--block">
					{t('steps.confirm')}
				</Button>
			</Form>
		</>
	)
}

/** The authenticator app's QR code. */
export function TotpQrCode({ svg }: { svg: string }) {
	const { t } = useTranslation('auth')
	return (
		<figure className="qr-code">
			{/* The SVG is made on our server from the secret, not from user input. */}
			<div role="img" aria-label={t('steps.totpSetup.qr')} dangerouslySetInnerHTML={{ __html: svg }} />
		</figure>
	)
}

/** The secret as text to select, and with JavaScript a button that copies it. */
export function SecretToCopy({ secret }: { secret: string }) {
	const { t } = useTranslation('auth')
	const hydrated = useHydrated()
	const [copied, setCopied] = useState(false)
	return (
		<div className="secret">
			<span className="secret__label" id="totp-secret-label">
				{t('steps.totpSetup.secret')}
			</span>
			<code aria-labelledby="totp-secret-label" className="secret__value">
				{secret}
			</code>
			{hydrated ? (
				<Button
					variant="secondary"
					size="small"
					onClick={() => {
						void navigator.clipboard?.writeText(secret).then(() => setCopied(true))
					}}
				>
					{copied ? t('steps.totpSetup.copied') : t('steps.totpSetup.copy')}
				</Button>
			) : null}
		</div>
	)
}

function MfaSelectionStep({ choices }: { choices: string[] }) {
	const { t } = useTranslation('auth')
	const actionData = useActionData<ActionData>()
	const [form, fields] = useValidatedForm({ id: 'sign-in-mfa', schema: loadMfaSelectionSchema, required: ['mfaType'], lastResult: actionData?.result })
	const options = choices.filter((choice) => choice === 'TOTP' || choice === 'SMS')
	return (
		<>
			<h1>{t('steps.mfaSelection.title')}</h1>
			<Form method="post" {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="select-mfa" />
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				<fieldset className="field choice-list" aria-describedby={fields.mfaType.errors?.length ? fields.mfaType.errorId : undefined}>
					<legend>{t('steps.mfaSelection.legend')}</legend>
					{options.map((choice, index) => (
						<label key={choice} className="choice">
							<input type="radio" name={fields.mfaType.name} value={choice} defaultChecked={index === 0} />
							{choice === 'TOTP' ? t('steps.mfaSelection.totp') : t('steps.mfaSelection.sms')}
						</label>
					))}
					<FieldErrors id={fields.mfaType.errorId} errors={fields.mfaType.errors} label={t('steps.mfaSelection.legend')} />
				</fieldset>
				<Button type="submit" className="button--block">
					{t('steps.mfaSelection.submit')}
				</Button>
			</Form>
		</>
	)
}

function NewPasswordStep({ requiredAttributes }: { requiredAttributes: string[] }) {
	const { t } = useTranslation('auth')
	const actionData = useActionData<ActionData>()
	const [form, fields] = useValidatedForm({
		id: 'sign-in-new-password',
		schema: () => import('./new-password-form.ts').then((m) => m.newPasswordSchemaFor(requiredAttributes)),
		required: ['password', 'confirmPassword'],
		lastResult: actionData?.result,
	})
	const attributes = fields.attributes.getFieldset()
	return (
		<>
			<h1>{t('steps.newPassword.title')}</h1>
			<p>{t(requiredAttributes.length ? 'steps.newPassword.textWithDetails' : 'steps.newPassword.text')}</p>
			<Form method="post" {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="new-password" />
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				{requiredAttributes.map((name) => {
					const input = isKnownAttribute(name) ? attributeInputs[name] : { type: 'text' as const, autoComplete: 'off' }
					return (
						<TextField
							key={name}
							label={isKnownAttribute(name) ? t(`steps.newPassword.attributes.${name}`) : t('steps.newPassword.attributes.other', { name: name.replace(/^custom:/, '') })}
							errors={attributes[name]?.errors}
							inputProps={{ ...getInputProps(attributes[name]!, { type: input.type }), required: true, autoComplete: input.autoComplete }}
						/>
					)
				})}
				<NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
				<Button type="submit" className="button--block">
					{t('steps.setPassword')}
				</Button>
			</Form>
		</>
	)
}

function CustomChallengeStep({ question }: { question: string | null }) {
	const { t } = useTranslation('auth')
	const actionData = useActionData<ActionData>()
	const [form, fields] = useValidatedForm({ id: 'sign-in-custom', schema: loadCustomChallengeSchema, required: ['answer'], lastResult: actionData?.result })
	return (
		<>
			<h1>{t('steps.customChallenge.title')}</h1>
			<p>{question ?? t('steps.customChallenge.text')}</p>
			<Form method="post" {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="custom-challenge" />
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				<TextField label={t('steps.customChallenge.answer')} errors={fields.answer.errors} inputProps={{ ...getInputProps(fields.answer, { type: 'text' }), autoFocus: true }} />
				<Button type="submit" className="button--block">
					{t('steps.confirm')}
				</Button>
			</Form>
		</>
	)
}
