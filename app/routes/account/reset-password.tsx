import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { changePasswordSchema } from '#app/auth/forms.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { identityErrorKey } from '#app/auth/identity/errors.server.ts'
import { passwordFlow } from '#app/auth/identity/identity.server.ts'
import { FormError } from '#app/components/form-error.tsx'
import { NewPasswordFields } from '#app/components/auth/new-password-fields.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'


// Schemas load on demand: the validation library is not part of the page's first load.
const loadChangePasswordSchema = () => import('#app/auth/forms.ts').then((m) => m.changePasswordSchema)

export const handle = { i18n: ['auth'] }
export const meta = pageMeta

export async function loader(args: LoaderFunctionArgs) {
	await requireUser(args)
	const t = await i18next.getFixedT(args.request, 'auth')
	return { meta: { title: t('changePassword.meta.title'), description: t('changePassword.meta.description') } }
}

export async function action(args: ActionFunctionArgs) {
	const { session } = await requireUser(args)
	const t = await i18next.getFixedT(args.request, 'auth')
	const submission = parseWithZod(await args.request.formData(), { schema: changePasswordSchema })
	// No password ever comes back to the page.
	const hideFields = ['currentPassword', 'password', 'confirmPassword']
	if (submission.status !== 'success') return data({ result: submission.reply({ hideFields }) }, { status: 400 })
	try {
		await passwordFlow.changePassword(session.tokens!.accessToken, submission.value.currentPassword, submission.value.password)
	} catch (error) {
		return data({ result: submission.reply({ formErrors: [identityErrorKey(error)], hideFields }) }, { status: 400 })
	}
	return redirectWithSuccess('/account', t('changePassword.done'))
}

export default function ChangePassword() {
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
