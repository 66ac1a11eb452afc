import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ImageUploadForm } from '#app/components/media/image-upload-form.tsx'
import { saveForm } from '#app/forms/save-form.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { changeImage, isMultipart } from '#app/media/image-upload.server.ts'
import { overviewFields } from '#app/profile/form-fields.ts'
import { overviewBody, overviewSchema } from '#app/profile/forms.ts'
import { requireOwnProfile } from '#app/profile/own-profile.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'

const EditForm = hydrateLater(() => import('#app/components/forms/edit-form.tsx').then((m) => m.EditForm))
const loadSchema = () => import('#app/profile/forms.ts').then((m) => m.overviewSchema)

export const handle = { i18n: ['profile'] }
export const meta = pageMeta

/** /profiles/{uuid}/form/overview: the line under the person's name, their specialty, picture and cover. */
export async function loader(args: LoaderFunctionArgs) {
	const { api, uuid, profileTo } = await requireOwnProfile(args)
	const [page, t] = await Promise.all([api.page(uuid), i18next.getFixedT(args.request, 'profile')])
	return {
		meta: { title: t('forms.overview.heading'), description: t('forms.overview.intro') },
		profileTo,
		values: { overview: page.overview ?? '', specialty: page.profile.specialty ?? '' },
		name: `${page.profile.firstName} ${page.profile.lastName}`.trim(),
		images: { avatar: page.profile.imageUrl, cover: page.coverUrl },
	}
}

export async function action(args: ActionFunctionArgs) {
	const { api, profileTo } = await requireOwnProfile(args)
	if (isMultipart(args.request)) {
		return changeImage({
			request: args.request,
			api: api.caller,
			save: (change) => api.putImages(change),
			done: async () => redirectWithSuccess(new URL(args.request.url).pathname, (await i18next.getFixedT(args.request))('images.saved')),
		})
	}
	return saveForm({
		request: args.request,
		formData: await readForm(args.request),
		schema: overviewSchema,
		save: (value) => api.putOverview(overviewBody(value)),
		done: async () => redirectWithSuccess(profileTo, (await i18next.getFixedT(args.request, 'profile'))('forms.saved')),
	})
}

export default function ProfileOverviewForm() {
	const { t } = useTranslation('profile')
	const { profileTo, values, name, images } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<h1>{t('forms.overview.heading')}</h1>
			<p className="muted">{t('forms.overview.intro')}</p>
			<EditForm id="profile-overview" namespace="profile" labels="forms.overview" fields={overviewFields} schema={loadSchema} defaultValue={values} cancelTo={profileTo} />
			<ImageUploadForm slot="avatar" currentUrl={images.avatar} name={name} />
			<ImageUploadForm slot="cover" currentUrl={images.cover} name={name} />
		</div>
	)
}
