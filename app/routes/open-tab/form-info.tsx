import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { placeChoices } from '#app/around-me/place-choices.ts'
import { isPlaceId } from '#app/around-me/place-field.ts'
import { bahtTyped } from '#app/forms/baht.ts'
import { OneFormPage } from '#app/forms/one-form-page.tsx'
import { oneFormPageData, saveOneForm, type OneForm } from '#app/forms/one-form-page.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { fromApiVisibility } from '#app/open-tab/connect-visibility.ts'
import { infoFormFields, infoRequired, otherInfoFields } from '#app/open-tab/form-fields.ts'
import { infoBodyOf, infoFormSchema } from '#app/open-tab/forms.ts'
import { requireOwnConnect } from '#app/open-tab/owner.server.ts'

const loadSchema = () => import('#app/open-tab/forms.ts').then((m) => m.infoFormSchema)
const form: OneForm = { namespace: 'open-tab', labels: 'forms.info' }

export const handle = { i18n: ['open-tab', 'around-me'] }
export const meta = pageMeta

/** /account/open-tab/{cid}/form/info: its title, who sees it, whether it takes requests, its type's own fields and its place, chosen from the list (check-owner-open-tab). */
export async function loader(args: LoaderFunctionArgs) {
	const { page, connectTo } = await requireOwnConnect(args)
	const { connect } = page
	const info = connect.details.info
	const text = (value: string | null | undefined) => value ?? ''
	const language = await i18next.getLocale(args.request)
	return oneFormPageData(args.request, form, {
		owner: connect.title,
		cancelTo: connectTo,
		type: connect.details.type,
		places: placeChoices(language),
		values: {
			title: connect.title,
			visibility: fromApiVisibility(connect.visibility),
			status: connect.details.status,
			showMembers: connect.details.showMembers ? 'yes' : 'no',
			// A place of the list; one typed as words before places were chosen from it is left to choose again.
			place: isPlaceId(connect.province) ? connect.province : '',
			address: text(connect.address),
			payMin: bahtTyped(info.payMinSatang),
			payMax: bahtTyped(info.payMaxSatang),
			hours: text(info.hours),
			placeName: text(info.placeName),
			startsOn: text(info.startsOn),
			endsOn: text(info.endsOn),
			skills: (info.skills ?? []).join('\n'),
			meetingTime: text(info.meetingTime),
		},
	})
}

export async function action(args: ActionFunctionArgs) {
	const { api, cid, page, connectTo } = await requireOwnConnect(args)
	return saveOneForm({ request: args.request, form, schema: infoFormSchema, save: (value) => api.update(cid, infoBodyOf(page.connect.details.type, value)), doneTo: connectTo })
}

export default function ConnectInfoForm() {
	const { type } = useLoaderData<typeof loader>()
	return <OneFormPage id="open-tab-info" fields={infoFormFields[type] ?? otherInfoFields} schema={loadSchema} required={infoRequired} />
}
