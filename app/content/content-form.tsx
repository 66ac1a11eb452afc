import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LocateButton } from '#app/around-me/locate-button.tsx'
import { placeChoices } from '#app/around-me/place-choices.ts'
import { PlaceSelect } from '#app/around-me/place-select.tsx'
import { FormError } from '#app/components/form-error.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { FormField, type FieldSpec } from '#app/forms/form-field.tsx'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { idempotencyKeyName } from '#app/forms/idempotency-key.ts'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { FileInput } from '#app/media/file-input.tsx'
import { PicturesInput } from '#app/media/pictures-input.tsx'
import { contentVisibilities } from '#contracts/content/kind.ts'
import { contentLimits } from '#contracts/limits.ts'
import { isFileField, kindFields, requiredFieldsOf, type ContentFieldSpec } from './form-fields.ts'
import { takesCommunity, type PublishableKind } from './kinds.ts'

/** Who the person may post as: themself ('me') and each business user they may publish for. */
export type PostAsOption = { value: string; label: string }

export type ContentFormProps = {
	kind: PublishableKind
	mode: 'create' | 'edit'
	defaultValue: Record<string, string>
	/** The item's pictures saved now (an edit's, in order): the form starts with them. */
	pictures: readonly string[]
	/** A create's choices of who posts it (none: the person alone, or an edit, whose owner stays). */
	postAs: readonly PostAsOption[]
	idempotencyKey?: string
	cancelTo: string
	/** The communities the person may publish an event or agenda item for (those they are an active member of). */
	communities?: readonly CommunityChoice[]
}

/** A community one may publish for: its id and name. */
export type CommunityChoice = { id: string; name: string }

type Meta = FieldMetadata<string>

/** The pictures a form sent back carries (one URL, several, or none). */
const urlsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string' && url !== '') : typeof value === 'string' && value ? [value] : [])

/**
 * A content item's form (docs/product.md#content), for every kind: title and description, the kind's own
 * fields, its place, pictures (a video or PDF for the kinds that take one), tags, who sees it and who
 * posts it. One multipart form that works without JavaScript: the action uploads the files first and
 * answers with everything typed when anything fails. A create says "Publish", an edit "Save".
 */
