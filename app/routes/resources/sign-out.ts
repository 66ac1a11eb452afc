import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { identityErrorKey } from '#app/auth/identity/errors.server.ts'
import { isApiError } from '#app/api/errors.ts'
import { readSession, destroySession } from '#app/auth/session.server.ts'
import { endEverySignIn, endSignIn } from '#app/auth/sign-out.server.ts'
import { getConfig } from '#app/config/env.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'

/**
 * Sign-out (docs/product.md#sign-in-steps): the session is cleared, then the person leaves through the hosted page's
 * /logout when they signed in there (so the provider forgets them too), and lands on /.
 * With `scope=everywhere` every browser they are signed in on is signed out too (from /account/security).
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const session = await readSession(request)
	const t = await i18next.getFixedT(request, 'auth')
	// A post without a form body (a script, an old link) is a plain sign-out.
	const form = await readForm(request).catch(() => new FormData())
	const everywhere = form.get('scope') === 'everywhere'
	if (everywhere) {
		try {
			await endEverySignIn(request, context)
		} catch (error) {
			context.log?.warn({ err: error }, 'global sign-out failed')
			const reason = t(`errors.${isApiError(error) ? 'identityUnavailable' : identityErrorKey(error)}`)
			return redirectWithError('/account/security', t('signOut.everywhereFailed', { reason }))
		}
	} else {
		await endSignIn(request, context)
	}
	const headers = destroySession(request)
	if (session.tokens?.hostedUi) {
		const config = getConfig()
		const logout = new URL('/logout', config.IDENTITY_HOSTED_UI_URL)
		logout.searchParams.set('client_id', config.IDENTITY_CLIENT_ID)
		logout.searchParams.set('logout_uri', config.APP_URL)
		return redirect(logout.toString(), { headers })
	}
	return redirectWithSuccess('/', t(everywhere ? 'signOut.doneEverywhere' : 'signOut.done'), { headers })
}

export function loader() {
	return redirect('/')
}
