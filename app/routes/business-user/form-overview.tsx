import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { overviewFields } from '#app/business-user/form-fields.ts'
import { overviewBody, overviewSchema } from '#app/business-user/forms.ts'
import { requireOwnBusinessUser } from '#app/business-user/owner.server.ts'
import { OneFormPage } from '#app/forms/one-form-page.tsx'
import { ImageUploadForm } from '#app/media/image-upload-form.tsx'
import { oneFormPageData, saveOneForm, type OneForm } from '#app/forms/one-form-page.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { changeImage, isMultipart } from '#app/media/image-upload.server.ts'
import { orNotFound } from '#app/routing/params.server.ts'

const loadSchema = () => import('#app/business-user/forms.ts').then((m) => m.overviewSchema)
const form: OneForm = { namespace: 'business-user', labels: 'forms.overview' }

export const handle = { i18n: ['business-user'] }
export const meta = pageMeta

/** /business-user/{id}/form/overview: the line under the business user's name, its picture and cover (check-owner-business). */
export async function loader(args: LoaderFunctionArgs) {
	const { api, id, businessUserTo } = await requireOwnBusinessUser(args)
	const page = await api.page(id).catch(orNotFound(args.request, 'businessUser'))
	return oneFormPageData(args.request, form, {
		owner: page.name,
		cancelTo: businessUserTo,
		values: { overview: page.overview ?? '' },
		images: { avatar: page.imageUrl, cover: page.coverUrl },
	})
}

export async function action(args: ActionFunctionArgs) {
	const { api, id, businessUserTo } = await requireOwnBusinessUser(args)
	if (isMultipart(args.request)) return changeImage({ request: args.request, api: api.caller, save: (change) => api.putImages(id, change) })
	return saveOneForm({ request: args.request, form, schema: overviewSchema, save: (value) => api.putOverview(id, overviewBody(value)), doneTo: businessUserTo })
}

export default function BusinessUserOverviewForm() {
	const { owner, images } = useLoaderData<typeof loader>()
	return (
		<OneFormPage id="business-user-overview" fields={overviewFields} schema={loadSchema}>
			<ImageUploadForm slot="avatar" currentUrl={images.avatar} name={owner ?? ''} />
			<ImageUploadForm slot="cover" currentUrl={images.cover} name={owner ?? ''} />
		</OneFormPage>
	)
}
