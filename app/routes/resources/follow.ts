import { data, redirect, type ActionFunctionArgs } from '@remix-run/node'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { safeBackPath } from '#app/routing/back-path.ts'
import { followSchema } from '#app/social/forms.ts'
import { socialApi } from '#app/social/social-api.server.ts'
import { redirectWithError } from '#app/toast/toast.server.ts'

// "Follow" and "Following" post here (app/social/follow-button.tsx): with JavaScript the answer is where
// they stand now, without it the page it came from again.
export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const form = await readForm(request)
	const back = safeBackPath(form.get('redirectTo'), '/feed')
	const parsed = followSchema.safeParse(Object.fromEntries(form))
	const t = await i18next.getFixedT(request, 'social')
	if (!parsed.success) return data({ error: t('follow.failed') }, { status: 400 })
	try {
		const state = await socialApi(request, context, session).setFollowing({ type: parsed.data.type, id: parsed.data.id }, parsed.data.following)
		return form.get('stay') ? data({ state }) : redirect(back)
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		const message = error.kind === 'not-found' ? t('follow.gone') : error.kind === 'conflict' ? t('follow.yourself') : t('follow.failed')
		return form.get('stay') ? data({ error: message }, { status: error.status ?? 502 }) : redirectWithError(back, message)
	}
}

export function loader() {
	return redirect('/feed')
}
