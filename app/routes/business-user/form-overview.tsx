import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { overviewFields } from '#app/business-user/form-fields.ts'
import { overviewBody, overviewSchema } from '#app/business-user/forms.ts'
import { requireOwnBusinessUser } from '#app/business-user/owner.server.ts'
import { ImageUploadForm } from '#app/components/media/image-upload-form.tsx'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { saveForm } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { changeImage, isMultipart } from '#app/media/image-upload.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { orNotFound } from '#app/routing/params.server.ts'

const EditForm = hydrateLater(() => import('#app/components/forms/edit-form.tsx').then((m) => m.EditForm))
const loadSchema = () => import('#app/business-user/forms.ts').then((m) => m.overviewSchema)

export const handle = { i18n: ['business-user'] }
export const meta = pageMeta

/** /business-user/{id}/form/overview: the line under the business user's name, its picture and cover (check-owner-business). */
export async function loader(args: LoaderFunctionArgs) {
	const { api, id, businessUserTo } = await requireOwnBusinessUser(args)
	const [page, t] = await Promise.all([api.page(id).catch(orNotFound(args.request, 'businessUser')), i18next.getFixedT(args.request, 'business-user')])
	return {
		meta: { title: t('forms.overview.heading'), description: t('forms.overview.intro') },
		name: page.name,
		businessUserTo,
		values: { overview: page.overview ?? '' },
		images: { avatar: page.imageUrl, cover: page.coverUrl },
	}
}

export async function action(args: ActionFunctionArgs) {
	const { api, id, businessUserTo } = await requireOwnBusinessUser(args)
	if (isMultipart(args.request)) {
		return changeImage({
			request: args.request,
			api: api.caller,
			save: (change) => api.putImages(id, change),
			done: async () => redirectWithSuccess(new URL(args.request.url).pathname, (await i18next.getFixedT(args.request))('images.saved')),
		})
	}
	return saveForm({
		request: args.request,
		formData: await readForm(args.request),
		schema: overviewSchema,
		save: (value) => api.putOverview(id, overviewBody(value)),
		done: async () => redirectWithSuccess(businessUserTo, (await i18next.getFixedT(args.request, 'business-user'))('forms.saved')),
	})
}

export default function BusinessUserOverviewForm() {
	const { t } = useTranslation('business-user')
	const { name, businessUserTo, values, images } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<p className="muted">{name}</p>
			<h1>{t('forms.overview.heading')}</h1>
			<p className="muted">{t('forms.overview.intro')}</p>
			<EditForm id="business-user-overview" namespace="business-user" labels="forms.overview" fields={overviewFields} schema={loadSchema} defaultValue={values} cancelTo={businessUserTo} />
			<ImageUploadForm slot="avatar" currentUrl={images.avatar} name={name} />
			<ImageUploadForm slot="cover" currentUrl={images.cover} name={name} />
		</div>
	)
}
