import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { contentKinds, type ContentItem } from '#contracts/content/registry.ts'
import { kindFields } from './form-fields.ts'
import { formValuesOf } from './form-values.ts'
import { contentBody, contentFormSchema } from './forms.ts'
import { publishableKinds, type PublishableKind } from './kinds.ts'

// A content form's times (app/content/forms.ts) against its kind's contract: a time the form takes is one
// the API takes, and one the API refuses (a day before 1900 or after 2100: the date rule, contracts/dates.ts)
// the form refuses beside its field, with the date rule's message, before anything is sent.

const event = (startsAt: string, endsAt: string) => {
	const form = new FormData()
	for (const [name, value] of Object.entries({ title: 'Temple fair', startsAt, endsAt, place: 'province-mae-hong-son' })) form.set(name, value)
	return parseWithZod(form, { schema: contentFormSchema('event', 'edit') })
}

describe('a content form’s times', () => {
	test.each([
		['0001-01-01T00:00', '0001-01-01T02:00'],
		['1899-12-31T23:59', '1900-01-01T01:00'],
		['1900-01-01T00:00', '1900-01-01T02:00'],
		['2100-12-31T20:00', '2100-12-31T23:59'],
		['2100-12-31T23:00', '2101-01-01T01:00'],
		['9999-12-31T20:00', '9999-12-31T23:59'],
		['2030-01-01T10:00', '2030-01-01T12:00'],
	])('%s to %s: taken by the form exactly when the API takes it', (startsAt, endsAt) => {
		const submission = event(startsAt, endsAt)
		const taken = submission.status === 'success'
		const body = taken ? contentBody('event', submission.value) : { title: 'Temple fair', startsAt: `${startsAt}:00+07:00`, endsAt: `${endsAt}:00+07:00` }
		expect(contentKinds.event.update.safeParse(body).success).toBe(taken)
	})

	test('a time on a day the product does not keep is refused beside its field with the date rule’s message', () => {
		expect(event('0001-01-01T00:00', '2030-01-01T12:00').reply().error).toMatchObject({ startsAt: ['date_min|min=1900-01-01'] })
		expect(event('2030-01-01T10:00', '9999-12-31T23:59').reply().error).toMatchObject({ endsAt: ['date_max|max=2100-12-31'] })
		expect(event('2030-02-30T10:00', '2030-03-01T12:00').reply().error).toMatchObject({ startsAt: ['datetime'] })
	})
})

// Each kind's own fields are described once (app/content/form-fields.ts); its edit form's values
// (form-values.ts), schema and API body (forms.ts) are made from that list. An item read into its form
// and sent back unchanged is a body its contract takes, and changes nothing.
const hex = '0123456789abcdef0123456789abcdef'
const happens = { startsAt: '2030-03-02T10:00:00+07:00', endsAt: '2030-03-02T12:30:00+07:00' }
const samples: Record<PublishableKind, { details: Record<string, unknown>; startsAt?: string; endsAt?: string | null; pictures?: string[] }> = {
	agenda: { ...happens, details: {} },
	announce: { startsAt: '2030-03-01T08:00:00+07:00', endsAt: null, details: {} },
	event: { ...happens, details: { venue: 'Wat Pho', capacity: 40, priceSatang: 125050 } },
	attention: { endsAt: happens.endsAt, details: { severity: 'warning' } },
	catalogue: { details: { priceSatang: 9900, stock: 0, sku: 'TEA-01', options: ['Small', 'Large'], optionName: 'Size' } },
	media: { pictures: [], details: { videoUrl: `/media/files/${hex}.mp4` } },
	new_room: { details: { sizeSquareMetres: 24.5, monthlyRentSatang: 450000, depositSatang: null, availableFrom: '2030-04-01' } },
	story: { pictures: [`/media/${hex}-960.webp`], details: {} },
	ebook: { details: { fileUrl: `/media/files/${hex}.pdf` } },
}

