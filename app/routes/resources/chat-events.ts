import type { LoaderFunctionArgs } from '@remix-run/node'
import { relayChatEvents } from '#app/chat/event-relay.server.ts'

// The signed-in person's live chat as Server-Sent Events (app/chat/event-relay.server.ts): `?room=` the
// conversation on screen, `?after=` the last message number the page shows.
export const loader = ({ request, context }: LoaderFunctionArgs) => relayChatEvents(request, context)
