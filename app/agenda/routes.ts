import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/**
 * My agenda (docs/product.md#my-agenda): the area `agenda` of docs/routes.tsv — a person's agenda by day,
 * a new entry (a form page) and an entry's page (its "Edit" and "Delete"); the calendar files come from
 * app/routes/resources/agenda-calendar.ts and the feed's address from app/routes/resources/agenda-feed.ts.
 */
export const agendaRoutes = {
	default: [route('account/agenda', 'routes/agenda/agenda.tsx'), route('account/agenda/:id', 'routes/agenda/entry.tsx')],
	form: [route('account/agenda/create', 'routes/agenda/create.tsx')],
} satisfies AreaRoutes

