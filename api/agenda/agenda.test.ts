import { beforeAll, describe, expect, test } from 'vitest'
import { agendaEntries, calendarFeeds } from '#api/db/schema.ts'
import { ok } from '#api/testing/ok.ts'
import { contentExample, siamSquare } from '#api/testing/content-examples.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { Agenda, AgendaFeed, AgendaFeedToken, AgendaItem } from '#contracts/agenda.ts'
import type { ContentItem } from '#contracts/content/registry.ts'

// My agenda (docs/product.md#my-agenda): entries are their owner's alone (anyone else: 404 on every read
// and write); the agenda merges them with the events one is going to that one may still see; the
// calendar files are RFC 5545 in UTC; the feed's address is renewed, and the old one then answers 404.

const api = useHarness()
type Person = Awaited<ReturnType<typeof api.somebody>>
let niran: Person
let dao: Person

beforeAll(async () => {
	niran = await api.somebody('Niran')
	dao = await api.somebody('Dao')
}, 60_000)

const DAY = 24 * 60 * 60 * 1000
/** A day `days` from now, at 09:00 in Bangkok, written with Bangkok's offset. */
function bangkok(days: number, hour = 9) {
	const day = new Date(Date.now() + 7 * 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10)
	return `${day}T${String(hour).padStart(2, '0')}:00:00+07:00`
}
const create = async (who: Person, body: Record<string, unknown>) => ok<AgendaItem>(await api.call('POST', '/v1/me/agenda/entries', { token: who.token, body }), 201)
const agendaOf = async (who: Person, query = '') => ok<Agenda>(await api.call('GET', `/v1/me/agenda${query}`, { token: who.token }))

/** An iCalendar text's content lines, unfolded (RFC 5545 §3.1), each as its name (with parameters) and value. */
function linesOf(text: string) {
	expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true)
	return text
		.replace(/\r\n[ \t]/g, '')
		.split('\r\n')
		.filter(Boolean)
		.map((line) => {
			const colon = line.indexOf(':')
			return [line.slice(0, colon), line.slice(colon + 1)] as const
		})
}
/** The VEVENTs of a calendar text, as maps of their properties. */
function eventsOf(text: string) {
	const events: Array<Map<string, string>> = []
	let current: Map<string, string> | null = null
	for (const [name, value] of linesOf(text)) {
		if (name === 'BEGIN' && value === 'VEVENT') current = new Map()
		else if (name === 'END' && value === 'VEVENT') {
			events.push(current!)
			current = null
		} else current?.set(name.split(';')[0]!, value)
	}
	return events
}

describe('entries', () => {
	test('create, read, change and delete one’s own; anyone else gets 404 for each, and nothing changes', async () => {
		const entry = await create(niran, { title: 'Dentist', startsAt: bangkok(2), endsAt: bangkok(2, 10), address: '1 Rama I Road', notes: 'Bring the card\nFloor 3', location: siamSquare, province: 'bangkok-pathum-wan' })
		expect(entry).toMatchObject({ type: 'entry', title: 'Dentist', notes: 'Bring the card\nFloor 3', sequence: 0, item: null, address: '1 Rama I Road', location: siamSquare })
		expect(entry.startsAt).toBe(new Date(bangkok(2)).toISOString())
		const path = `/v1/me/agenda/entries/${entry.id}`
		const changed = { title: 'Someone else’s', startsAt: bangkok(3), endsAt: bangkok(3, 10) }
		for (const [method, suffix, body] of [
			['GET', '', undefined],
			['PUT', '', changed],
			['DELETE', '', undefined],
			['GET', '/calendar', undefined],
		] as const) {
			const answer = await api.call(method, `${path}${suffix}`, { token: dao.token, body })
			expect(answer.status, `${method} ${suffix}`).toBe(404)
		}
		expect(await ok<AgendaItem>(await api.call('GET', path, { token: niran.token }))).toEqual(entry)
		// No token at all: 401.
		expect((await api.call('GET', path)).status).toBe(401)

		const edited = await ok<AgendaItem>(await api.call('PUT', path, { token: niran.token, body: { title: 'Dentist (moved)', startsAt: bangkok(4), endsAt: bangkok(4, 11) } }))
		expect(edited).toMatchObject({ title: 'Dentist (moved)', sequence: 1, notes: '', address: null, location: null })
		expect((await api.call('DELETE', path, { token: niran.token })).status).toBe(204)
		expect((await api.call('GET', path, { token: niran.token })).status).toBe(404)
		expect((await api.call('DELETE', path, { token: niran.token })).status).toBe(404)
	})

	test('an end before the start, a run over 31 days, a day not kept and a bad id are refused (4xx), and nothing is stored', async () => {
		const before = (await api.db.select().from(agendaEntries)).length
		for (const body of [
			{ title: 'Backwards', startsAt: bangkok(2, 10), endsAt: bangkok(2, 9) },
			{ title: 'Too long', startsAt: bangkok(2), endsAt: bangkok(40) },
			{ title: 'Ancient', startsAt: '0001-01-01T10:00:00+07:00', endsAt: '0001-01-01T11:00:00+07:00' },
			{ title: '', startsAt: bangkok(2), endsAt: bangkok(2, 10) },
			{ title: 'Nul\u0000', startsAt: bangkok(2), endsAt: bangkok(2, 10) },
			{ title: 'No end', startsAt: bangkok(2) },
		]) {
			const answer = await api.call('POST', '/v1/me/agenda/entries', { token: niran.token, body })
			expect(answer.status, JSON.stringify(body)).toBe(400)
		}
		expect((await api.call('GET', '/v1/me/agenda/entries/not-a-uuid', { token: niran.token })).status).toBe(404)
		expect((await api.db.select().from(agendaEntries)).length).toBe(before)
	})
})

