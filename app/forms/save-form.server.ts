import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type { z } from 'zod'
import { isApiError, type ApiError } from '#app/api/errors.ts'
import { failureInit } from '#app/api/outage.ts'
import { notFound } from '#app/routing/params.server.ts'
import { idempotencyFailure, withIdempotencyKey } from './idempotency-key.server.ts'

// conform types a form's values as Record<string, any>; a schema's input must fit that.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, any>>

type SaveFormOptions<Schema extends FormSchema> = {
	request: Request
	formData: FormData
	schema: Schema
	/** Sends the valid values to the API. */
	save: (value: z.output<Schema>) => Promise<unknown>
	/** What follows a save (usually a redirect with a toast). */
	done: () => Response | Promise<Response>
	/** Field errors found before the form's rules (a picture whose upload failed): the form comes back unsaved. */
	refusals?: { fieldErrors: Record<string, string[]>; init: ResponseInit }
}

/**
 * The action of an edit form: check the form with its schema, save through the API, then `done`. On any
 * failure the page comes back with the person's input and a message (`errors.{reason}` of the page's
 * namespace): invalid, forbidden, conflict (e.g. a section is full), alreadySent or unavailable. A create
 * form's idempotency key comes back too: the same while the failed save may have been made, else a new
 * one (app/forms/idempotency-key.server.ts); `save` passes it to the API.
 */
export async function saveForm<Schema extends FormSchema>({ request, formData, schema, save, done, refusals }: SaveFormOptions<Schema>) {
	const submission = parseWithZod(formData, { schema })
	// No status: an intent (a list row added or removed) that only changes the form.
	if (submission.status === undefined) return data({ result: withIdempotencyKey(submission.reply()) }, { status: 200 })
	if (refusals) return data({ result: withIdempotencyKey(submission.reply({ fieldErrors: refusals.fieldErrors })) }, refusals.init)
	if (submission.status !== 'success') return data({ result: withIdempotencyKey(submission.reply()) }, { status: 400 })
	try {
		await save(submission.value)
	} catch (error) {
		if (error instanceof FormRefusal) return data({ result: withIdempotencyKey(submission.reply({ formErrors: [error.reason] })) }, { status: 409 })
		const reason = failureReason(request, error)
		return data({ result: withIdempotencyKey(submission.reply({ formErrors: [reason] }), error) }, failureInit(error, isApiError(error) ? (error.status ?? 502) : 502))
	}
	return done()
}

/**
 * A save the page itself turns down before asking the API (e.g. a list at its limit), thrown from
 * `save`: the form comes back with the input and `errors.{reason}` (an encoded message, validation/message.ts).
 */
export class FormRefusal extends Error {
	constructor(readonly reason: string) {
		super(`form refused: ${reason}`)
		this.name = 'FormRefusal'
	}
}

/** Why a write failed, as a message key; a lost session or a vanished record is not the form's business. */
export function failureReason(request: Request, error: unknown): 'invalid' | 'forbidden' | 'conflict' | 'alreadySent' | 'unavailable' {
	if (!isApiError(error) || error.kind === 'unauthorized') throw error
	if (error.kind === 'not-found') throw notFound(request)
	return idempotencyFailure(error) ?? reasonOf(error)
}

function reasonOf(error: ApiError) {
	if (error.kind === 'bad-request') return 'invalid'
	if (error.kind === 'forbidden') return 'forbidden'
	if (error.kind === 'conflict') return 'conflict'
	return 'unavailable'
}
