import type { LoaderFunctionArgs } from '@remix-run/node'
import { calendarFile } from '#app/agenda/api.server.ts'

/**
 * `/resources/agenda-feed/{token}`: a person's agenda as a calendar feed (docs/product.md#my-agenda), the
 * private address calendar apps subscribe to (webcal:// or https://). No sign-in: the token is the
 * credential; one that is none, or was renewed since, is a 404 (api/agenda/routes.ts). Calendar apps
 * fetch it again every hour.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
	const token = (params.token ?? '').replace(/\.ics$/, '')
	const answer = await calendarFile(request, context, null, { feed: token }, new URL(request.url).origin)
	if (answer.status === 404 || answer.status === 400) return new Response('No such calendar', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
	if (answer.status !== 200) return new Response('Try again in a moment', { status: 503, headers: { 'Retry-After': '60' } })
	return new Response(answer.text, {
		headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="robtua-agenda.ics"', 'Cache-Control': 'private, max-age=300', 'X-Content-Type-Options': 'nosniff', 'X-Robots-Tag': 'noindex' },
	})
}
