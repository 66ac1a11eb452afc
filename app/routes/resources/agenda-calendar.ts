import type { LoaderFunctionArgs } from '@remix-run/node'
import { calendarFile, type CalendarFile } from '#app/agenda/api.server.ts'
import { requireUser } from '#app/auth/guards.server.ts'

/**
 * "Add to calendar" (docs/product.md#my-agenda): `/resources/agenda-calendar` the signed-in person's
 * whole agenda as an iCalendar file, `?entry={id}` one entry of theirs, `?going={id}` an event they are
 * going to. Made by the API (api/agenda/calendar.ts), in UTC; anyone else's entry is a 404.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const search = new URL(request.url).searchParams
	const [entry, going] = [search.get('entry'), search.get('going')]
	const file: CalendarFile = entry ? { entry } : going ? { going } : { all: true }
	const answer = await calendarFile(request, context, session, file, new URL(request.url).origin)
	if (answer.status === 404 || answer.status === 400) return new Response('No such entry on your agenda', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
	if (answer.status !== 200) throw new Response('The calendar could not be made; try again in a moment', { status: 503, headers: { 'Retry-After': '5' } })
	const name = entry ? `agenda-${entry.slice(0, 8)}.ics` : going ? `event-${going.slice(0, 8)}.ics` : 'my-agenda.ics'
	return new Response(answer.text, {
		headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${name.replace(/[^A-Za-z0-9.-]/g, '')}"`, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
	})
}
