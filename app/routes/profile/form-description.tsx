import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { saveForm } from '#app/forms/save-form.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { aboutDescriptionFields } from '#app/profile/form-fields.ts'
import { aboutDescriptionBody, aboutDescriptionSchema } from '#app/profile/forms.ts'
import { requireOwnProfile } from '#app/profile/own-profile.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'

const EditForm = hydrateLater(() => import('#app/components/forms/edit-form.tsx').then((m) => m.EditForm))
const loadSchema = () => import('#app/profile/forms.ts').then((m) => m.aboutDescriptionSchema)

export const handle = { i18n: ['profile'] }
export const meta = pageMeta

/** /profiles/{uuid}/form/about-us/description: the about-us section's title and text. */
export async function loader(args: LoaderFunctionArgs) {
	const { api, uuid, profileTo } = await requireOwnProfile(args)
	const [page, t] = await Promise.all([api.page(uuid), i18next.getFixedT(args.request, 'profile')])
	return {
		meta: { title: t('forms.aboutDescription.heading'), description: t('forms.aboutDescription.intro') },
		profileTo,
		values: { title: page.about.title ?? '', description: page.about.description ?? '' },
	}
}

export async function action(args: ActionFunctionArgs) {
	const { api, profileTo } = await requireOwnProfile(args)
	return saveForm({
		request: args.request,
		formData: await readForm(args.request),
		schema: aboutDescriptionSchema,
		save: (value) => api.putAbout(aboutDescriptionBody(value)),
		done: async () => redirectWithSuccess(`${profileTo}/form/about-us`, (await i18next.getFixedT(args.request, 'profile'))('forms.saved')),
	})
}

export default function ProfileAboutDescriptionForm() {
	const { t } = useTranslation('profile')
	const { profileTo, values } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<h1>{t('forms.aboutDescription.heading')}</h1>
			<p className="muted">{t('forms.aboutDescription.intro')}</p>
			<EditForm id="profile-about-description" namespace="profile" labels="forms.aboutDescription" fields={aboutDescriptionFields} schema={loadSchema} defaultValue={values} cancelTo={profileTo} />
		</div>
	)
}
