import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { OneFormPage } from '#app/forms/one-form-page.tsx'
import { oneFormPageData, saveOneForm, type OneForm } from '#app/forms/one-form-page.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { aboutDescriptionFields } from '#app/profile/form-fields.ts'
import { aboutDescriptionBody, aboutDescriptionSchema } from '#app/profile/forms.ts'
import { requireOwnProfile } from '#app/profile/own-profile.server.ts'

const loadSchema = () => import('#app/profile/forms.ts').then((m) => m.aboutDescriptionSchema)
const form: OneForm = { namespace: 'profile', labels: 'forms.aboutDescription' }

export const handle = { i18n: ['profile'] }
export const meta = pageMeta

/** /profiles/{uuid}/form/about-us/description: the about-us section's title and text. */
export async function loader(args: LoaderFunctionArgs) {
	const { api, uuid, profileTo } = await requireOwnProfile(args)
	const page = await api.page(uuid)
	return oneFormPageData(args.request, form, { cancelTo: profileTo, values: { title: page.about.title ?? '', description: page.about.description ?? '' } })
}

export async function action(args: ActionFunctionArgs) {
	const { api, profileTo } = await requireOwnProfile(args)
	return saveOneForm({ request: args.request, form, schema: aboutDescriptionSchema, save: (value) => api.putAbout(aboutDescriptionBody(value)), doneTo: `${profileTo}/form/about-us` })
}

export default function ProfileAboutDescriptionForm() {
	return <OneFormPage id="profile-about-description" fields={aboutDescriptionFields} schema={loadSchema} />
}
