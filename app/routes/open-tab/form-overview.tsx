import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { OneFormPage } from '#app/forms/one-form-page.tsx'
import { oneFormPageData, saveOneForm, type OneForm } from '#app/forms/one-form-page.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { picturesOf } from '#app/media/pictures.ts'
import { overviewFields } from '#app/open-tab/form-fields.ts'
import { overviewBody, overviewFormSchema } from '#app/open-tab/forms.ts'
import { requireOwnConnect } from '#app/open-tab/owner.server.ts'

const loadSchema = () => import('#app/open-tab/forms.ts').then((m) => m.overviewFormSchema)
const form: OneForm = { namespace: 'open-tab', labels: 'forms.overview' }

export const handle = { i18n: ['open-tab'] }
export const meta = pageMeta

/** /account/open-tab/{cid}/form/overview: the line under its title, and its picture (check-owner-open-tab). */
export async function loader(args: LoaderFunctionArgs) {
	const { page, connectTo } = await requireOwnConnect(args)
	const { connect } = page
	return oneFormPageData(args.request, form, { owner: connect.title, cancelTo: connectTo, values: { overview: connect.details.overview ?? '', imageUrl: connect.pictures[0] ?? '' } })
}

/** One "Save" for the text and the picture: the picture chosen is uploaded first and saved with it (ADR 0012). */
export async function action(args: ActionFunctionArgs) {
	const { api, cid, connectTo } = await requireOwnConnect(args)
	return saveOneForm({
		request: args.request,
		form,
		schema: overviewFormSchema,
		pictures: { api: api.caller, fields: picturesOf(overviewFields) },
		save: (value) => api.update(cid, overviewBody(value)),
		doneTo: connectTo,
	})
}

export default function ConnectOverviewForm() {
	return <OneFormPage id="open-tab-overview" fields={overviewFields} schema={loadSchema} />
}
