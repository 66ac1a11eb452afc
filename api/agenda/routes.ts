import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { idempotency, idempotencyKeyHeader, withIdempotencyResponses } from '#api/http/idempotency.ts'
import { anyIdParams, errors, json, jsonBody, readResponses, signedInRoute } from '#api/http/openapi.ts'
import { notFound } from '#api/http/problems.ts'
import { agendaEntryInputSchema, agendaFeedSchema, agendaFeedTokenSchema, agendaItemSchema, agendaLimits, agendaQuerySchema, agendaSchema, calendarQuerySchema } from '#contracts/agenda.ts'
import { calendarOf } from './calendar.ts'
import { agendaForCalendar, createEntry, deleteEntry, deleteFeed, feedOwner, readAgenda, readEntry, readFeed, readGoing, renewFeed, updateEntry } from './service.ts'

// My agenda (docs/product.md#my-agenda): /v1/me/agenda for the caller's agenda, entries and feed address,
// each theirs alone (anyone else's entry is a 404); /v1/agenda/feed/{token} the feed calendar apps fetch,
// with no token of ours but the address's own.

const tags = ['Agenda']
const who = 'Only its owner; anyone else’s entry is a 404.'
const calendarFile = (description: string) => ({ description, content: { 'text/calendar': { schema: z.string() } } })
const tokenParams = z.object({ token: z.string().max(100).describe('The feed address’s token, as POST /v1/me/agenda/feed answered it') })

/** A calendar file's answer: downloaded as `name`, never kept by a shared cache. */
function calendarAnswer(c: Context<ApiEnv>, text: string, name: string | null) {
	c.header('Content-Type', 'text/calendar; charset=utf-8')
	c.header('Cache-Control', 'private, no-store')
	if (name) c.header('Content-Disposition', `attachment; filename="${name}"`)
	return c.body(text, 200)
}

export function agendaRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const { db } = deps

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/agenda',
			summary: 'The caller’s agenda: their entries and what they are going to, by start',
			description: `What overlaps \`from\`–\`to\` (the next ${agendaLimits.defaultRangeDays} days unless asked; at most ${agendaLimits.maxRangeDays} days): the caller’s entries and the items they said “I’m going” to that they may still see, each marked \`entry\` or \`going\`; and whether the caller has a feed address.`,
			request: { query: agendaQuerySchema },
			responses: { 200: json(agendaSchema, 'The agenda'), ...errors(400, 401) },
		}),
		async (c) => c.json(await readAgenda(db, c.var.caller.profile, c.req.valid('query')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/agenda/calendar',
			summary: 'The caller’s whole agenda as an iCalendar file',
			description: `From ${agendaLimits.feedDaysBack} days back to a year ahead, times in UTC.`,
			request: { query: calendarQuerySchema },
			responses: { 200: calendarFile('The calendar (text/calendar)'), ...errors(400, 401) },
		}),
		async (c) => calendarAnswer(c, calendarOf(await agendaForCalendar(db, c.var.caller.profile.id), { web: c.req.valid('query').web }), 'my-agenda.ics') as never,
	)
	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotency(db)],
			tags,
			method: 'post',
			path: '/me/agenda/entries',
			summary: 'Add an entry to one’s agenda',
			description: 'Private to the caller.',
			parameters: [idempotencyKeyHeader],
			request: { body: jsonBody(agendaEntryInputSchema) },
			responses: withIdempotencyResponses({ 201: json(agendaItemSchema, 'The new entry'), ...errors(400, 401) }),
		}),
		async (c) => c.json(await createEntry(db, c.var.caller.profile, c.req.valid('json')), 201),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/agenda/entries/{id}',
			summary: 'One of the caller’s entries',
			description: who,
			request: { params: anyIdParams },
			responses: { 200: json(agendaItemSchema, 'The entry'), ...readResponses },
		}),
		async (c) => c.json(await readEntry(db, c.var.caller.profile, c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/me/agenda/entries/{id}',
			summary: 'Change an entry (every field; one left out is cleared)',
			description: `Its SEQUENCE goes up by one. ${who}`,
			request: { params: anyIdParams, body: jsonBody(agendaEntryInputSchema) },
			responses: { 200: json(agendaItemSchema, 'The entry'), ...readResponses },
		}),
		async (c) => c.json(await updateEntry(db, c.var.caller.profile, c.req.valid('param').id, c.req.valid('json')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/me/agenda/entries/{id}',
			summary: 'Delete an entry',
			description: who,
			request: { params: anyIdParams },
			responses: { 204: { description: 'Deleted' }, ...readResponses },
		}),
		async (c) => {
			await deleteEntry(db, c.var.caller.profile, c.req.valid('param').id)
			return c.body(null, 204)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/agenda/entries/{id}/calendar',
			summary: 'One entry as an iCalendar file',
			description: who,
			request: { params: anyIdParams, query: calendarQuerySchema },
			responses: { 200: calendarFile('The entry (text/calendar)'), ...readResponses },
		}),
		async (c) => calendarAnswer(c, calendarOf([await readEntry(db, c.var.caller.profile, c.req.valid('param').id)], { web: c.req.valid('query').web }), 'agenda-entry.ics') as never,
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/agenda/going/{id}/calendar',
			summary: 'An item one is going to, as an iCalendar file',
			description: 'An item the caller said “I’m going” to and may see; any other a 404.',
			request: { params: anyIdParams, query: calendarQuerySchema },
			responses: { 200: calendarFile('The item (text/calendar)'), ...readResponses },
		}),
		async (c) => calendarAnswer(c, calendarOf([await readGoing(db, c.var.caller.profile, c.req.valid('param').id)], { web: c.req.valid('query').web }), 'event.ics') as never,
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/agenda/feed',
			summary: 'Whether the caller has a feed address',
			description: 'Its token is never shown again after it was made.',
			responses: { 200: json(agendaFeedSchema, 'The feed'), ...errors(401) },
		}),
		async (c) => c.json(await readFeed(db, c.var.caller.profile), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/me/agenda/feed',
			summary: 'Make the private feed address, or renew it',
			description: 'Answers its token this once (only its hash is kept). Renewing replaces the address: the old one answers 404 from then on.',
			responses: { 201: json(agendaFeedTokenSchema, 'The new address’s token'), ...errors(401) },
		}),
		async (c) => c.json(await renewFeed(db, c.var.caller.profile), 201),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/me/agenda/feed',
			summary: 'Stop the private feed',
			description: 'Its address answers 404 from then on.',
			responses: { 204: { description: 'Stopped' }, ...errors(401) },
		}),
		async (c) => {
			await deleteFeed(db, c.var.caller.profile)
			return c.body(null, 204)
		},
	)
	app.openapi(
		createRoute({
			tags,
			method: 'get',
			path: '/agenda/feed/{token}',
			summary: 'A person’s agenda as a calendar feed (subscribed to by address)',
			description: `Public: the token is the credential. From ${agendaLimits.feedDaysBack} days back to a year ahead; calendars are asked to fetch it again every hour. A token that is none, or was renewed since, is a 404.`,
			request: { params: tokenParams, query: calendarQuerySchema },
			responses: { 200: calendarFile('The agenda (text/calendar)'), ...errors(400, 404) },
		}),
		async (c) => {
			const profileId = await feedOwner(db, c.req.valid('param').token)
			if (!profileId) throw notFound('No such feed')
			return calendarAnswer(c, calendarOf(await agendaForCalendar(db, profileId), { web: c.req.valid('query').web, feed: true }), null) as never
		},
	)
	return app
}
