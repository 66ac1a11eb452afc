import type { LinksFunction } from '@remix-run/node'
import agendaStyles from './agenda.css?url'

/** My agenda's stylesheet, linked by each of its pages. */
export const agendaLinks: LinksFunction = () => [{ rel: 'stylesheet', href: agendaStyles }]
