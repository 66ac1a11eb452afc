import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { failureInit } from '#app/api/outage.ts'
import { agendaApi } from '#app/agenda/api.server.ts'
import { calendarPaths } from '#app/agenda/paths.ts'
import { placeLine } from '#app/agenda/views.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { formatTimeRange, toLocalInput } from '#app/content/display.ts'
import { DeleteEntry, isConfirmingDelete } from '#app/forms/delete-entry.tsx'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureReason, saveForm } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { agendaLinks } from '#app/agenda/styles.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound } from '#app/routing/params.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'

// The form hydrates after the page (ADR 0007): the form library is not part of the first load.
const EntryForm = hydrateLater(() => import('#app/agenda/entry-form.tsx').then((m) => m.EntryForm))

export const handle = { i18n: ['agenda', 'around-me'] }
export const meta = pageMeta
export const links = agendaLinks

/** The entry the page is about: the signed-in person's own; anyone else's, and one that never was, a 404. */
async function pageEntry(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { session } = await requireUser(args)
	const api = agendaApi(request, context, session)
	const entry = await api.entry(params.id ?? '').catch(orNotFound(request, 'agendaEntry'))
	return { api, entry }
}

/**
 * /account/agenda/{id}: one entry of one's agenda (docs/product.md#my-agenda): its title, when, where and
 * notes; "Add to calendar" (its .ics file), "Edit" (the same form as a new entry's, at `?edit`) and
 * "Delete", which asks first (`?delete=confirm`), with and without JavaScript.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { entry } = await pageEntry(args)
	const language = await i18next.getLocale(request)
	const search = new URL(request.url).searchParams
	return {
		meta: { title: entry.title, description: entry.notes.slice(0, 160) },
		entry: { id: entry.id, title: entry.title, when: formatTimeRange(entry, language) ?? '', place: placeLine(entry, language), notes: entry.notes },
		editing: search.has('edit'),
		confirmingDelete: isConfirmingDelete(request),
		defaultValue: { title: entry.title, startsAt: toLocalInput(entry.startsAt), endsAt: toLocalInput(entry.endsAt), place: entry.province ?? '', address: entry.address ?? '', notes: entry.notes },
	}
}

/** "Save" of the edit form, and "Delete" after its question. */
export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { api, entry } = await pageEntry(args)
	const formData = await readForm(request)
	const t = await i18next.getFixedT(request, 'agenda')
	if (formData.get('intent') === 'delete') {
		try {
			await api.delete(entry.id)
		} catch (error) {
			return data({ failure: failureReason(request, error) }, failureInit(error, 502))
		}
		return redirectWithSuccess('/account/agenda', t('deleted', { title: entry.title }))
	}
	const { entryBody, entryFormSchema } = await import('#app/agenda/forms.ts')
	return saveForm({
		request,
		formData,
		schema: entryFormSchema,
		save: (value) => api.update(entry.id, entryBody(value)),
		done: () => redirectWithSuccess(`/account/agenda/${entry.id}`, t('saved')),
	})
}

export default function AgendaEntryPage() {
	const { t } = useTranslation('agenda')
	const { t: tc } = useTranslation()
	const { entry, editing, confirmingDelete, defaultValue } = useLoaderData<typeof loader>()
	const failure = useActionData<{ failure?: string }>()?.failure
	return (
		<article className="stack agenda-entry">
			<p>
				<Link to="/account/agenda">{t('back')}</Link>
			</p>
			<h1>{entry.title}</h1>
			{failure ? (
				<p role="alert" className="form-error">
					{t(`errors.${failure}`, { defaultValue: t('errors.unavailable') })}
				</p>
			) : null}
			<dl className="agenda-entry__facts">
				<dt>{t('entry.when')}</dt>
				<dd>{entry.when}</dd>
				{entry.place ? (
					<>
						<dt>{t('entry.where')}</dt>
						<dd>{entry.place}</dd>
					</>
				) : null}
			</dl>
			{entry.notes ? (
				<section aria-labelledby="entry-notes" className="stack">
					<h2 id="entry-notes">{t('fields.notes')}</h2>
					<p className="agenda-entry__notes">{entry.notes}</p>
				</section>
			) : null}
			<p className="button-row">
				<a className="button button--secondary" href={calendarPaths.entry(entry.id)} download>
					{t('addToCalendar')}
				</a>
				{editing ? null : (
					<Link className="button button--secondary" to="?edit" preventScrollReset>
						{tc('forms.edit')}
					</Link>
				)}
			</p>
			{editing ? (
				<section aria-labelledby="edit-entry" className="stack">
					<h2 id="edit-entry">{t('entry.edit')}</h2>
					<EntryForm id={`agenda-entry-${entry.id}`} defaultValue={defaultValue} cancelTo={`/account/agenda/${entry.id}`} />
				</section>
			) : (
				<DeleteEntry confirming={confirmingDelete} question={t('entry.deleteQuestion', { title: entry.title })} />
			)}
		</article>
	)
}
