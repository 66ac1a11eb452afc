import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { OneFormPage } from '#app/forms/one-form-page.tsx'
import { oneFormPageData, saveOneForm, type OneForm } from '#app/forms/one-form-page.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { businessInfoFields } from '#app/forms/business-info-form-fields.ts'
import { businessInfoForms } from '#app/forms/business-info-form.ts'
import { requireOwnProfile } from '#app/profile/own-profile.server.ts'

const { person: businessInfo } = businessInfoForms
const loadSchema = () => import('#app/forms/business-info-form.ts').then((m) => m.businessInfoForms.person.schema)
const form: OneForm = { namespace: 'profile', labels: 'forms.businessInfo' }

export const handle = { i18n: ['profile'] }
export const meta = pageMeta

/** /profiles/{uuid}/form/business-info: the business contact details shown on the profile. */
export async function loader(args: LoaderFunctionArgs) {
	const { api, profileTo } = await requireOwnProfile(args)
	return oneFormPageData(args.request, form, { cancelTo: profileTo, values: businessInfo.values(await api.businessInfo()) })
}

export async function action(args: ActionFunctionArgs) {
	const { api, profileTo } = await requireOwnProfile(args)
	return saveOneForm({ request: args.request, form, schema: businessInfo.schema, save: (value) => api.putBusinessInfo(businessInfo.body(value)), doneTo: profileTo })
}

export default function ProfileBusinessInfoForm() {
	return <OneFormPage id="profile-business-info" fields={businessInfoFields.person} schema={loadSchema} />
}
