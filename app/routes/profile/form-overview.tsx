import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { OneFormPage } from '#app/forms/one-form-page.tsx'
import { oneFormPageData, saveOneForm, type OneForm } from '#app/forms/one-form-page.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { imagesBody } from '#app/media/picture-rule.ts'
import { picturesOf } from '#app/media/pictures.ts'
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
		values: { overview: page.overview ?? '', specialty: page.profile.specialty ?? '', imageUrl: page.profile.imageUrl ?? '', coverUrl: page.coverUrl ?? '' },
		name: `${page.profile.firstName} ${page.profile.lastName}`.trim(),
	})
}

/** One "Save" for the text and the pictures: the pictures chosen are uploaded first and saved with it (ADR 0012). */
export async function action(args: ActionFunctionArgs) {
	const { api, profileTo } = await requireOwnProfile(args)
	return saveOneForm({
		request: args.request,
		form,
		schema: overviewSchema,
		pictures: { api: api.caller, fields: picturesOf(overviewFields) },
		save: async (value) => {
			await api.putImages(imagesBody(value))
			await api.putOverview(overviewBody(value))
		},
		doneTo: profileTo,
	})
}

export default function ProfileOverviewForm() {
	return <OneFormPage id="profile-overview" fields={overviewFields} schema={loadSchema} />
}