export function ContentForm({ kind, mode, defaultValue, pictures, postAs, idempotencyKey, cancelTo, communities = [] }: ContentFormProps) {
	const { t, i18n } = useTranslation('content')
	const { t: tc } = useTranslation()
	const hydrated = useHydrated()
	const actionData = useActionData<{ result?: SubmissionResult<string[]> }>()
	const busy = useNavigation().state === 'submitting'
	const id = `content-${kind}-${mode}`
	const schema = useMemo(() => () => import('./forms.ts').then((m) => m.contentFormSchema(kind, mode)), [kind, mode])
	// The list sorted in the reader's order once, not on every keystroke's render.
	const places = useMemo(() => placeChoices(i18n.language), [i18n.language])
	const initialValue = useMemo(() => (idempotencyKey ? { ...defaultValue, [idempotencyKeyName]: idempotencyKey } : defaultValue), [defaultValue, idempotencyKey])
	const [form, meta] = useValidatedForm({ id, schema, required: requiredFieldsOf(kind) as never[], lastResult: actionData?.result, defaultValue: initialValue })
	const field = (name: string) => meta[name as keyof typeof meta] as unknown as Meta
	// Whether the person posts as themself (only they choose approximate spots; only a business user's team sees "members" items).
	const [asPerson, setAsPerson] = useState((defaultValue.postAs ?? 'me') === 'me')
	const kept = actionData?.result?.initialValue ? urlsOf(actionData.result.initialValue.pictures) : pictures
	const typedFields = kindFields[kind].filter((spec) => !isFileField(spec))
	const file = kindFields[kind].find(isFileField)

	return (
		<Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="stack content-form">
			<FormError id={form.errorId} errors={form.errors} namespace="content" />
			{idempotencyKey ? <IdempotencyKeyInput value={field(idempotencyKeyName).value} /> : null}

			{postAs.length > 1 ? (
				<div className="field">
					<label htmlFor={field('postAs').id}>{t('fields.postAs')}</label>
					<select {...getSelectProps(field('postAs'))} onChange={(event) => setAsPerson(event.currentTarget.value === 'me')}>
						{postAs.map((option) => (
							<option key={option.value} value={option.value}>
								{option.label}
							</option>
						))}
					</select>
					<FieldErrors id={field('postAs').errorId} errors={field('postAs').errors} label={t('fields.postAs')} />
				</div>
			) : postAs.length === 1 ? (
				<input type="hidden" name="postAs" value={postAs[0]!.value} />
			) : null}

			<TextField label={t('fields.title')} errors={field('title').errors} inputProps={{ ...getInputProps(field('title'), { type: 'text' }), maxLength: undefined }} />
			<div className="field">
				<label htmlFor={field('body').id}>{t('fields.body')}</label>
				<TextArea {...getTextareaProps(field('body'))} rows={6} aria-invalid={field('body').errors?.length ? true : undefined} aria-describedby={field('body').errors?.length ? field('body').errorId : undefined} />
				<FieldErrors id={field('body').errorId} errors={field('body').errors} label={t('fields.body')} />
			</div>

			{typedFields.map((spec) => (
				<FormField
					key={spec.name}
					field={inputOf(spec)}
					meta={field(spec.name)}
					label={t(`fields.${spec.label}`)}
					hint={spec.hint ? t(`fields.${spec.label}Hint`) : undefined}
					optionLabel={(option) => t(`options.${spec.name}.${option}`)}
					required={spec.required}
				/>
			))}

			<fieldset className="stack place-fieldset">
				<legend>{t('place.legend')}</legend>
				<PlaceSelect id={field('place').id} choices={places} label={t('fields.place')} name="place" defaultValue={field('place').initialValue ?? ''} emptyOption={t('place.none')} describedBy={`${field('place').id}-hint`} invalid={Boolean(field('place').errors?.length)}>
					<span id={`${field('place').id}-hint`} className="field__hint">
						{t('place.hint')}
					</span>
					<FieldErrors id={field('place').errorId} errors={field('place').errors} label={t('fields.place')} />
				</PlaceSelect>
				<div className="inline-fields">
					<TextField label={t('fields.latitude')} errors={field('latitude').errors} inputProps={{ ...getInputProps(field('latitude'), { type: 'text' }), inputMode: 'decimal', autoComplete: 'off' }} />
					<TextField label={t('fields.longitude')} errors={field('longitude').errors} inputProps={{ ...getInputProps(field('longitude'), { type: 'text' }), inputMode: 'decimal', autoComplete: 'off' }} />
				</div>
				<LocateButton onLocated={(coords) => fillLocation(field('latitude').id, field('longitude').id, coords)} />
				{!hydrated || asPerson ? (
					<label className="choice">
						<input {...getInputProps(field('exact'), { type: 'checkbox', value: 'on' })} />
						{t('fields.exact')}
					</label>
				) : null}
				<p className="field__hint">{asPerson ? t('place.approximate') : t('place.exactForBusiness')}</p>
			</fieldset>

			{kind === 'ebook' ? null : (
				<PicturesInput
					name="pictures"
					id={`${id}-pictures`}
					kept={kept}
					saved={pictures}
					max={kind === 'media' ? contentLimits.albumPictures : contentLimits.pictures}
					label={t('fields.pictures')}
					hint={t('fields.picturesHint', { max: kind === 'media' ? contentLimits.albumPictures : contentLimits.pictures })}
					errors={field('pictures').errors}
				/>
			)}
			{file ? (
				<FileInput
					name={file.name}
					id={`${id}-${file.name}`}
					kind={file.type}
					defaultValue={field(file.name).initialValue ?? ''}
					saved={defaultValue[file.name] ?? ''}
					label={t(`fields.${file.label}`)}
					hint={t(`fields.${file.label}Hint`)}
					errors={field(file.name).errors}
					removable={!file.required}
				/>
			) : null}
			{kind === 'ebook' ? (
				<PicturesInput name="pictures" id={`${id}-pictures`} kept={kept} saved={pictures} max={contentLimits.pictures} label={t('fields.cover')} hint={t('fields.coverHint')} errors={field('pictures').errors} />
			) : null}

			{takesCommunity(kind) && communities.length > 0 && (!hydrated || asPerson) ? (
				<div className="field">
					<label htmlFor={field('communityId').id}>{t('fields.community')}</label>
					<select {...getSelectProps(field('communityId'))} aria-describedby={`${field('communityId').id}-hint`}>
						<option value="">{t('fields.communityNone')}</option>
						{communities.map((community) => (
							<option key={community.id} value={community.id}>
								{community.name}
							</option>
						))}
					</select>
					<p id={`${field('communityId').id}-hint`} className="field__hint">
						{t('fields.communityHint')}
					</p>
					<FieldErrors id={field('communityId').errorId} errors={field('communityId').errors} label={t('fields.community')} />
				</div>
			) : null}

			<TextField label={t('fields.tags')} hint={t('fields.tagsHint', { max: contentLimits.tags })} errors={field('tags').errors} inputProps={{ ...getInputProps(field('tags'), { type: 'text' }), autoComplete: 'off' }} />
			<div className="field">
				<label htmlFor={field('visibility').id}>{t('fields.visibility')}</label>
				<select {...getSelectProps(field('visibility'))} defaultValue={field('visibility').initialValue || 'public'}>
					{contentVisibilities
						.filter((visibility) => visibility !== 'members' || !hydrated || !asPerson)
						.map((visibility) => (
							<option key={visibility} value={visibility}>
								{t(`visibility.${visibility}`)}
							</option>
						))}
				</select>
				<FieldErrors id={field('visibility').errorId} errors={field('visibility').errors} label={t('fields.visibility')} />
			</div>

			<div className="form-page__actions">
				<Button type="submit" aria-disabled={busy || undefined}>
					{busy ? tc('forms.saving') : mode === 'create' ? t('publish') : tc('forms.save')}
				</Button>
				<ButtonLink to={cancelTo} variant="ghost">
					{tc('forms.cancel')}
				</ButtonLink>
			</div>
		</Form>
	)
}

/** How a kind's own field is typed: the input, and the keyboard a phone shows for it. */
function inputOf(spec: ContentFieldSpec): FieldSpec {
	const type = spec.type === 'datetime' ? 'datetime-local' : spec.type === 'date' || spec.type === 'select' ? spec.type : spec.type === 'lines' ? 'textarea' : 'text'
	const inputMode = spec.type === 'count' ? 'numeric' : spec.type === 'baht' || spec.type === 'decimal' ? 'decimal' : undefined
	return { name: spec.name, type, options: spec.options, inputMode, autoComplete: 'off' }
}

/** The browser's location into Latitude and Longitude, set as if typed so the form's checks see them. */
function fillLocation(latitudeId: string, longitudeId: string, { latitude, longitude }: { latitude: number; longitude: number }) {
	for (const [inputId, value] of [
		[latitudeId, latitude.toFixed(5)],
		[longitudeId, longitude.toFixed(5)],
	] as const) {
		const input = document.getElementById(inputId) as HTMLInputElement | null
		if (!input) continue
		Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
		input.dispatchEvent(new Event('input', { bubbles: true }))
		input.dispatchEvent(new Event('change', { bubbles: true }))
	}
}
