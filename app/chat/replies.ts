import type { SubmissionResult } from '@conform-to/react'

// What /chat/{id}'s action answers when it does not redirect, and how its forms read it: plain values,
// so the page's first load takes no form library (ADR 0007).

/** A failed send, report or mark: conform's reply, with the values sent (the text, the picture kept, the client id to send next) and the errors. */
export type ChatActionData = { result?: SubmissionResult<string[]>; read?: number }

export { replyFor } from '#app/forms/reply.ts'
