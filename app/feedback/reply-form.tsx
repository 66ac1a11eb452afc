import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'

const loadSchema = () => import('./forms.ts').then((m) => m.replyFormSchema)

/** /feedback/{id}'s "Reply" (docs/product.md#feedback): a textbox and a button of that name. Loaded after the page. */
export function ReplyForm({ idempotencyKey }: { idempotencyKey: string }) {
	const { t } = useTranslation('feedback')
	const actionData = useActionData<{ result?: SubmissionResult<string[]> }>()
	const busy = useNavigation().state === 'submitting'
	const defaultValue = useMemo(() => ({ reply: '', idempotencyKey }), [idempotencyKey])
	const [form, fields] = useValidatedForm({ id: 'feedback-reply', schema: loadSchema, required: ['reply'], lastResult: actionData?.result, defaultValue })
	const { reply } = fields
	const errorId = reply.errors?.length ? reply.errorId : undefined
	return (
		<Form method="post" {...getFormProps(form)} noValidate className="stack">
			<FormError id={form.errorId} errors={form.errors} namespace="feedback" />
			<IdempotencyKeyInput value={fields.idempotencyKey.value} />
			<div className="field">
				<label htmlFor={reply.id}>{t('item.reply')}</label>
				<TextArea {...getTextareaProps(reply)} rows={4} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} />
				<FieldErrors id={reply.errorId} errors={reply.errors} label={t('item.reply')} />
			</div>
			<div className="form-page__actions">
				<Button type="submit" aria-disabled={busy || undefined}>
					{busy ? t('item.replying') : t('item.replyButton')}
				</Button>
			</div>
		</Form>
	)
}
