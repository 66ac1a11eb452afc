import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { requireOwnerBusiness } from '#app/auth/guards.server.ts'
import { EntryFormPage } from '#app/forms/entry-page.tsx'
import { newIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { entryPageData, saveEntry, type EntryForm } from '#app/forms/entry-page.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { picturesOf } from '#app/media/pictures.ts'
import { entryFields, entryRequired, goalFields } from '#app/open-tab/form-fields.ts'
import { entryBody, entryFormSchema } from '#app/open-tab/forms.ts'
import { requireOwnConnect } from '#app/open-tab/owner.server.ts'
import { connectFormPath } from '#app/open-tab/paths.ts'
import { notFound } from '#app/routing/params.server.ts'
import { openTabParts, type OpenTabPart } from '#contracts/open-tab-limits.ts'

const loadSchema = () => import('#app/open-tab/forms.ts').then((m) => m.entryFormSchema)

export const handle = { i18n: ['open-tab'] }
export const meta = pageMeta

/** `…/about-us/{goal|our-business|our-story}/{id|create}` → the part and the entry's id (null to create). */
function entryRouteOf(pathname: string): { part: OpenTabPart; id: string | null } | null {
	const match = /\/form\/about-us\/([a-z-]+)\/([^/]+)\/?$/.exec(pathname)
	const part = openTabParts.find((candidate) => candidate === match?.[1])
	if (!part || !match) return null
	return { part, id: match[2] === 'create' ? null : decodeURIComponent(match[2]!) }
}

/**
 * /account/open-tab/{cid}/form/about-us/{goal|our-business|our-story}/{id|create}: one about-us entry of a
 * connect, made, changed or deleted (with a confirmation) by its owner (check-owner-open-tab). A goal
 * taken on by a business user is also its owner's or admin's to change (check-owner-business,
 * docs/decisions/0032-open-tab-connects-on-content.md); a new goal may name one of the business users they hold.
 */
async function requireEntry(args: LoaderFunctionArgs) {
	const owner = await requireOwnConnect(args)
	const route = entryRouteOf(new URL(args.request.url).pathname)
	if (!route) throw notFound(args.request)
	const entry = route.id ? owner.page.parts[route.part].find((candidate) => candidate.id === route.id) : null
	if (route.id && !entry) throw notFound(args.request)
	if (entry?.businessUser) await requireOwnerBusiness(args, entry.businessUser.id)
	const form: EntryForm = { namespace: 'open-tab', labels: `forms.${route.part}` }
	return { ...owner, part: route.part, form, entry: entry ?? null, hubTo: connectFormPath(owner.cid, 'about-us') }
}

export async function loader(args: LoaderFunctionArgs) {
	const { part, form, entry, hubTo, user } = await requireEntry(args)
	const values = { title: entry?.title ?? '', body: entry?.body ?? '', imageUrl: entry?.imageUrl ?? '', businessUserId: entry?.businessUser?.id ?? '' }
	// The business users a goal may name: those the person holds (its owner or an admin).
	const businessUsers = part === 'goal' ? user.businessUsers.filter((each) => each.isAdmin).map((each) => ({ id: each.id, name: each.name })) : []
	return entryPageData(args.request, form, { name: entry?.title ?? '', isNew: !entry, values, hubTo, part, businessUsers })
}

export async function action(args: ActionFunctionArgs) {
	const { api, cid, part, form, entry, hubTo } = await requireEntry(args)
	return saveEntry({
		request: args.request,
		form,
		schema: entryFormSchema,
		pictures: { api: api.caller, fields: picturesOf(entryFields) },
		save: (value) => (entry ? api.updateEntry(cid, part, entry.id, entryBody(part, value)) : api.addEntry(cid, part, entryBody(part, value), value.idempotencyKey ?? newIdempotencyKey())),
		remove: entry ? () => api.removeEntry(cid, part, entry.id) : null,
		hubTo,
	})
}

export default function ConnectEntryForm() {
	const { part, businessUsers } = useLoaderData<typeof loader>()
	const fields = useMemo(() => (part === 'goal' && businessUsers.length > 0 ? goalFields(businessUsers) : entryFields), [part, businessUsers])
	return <EntryFormPage id={`open-tab-${part}`} fields={fields} schema={loadSchema} required={entryRequired} />
}
