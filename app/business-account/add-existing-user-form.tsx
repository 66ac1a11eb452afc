import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'

const loadSchema = () => import('./forms.ts').then((m) => m.addExistingUserSchema)

type Props = { accountId: string; businessUsers: { id: string; name: string }[]; chosen: string }

/** Someone who already has a Robtua account, by their email, to work as one of the account's business users. */
export function AddExistingUserForm({ accountId, businessUsers, chosen }: Props) {
	const { t } = useTranslation('business')
	const actionData = useActionData<{ result?: SubmissionResult<string[]> }>()
	const busy = useNavigation().state === 'submitting'
	const [form, fields] = useValidatedForm({
		id: 'add-existing-user',
		schema: loadSchema,
		required: ['businessUserId', 'email'],
		lastResult: actionData?.result,
		defaultValue: { businessUserId: chosen, email: '' },
	})
	const label = t('addExisting.businessUser')
	const errorId = fields.businessUserId.errors?.length ? fields.businessUserId.errorId : undefined
	return (
		<Form method="post" {...getFormProps(form)} noValidate>
			<FormError id={form.errorId} errors={form.errors} namespace="business" />
			<div className="field">
				<label htmlFor={fields.businessUserId.id}>{label}</label>
				<select {...getSelectProps(fields.businessUserId)} aria-invalid={errorId ? true : undefined} aria-describedby={errorId}>
					{businessUsers.map((businessUser) => (
						<option key={businessUser.id} value={businessUser.id}>
							{businessUser.name}
						</option>
					))}
				</select>
				<FieldErrors id={fields.businessUserId.errorId} errors={fields.businessUserId.errors} label={label} />
			</div>
			<TextField label={t('addExisting.email')} hint={t('addExisting.emailHint')} errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }} />
			<div className="form-page__actions">
				<Button type="submit" aria-disabled={busy || undefined}>
					{busy ? t('addExisting.adding') : t('addExisting.submit')}
				</Button>
				<ButtonLink to={`/business-account/${accountId}`} variant="ghost">
					{t('cancel')}
				</ButtonLink>
			</div>
		</Form>
	)
}
