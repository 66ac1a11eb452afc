import type { AppLoadContext } from '@remix-run/node'
import type { SessionData } from '#app/auth/session.server.ts'
import { areaApi, callContextOf } from '#app/api/product-api.server.ts'
import { defined } from '#app/api/query.ts'
import { getConfig } from '#app/config/env.server.ts'
import { apiPath } from '#contracts/api-paths.ts'
import { agendaFeedSchema, agendaFeedTokenSchema, agendaItemSchema, agendaSchema, type AgendaEntryInput } from '#contracts/agenda.ts'

// The product API's agenda calls (api/agenda): a person's agenda, their entries and the private feed
// address. The API decides what is whose (anyone else's entry is a 404); the pages show its answers.

export const agendaApi = areaApi((api) => ({
	agenda: async (range: { from?: string; to?: string }) => await api.get(apiPath('/v1/me/agenda'), { schema: agendaSchema, query: defined(range) }),
	entry: async (id: string) => await api.get(apiPath('/v1/me/agenda/entries/{id}', { id }), { schema: agendaItemSchema }),
	/** Adds an entry; the form's idempotency key makes a send twice one entry. */
	create: async (body: AgendaEntryInput, idempotencyKey?: string) => await api.post(apiPath('/v1/me/agenda/entries'), { schema: agendaItemSchema, body, idempotencyKey }),
	update: async (id: string, body: AgendaEntryInput) => await api.put(apiPath('/v1/me/agenda/entries/{id}', { id }), { schema: agendaItemSchema, body }),
	delete: async (id: string) => await api.delete(apiPath('/v1/me/agenda/entries/{id}', { id })),
	feed: async () => await api.get(apiPath('/v1/me/agenda/feed'), { schema: agendaFeedSchema }),
	renewFeed: async () => await api.post(apiPath('/v1/me/agenda/feed'), { schema: agendaFeedTokenSchema }),
}))

/** Which calendar file: one entry, one item one is going to, the whole agenda, or the feed of a token. */
export type CalendarFile = { entry: string } | { going: string } | { all: true } | { feed: string }

const config = getConfig()

/**
 * A calendar file from the API (text/calendar, which the JSON client does not read), passed on as it
 * came: its status and its body. `web` is this site's origin, for each event's link to its page.
 */
export async function calendarFile(request: Request, context: AppLoadContext, session: SessionData | null, file: CalendarFile, web: string) {
	const path =
		'entry' in file
			? apiPath('/v1/me/agenda/entries/{id}/calendar', { id: file.entry })
			: 'going' in file
				? apiPath('/v1/me/agenda/going/{id}/calendar', { id: file.going })
				: 'feed' in file
					? apiPath('/v1/agenda/feed/{token}', { token: file.feed })
					: apiPath('/v1/me/agenda/calendar')
	const call = callContextOf(request, context, { accessToken: 'feed' in file ? undefined : session?.tokens?.accessToken })
	const url = new URL(path.replace(/^\//, ''), config.API_URL.endsWith('/') ? config.API_URL : `${config.API_URL}/`)
	url.searchParams.set('web', web)
	const headers = new Headers({ Accept: 'text/calendar' })
	if (call.accessToken) headers.set('Authorization', `Bearer ${call.accessToken}`)
	if (call.userIp) headers.set('User-IP', call.userIp)
	if (call.requestId) headers.set('X-Request-Id', call.requestId)
	const signals = [AbortSignal.timeout(config.API_READ_TIMEOUT_MS), ...(call.signal ? [call.signal] : [])]
	const answer = await fetch(url, { headers, signal: AbortSignal.any(signals) })
	return { status: answer.status, text: answer.ok ? await answer.text() : '' }
}
