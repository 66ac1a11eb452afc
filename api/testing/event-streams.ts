/**
 * Whether a documented read answers an event stream (GET /v1/chat/events): it never ends, so tests that
 * walk every read path leave it out; api/chat/stream.test.ts asks it who may watch what.
 */
export const streamsEvents = (operation: { responses?: Record<string, unknown> }) =>
	'text/event-stream' in ((operation.responses?.['200'] as { content?: object } | undefined)?.content ?? {})
