import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { readSession, destroySession } from '#app/auth/session.server.ts'
import { getConfig } from '#app/config/env.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'

/**
 * Sign-out (spec 4.1): the session is cleared, then the person leaves through the hosted page's
 * /logout when they signed in there (so the provider forgets them too), and lands on /.
 */
export async function action({ request }: ActionFunctionArgs) {
	const session = await readSession(request)
	const headers = destroySession(request)
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
