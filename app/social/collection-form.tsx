import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'

// The schemas load on demand: the validation library is not part of the page's first load.
const loadCreateSchema = () => import('./forms.ts').then((m) => m.createCollectionFormSchema)
const loadRenameSchema = () => import('./forms.ts').then((m) => m.renameCollectionFormSchema)

type ActionData = { intent?: string; collection?: string; result?: SubmissionResult<string[]> }

/**
 * A new collection (docs/product.md#collections): "Name", a description and whether others may find it,
 * then "Create". With `save`, the item being saved goes into it at once. `idempotencyKey`: the loader's (ADR 0016).
 */
export function CreateCollectionForm({ idempotencyKey, save }: { idempotencyKey: string; save?: string }) {
	const { t } = useTranslation('social')
	const actionData = useActionData<ActionData>()
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create'
	const [form, fields] = useValidatedForm({
		id: 'create-collection',
		schema: loadCreateSchema,
		required: ['name'],
		lastResult: actionData?.intent === 'create' ? actionData.result : undefined,
		defaultValue: { idempotencyKey, intent: 'create' },
	})
	return (
		<Form method="post" {...getFormProps(form)} noValidate className="card stack">
			<FormError id={form.errorId} errors={form.errors} namespace="social" />
			<input type="hidden" name="intent" value="create" />
			{save ? <input type="hidden" name="save" value={save} /> : null}
			<IdempotencyKeyInput value={fields.idempotencyKey.value} />
			<CollectionFields fields={fields} idPrefix="new-collection" />
			<div className="button-row">
				<Button type="submit" aria-disabled={busy || undefined}>
					{busy ? t('collections.creating') : t('collections.create')}
				</Button>
			</div>
		</Form>
	)
}

/** A collection's name, description and who may find it, changed; beside it, "Delete". */
export function EditCollectionForm({ collection }: { collection: { id: string; name: string; description: string; visibility: 'public' | 'private' } }) {
	const { t } = useTranslation('social')
	const actionData = useActionData<ActionData>()
	const mine = actionData?.intent === 'rename' && actionData.collection === collection.id
	const [form, fields] = useValidatedForm({
		id: `edit-collection-${collection.id}`,
		schema: loadRenameSchema,
		required: ['name'],
		lastResult: mine ? actionData.result : undefined,
		defaultValue: { intent: 'rename', collection: collection.id, name: collection.name, description: collection.description, public: collection.visibility === 'public' ? 'on' : undefined },
	})
	return (
		<Form method="post" {...getFormProps(form)} noValidate className="stack">
			<FormError id={form.errorId} errors={form.errors} namespace="social" />
			<input type="hidden" name="intent" value="rename" />
			<input type="hidden" name="collection" value={collection.id} />
			{/* The same three fields as a create's (the forms differ only in their hidden fields). */}
			<CollectionFields fields={fields as unknown as Fields} idPrefix={`collection-${collection.id}`} />
			<div className="button-row">
				<Button type="submit" variant="secondary">
					{t('collections.save')}
				</Button>
			</div>
		</Form>
	)
}

type Fields = ReturnType<typeof useValidatedForm<Awaited<ReturnType<typeof loadCreateSchema>>>>[1]

function CollectionFields({ fields, idPrefix }: { fields: Fields; idPrefix: string }) {
	const { t } = useTranslation('social')
	const publicId = `${idPrefix}-public`
	return (
		<>
			<TextField label={t('collections.name')} errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: 'text' }), id: `${idPrefix}-name` }} />
			<div className="field">
				<label htmlFor={`${idPrefix}-description`}>{t('collections.description')}</label>
				<TextArea {...getTextareaProps(fields.description)} id={`${idPrefix}-description`} rows={2} />
				<FieldErrors id={`${idPrefix}-description-error`} errors={fields.description.errors} label={t('collections.description')} />
			</div>
			<div className="field">
				<label className="choice" htmlFor={publicId}>
					<input {...getInputProps(fields.public, { type: 'checkbox', value: 'on' })} id={publicId} />
					{t('collections.public')}
				</label>
			</div>
		</>
	)
}
