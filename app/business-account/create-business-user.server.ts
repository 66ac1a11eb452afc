import { data, type AppLoadContext } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import { isApiError } from '#app/api/errors.ts'
import type { SessionData } from '#app/auth/session.server.ts'
import { idempotencyFailure, withIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { notFound } from '#app/routing/params.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { businessApi } from './api.server.ts'
import { createBusinessUserBody } from './forms.ts'
import { failureInit } from '#app/api/outage.ts'

type Submission = { value: { name: string; description?: string; idempotencyKey?: string }; reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]> }

/**
 * Creates a business user in an account and goes to `successTo(id)`; a refusal comes back to the form
 * with the person's input (notOwner, invalid, alreadySent, unavailable) and the idempotency key to send
 * next (ADR 0016). Both create pages use it.
 */
export async function createBusinessUserFrom(
	request: Request,
	context: AppLoadContext,
	session: SessionData,
	{ accountId, submission, successTo }: { accountId: string; submission: Submission; successTo: (businessUserId: string) => string },
) {
	const t = await i18next.getFixedT(request, 'business')
	try {
		const created = await businessApi(request, context, session).createBusinessUser(accountId, createBusinessUserBody(submission.value), submission.value.idempotencyKey)
		return await redirectWithSuccess(successTo(created.id), t('createBusinessUser.created', { name: created.name }))
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		if (error.kind === 'not-found') throw notFound(request, 'businessAccount')
		const reason = idempotencyFailure(error) ?? (error.kind === 'forbidden' ? 'notOwner' : error.kind === 'bad-request' ? 'invalid' : 'unavailable')
		return data({ result: withIdempotencyKey(submission.reply({ formErrors: [reason] }), error) }, failureInit(error, error.status ?? 502))
	}
}
