import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireOwnBusinessUser } from '#app/business-user/owner.server.ts'
import { businessInfoFields } from '#app/forms/business-info-form-fields.ts'
import { businessInfoForms } from '#app/forms/business-info-form.ts'
import { OneFormPage } from '#app/forms/one-form-page.tsx'
import { oneFormPageData, saveOneForm, type OneForm } from '#app/forms/one-form-page.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound } from '#app/routing/params.server.ts'

const { businessUser: businessInfo } = businessInfoForms
const loadSchema = () => import('#app/forms/business-info-form.ts').then((m) => m.businessInfoForms.businessUser.schema)
const form: OneForm = { namespace: 'business-user', labels: 'forms.businessInfo' }

export const handle = { i18n: ['business-user'] }
export const meta = pageMeta

/** /business-user/{id}/form/business-info: how customers reach the business (check-owner-business). */
export async function loader(args: LoaderFunctionArgs) {
	const { api, id, businessUserTo } = await requireOwnBusinessUser(args)
	const page = await api.page(id).catch(orNotFound(args.request, 'businessUser'))
	return oneFormPageData(args.request, form, { owner: page.name, cancelTo: businessUserTo, values: businessInfo.values(page.businessInfo) })
}

export async function action(args: ActionFunctionArgs) {
	const { api, id, businessUserTo } = await requireOwnBusinessUser(args)
	// Done: the page that shows all of it.
	return saveOneForm({ request: args.request, form, schema: businessInfo.schema, save: (value) => api.putBusinessInfo(id, businessInfo.body(value)), doneTo: `${businessUserTo}/information` })
}

export default function BusinessUserBusinessInfoForm() {
	return <OneFormPage id="business-user-business-info" fields={businessInfoFields.businessUser} schema={loadSchema} />
}
