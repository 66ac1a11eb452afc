import { data, redirect, type ActionFunctionArgs } from '@remix-run/node'
import type { z } from 'zod'
import { isApiError, type ApiErrorKind } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import type { SessionData } from '#app/auth/session.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { safeBackPath } from '#app/routing/back-path.ts'
import { redirectWithError } from '#app/toast/toast.server.ts'

/**
 * The action of a one-button form (follow, like; app/social/back-field.tsx): with JavaScript (`stay`) it
 * answers what `run` answers, or the error's message with its status; without, the page it came from again
 * (with the message as a toast when it failed). `failures` are keys of the social namespace by the API's
 * error kind, `failed` for any other.
 *
 * These are resource routes: Remix keeps a `data()` answer's status only in its data requests (the page's
 * fetcher); a document post (a script's) gets the same answer as a Response, which keeps it too.
 */
export async function smallAction<Schema extends z.ZodType, Answer extends Record<string, unknown>>(
	args: ActionFunctionArgs,
	{ schema, run, failures }: { schema: Schema; run: (value: z.output<Schema>, session: SessionData) => Promise<Answer>; failures: { failed: string } & Partial<Record<ApiErrorKind, string>> },
) {
	const { request } = args
	const { session } = await requireUser(args)
	const form = await readForm(request)
	const back = safeBackPath(form.get('redirectTo'), '/feed')
	const stay = Boolean(form.get('stay'))
	const answer = <Body,>(body: Body, status = 200) => (args.context.dataRequest ? data(body, { status }) : Response.json(body, { status }))
	const parsed = schema.safeParse(Object.fromEntries(form))
	const t = await i18next.getFixedT(request, 'social')
	if (!parsed.success) return stay ? answer({ error: t(failures.failed) }, 400) : redirectWithError(back, t(failures.failed))
	try {
		const result = await run(parsed.data, session)
		return stay ? answer(result) : redirect(back)
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		const message = t(failures[error.kind] ?? failures.failed)
		return stay ? answer({ error: message }, error.status ?? 502) : redirectWithError(back, message)
	}
}
