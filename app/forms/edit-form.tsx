import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FormError } from '#app/components/form-error.tsx'
import { idempotencyKeyName } from './idempotency-key.ts'
import { PictureInput } from '#app/media/picture-input.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { useValidatedForm } from './use-validated-form.ts'
import { IdempotencyKeyInput } from './idempotency-key-input.tsx'
import type { ImagePurpose } from '#contracts/media.ts'

/**
 * One field of an edit form. Its label is `{labels}.{name}` in the page's namespace, its hint (when
 * `hint`) `{labels}.{name}Hint`, and a select's options `{labels}.{name}Options.{value}`.
 */
export type FieldSpec = {
	name: string
	type?: 'text' | 'textarea' | 'date' | 'email' | 'tel' | 'number' | 'select' | 'picture'
	/** A picture's use (its sizes): the uploader takes it (media/picture-form.server.ts reads the same spec). */
	purpose?: ImagePurpose
	options?: readonly string[]
	hint?: boolean
	autoComplete?: string
	rows?: number
	/** An input's attributes the browser may use (inputmode, min, max). */
	inputMode?: 'numeric' | 'url' | 'email' | 'tel'
}

export type EditFormProps = {
	/** The form's id: one per form page. */
	id: string
	namespace: string
	labels: string
	/** A module-level constant, so the form's props stay the same between renders (hydrateLater). */
	fields: readonly FieldSpec[]
	/** The form's schema, loaded on demand (any object schema of the page's fields). */
	schema: () => Promise<z.ZodType>
	required?: readonly string[]
	defaultValue: Record<string, string>
	cancelTo: string
	/** A create form's idempotency key, made by its loader (ADR 0016); an edit form has none. Its schema takes the field. */
	idempotencyKey?: string
	/** Whose avatar and cover the form's pictures are, when it has them (their previews' alternative text). */
	owner?: string
}

/**
 * The form of the profile and business-user form pages (docs/product.md#business-user-pages, #personal-profile): fields described by data,
 * checked on blur and change with the page's schema, saved with "Save"; the action answers with the
 * person's input and a message when anything fails.
 */
export function EditForm({ id, namespace, labels, fields, schema, required = [], defaultValue, cancelTo, idempotencyKey, owner = '' }: EditFormProps) {
	const { t } = useTranslation(namespace)
	const { t: tc } = useTranslation()
	const actionData = useActionData<{ result?: SubmissionResult<string[]> }>()
	const busy = useNavigation().state === 'submitting'
	const initialValue = useMemo(() => (idempotencyKey ? { ...defaultValue, [idempotencyKeyName]: idempotencyKey } : defaultValue), [defaultValue, idempotencyKey])
	const [form, meta] = useValidatedForm({ id, schema: schema as Parameters<typeof useValidatedForm>[0]['schema'], required, lastResult: actionData?.result, defaultValue: initialValue })
	// A form with a picture sends its file too (the action uploads it first).
	const withPictures = fields.some((field) => field.type === 'picture')
	return (
		<Form method="post" encType={withPictures ? 'multipart/form-data' : undefined} {...getFormProps(form)} noValidate>
			<FormError id={form.errorId} errors={form.errors} namespace={namespace} />
			{idempotencyKey ? <IdempotencyKeyInput value={(meta[idempotencyKeyName] as FieldMetadata<string>).value} /> : null}
			{fields.map((field) => (
				<EditField
					key={field.name}
					field={field}
					meta={meta[field.name] as FieldMetadata<string>}
					saved={defaultValue[field.name] ?? ''}
					owner={owner}
					label={t(`${labels}.${field.name}`)}
					hint={field.hint ? t(`${labels}.${field.name}Hint`) : undefined}
					optionLabel={(value) => t(`${labels}.${field.name}Options.${value}`)}
					required={required.includes(field.name)}
				/>
			))}
			<div className="form-page__actions">
				<Button type="submit" aria-disabled={busy || undefined}>
					{busy ? tc('forms.saving') : tc('forms.save')}
				</Button>
				<ButtonLink to={cancelTo} variant="ghost">
					{tc('forms.cancel')}
				</ButtonLink>
			</div>
		</Form>
	)
}

/** `saved`: the field's value as the record has it (the form's starting value), `owner` as EditForm's. */
type EditFieldProps = { field: FieldSpec; meta: FieldMetadata<string>; saved: string; owner: string; label: string; hint?: string; optionLabel: (value: string) => string; required: boolean }

function EditField({ field, meta, saved, owner, label, hint, optionLabel, required }: EditFieldProps) {
	const { t } = useTranslation()
	const type = field.type ?? 'text'
	if (type === 'picture') {
		const purpose = field.purpose ?? 'content'
		return (
			<PictureInput
				name={meta.name}
				id={meta.id}
				defaultValue={meta.initialValue ?? ''}
				saved={saved}
				purpose={purpose}
				label={label}
				hint={hint ?? t('images.hint')}
				alt={purpose === 'content' ? t('images.picture.alt') : t(`images.${purpose}.alt`, { name: owner })}
				none={purpose === 'content' ? undefined : t(`images.${purpose}.none`)}
				errors={meta.errors}
				removable
			/>
		)
	}
	if (type === 'text' || type === 'date' || type === 'email' || type === 'tel' || type === 'number') {
		return <TextField label={label} hint={hint} errors={meta.errors} inputProps={{ ...getInputProps(meta, { type }), autoComplete: field.autoComplete, inputMode: field.inputMode }} />
	}
	const hintId = hint ? `${meta.id}-hint` : undefined
	const errorId = meta.errors?.length ? meta.errorId : undefined
	const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
	return (
		<div className="field">
			<label htmlFor={meta.id}>{label}</label>
			{hint ? (
				<span id={hintId} className="field__hint">
					{hint}
				</span>
			) : null}
			{type === 'textarea' ? (
				<TextArea {...getTextareaProps(meta)} rows={field.rows ?? 4} aria-invalid={errorId ? true : undefined} aria-describedby={describedBy} />
			) : (
				<select {...getSelectProps(meta)} aria-invalid={errorId ? true : undefined} aria-describedby={describedBy}>
					{required ? null : <option value="">{t('forms.none')}</option>}
					{field.options?.map((value) => (
						<option key={value} value={value}>
							{optionLabel(value)}
						</option>
					))}
				</select>
			)}
			<FieldErrors id={meta.errorId} errors={meta.errors} label={label} />
		</div>
	)
}
