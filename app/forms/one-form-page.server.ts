import type { z } from 'zod'
import type { ProductApiCaller } from '#app/api/product-api.server.ts'
import type { PlaceChoices } from '#app/around-me/place-choices.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pictureRefusals, readPictureForm } from '#app/media/picture-form.server.ts'
import type { PictureField } from '#app/media/pictures.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { readForm } from './read-form.server.ts'
import { saveForm, type FormSchema } from './save-form.server.ts'

// The server half of a one-form page: a person's or a business user's form pages that edit one part
// (overview, about us, business info), whose view is OneFormPage (app/forms/one-form-page.tsx).
// The owner's guard, API and paths stay in the route; this is what is the same for every owner.

/** The locale namespace of the owner's pages, and the key under it of this form's labels. */
export type OneForm = { namespace: 'profile' | 'business-user' | 'open-tab'; labels: string }

/**
 * What a one-form page's loader answers: its title and intro (`{labels}.heading`, `{labels}.intro`),
 * the owner's name when the page shows it above the title (`name` names the owner otherwise, for its
 * pictures' alternative text), the form's values and where Cancel goes; `places`, for a form with a place field.
 */
export async function oneFormPageData<Extra extends object>(
	request: Request,
	form: OneForm,
	{ values, cancelTo, owner = null, ...extra }: { values: Record<string, string>; cancelTo: string; owner?: string | null; name?: string; places?: PlaceChoices } & Extra,
) {
	const t = await i18next.getFixedT(request, form.namespace)
	return { meta: { title: t(`${form.labels}.heading`), description: t(`${form.labels}.intro`) }, ...form, owner, values, cancelTo, ...extra }
}

/**
 * A one-form page's action: the form read, checked and saved; then to `doneTo` with "Saved". A form with
 * pictures (`pictures`: which fields, and the API to upload them to) has them uploaded first and saved
 * with the rest by `save` (ADR 0012).
 */
export async function saveOneForm<Schema extends FormSchema>({
	request,
	form,
	schema,
	save,
	doneTo,
	pictures,
}: {
	request: Request
	form: OneForm
	schema: Schema
	save: (value: z.output<Schema>) => Promise<unknown>
	doneTo: string
	pictures?: { api: ProductApiCaller; fields: readonly PictureField[] }
}) {
	const { formData, failures } = pictures ? await readPictureForm(request, pictures.api, pictures.fields) : { formData: await readForm(request), failures: {} }
	return saveForm({
		request,
		formData,
		schema,
		refusals: pictureRefusals(failures),
		save,
		done: async () => redirectWithSuccess(doneTo, (await i18next.getFixedT(request, form.namespace))('forms.saved')),
	})
}
