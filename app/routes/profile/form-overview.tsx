import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { OneFormPage } from '#app/forms/one-form-page.tsx'
import { ImageUploadForm } from '#app/media/image-upload-form.tsx'
import { oneFormPageData, saveOneForm, type OneForm } from '#app/forms/one-form-page.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { changeImage, isMultipart } from '#app/media/image-upload.server.ts'
import { overviewFields } from '#app/profile/form-fields.ts'
import { overviewBody, overviewSchema } from '#app/profile/forms.ts'
import { requireOwnProfile } from '#app/profile/own-profile.server.ts'

const loadSchema = () => import('#app/profile/forms.ts').then((m) => m.overviewSchema)
const form: OneForm = { namespace: 'profile', labels: 'forms.overview' }

export const handle = { i18n: ['profile'] }
export const meta = pageMeta

/** /profiles/{uuid}/form/overview: the line under the person's name, their specialty, picture and cover. */
export async function loader(args: LoaderFunctionArgs) {
	const { api, uuid, profileTo } = await requireOwnProfile(args)
	const page = await api.page(uuid)
	return oneFormPageData(args.request, form, {
		cancelTo: profileTo,
		values: { overview: page.overview ?? '', specialty: page.profile.specialty ?? '' },
		name: `${page.profile.firstName} ${page.profile.lastName}`.trim(),
		images: { avatar: page.profile.imageUrl, cover: page.coverUrl },
	})
}

export async function action(args: ActionFunctionArgs) {
	const { api, profileTo } = await requireOwnProfile(args)
	if (isMultipart(args.request)) return changeImage({ request: args.request, api: api.caller, save: (change) => api.putImages(change) })
	return saveOneForm({ request: args.request, form, schema: overviewSchema, save: (value) => api.putOverview(overviewBody(value)), doneTo: profileTo })
}

export default function ProfileOverviewForm() {
	const { name, images } = useLoaderData<typeof loader>()
	return (
		<OneFormPage id="profile-overview" fields={overviewFields} schema={loadSchema}>
			<ImageUploadForm slot="avatar" currentUrl={images.avatar} name={name} />
			<ImageUploadForm slot="cover" currentUrl={images.cover} name={name} />
		</OneFormPage>
	)
}