describe('the agenda', () => {
	test('merges one’s entries and the events one is going to by start, only those one may still see', async () => {
		const who = await api.somebody('Pim')
		const owner = await api.somebody('Somchai')
		const event = await ok<ContentItem>(await api.call('POST', '/v1/me/content/event', { token: owner.token, body: { ...contentExample('event', { video: '', pdf: '' }), title: 'Cupping', startsAt: bangkok(5, 8), endsAt: bangkok(5, 12), capacity: null } }), 201)
		const secret = await ok<ContentItem>(await api.call('POST', '/v1/me/content/event', { token: owner.token, body: { ...contentExample('event', { video: '', pdf: '' }), title: 'Tasting', startsAt: bangkok(6, 8), endsAt: bangkok(6, 12), capacity: null } }), 201)
		for (const id of [event.id, secret.id]) await ok(await api.call('PUT', `/v1/content/event/${id}/going`, { token: who.token }))
		await create(who, { title: 'Yoga', startsAt: bangkok(5, 7), endsAt: bangkok(5, 8) })
		await create(who, { title: 'Lunch', startsAt: bangkok(5, 12), endsAt: bangkok(5, 13) })
		await create(who, { title: 'Far away', startsAt: bangkok(60), endsAt: bangkok(60, 10) })

		const agenda = await agendaOf(who)
		expect(agenda.items.map((item) => [item.type, item.title])).toEqual([
			['entry', 'Yoga'],
			['going', 'Cupping'],
			['entry', 'Lunch'],
			['going', 'Tasting'],
		])
		expect(agenda.items[1]!.item).toEqual({ kind: 'event', owner: { type: 'person', id: owner.uuid } })
		expect(agenda.feed).toEqual({ active: false, createdAt: null })
		// Nobody else sees any of it.
		expect((await agendaOf(dao)).items.map((item) => item.title)).not.toContain('Yoga')
		// A range asked: the 60th day's.
		expect((await agendaOf(who, `?from=${encodeURIComponent(bangkok(59))}&to=${encodeURIComponent(bangkok(61))}`)).items.map((item) => item.title)).toEqual(['Far away'])
		// Backwards, or longer than 92 days: 400.
		expect((await api.call('GET', `/v1/me/agenda?from=${encodeURIComponent(bangkok(5))}&to=${encodeURIComponent(bangkok(4))}`, { token: who.token })).status).toBe(400)
		expect((await api.call('GET', `/v1/me/agenda?from=${encodeURIComponent(bangkok(1))}&to=${encodeURIComponent(bangkok(100))}`, { token: who.token })).status).toBe(400)

		// The event turned for followers only (Pim does not follow its owner): it drops out, and its file is a 404.
		await ok(await api.call('PATCH', `/v1/content/event/${secret.id}`, { token: owner.token, body: { visibility: 'followers' } }))
		expect((await agendaOf(who)).items.map((item) => item.title)).toEqual(['Yoga', 'Cupping', 'Lunch'])
		expect((await api.call('GET', `/v1/me/agenda/going/${secret.id}/calendar`, { token: who.token })).status).toBe(404)
		// Deleted: gone too.
		expect((await api.call('DELETE', `/v1/content/event/${event.id}`, { token: owner.token })).status).toBe(204)
		expect((await agendaOf(who)).items.map((item) => item.title)).toEqual(['Yoga', 'Lunch'])
	})
})

