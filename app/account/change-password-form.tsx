import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { NewPasswordFields } from '#app/auth/new-password-fields.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'

// The schema loads on demand: the validation library is not part of the page's first load.
const loadChangePasswordSchema = () => import('#app/auth/forms.ts').then((m) => m.changePasswordSchema)

/** Change the password with the current one (docs/product.md#identity-input: both must be given). */
export function ChangePasswordForm() {
	const { t } = useTranslation('auth')
	const actionData = useActionData<{ result?: SubmissionResult<string[]> }>()
	const navigation = useNavigation()
	const [form, fields] = useValidatedForm({ id: 'change-password', schema: loadChangePasswordSchema, required: ['currentPassword', 'password', 'confirmPassword'], lastResult: actionData?.result })
	const busy = navigation.state === 'submitting'
	return (
		<div className="form-page">
			<h1>{t('changePassword.title')}</h1>
			<p>{t('changePassword.intro')}</p>
			<Form method="post" {...getFormProps(form)} noValidate>
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				<TextField
					label={t('changePassword.currentPassword')}
					errors={fields.currentPassword.errors}
					inputProps={{ ...getInputProps(fields.currentPassword, { type: 'password' }), autoComplete: 'current-password', autoFocus: true }}
				/>
				<NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
				<div className="form-page__actions">
					<Button type="submit" aria-disabled={busy || undefined}>
						{busy ? t('changePassword.submitting') : t('changePassword.submit')}
					</Button>
					<Link to="/account">{t('changePassword.cancel')}</Link>
				</div>
			</Form>
		</div>
	)
}
