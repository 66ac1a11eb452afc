import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { aboutPartFields } from '#app/business-user/form-fields.ts'
import { aboutPartBody, aboutPartOf, aboutParts, aboutPartSchema } from '#app/business-user/forms.ts'
import { requireOwnBusinessUser } from '#app/business-user/owner.server.ts'
import { businessUserFormPath } from '#app/business-user/paths.ts'
import { OneFormPage } from '#app/forms/one-form-page.tsx'
import { oneFormPageData, saveOneForm, type OneForm } from '#app/forms/one-form-page.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound, orNotFound } from '#app/routing/params.server.ts'

const loadSchema = () => import('#app/business-user/forms.ts').then((m) => m.aboutPartSchema)

export const handle = { i18n: ['business-user'] }
export const meta = pageMeta

/** The part this page is for: the route's last segment (one module serves the four parts). */
function partOf(request: Request) {
	const part = aboutPartOf(new URL(request.url).pathname)
	if (!part) throw notFound(request)
	return part
}

const formOf = (part: ReturnType<typeof partOf>): OneForm => ({ namespace: 'business-user', labels: `forms.about.${part}` })

/**
 * /business-user/{id}/form/about-us/{description|goal|our-business|our-story}: one about-us part, one
 * text (check-owner-business). Cancel and Save lead back to the about-us hub.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { api, id } = await requireOwnBusinessUser(args)
	const part = partOf(args.request)
	const page = await api.page(id).catch(orNotFound(args.request, 'businessUser'))
	return oneFormPageData(args.request, formOf(part), { owner: page.name, cancelTo: businessUserFormPath(id, 'about-us'), values: { text: page[aboutParts[part]] ?? '' }, part })
}

export async function action(args: ActionFunctionArgs) {
	const { api, id } = await requireOwnBusinessUser(args)
	const part = partOf(args.request)
	return saveOneForm({ request: args.request, form: formOf(part), schema: aboutPartSchema, save: (value) => api.putAbout(id, part, aboutPartBody(value)), doneTo: businessUserFormPath(id, 'about-us') })
}

export default function BusinessUserAboutPartForm() {
	const { part } = useLoaderData<typeof loader>()
	return <OneFormPage id={`business-user-about-${part}`} fields={aboutPartFields} schema={loadSchema} />
}