describe('a content form made from its kind’s fields', () => {
	test.each(publishableKinds)('%s: an item read into its edit form and sent back unchanged is the same item', (kind) => {
		const sample = samples[kind]
		const item = {
			kind,
			title: 'ตลาดนัด',
			body: '',
			tags: ['market'],
			visibility: 'public',
			owner: { type: 'business-user', id: 'b1', name: 'Dao' },
			province: null,
			location: null,
			locationExact: false,
			pictures: sample.pictures ?? [`/media/${hex}-960.webp`],
			startsAt: sample.startsAt ?? null,
			endsAt: sample.endsAt ?? null,
			details: sample.details,
		} as unknown as ContentItem<PublishableKind>
		const { values, pictures } = formValuesOf(kind, item)
		const form = new FormData()
		for (const [name, value] of Object.entries(values)) form.set(name, value)
		for (const picture of pictures) form.append('pictures', picture)
		const submission = parseWithZod(form, { schema: contentFormSchema(kind, 'edit') })
		expect(submission.status === 'success' ? 'taken' : submission.reply().error).toBe('taken')
		const body = contentBody(kind, submission.status === 'success' ? submission.value : {})
		expect(contentKinds[kind].update.safeParse(body).success).toBe(true)
		for (const [key, value] of Object.entries(sample.details)) expect(body[key] ?? null, key).toEqual(value)
		for (const key of ['startsAt', 'endsAt'] as const) if (sample[key]) expect(body[key], key).toBe(sample[key])

		// Its emptiest: every field of its own the form does not require left blank.
		const emptiest = new FormData()
		for (const [name, value] of Object.entries(values)) emptiest.set(name, kindFields[kind].some((spec) => spec.name === name && !spec.required) ? '' : value)
		// A media item's album stands in for the video left out.
		emptiest.append('pictures', `/media/${hex}-960.webp`)
		emptiest.set('idempotencyKey', '2f1c1a52-2a5e-4f8e-9c7a-0c4b2f1d9e11')
		const taken = parseWithZod(emptiest, { schema: contentFormSchema(kind, 'create') })
		expect(taken.status === 'success' ? 'taken' : taken.reply().error).toBe('taken')
		const created = contentKinds[kind].create.safeParse(contentBody(kind, taken.status === 'success' ? taken.value : {}))
		expect(created.success ? 'taken' : created.error.issues).toBe('taken')
	})
})

describe('a content form’s community', () => {
	const withCommunity = (kind: PublishableKind, fields: Record<string, string>) => {
		const form = new FormData()
		for (const [name, value] of Object.entries({ title: 'Lane meeting', startsAt: '2030-01-01T10:00', endsAt: '2030-01-01T12:00', ...fields })) form.set(name, value)
		return parseWithZod(form, { schema: contentFormSchema(kind, 'create') })
	}
	const id = '0b7e2c4a-1f2d-4c3b-9a8e-5d6f7a8b9c0d'

	test('an event or agenda item is sent with the community chosen, or null for None; not a business user’s', () => {
		for (const kind of ['event', 'agenda'] as const) {
			const chosen = withCommunity(kind, { communityId: id, idempotencyKey: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' })
			expect(chosen.status).toBe('success')
			const body = contentBody(kind, chosen.status === 'success' ? chosen.value : {})
			expect(body.communityId).toBe(id)
			expect(contentKinds[kind].create.safeParse(body).success).toBe(true)
			const none = withCommunity(kind, { communityId: '', idempotencyKey: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' })
			expect(contentBody(kind, none.status === 'success' ? none.value : {}).communityId).toBeNull()
			const business = withCommunity(kind, { communityId: id, postAs: id, idempotencyKey: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' })
			expect(contentBody(kind, business.status === 'success' ? business.value : {})).not.toHaveProperty('communityId')
		}
		expect(withCommunity('event', { communityId: 'not-a-community' }).reply().error).toHaveProperty('communityId')
	})
})
