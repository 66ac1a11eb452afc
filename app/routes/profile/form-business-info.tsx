import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { OneFormPage } from '#app/forms/one-form-page.tsx'
import { oneFormPageData, saveOneForm, type OneForm } from '#app/forms/one-form-page.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { businessInfoFields } from '#app/profile/form-fields.ts'
import { businessInfoBody, businessInfoSchema, businessInfoValues } from '#app/profile/forms.ts'
import { requireOwnProfile } from '#app/profile/own-profile.server.ts'

const loadSchema = () => import('#app/profile/forms.ts').then((m) => m.businessInfoSchema)
const form: OneForm = { namespace: 'profile', labels: 'forms.businessInfo' }

export const handle = { i18n: ['profile'] }
export const meta = pageMeta

/** /profiles/{uuid}/form/business-info: the business contact details shown on the profile. */
export async function loader(args: LoaderFunctionArgs) {
	const { api, uuid, profileTo } = await requireOwnProfile(args)
	const page = await api.page(uuid)
	return oneFormPageData(args.request, form, { cancelTo: profileTo, values: businessInfoValues(page.businessInfo) })
}

export async function action(args: ActionFunctionArgs) {
	const { api, profileTo } = await requireOwnProfile(args)
	return saveOneForm({ request: args.request, form, schema: businessInfoSchema, save: (value) => api.putBusinessInfo(businessInfoBody(value)), doneTo: profileTo })
}

export default function ProfileBusinessInfoForm() {
	return <OneFormPage id="profile-business-info" fields={businessInfoFields} schema={loadSchema} />
}
