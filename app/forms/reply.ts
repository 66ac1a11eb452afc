import type { SubmissionResult } from '@conform-to/react'

// How a page's forms read what its action answered when it did not redirect (conform's reply): plain
// values, so a page's first load takes no form library (ADR 0007).

/** An action's answer with conform's reply: the values sent and what was wrong with them. */
export type ActionReply = { result?: SubmissionResult<string[]> }

const NONE: string[] = []

/** The reply for the form of `intent`: what it sent and what was wrong; nothing for another form's. */
export function replyFor(data: ActionReply | undefined, intent: string) {
	const result = data?.result
	const values = result?.initialValue ?? {}
	if (values.intent !== intent) return null
	const errors = result?.error ?? {}
	return {
		value: (name: string) => (typeof values[name] === 'string' ? values[name] : undefined),
		/** The form's own errors (message keys of `errors.*`), an outage's busy message among them. */
		formErrors: errors[''] ?? NONE,
		/** The same array on every render while the reply is the same (a form hydrated later keeps its markup). */
		fieldErrors: (name: string) => errors[name] ?? NONE,
	}
}
