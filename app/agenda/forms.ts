import { z } from 'zod'
import { fromLocalInput } from '#app/content/display.ts'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { blankableLine, blankableParagraph, localMoment, max, required } from '#app/validation/rules.ts'
import { agendaLimits, agendaRangeFault, type AgendaEntryInput } from '#contracts/agenda.ts'
import { momentFault } from '#contracts/dates.ts'
import { isPlaceId } from '#app/around-me/place-field.ts'
import { placeOfId } from '#contracts/places/thailand.ts'

// The agenda entry's form (/account/agenda/create, and "Edit" on /account/agenda/{id}): one schema for the
// page (conform, loaded on demand) and its action, with the contract's limits (contracts/agenda.ts) and
// translated messages. Times as a datetime-local input gives them, read in Thailand's time whatever the
// server's zone; a place from the list; the API's body is built here beside it (entryBody).

export const entryFormSchema = z
	.object({
		title: required().pipe(max(agendaLimits.title)),
		startsAt: localMoment(),
		endsAt: localMoment(),
		place: z
			.string()
			.trim()
			.refine((value) => value === '' || isPlaceId(value), { error: encodeMessage('default') })
			.optional(),
		address: blankableLine(agendaLimits.address),
		notes: blankableParagraph(agendaLimits.notes),
		idempotencyKey: idempotencyKeyField,
	})
	.superRefine((value, ctx) => {
		// A time on a day the product does not keep has its own message; the range is not held against it too.
		const moment = (field: unknown) => (typeof field === 'string' && !momentFault(field) ? fromLocalInput(field) : undefined)
		const fault = agendaRangeFault({ startsAt: moment(value.startsAt), endsAt: moment(value.endsAt) })
		if (fault) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: fault === 'ends_before_starts' ? encodeMessage('ends_before_starts') : encodeMessage('run_max', { days: agendaLimits.maxDays }) })
	})

export type EntryFormValue = z.output<typeof entryFormSchema>

/** The form as the API's body: every field, so one left blank clears what was there; a place of the list gives its centre. */
export function entryBody(value: EntryFormValue): AgendaEntryInput {
	const place = placeOfId(value.place)
	return {
		title: value.title,
		startsAt: fromLocalInput(value.startsAt),
		endsAt: fromLocalInput(value.endsAt),
		location: place ? { lat: place.lat, lng: place.lng } : null,
		province: place?.id ?? null,
		address: value.address || null,
		notes: value.notes ?? '',
	}
}
