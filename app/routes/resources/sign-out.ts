import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { accountSecurity } from '#app/auth/identity/identity.server.ts'
import { readSession, destroySession } from '#app/auth/session.server.ts'
import { getConfig } from '#app/config/env.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'

/**
 * Sign-out (spec 4.1): the session is cleared, then the person leaves through the hosted page's
 * /logout when they signed in there (so the provider forgets them too), and lands on /.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const session = await readSession(request)
	const headers = destroySession(request)
	// Signing out must not wait on (or fail with) the identity service: the cookie is gone either way.
	if (session.tokens?.refreshToken) {
		await accountSecurity.revokeRefreshToken(getConfig().IDENTITY_CLIENT_ID, session.tokens.refreshToken).catch((error: unknown) => {
			context.log?.warn({ err: error }, 'could not revoke the refresh token on sign-out')
		})
	}
	if (session.tokens?.hostedUi) {
		const config = getConfig()
		const logout = new URL('/logout', config.IDENTITY_HOSTED_UI_URL)
		logout.searchParams.set('client_id', config.IDENTITY_CLIENT_ID)
		logout.searchParams.set('logout_uri', config.APP_URL)
		return redirect(logout.toString(), { headers })
	}
	const t = await i18next.getFixedT(request, 'auth')
	return redirectWithSuccess('/', t('signOut.done'), { headers })
}

export function loader() {
	return redirect('/')
}
