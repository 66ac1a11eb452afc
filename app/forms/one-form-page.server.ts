import type { z } from 'zod'
import { i18next } from '#app/i18n/i18next.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { readForm } from './read-form.server.ts'
import { saveForm, type FormSchema } from './save-form.server.ts'

// The server half of a one-form page: a person's or a business user's form pages that edit one part
// (overview, about us, business info), whose view is OneFormPage (app/forms/one-form-page.tsx).
// The owner's guard, API and paths stay in the route; this is what is the same for every owner.

/** The locale namespace of the owner's pages, and the key under it of this form's labels. */
export type OneForm = { namespace: 'profile' | 'business-user'; labels: string }

/**
 * What a one-form page's loader answers: its title and intro (`{labels}.heading`, `{labels}.intro`),
 * the owner's name when the page shows it above the title, the form's values and where Cancel goes.
 */
export async function oneFormPageData<Extra extends object>(
	request: Request,
	form: OneForm,
	{ values, cancelTo, owner = null, ...extra }: { values: Record<string, string>; cancelTo: string; owner?: string | null } & Extra,
) {
	const t = await i18next.getFixedT(request, form.namespace)
	return { meta: { title: t(`${form.labels}.heading`), description: t(`${form.labels}.intro`) }, ...form, owner, values, cancelTo, ...extra }
}

/** A one-form page's action: the form read, checked and saved; then to `doneTo` with "Saved". */
export async function saveOneForm<Schema extends FormSchema>({
	request,
	form,
	schema,
	save,
	doneTo,
}: {
	request: Request
	form: OneForm
	schema: Schema
	save: (value: z.output<Schema>) => Promise<unknown>
	doneTo: string
}) {
	return saveForm({
		request,
		formData: await readForm(request),
		schema,
		save,
		done: async () => redirectWithSuccess(doneTo, (await i18next.getFixedT(request, form.namespace))('forms.saved')),
	})
}
