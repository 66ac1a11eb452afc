import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'
import { PicturesInput } from '#app/media/pictures-input.tsx'
import { boardLimits } from '#contracts/board-limits.ts'

// The schemas load on demand: the validation library is not part of the page's first load.
const loadCreateSchema = () => import('./forms.ts').then((m) => m.boardFormSchema)
const loadEditSchema = () => import('./forms.ts').then((m) => m.editBoardFormSchema)

type ActionData = { result?: SubmissionResult<string[]> }

/** The pictures a form sent back carries (one URL, several, or none). */
const urlsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string' && url !== '') : typeof value === 'string' && value ? [value] : [])

type BoardFormProps = {
	mode: 'create' | 'edit'
	defaultValue: { title?: string; message?: string; community?: string }
	/** The board's pictures saved now (an edit's). */
	pictures: readonly string[]
	/** The communities one may open a board in (a create's). */
	communities?: ReadonlyArray<{ id: string; name: string }>
	idempotencyKey?: string
	cancelTo: string
}

/**
 * Opening a board (docs/product.md#boards): "Title", "Message", "Community" (optional), pictures, then
 * "Create"; or changing one's own ("Save"). One multipart form that works without JavaScript: the action
 * uploads the pictures first and answers with everything typed when anything fails.
 */
export function BoardForm({ mode, defaultValue, pictures, communities = [], idempotencyKey, cancelTo }: BoardFormProps) {
	const { t } = useTranslation('boards')
	const actionData = useActionData<ActionData>()
	const busy = useNavigation().state === 'submitting'
	const id = `board-${mode}`
	const [form, fields] = useValidatedForm({
		id,
		schema: (mode === 'create' ? loadCreateSchema : loadEditSchema) as typeof loadCreateSchema,
		required: ['title', 'message'],
		lastResult: actionData?.result,
		defaultValue: { ...defaultValue, ...(idempotencyKey ? { idempotencyKey } : {}), ...(mode === 'edit' ? { intent: 'edit' } : {}) } as never,
	})
	const kept = actionData?.result?.initialValue ? urlsOf(actionData.result.initialValue.pictures) : pictures
	return (
		<Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="stack">
			<FormError id={form.errorId} errors={form.errors} namespace="boards" />
			{mode === 'edit' ? <input type="hidden" name="intent" value="edit" /> : <IdempotencyKeyInput value={fields.idempotencyKey.value} />}
			<TextField label={t('fields.title')} hint={t('fields.titleHint', { max: boardLimits.title })} errors={fields.title.errors} inputProps={{ ...getInputProps(fields.title, { type: 'text' }), maxLength: undefined, autoComplete: 'off' }} />
			<div className="field">
				<label htmlFor={fields.message.id}>{t('fields.message')}</label>
				<TextArea {...getTextareaProps(fields.message)} rows={8} aria-invalid={fields.message.errors?.length ? true : undefined} aria-describedby={fields.message.errors?.length ? fields.message.errorId : undefined} />
				<FieldErrors id={fields.message.errorId} errors={fields.message.errors} label={t('fields.message')} />
			</div>
			{mode === 'create' ? (
				<div className="field">
					<label htmlFor={fields.community.id}>{t('fields.community')}</label>
					<span id={`${fields.community.id}-hint`} className="field__hint">
						{communities.length > 0 ? t('fields.communityHint') : t('fields.noCommunities')}
					</span>
					<select {...getSelectProps(fields.community)} aria-describedby={`${fields.community.id}-hint`}>
						<option value="">{t('fields.noCommunity')}</option>
						{communities.map((community) => (
							<option key={community.id} value={community.id}>
								{community.name}
							</option>
						))}
					</select>
					<FieldErrors id={fields.community.errorId} errors={fields.community.errors} label={t('fields.community')} />
				</div>
			) : null}
			<PicturesInput
				name="pictures"
				id={`${id}-pictures`}
				kept={kept}
				saved={pictures}
				max={boardLimits.pictures}
				label={t('fields.pictures')}
				hint={t('fields.picturesHint', { max: boardLimits.pictures })}
				errors={fields.pictures.errors}
			/>
			<div className="form-page__actions">
				<Button type="submit" aria-disabled={busy || undefined}>
					{mode === 'create' ? (busy ? t('creating') : t('create')) : busy ? t('saving') : t('save')}
				</Button>
				<ButtonLink to={cancelTo} variant="ghost">
					{t('cancel')}
				</ButtonLink>
			</div>
		</Form>
	)
}
