import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'

// The schema loads on demand: the validation library is not part of the page's first load.
const loadSchema = () => import('./forms.ts').then((m) => m.createBusinessUserInAccountSchema)

type Props = {
	cancelTo: string
	/** The form's idempotency key, made by the page's loader (ADR 0016). */
	idempotencyKey: string
} & (
	/** On the account's page: the account is given. */
	| { accountId: string; accounts?: undefined }
	/** /business-user/create: the person picks one of their accounts. */
	| { accountId?: undefined; accounts: { id: string; name: string }[] }
)

/** A business user of an account: a shop, branch or brand, with a short description. */
export function CreateBusinessUserForm({ accountId, accounts, cancelTo, idempotencyKey }: Props) {
	const { t } = useTranslation('business')
	const actionData = useActionData<{ result?: SubmissionResult<string[]> }>()
	const busy = useNavigation().state === 'submitting'
	const [form, fields] = useValidatedForm({
		id: 'create-business-user',
		schema: loadSchema,
		required: ['accountId', 'name'],
		lastResult: actionData?.result,
		defaultValue: { accountId: accountId ?? accounts[0]?.id, idempotencyKey },
	})
	const descriptionErrorId = fields.description.errors?.length ? fields.description.errorId : undefined
	return (
		<Form method="post" {...getFormProps(form)} noValidate>
			<FormError id={form.errorId} errors={form.errors} namespace="business" />
			<IdempotencyKeyInput value={fields.idempotencyKey.value} />
			{accounts ? (
				<div className="field">
					<label htmlFor={fields.accountId.id}>{t('createBusinessUser.account')}</label>
					<select {...getSelectProps(fields.accountId)}>
						{accounts.map((account) => (
							<option key={account.id} value={account.id}>
								{account.name}
							</option>
						))}
					</select>
					<FieldErrors id={fields.accountId.errorId} errors={fields.accountId.errors} label={t('createBusinessUser.account')} />
				</div>
			) : (
				<input {...getInputProps(fields.accountId, { type: 'hidden' })} />
			)}
			<TextField
				label={t('createBusinessUser.name')}
				hint={t('createBusinessUser.nameHint')}
				errors={fields.name.errors}
				inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoFocus: true }}
			/>
			<div className="field">
				<label htmlFor={fields.description.id}>{t('createBusinessUser.description')}</label>
				<TextArea {...getTextareaProps(fields.description)} rows={4} aria-invalid={descriptionErrorId ? true : undefined} aria-describedby={descriptionErrorId} />
				<FieldErrors id={fields.description.errorId} errors={fields.description.errors} label={t('createBusinessUser.description')} />
			</div>
			<div className="form-page__actions">
				<Button type="submit" aria-disabled={busy || undefined}>
					{busy ? t('createBusinessUser.creating') : t('createBusinessUser.submit')}
				</Button>
				<ButtonLink to={cancelTo} variant="ghost">
					{t('cancel')}
				</ButtonLink>
			</div>
		</Form>
	)
}
