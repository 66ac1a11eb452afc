import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import type { PlaceChoices } from '#app/around-me/place-choices.ts'
import { PlaceSelect } from '#app/around-me/place-select.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { PictureInput } from '#app/media/picture-input.tsx'
import type { ImagePurpose } from '#contracts/media.ts'

// One form field, drawn from its description: every form's typed fields (app/forms/edit-form.tsx's, a
// content item's, app/content/content-form.tsx) are drawn here, with their label, hint, errors and the
// attributes that tie them together.

/**
 * One field of a form. On an edit form its label is `{labels}.{name}` in the page's namespace, its hint
 * (when `hint`) `{labels}.{name}Hint`, and a select's options `{labels}.{name}Options.{value}`.
 */
export type FieldSpec = {
	name: string
	/** `place`: a place of the list (app/around-me/place-select.tsx), its choices from the page's loader. */
	type?: 'text' | 'textarea' | 'date' | 'datetime-local' | 'email' | 'tel' | 'number' | 'select' | 'picture' | 'place'
	/** A picture's use (its sizes): the uploader takes it (media/picture-form.server.ts reads the same spec). */
	purpose?: ImagePurpose
	options?: readonly string[]
	/** A select's options named by data, not by the page's labels (a person's business users). */
	optionNames?: Readonly<Record<string, string>>
	hint?: boolean
	autoComplete?: string
	rows?: number
	/** An input's attributes the browser may use (inputmode, min, max). */
	inputMode?: 'numeric' | 'decimal' | 'url' | 'email' | 'tel'
}

/**
 * `saved`: a picture's value as the record has it (the form's starting value); `owner`: whose picture it
 * is (its alternative text); `required`: a select without "none"; `places`: a place field's choices.
 */
export type FormFieldProps = { field: FieldSpec; meta: FieldMetadata<string>; label: string; hint?: string; optionLabel: (value: string) => string; required?: boolean; saved?: string; owner?: string; places?: PlaceChoices }

export function FormField({ field, meta, saved = '', owner = '', label, hint, optionLabel, required, places = [] }: FormFieldProps) {
	const { t } = useTranslation()
	const type = field.type ?? 'text'
	const hintId = hint ? `${meta.id}-hint` : undefined
	const errorId = meta.errors?.length ? meta.errorId : undefined
	const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
	if (type === 'place') {
		return (
			<PlaceSelect id={meta.id} choices={places} label={label} name={meta.name} defaultValue={meta.initialValue ?? ''} emptyOption={t('forms.none')} describedBy={describedBy} invalid={Boolean(errorId)}>
				{hint ? (
					<span id={hintId} className="field__hint">
						{hint}
					</span>
				) : null}
				<FieldErrors id={meta.errorId} errors={meta.errors} label={label} />
			</PlaceSelect>
		)
	}
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
	if (type === 'text' || type === 'date' || type === 'datetime-local' || type === 'email' || type === 'tel' || type === 'number') {
		return <TextField label={label} hint={hint} errors={meta.errors} inputProps={{ ...getInputProps(meta, { type }), autoComplete: field.autoComplete, inputMode: field.inputMode }} />
	}
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
							{field.optionNames?.[value] ?? optionLabel(value)}
						</option>
					))}
				</select>
			)}
			<FieldErrors id={meta.errorId} errors={meta.errors} label={label} />
		</div>
	)
}
