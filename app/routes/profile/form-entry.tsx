import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { DeleteEntry, isConfirmingDelete } from '#app/forms/delete-entry.tsx'
import { failureReason, saveForm } from '#app/forms/save-form.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { newIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pictureRefusals, readPictureForm } from '#app/media/picture-form.server.ts'
import { picturesOf } from '#app/media/pictures.ts'
import { entryRouteOf, entrySections } from '#app/profile/entries.server.ts'
import { entryForms } from '#app/profile/form-fields.ts'
import { requireOwnProfile } from '#app/profile/own-profile.server.ts'
import { notFound } from '#app/routing/params.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { failureInit } from '#app/api/outage.ts'

const EditForm = hydrateLater(() => import('#app/forms/edit-form.tsx').then((m) => m.EditForm))

export const handle = { i18n: ['profile'] }
export const meta = pageMeta

type Section = (typeof entrySections)[keyof typeof entrySections]
type AnyEntry = { id: string }
// The three sections differ in their fields only; one page serves them all through their descriptions.
type LooseSection = {
	schema: Section['schema']
	entries: (page: Parameters<Section['entries']>[0]) => AnyEntry[]
	nameOf: (entry: AnyEntry) => string
	values: (entry: AnyEntry | null) => Record<string, string>
	body: (value: unknown) => Record<string, unknown>
}

/**
 * /profiles/{uuid}/form/about-us/{education-experience|our-story|skill-talent}/{id|create}: one entry of
 * an about-us list, created, changed or deleted (with a confirmation) by the profile's owner.
 */
async function requireEntry(args: LoaderFunctionArgs) {
	const owner = await requireOwnProfile(args)
	const route = entryRouteOf(new URL(args.request.url).pathname)
	if (!route) throw notFound(args.request)
	const section = entrySections[route.section] as unknown as LooseSection
	const page = await owner.api.page(owner.uuid)
	const entry = route.id ? section.entries(page).find((candidate) => candidate.id === route.id) : null
	if (route.id && !entry) throw notFound(args.request)
	return { ...owner, form: route.section, id: route.id, section, entry: entry ?? null, hubTo: `${owner.profileTo}/form/about-us` }
}

export async function loader(args: LoaderFunctionArgs) {
	const { form, section, entry, hubTo } = await requireEntry(args)
	const t = await i18next.getFixedT(args.request, 'profile')
	const { labels } = entryForms[form]
	const title = entry ? t(`${labels}.editTitle`, { name: section.nameOf(entry) }) : t(`${labels}.createTitle`)
	return {
		meta: { title, description: t(`${labels}.intro`) },
		title,
		name: entry ? section.nameOf(entry) : '',
		form,
		isNew: !entry,
		hubTo,
		values: section.values(entry),
		// A new entry's form carries an idempotency key (ADR 0016): sent again after a failure, it is not added twice.
		idempotencyKey: entry ? null : newIdempotencyKey(),
		confirmingDelete: Boolean(entry) && isConfirmingDelete(args.request),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { api, form, id, section, hubTo } = await requireEntry(args)
	// A story's picture is uploaded first; the entry is then saved with its URL.
	const { formData, failures } = await readPictureForm(request, api.caller, picturesOf(entryForms[form].fields))
	const t = await i18next.getFixedT(request, 'profile')
	if (formData.get('intent') === 'delete' && id) {
		try {
			await api.deleteEntry(form, id)
		} catch (error) {
			return data({ deleteFailed: failureReason(request, error) }, failureInit(error, 502))
		}
		return redirectWithSuccess(hubTo, t('forms.deleted'))
	}
	return saveForm({
		request,
		formData,
		schema: section.schema,
		refusals: pictureRefusals(failures),
		save: (value) => (id ? api.updateEntry(form, id, section.body(value)) : api.createEntry(form, section.body(value) as never, value.idempotencyKey)),
		done: () => redirectWithSuccess(hubTo, t('forms.saved')),
	})
}

export default function ProfileEntryForm() {
	const { t } = useTranslation('profile')
	const { title, name, form, isNew, hubTo, values, idempotencyKey, confirmingDelete } = useLoaderData<typeof loader>()
	const spec = entryForms[form]
	return (
		<div className="form-page">
			<h1>{title}</h1>
			<p className="muted">{t(`${spec.labels}.intro`)}</p>
			<EditForm id={`profile-${form}`} namespace="profile" labels={spec.labels} fields={spec.fields} schema={spec.schema} required={spec.required} defaultValue={values} cancelTo={hubTo} idempotencyKey={idempotencyKey ?? undefined} />
			{isNew ? null : <DeleteEntry confirming={confirmingDelete} question={t('forms.deleteQuestion', { name })} />}
		</div>
	)
}
