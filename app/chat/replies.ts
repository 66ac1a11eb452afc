import type { SubmissionResult } from '@conform-to/react'

// What /chat/{id}'s action answers when it does not redirect, and how its forms read it: plain values,
// so the page's first load takes no form library (ADR 0007).

/** A failed send, report or mark: conform's reply, with the values sent (the text, the picture kept, the client id to send next) and the errors. */
export type ChatActionData = { result?: SubmissionResult<string[]>; read?: number }

const NONE: string[] = []

/** The reply for the form of `intent`: what it sent and what was wrong; nothing for another form's. */
export function replyFor(data: ChatActionData | undefined, intent: string) {
	const result = data?.result
	const values = result?.initialValue ?? {}
	if (values.intent !== intent) return null
	const text = (name: string) => (typeof values[name] === 'string' ? values[name] : undefined)
	const errors = result?.error ?? {}
	return {
		value: text,
		/** The form's own errors (message keys of `errors.*`), an outage's busy message among them. */
		formErrors: errors[''] ?? NONE,
		/** The same array on every render while the reply is the same (a form hydrated later keeps its markup). */
		fieldErrors: (name: string) => errors[name] ?? NONE,
	}
}
