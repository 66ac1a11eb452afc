import { data, redirect, type ActionFunctionArgs } from '@remix-run/node'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { safeBackPath } from '#app/routing/back-path.ts'
import { likeSchema } from '#app/social/forms.ts'
import { socialApi } from '#app/social/social-api.server.ts'
import { redirectWithError } from '#app/toast/toast.server.ts'

// "Like" on a card posts here (app/social/like-button.tsx): with JavaScript the answer is the likes, without
// it the page it came from again.
export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const form = await readForm(request)
	const back = safeBackPath(form.get('redirectTo'), '/feed')
	const parsed = likeSchema.safeParse(Object.fromEntries(form))
	const t = await i18next.getFixedT(request, 'social')
	if (!parsed.success) return data({ error: t('like.failed') }, { status: 400 })
	try {
		const likes = await socialApi(request, context, session).setLiked(parsed.data.kind, parsed.data.id, parsed.data.liked)
		return form.get('stay') ? data({ likes }) : redirect(back)
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		const message = error.kind === 'not-found' ? t('like.gone') : t('like.failed')
		return form.get('stay') ? data({ error: message }, { status: error.status ?? 502 }) : redirectWithError(back, message)
	}
}

export function loader() {
	return redirect('/feed')
}
