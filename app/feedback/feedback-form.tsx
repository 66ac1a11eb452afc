import { getFormProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FormField } from '#app/forms/form-field.tsx'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'
import { feedbackFields, feedbackRequired } from './form-fields.ts'

const loadSchema = () => import('./forms.ts').then((m) => m.feedbackFormSchema)

/**
 * /feedback's form (docs/product.md#feedback): Subject, Message, an optional Picture and, when the person
 * came from a page, that page (shown, and sent as a hidden field); "Send". Loaded after the page
 * (app/forms/hydrate-later.tsx); without JavaScript it is a plain multipart form.
 */
export function FeedbackForm({ page, idempotencyKey }: { page: string | null; idempotencyKey: string }) {
	const { t } = useTranslation('feedback')
	const actionData = useActionData<{ result?: SubmissionResult<string[]> }>()
	const busy = useNavigation().state === 'submitting'
	const defaultValue = useMemo(() => ({ subject: '', message: '', pictureUrl: '', page: page ?? '', idempotencyKey }), [page, idempotencyKey])
	const [form, fields] = useValidatedForm({ id: 'feedback', schema: loadSchema, required: feedbackRequired, lastResult: actionData?.result, defaultValue })
	const pageValue = fields.page.value ?? ''
	return (
		<Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="stack">
			<FormError id={form.errorId} errors={form.errors} namespace="feedback" />
			<IdempotencyKeyInput value={fields.idempotencyKey.value} />
			{feedbackFields.map((field) => (
				<FormField
					key={field.name}
					field={field}
					meta={fields[field.name as keyof typeof fields] as FieldMetadata<string>}
					label={t(`form.${field.name}`)}
					hint={field.hint ? t(`form.${field.name}Hint`) : undefined}
					optionLabel={(value) => value}
					required={(feedbackRequired as readonly string[]).includes(field.name)}
				/>
			))}
			{pageValue ? (
				<p className="muted">
					{t('form.page')} <code>{pageValue}</code>
				</p>
			) : null}
			<input type="hidden" name="page" value={pageValue} />
			<div className="form-page__actions">
				<Button type="submit" aria-disabled={busy || undefined}>
					{busy ? t('form.sending') : t('form.send')}
				</Button>
			</div>
		</Form>
	)
}
