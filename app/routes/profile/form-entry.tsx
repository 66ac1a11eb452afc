import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { EntryFormPage } from '#app/forms/entry-page.tsx'
import { entryPageData, saveEntry, type EntryForm } from '#app/forms/entry-page.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { picturesOf } from '#app/media/pictures.ts'
import { entryRouteOf, entrySections } from '#app/profile/entries.server.ts'
import { entryForms } from '#app/profile/form-fields.ts'
import { requireOwnProfile } from '#app/profile/own-profile.server.ts'
import { notFound } from '#app/routing/params.server.ts'

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
	const form: EntryForm = { namespace: 'profile', labels: entryForms[route.section].labels }
	return { ...owner, name: route.section, form, id: route.id, section, entry: entry ?? null, hubTo: `${owner.profileTo}/form/about-us` }
}

export async function loader(args: LoaderFunctionArgs) {
	const { name, form, section, entry, hubTo } = await requireEntry(args)
	return entryPageData(args.request, form, { name: entry ? section.nameOf(entry) : '', isNew: !entry, values: section.values(entry), hubTo, section: name })
}

export async function action(args: ActionFunctionArgs) {
	const { api, name, form, id, section, hubTo } = await requireEntry(args)
	return saveEntry({
		request: args.request,
		form,
		schema: section.schema,
		// A story's picture is uploaded first; the entry is then saved with its URL.
		pictures: { api: api.caller, fields: picturesOf(entryForms[name].fields) },
		save: (value) => (id ? api.updateEntry(name, id, section.body(value)) : api.createEntry(name, section.body(value) as never, value.idempotencyKey)),
		remove: id ? () => api.deleteEntry(name, id) : null,
		hubTo,
	})
}

export default function ProfileEntryForm() {
	const { section } = useLoaderData<typeof loader>()
	const spec = entryForms[section]
	return <EntryFormPage id={`profile-${section}`} fields={spec.fields} schema={spec.schema} required={spec.required} />
}
