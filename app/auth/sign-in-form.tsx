import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { HoneypotField } from '#app/components/honeypot-field.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'
import { UsernameField } from './identity-fields.tsx'
import { PagePreviewCard } from './page-preview-card.tsx'
import type { PagePreviewView } from './page-preview.ts'

// The schema loads on demand: the validation library is not part of the page's first load.
const loadSignInSchema = () => import('./forms.ts').then((m) => m.signInSchema)

/**
 * /login's first form: username and password, or the social sign-in. A visitor on their way to a shared
 * page sees it first (docs/product.md#page-previews), and "Create an account" before the form: most who
 * scan a shop's QR code have no account yet.
 */
export function SignInForm({ preview }: { preview: PagePreviewView | null }) {
	const { t } = useTranslation('auth')
	const actionData = useActionData<{ result?: SubmissionResult<string[]> }>()
	const navigation = useNavigation()
	const [form, fields] = useValidatedForm({ id: 'sign-in', schema: loadSignInSchema, required: ['username', 'password'], lastResult: actionData?.result })
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'sign-in'
	return (
		<div className="auth-card">
			<h1>{t('login.title')}</h1>
			{preview ? (
				<>
					<PagePreviewCard preview={preview} lead={t('login.previewLead')} />
					<ButtonLink to="/signup" className="button--block">
						{t('login.createAccount')}
					</ButtonLink>
					<p className="auth-card__divider">
						<span>{t('login.orSignIn')}</span>
					</p>
				</>
			) : null}
			<Form method="post" {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="sign-in" />
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				<UsernameField field={fields.username} />
				<TextField
					label={t('login.password')}
					errors={fields.password.errors}
					inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
				/>
				<HoneypotField />
				<p className="auth-card__aside">
					<Link to="/forgot-password">{t('login.forgotPassword')}</Link>
				</p>
				<Button type="submit" variant={preview ? 'secondary' : undefined} className="button--block" aria-disabled={busy || undefined}>
					{busy ? t('login.submitting') : t('login.submit')}
				</Button>
			</Form>
			<p className="auth-card__divider">
				<span>{t('login.or')}</span>
			</p>
			{/* A document post: the answer sends the browser to another site. */}
			<Form method="post" action="/sign-in-provider" reloadDocument>
				<Button type="submit" variant="secondary" className="button--block">
					{t('login.social')}
				</Button>
			</Form>
			{preview ? null : (
				<p className="auth-card__footer">
					{t('login.noAccount')} <ButtonLink to="/signup" variant="ghost" size="small">{t('login.createAccount')}</ButtonLink>
				</p>
			)}
		</div>
	)
}
