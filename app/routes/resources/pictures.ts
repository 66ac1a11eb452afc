import type { ActionFunctionArgs } from '@remix-run/node'
import { sessionHeadersOf } from '#app/auth/current-user.server.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { mediaApi } from '#app/media/api.server.ts'
import { readFormWithFiles, statusOfFailure } from '#app/media/picture-form.server.ts'
import { imagePurposeSchema } from '#contracts/media.ts'

/**
 * POST /resources/pictures: a page with JavaScript sends a picture here (multipart `file` and `purpose`)
 * before its form, to show the upload's progress (media/send-picture.ts); the form then carries the URL.
 * Answers JSON: `{ url }`, or `{ failure }` with the reason. Visitors are sent to sign in, as by any form.
 */
export async function action(args: ActionFunctionArgs) {
	const auth = await requireUser(args)
	const headers = await sessionHeadersOf(args.request, auth)
	const { formData, oversized } = await readFormWithFiles(args.request, ['file'])
	const answer = (body: object, status: number) => Response.json(body, { status, headers })
	const purpose = imagePurposeSchema.safeParse(formData.get('purpose'))
	if (oversized.has('file')) return answer({ failure: 'tooLarge' }, statusOfFailure('tooLarge'))
	const file = formData.get('file')
	if (!purpose.success || !(file instanceof File)) return answer({ failure: 'missing' }, statusOfFailure('missing'))
	const sent = await mediaApi(args.request, args.context, auth.session).upload(file, purpose.data)
	return 'url' in sent ? answer(sent, 201) : answer(sent, statusOfFailure(sent.failure))
}
