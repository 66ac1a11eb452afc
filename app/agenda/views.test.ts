import { describe, expect, test } from 'vitest'
import type { AgendaItem } from '#contracts/agenda.ts'
import { entryBody, entryFormSchema } from './forms.ts'
import { agendaDays, rangeOfPage } from './views.ts'

// My agenda's pages (docs/product.md#my-agenda): days in Thailand's time in the reader's calendar, pages of
// 30 days, and the form's times read as Thailand's whatever the server's zone.

const item = (over: Partial<AgendaItem>): AgendaItem => ({
	type: 'entry',
	id: '00000000-0000-4000-8000-000000000001',
	title: 'Dentist',
	startsAt: '2026-03-02T02:00:00.000Z',
	endsAt: '2026-03-02T03:00:00.000Z',
	location: null,
	address: null,
	province: null,
	notes: '',
	sequence: 0,
	item: null,
	updatedAt: '2026-03-01T00:00:00.000Z',
	...over,
})

describe('the agenda by day', () => {
	test('a day is Thailand’s: 23:30 UTC is the next morning in Bangkok; Thai writes the Buddhist year', () => {
		const items = [item({ startsAt: '2026-03-01T23:30:00.000Z', endsAt: '2026-03-02T00:30:00.000Z' }), item({ id: '00000000-0000-4000-8000-000000000002', type: 'going', title: 'Cupping', item: { kind: 'event', owner: { type: 'business-user', id: 'b1' } } })]
		const [day] = agendaDays(items, 'en')
		expect(day!.day).toBe('2026-03-02')
		expect(day!.heading).toBe('Monday, March 2, 2026')
		// Times as every page writes them (Intl's thin spaces read as spaces here).
		expect(day!.lines.map((line) => [line.time.replace(/\s/g, ' '), line.href])).toEqual([
			['6:30 – 7:30 AM', '/account/agenda/00000000-0000-4000-8000-000000000001'],
			['9:00 – 10:00 AM', '/business-user/b1/event/00000000-0000-4000-8000-000000000002'],
		])
		expect(agendaDays(items, 'th')[0]!.lines[0]!.time).toBe('6:30–7:30')
		expect(agendaDays(items, 'th')[0]!.heading).toContain('2569')
	})

	test('something of several days is under each of its days on the page, with its whole range; an end at midnight ends the day before', () => {
		const festival = item({ title: 'Festival', startsAt: '2026-03-01T03:00:00.000Z', endsAt: '2026-03-03T17:00:00.000Z' }) // 1 March 10:00 to 4 March 00:00 in Bangkok
		const dentist = item({ id: '00000000-0000-4000-8000-000000000002' })
		const days = agendaDays([festival, dentist], 'en', { from: '2026-03-02', lastDay: '2026-03-31' })
		expect(days.map((day) => [day.day, day.lines.map((line) => line.title)])).toEqual([
			['2026-03-02', ['Festival', 'Dentist']],
			['2026-03-03', ['Festival']],
		])
		expect(days[1]!.lines[0]!.time).toMatch(/^Mar 1, 2026.*–.*Mar 4, 2026/)
		expect(agendaDays([festival], 'en').map((day) => day.day)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03'])
	})

	test('pages of 30 days from `?from=`, today in Thailand otherwise; a day that is none is today', () => {
		const now = new Date('2026-03-01T20:00:00Z') // 03:00 on 2 March in Bangkok
		expect(rangeOfPage(new URLSearchParams(), now)).toMatchObject({ from: '2026-03-02', later: '2026-04-01', earlier: '2026-01-31', query: { from: '2026-03-02T00:00:00+07:00', to: '2026-04-01T00:00:00+07:00' } })
		expect(rangeOfPage(new URLSearchParams('from=2026-02-31'), now).from).toBe('2026-03-02')
		expect(rangeOfPage(new URLSearchParams('from=2030-01-15'), now).lastDay).toBe('2030-02-13')
	})
})

describe('the entry form', () => {
	test('times are Thailand’s whatever the server’s zone; an end before the start is refused beside Ends', () => {
		const parsed = entryFormSchema.parse({ title: ' Dentist ', startsAt: '2026-03-02T09:00', endsAt: '2026-03-02T10:00', place: 'bangkok-pathum-wan', notes: 'Floor 3' })
		const body = entryBody(parsed)
		expect(body).toMatchObject({ title: 'Dentist', startsAt: '2026-03-02T09:00:00+07:00', endsAt: '2026-03-02T10:00:00+07:00', province: 'bangkok-pathum-wan', address: null, notes: 'Floor 3' })
		expect(new Date(body.startsAt).toISOString()).toBe('2026-03-02T02:00:00.000Z')
		const refused = entryFormSchema.safeParse({ title: 'Dentist', startsAt: '2026-03-02T09:00', endsAt: '2026-03-02T08:00' })
		expect(refused.success).toBe(false)
		expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['endsAt'])
		expect(entryFormSchema.safeParse({ title: 'Dentist', startsAt: '2026-03-02T09:00', endsAt: '2026-03-02T10:00', place: 'atlantis' }).success).toBe(false)
	})
})
