import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { placeChoices } from '#app/around-me/place-choices.ts'
import { PlaceSelect } from '#app/around-me/place-select.tsx'
import { FormError } from '#app/components/form-error.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'

// The schema loads on demand: the validation library is not part of the page's first load.
const loadSchema = () => import('./forms.ts').then((m) => m.entryFormSchema)

export type EntryFormDefaults = { title: string; startsAt: string; endsAt: string; place: string; address: string; notes: string }

/**
 * An agenda entry's form (docs/product.md#my-agenda), for a new entry and for "Edit" alike: "Title",
 * "Starts" and "Ends" (Thailand's time), the "Place" list, an address, notes, then "Save". A plain POST
 * that works without JavaScript; a failure comes back with what was typed. A new entry carries the
 * loader's idempotency key (ADR 0016).
 */
export function EntryForm({ id, defaultValue, idempotencyKey, cancelTo }: { id: string; defaultValue: EntryFormDefaults; idempotencyKey?: string; cancelTo: string }) {
	const { t, i18n } = useTranslation('agenda')
	const { t: tc } = useTranslation()
	const actionData = useActionData<{ result?: SubmissionResult<string[]> }>()
	const busy = useNavigation().state === 'submitting'
	const places = useMemo(() => placeChoices(i18n.language), [i18n.language])
	const [form, fields] = useValidatedForm({
		id,
		schema: loadSchema,
		required: ['title', 'startsAt', 'endsAt'],
		lastResult: actionData?.result,
		defaultValue: idempotencyKey ? { ...defaultValue, idempotencyKey } : defaultValue,
	})
	return (
		<Form method="post" {...getFormProps(form)} noValidate className="stack agenda-form">
			<FormError id={form.errorId} errors={form.errors} namespace="agenda" />
			<input type="hidden" name="intent" value="save" />
			{idempotencyKey ? <IdempotencyKeyInput value={fields.idempotencyKey.value} /> : null}
			<TextField label={t('fields.title')} errors={fields.title.errors} inputProps={{ ...getInputProps(fields.title, { type: 'text' }), maxLength: undefined }} />
			<div className="inline-fields">
				<TextField label={t('fields.startsAt')} hint={t('fields.timeHint')} errors={fields.startsAt.errors} inputProps={{ ...getInputProps(fields.startsAt, { type: 'datetime-local' }) }} />
				<TextField label={t('fields.endsAt')} errors={fields.endsAt.errors} inputProps={{ ...getInputProps(fields.endsAt, { type: 'datetime-local' }) }} />
			</div>
			<PlaceSelect id={fields.place.id} choices={places} label={t('fields.place')} name="place" defaultValue={fields.place.initialValue ?? ''} emptyOption={t('fields.noPlace')} invalid={Boolean(fields.place.errors?.length)}>
				<FieldErrors id={fields.place.errorId} errors={fields.place.errors} label={t('fields.place')} />
			</PlaceSelect>
			<TextField label={t('fields.address')} errors={fields.address.errors} inputProps={{ ...getInputProps(fields.address, { type: 'text' }), maxLength: undefined, autoComplete: 'street-address' }} />
			<div className="field">
				<label htmlFor={fields.notes.id}>{t('fields.notes')}</label>
				<TextArea {...getTextareaProps(fields.notes)} rows={4} aria-invalid={fields.notes.errors?.length ? true : undefined} aria-describedby={fields.notes.errors?.length ? fields.notes.errorId : undefined} />
				<FieldErrors id={fields.notes.errorId} errors={fields.notes.errors} label={t('fields.notes')} />
			</div>
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
