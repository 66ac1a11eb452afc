import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { refuseSignedIn } from '#app/auth/guards.server.ts'
import { currentAuth } from '#app/auth/current-user.server.ts'
import { commitSession } from '#app/auth/session.server.ts'
import { finishSignIn } from '#app/auth/sign-in.server.ts'
import { finishSocialSignIn, SocialSignInError, startSocialSignIn } from '#app/auth/social-sign-in.server.ts'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'

export const handle = { i18n: ['auth'] }
export const meta = pageMeta

/** "Continue with social sign-in": off to the hosted page, with a fresh state and verifier kept. */
export async function action({ request, context }: ActionFunctionArgs) {
	const auth = await refuseSignedIn({ request, context })
	const { url, oauth } = await startSocialSignIn()
	return redirect(url.toString(), { headers: await commitSession(request, { ...auth.session, oauth }) })
}

/** The hosted page sends the browser back here with a code (or a cancel) and our state. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	if (!url.searchParams.has('state') && !url.searchParams.has('code') && !url.searchParams.has('error')) return redirect('/login')
	const auth = await currentAuth(request, context)
	const t = await i18next.getFixedT(request, 'auth')
	try {
		const tokens = await finishSocialSignIn(url, auth.session)
		return await finishSignIn(request, auth.session, tokens, t('login.signedIn'))
	} catch (error) {
		if (!(error instanceof SocialSignInError)) throw error
		if (error.cause) context.log?.warn({ err: error.cause }, 'social sign-in could not exchange the code')
		// The state and verifier are spent either way.
		const headers = await commitSession(request, { ...auth.session, oauth: undefined })
		return data({ meta: { title: t('social.meta.title'), description: t('social.meta.description') }, failure: error.key }, { status: 400, headers })
	}
}

export default function SignInProvider() {
	const { t } = useTranslation('auth')
	const { failure } = useLoaderData<typeof loader>()
	return (
		<div className="auth-card">
			<h1>{t('social.title')}</h1>
			<p role="alert" className="form-error">
				{t(`errors.${failure}`)}
			</p>
			<ButtonLink to="/login">{t('social.backToSignIn')}</ButtonLink>
		</div>
	)
}
