import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { aboutPartFields } from '#app/business-user/form-fields.ts'
import { aboutPartBody, aboutPartOf, aboutParts, aboutPartSchema } from '#app/business-user/forms.ts'
import { requireOwnBusinessUser } from '#app/business-user/owner.server.ts'
import { businessUserFormPath } from '#app/business-user/paths.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { saveForm } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound, orNotFound } from '#app/routing/params.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'

const EditForm = hydrateLater(() => import('#app/components/forms/edit-form.tsx').then((m) => m.EditForm))
const loadSchema = () => import('#app/business-user/forms.ts').then((m) => m.aboutPartSchema)

export const handle = { i18n: ['business-user'] }
export const meta = pageMeta

/** The part this page is for: the route's last segment (one module serves the four parts). */
function partOf(request: Request) {
	const part = aboutPartOf(new URL(request.url).pathname)
	if (!part) throw notFound(request)
	return part
}

/**
 * /business-user/{id}/form/about-us/{description|goal|our-business|our-story}: one about-us part, one
 * text (check-owner-business).
 */
export async function loader(args: LoaderFunctionArgs) {
	const { api, id, businessUserTo } = await requireOwnBusinessUser(args)
	const part = partOf(args.request)
	const [page, t] = await Promise.all([api.page(id).catch(orNotFound(args.request, 'businessUser')), i18next.getFixedT(args.request, 'business-user')])
	return {
		meta: { title: t(`forms.about.${part}.heading`), description: t(`forms.about.${part}.intro`) },
		part,
		name: page.name,
		businessUserTo,
		hubTo: businessUserFormPath(id, 'about-us'),
		values: { text: page[aboutParts[part]] ?? '' },
	}
}

export async function action(args: ActionFunctionArgs) {
	const { api, id } = await requireOwnBusinessUser(args)
	const part = partOf(args.request)
	return saveForm({
		request: args.request,
		formData: await readForm(args.request),
		schema: aboutPartSchema,
		save: (value) => api.putAbout(id, part, aboutPartBody(value)),
		done: async () => redirectWithSuccess(businessUserFormPath(id, 'about-us'), (await i18next.getFixedT(args.request, 'business-user'))('forms.saved')),
	})
}

export default function BusinessUserAboutPartForm() {
	const { t } = useTranslation('business-user')
	const { part, name, hubTo, values } = useLoaderData<typeof loader>()
	const labels = `forms.about.${part}`
	return (
		<div className="form-page">
			<p className="muted">{name}</p>
			<h1>{t(`${labels}.heading`)}</h1>
			<p className="muted">{t(`${labels}.intro`)}</p>
			<EditForm id={`business-user-about-${part}`} namespace="business-user" labels={labels} fields={aboutPartFields} schema={loadSchema} defaultValue={values} cancelTo={hubTo} />
		</div>
	)
}
