import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { OneFormPage } from '#app/forms/one-form-page.tsx'
import { oneFormPageData, saveOneForm, type OneForm } from '#app/forms/one-form-page.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { descriptionFields } from '#app/open-tab/form-fields.ts'
import { descriptionBody, descriptionFormSchema } from '#app/open-tab/forms.ts'
import { requireOwnConnect } from '#app/open-tab/owner.server.ts'
import { connectFormPath } from '#app/open-tab/paths.ts'

const loadSchema = () => import('#app/open-tab/forms.ts').then((m) => m.descriptionFormSchema)
const form: OneForm = { namespace: 'open-tab', labels: 'forms.description' }

export const handle = { i18n: ['open-tab'] }
export const meta = pageMeta

/** /account/open-tab/{cid}/form/about-us/description: what it is about, at length (check-owner-open-tab). Cancel and Save lead back to about us. */
export async function loader(args: LoaderFunctionArgs) {
	const { page, cid } = await requireOwnConnect(args)
	return oneFormPageData(args.request, form, { owner: page.connect.title, cancelTo: connectFormPath(cid, 'about-us'), values: { body: page.connect.body } })
}

export async function action(args: ActionFunctionArgs) {
	const { api, cid } = await requireOwnConnect(args)
	return saveOneForm({ request: args.request, form, schema: descriptionFormSchema, save: (value) => api.update(cid, descriptionBody(value)), doneTo: connectFormPath(cid, 'about-us') })
}

export default function ConnectDescriptionForm() {
	return <OneFormPage id="open-tab-description" fields={descriptionFields} schema={loadSchema} />
}
