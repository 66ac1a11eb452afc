import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { businessInfoFields } from '#app/business-user/form-fields.ts'
import { businessInfoBody, businessInfoSchema, businessInfoValues } from '#app/business-user/forms.ts'
import { requireOwnBusinessUser } from '#app/business-user/owner.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { saveForm } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { orNotFound } from '#app/routing/params.server.ts'

const EditForm = hydrateLater(() => import('#app/components/forms/edit-form.tsx').then((m) => m.EditForm))
const loadSchema = () => import('#app/business-user/forms.ts').then((m) => m.businessInfoSchema)

export const handle = { i18n: ['business-user'] }
export const meta = pageMeta

/** /business-user/{id}/form/business-info: how customers reach the business (check-owner-business). */
export async function loader(args: LoaderFunctionArgs) {
	const { api, id, businessUserTo } = await requireOwnBusinessUser(args)
	const [page, t] = await Promise.all([api.page(id).catch(orNotFound(args.request, 'businessUser')), i18next.getFixedT(args.request, 'business-user')])
	return {
		meta: { title: t('forms.businessInfo.heading'), description: t('forms.businessInfo.intro') },
		name: page.name,
		businessUserTo,
		values: businessInfoValues(page.businessInfo),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { api, id, businessUserTo } = await requireOwnBusinessUser(args)
	return saveForm({
		request: args.request,
		formData: await readForm(args.request),
		schema: businessInfoSchema,
		save: (value) => api.putBusinessInfo(id, businessInfoBody(value)),
		// The page that shows all of it.
		done: async () => redirectWithSuccess(`${businessUserTo}/information`, (await i18next.getFixedT(args.request, 'business-user'))('forms.saved')),
	})
}

export default function BusinessUserBusinessInfoForm() {
	const { t } = useTranslation('business-user')
	const { name, businessUserTo, values } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<p className="muted">{name}</p>
			<h1>{t('forms.businessInfo.heading')}</h1>
			<p className="muted">{t('forms.businessInfo.intro')}</p>
			<EditForm id="business-user-business-info" namespace="business-user" labels="forms.businessInfo" fields={businessInfoFields} schema={loadSchema} defaultValue={values} cancelTo={businessUserTo} />
		</div>
	)
}
