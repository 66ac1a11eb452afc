import { getFormProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { PlaceChoices } from '#app/around-me/place-choices.ts'
import { FormError } from '#app/components/form-error.tsx'
import { idempotencyKeyName } from './idempotency-key.ts'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { FormField, type FieldSpec } from './form-field.tsx'
import { useValidatedForm } from './use-validated-form.ts'
import { IdempotencyKeyInput } from './idempotency-key-input.tsx'

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
	/** The submit button's words: "Save" unless told ("Create" on a create page). */
	submit?: string
	/** A place field's choices (app/around-me/place-choices.ts), from the loader. */
	places?: PlaceChoices
}

/**
 * The form of the profile and business-user form pages (docs/product.md#business-user-pages, #personal-profile): fields described by data,
 * checked on blur and change with the page's schema, saved with "Save"; the action answers with the
 * person's input and a message when anything fails.
 */
export function EditForm({ id, namespace, labels, fields, schema, required = [], defaultValue, cancelTo, idempotencyKey, owner = '', submit, places }: EditFormProps) {
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
				<FormField
					key={field.name}
					field={field}
					meta={meta[field.name] as FieldMetadata<string>}
					saved={defaultValue[field.name] ?? ''}
					owner={owner}
					label={t(`${labels}.${field.name}`)}
					hint={field.hint ? t(`${labels}.${field.name}Hint`) : undefined}
					optionLabel={(value) => t(`${labels}.${field.name}Options.${value}`)}
					required={required.includes(field.name)}
					places={places}
				/>
			))}
			<div className="form-page__actions">
				<Button type="submit" aria-disabled={busy || undefined}>
					{busy ? tc('forms.saving') : (submit ?? tc('forms.save'))}
				</Button>
				<ButtonLink to={cancelTo} variant="ghost">
					{tc('forms.cancel')}
				</ButtonLink>
			</div>
		</Form>
	)
}
