import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'

// The schema loads on demand: the validation library is not part of the page's first load.
const loadSchema = () => import('./forms.ts').then((m) => m.createBusinessAccountSchema)

/** A new business account: its name; business users and the team come next. `idempotencyKey`: the loader's (ADR 0016). */
export function CreateBusinessAccountForm({ idempotencyKey }: { idempotencyKey: string }) {
	const { t } = useTranslation('business')
	const actionData = useActionData<{ result?: SubmissionResult<string[]> }>()
	const busy = useNavigation().state === 'submitting'
	const [form, fields] = useValidatedForm({ id: 'create-business-account', schema: loadSchema, required: ['name'], lastResult: actionData?.result, defaultValue: { idempotencyKey } })
	return (
		<Form method="post" {...getFormProps(form)} noValidate>
			<FormError id={form.errorId} errors={form.errors} namespace="business" />
			<IdempotencyKeyInput value={fields.idempotencyKey.value} />
			<TextField
				label={t('createAccount.name')}
				hint={t('createAccount.nameHint')}
				errors={fields.name.errors}
				inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'organization', autoFocus: true }}
			/>
			<div className="form-page__actions">
				<Button type="submit" aria-disabled={busy || undefined}>
					{busy ? t('createAccount.creating') : t('createAccount.submit')}
				</Button>
				<ButtonLink to="/account/business-users" variant="ghost">
					{t('cancel')}
				</ButtonLink>
			</div>
		</Form>
	)
}
