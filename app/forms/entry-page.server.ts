import { data } from '@remix-run/node'
import type { z } from 'zod'
import { failureInit } from '#app/api/outage.ts'
import type { ProductApiCaller } from '#app/api/product-api.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pictureRefusals, readPictureForm } from '#app/media/picture-form.server.ts'
import type { PictureField } from '#app/media/pictures.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { isConfirmingDelete } from './delete-entry.tsx'
import { newIdempotencyKey } from './idempotency-key.server.ts'
import { failureReason, saveForm, type FormSchema } from './save-form.server.ts'

// The server half of an entry page: one entry of a list an owner keeps (a person's education, stories and
// skills; an open-tab connect's goals, our business and our story), made, changed, or deleted after a
// confirmation; its view is EntryFormPage (app/forms/entry-page.tsx). The owner's guard, API and paths
// stay in the route; this is what is the same for every list.

/** The locale namespace of the owner's pages, and the key under it of this list's labels (`createTitle`, `editTitle`, `intro`, fields). */
export type EntryForm = { namespace: 'profile' | 'open-tab'; labels: string }

/** What an entry page's loader answers: its title, the entry's name and values, and where Cancel and Save lead. */
export async function entryPageData<Extra extends object>(
	request: Request,
	form: EntryForm,
	{ name, isNew, values, hubTo, ...extra }: { name: string; isNew: boolean; values: Record<string, string>; hubTo: string } & Extra,
) {
	// The owner's namespace, chosen at run time.
	const say = await i18next.getFixedT(request, form.namespace)
	const title = isNew ? say(`${form.labels}.createTitle`) : say(`${form.labels}.editTitle`, { name })
	return {
		meta: { title, description: say(`${form.labels}.intro`) },
		...form,
		title,
		name,
		isNew,
		hubTo,
		values,
		// A new entry's form carries an idempotency key (ADR 0016): sent again after a failure, it is not added twice.
		idempotencyKey: isNew ? newIdempotencyKey() : null,
		confirmingDelete: !isNew && isConfirmingDelete(request),
		...extra,
	}
}

/**
 * An entry page's action: "Delete" (`intent=delete`, on an entry that exists) deletes it; otherwise the
 * form is read (its pictures uploaded first), checked and saved. Either leads back to `hubTo` with a toast.
 */
export async function saveEntry<Schema extends FormSchema>({
	request,
	form,
	schema,
	pictures,
	save,
	remove,
	hubTo,
}: {
	request: Request
	form: EntryForm
	schema: Schema
	pictures: { api: ProductApiCaller; fields: readonly PictureField[] }
	save: (value: z.output<Schema>) => Promise<unknown>
	/** Null for a new entry. */
	remove: (() => Promise<unknown>) | null
	hubTo: string
}) {
	const { formData, failures } = await readPictureForm(request, pictures.api, pictures.fields)
	// The owner's namespace, chosen at run time.
	const say = await i18next.getFixedT(request, form.namespace)
	if (formData.get('intent') === 'delete' && remove) {
		try {
			await remove()
		} catch (error) {
			return data({ deleteFailed: failureReason(request, error) }, failureInit(error, 502))
		}
		return redirectWithSuccess(hubTo, say('forms.deleted'))
	}
	return saveForm({ request, formData, schema, refusals: pictureRefusals(failures), save, done: () => redirectWithSuccess(hubTo, say('forms.saved')) })
}
