import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { contentKinds } from '#contracts/content/registry.ts'
import { contentBody, contentFormSchema } from './forms.ts'

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