describe('calendar files', () => {
	test('an entry’s: UTC times (09:00 in Bangkok is 02:00Z), UID, SEQUENCE that goes up with each change, LOCATION, DESCRIPTION and URL', async () => {
		const entry = await create(niran, { title: 'Meeting; with, commas', startsAt: bangkok(3), endsAt: bangkok(3, 10), address: 'Siam Square, Bangkok', notes: 'Line one\nLine two: a long line that the library folds at seventy-five octets, ภาษาไทยด้วย' })
		const answer = await api.call('GET', `/v1/me/agenda/entries/${entry.id}/calendar?web=${encodeURIComponent('https://robtua.example')}`, { token: niran.token })
		expect(answer.status).toBe(200)
		expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/)
		const text = await answer.text()
		expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true)
		// No line over 75 octets: long ones are folded.
		expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
		expect(text).not.toMatch(/TZID|VTIMEZONE/)
		const [event] = eventsOf(text)
		const day = bangkok(3).slice(0, 10).replaceAll('-', '')
		expect(Object.fromEntries(event!)).toMatchObject({
			UID: `${entry.id}@robtua`,
			SEQUENCE: '0',
			DTSTART: `${day}T020000Z`,
			DTEND: `${day}T030000Z`,
			SUMMARY: 'Meeting\\; with\\, commas',
			LOCATION: 'Siam Square\\, Bangkok',
			DESCRIPTION: 'Line one\\nLine two: a long line that the library folds at seventy-five octets\\, ภาษาไทยด้วย',
			URL: `https://robtua.example/account/agenda/${entry.id}`,
		})
		expect(event!.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/)

		await ok(await api.call('PUT', `/v1/me/agenda/entries/${entry.id}`, { token: niran.token, body: { title: 'Meeting', startsAt: bangkok(3, 13), endsAt: bangkok(3, 14) } }))
		await ok(await api.call('PUT', `/v1/me/agenda/entries/${entry.id}`, { token: niran.token, body: { title: 'Meeting', startsAt: bangkok(3, 14), endsAt: bangkok(3, 15) } }))
		const [again] = eventsOf(await (await api.call('GET', `/v1/me/agenda/entries/${entry.id}/calendar`, { token: niran.token })).text())
		expect(again!.get('SEQUENCE')).toBe('2')
		expect(again!.get('UID')).toBe(`${entry.id}@robtua`)
		expect(again!.get('DTSTART')).toBe(`${day}T070000Z`)
		// Without the web's origin, no URL; an origin that is none is a 400.
		expect(again!.has('URL')).toBe(false)
		expect((await api.call('GET', `/v1/me/agenda/entries/${entry.id}/calendar?web=javascript:alert(1)`, { token: niran.token })).status).toBe(400)
	})

	test('the feed: made, fetched without a sign-in, renewed (the old address then 404), stopped', async () => {
		const who = await api.somebody('Mali')
		await create(who, { title: 'Market day', startsAt: bangkok(1), endsAt: bangkok(1, 11) })
		await create(who, { title: 'Long ago', startsAt: bangkok(-60), endsAt: bangkok(-60, 10) })
		expect(await ok<AgendaFeed>(await api.call('GET', '/v1/me/agenda/feed', { token: who.token }))).toEqual({ active: false, createdAt: null })
		const first = await ok<AgendaFeedToken>(await api.call('POST', '/v1/me/agenda/feed', { token: who.token }), 201)
		expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
		// Only the hash is kept.
		const [stored] = await api.db.select().from(calendarFeeds)
		expect(JSON.stringify(await api.db.select().from(calendarFeeds))).not.toContain(first.token)
		expect(stored).toBeDefined()

		const feed = await api.call('GET', `/v1/agenda/feed/${first.token}`)
		expect(feed.status).toBe(200)
		const text = await feed.text()
		const lines = new Map(linesOf(text))
		expect(lines.get('REFRESH-INTERVAL;VALUE=DURATION')).toBe('PT1H')
		expect(lines.get('X-PUBLISHED-TTL')).toBe('PT1H')
		expect(eventsOf(text).map((event) => event.get('SUMMARY'))).toEqual(['Market day'])

		const second = await ok<AgendaFeedToken>(await api.call('POST', '/v1/me/agenda/feed', { token: who.token }), 201)
		expect(second.token).not.toBe(first.token)
		expect((await api.call('GET', `/v1/agenda/feed/${first.token}`)).status).toBe(404)
		expect((await api.call('GET', `/v1/agenda/feed/${second.token}`)).status).toBe(200)
		expect((await api.call('GET', '/v1/agenda/feed/nothing-at-all')).status).toBe(404)
		expect((await ok<AgendaFeed>(await api.call('GET', '/v1/me/agenda/feed', { token: who.token }))).active).toBe(true)
		expect((await api.call('DELETE', '/v1/me/agenda/feed', { token: who.token })).status).toBe(204)
		expect((await api.call('GET', `/v1/agenda/feed/${second.token}`)).status).toBe(404)
	})

	test('the whole agenda’s file holds one’s entries and what one is going to', async () => {
		const answer = await api.call('GET', '/v1/me/agenda/calendar', { token: niran.token })
		expect(answer.status).toBe(200)
		expect(answer.headers.get('content-disposition')).toContain('my-agenda.ics')
		expect(eventsOf(await answer.text()).length).toBeGreaterThan(0)
	})
})
