import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { DeleteEntry } from './delete-entry.tsx'
import type { FieldSpec } from './form-field.tsx'
import { hydrateLater } from './hydrate-later.tsx'

const EditForm = hydrateLater(() => import('./edit-form.tsx').then((m) => m.EditForm))

/** What entryPageData (app/forms/entry-page.server.ts) answers. */
type EntryPageData = {
	namespace: string
	labels: string
	title: string
	name: string
	isNew: boolean
	hubTo: string
	values: Record<string, string>
	idempotencyKey: string | null
	confirmingDelete: boolean
}

/** The view of an entry page, for every owner's lists: the title, the form, and "Delete" for an entry that exists. */
export function EntryFormPage({ id, fields, schema, required }: { id: string; fields: readonly FieldSpec[]; schema: () => Promise<z.ZodType>; required: readonly string[] }) {
	const { namespace, labels, title, name, isNew, hubTo, values, idempotencyKey, confirmingDelete } = useLoaderData<EntryPageData>()
	// The owner's namespace, chosen at run time.
	const { t: say } = useTranslation(namespace)
	return (
		<div className="form-page">
			<h1>{title}</h1>
			<p className="muted">{say(`${labels}.intro`)}</p>
			<EditForm id={id} namespace={namespace} labels={labels} fields={fields} schema={schema} required={required} defaultValue={values} cancelTo={hubTo} idempotencyKey={idempotencyKey ?? undefined} />
			{isNew ? null : <DeleteEntry confirming={confirmingDelete} question={say('forms.deleteQuestion', { name })} />}
		</div>
	)
}
