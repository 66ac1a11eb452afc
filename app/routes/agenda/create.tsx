import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { agendaApi } from '#app/agenda/api.server.ts'
import { isCalendarDay } from '#contracts/dates.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { newIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { saveForm } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { agendaLinks } from '#app/agenda/styles.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { bangkokToday } from '#app/agenda/views.ts'

// The form hydrates after the page (ADR 0007): the form library is not part of the first load.
const EntryForm = hydrateLater(() => import('#app/agenda/entry-form.tsx').then((m) => m.EntryForm))

export const handle = { i18n: ['agenda', 'around-me'] }
export const meta = pageMeta
export const links = agendaLinks

/**
 * /account/agenda/create: a new entry of one's agenda (docs/product.md#my-agenda): "Title", "Starts",
 * "Ends", "Place", an address and notes, then "Save"; private to the person. `?day=2026-03-02` starts it
 * on that day (the agenda's empty days link here), else tomorrow, at 09:00–10:00 in Thailand.
 */
export async function loader(args: LoaderFunctionArgs) {
	await requireUser(args)
	const t = await i18next.getFixedT(args.request, 'agenda')
	const asked = new URL(args.request.url).searchParams.get('day') ?? ''
	const day = isCalendarDay(asked) && asked >= '1900-01-01' && asked <= '2100-12-31' ? asked : new Date(Date.parse(`${bangkokToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
	return {
		meta: { title: t('create.title'), description: t('create.intro') },
		defaultValue: { title: '', startsAt: `${day}T09:00`, endsAt: `${day}T10:00`, place: '', address: '', notes: '' },
		idempotencyKey: newIdempotencyKey(),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const api = agendaApi(request, context, session)
	const { entryBody, entryFormSchema } = await import('#app/agenda/forms.ts')
	let created: { id: string } | undefined
	return saveForm({
		request,
		formData: await readForm(request),
		schema: entryFormSchema,
		save: async (value) => {
			created = await api.create(entryBody(value), value.idempotencyKey)
		},
		done: async () => redirectWithSuccess(`/account/agenda/${created!.id}`, (await i18next.getFixedT(request, 'agenda'))('saved')),
	})
}

export default function CreateAgendaEntry() {
	const { t } = useTranslation('agenda')
	const { defaultValue, idempotencyKey } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<p>
				<Link to="/account/agenda">{t('back')}</Link>
			</p>
			<h1>{t('create.title')}</h1>
			<p className="muted">{t('create.intro')}</p>
			<EntryForm id="agenda-entry-create" defaultValue={defaultValue} idempotencyKey={idempotencyKey} cancelTo="/account/agenda" />
		</div>
	)
}
