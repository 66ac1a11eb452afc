import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { overviewFields } from '#app/business-user/form-fields.ts'
import { overviewBody, overviewSchema } from '#app/business-user/forms.ts'
import { requireOwnBusinessUser } from '#app/business-user/owner.server.ts'
import { OneFormPage } from '#app/forms/one-form-page.tsx'
import { oneFormPageData, saveOneForm, type OneForm } from '#app/forms/one-form-page.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { imagesBody } from '#app/media/picture-rule.ts'
import { picturesOf } from '#app/media/pictures.ts'
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
		values: { overview: page.overview ?? '', imageUrl: page.imageUrl ?? '', coverUrl: page.coverUrl ?? '' },
	})
}

/** One "Save" for the text and the pictures: the pictures chosen are uploaded first and saved with it (ADR 0012). */
export async function action(args: ActionFunctionArgs) {
	const { api, id, businessUserTo } = await requireOwnBusinessUser(args)
	return saveOneForm({
		request: args.request,
		form,
		schema: overviewSchema,
		pictures: { api: api.caller, fields: picturesOf(overviewFields) },
		save: async (value) => {
			await api.putImages(id, imagesBody(value))
			await api.putOverview(id, overviewBody(value))
		},
		doneTo: businessUserTo,
	})
}

export default function BusinessUserOverviewForm() {
	return <OneFormPage id="business-user-overview" fields={overviewFields} schema={loadSchema} />
}
