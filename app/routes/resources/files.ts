import type { ActionFunctionArgs } from '@remix-run/node'
import { sessionHeadersOf } from '#app/auth/current-user.server.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { MAX_FILE_BYTES } from '#app/media/files.ts'
import { mediaApi } from '#app/media/api.server.ts'
import { readFormWithFiles } from '#app/media/picture-form.server.ts'
import { fileKindSchema } from '#contracts/media.ts'

const statusOf = { tooLarge: 413, wrongType: 400, unreadable: 400, missing: 400, tooMany: 429, unavailable: 503 } as const

/**
 * POST /resources/files: a page with JavaScript sends a video or PDF here (multipart `file` and `kind`)
 * before its form, to show the upload's progress (media/send-file.ts); the form then carries the URL.
 * Answers JSON: `{ url }`, or `{ failure }` with the reason. Visitors are sent to sign in, as by any form.
 */
export async function action(args: ActionFunctionArgs) {
	const auth = await requireUser(args)
	const headers = await sessionHeadersOf(args.request, auth)
	const { formData, oversized } = await readFormWithFiles(args.request, { file: Math.max(...Object.values(MAX_FILE_BYTES)) })
	const answer = (body: object, status: number) => Response.json(body, { status, headers })
	const kind = fileKindSchema.safeParse(formData.get('kind'))
	const file = formData.get('file')
	if (!kind.success || !(file instanceof File) || file.size === 0) return answer({ failure: 'missing' }, statusOf.missing)
	if (oversized.has('file') || file.size > MAX_FILE_BYTES[kind.data]) return answer({ failure: 'tooLarge' }, statusOf.tooLarge)
	const sent = await mediaApi(args.request, args.context, auth.session).uploadFile(file, kind.data)
	return 'url' in sent ? answer({ url: sent.url }, 201) : answer(sent, statusOf[sent.failure])
}
