import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { TFunction } from 'i18next'
import { forgotPasswordSchema, resetPasswordSchema } from '#app/auth/forms.ts'
import { refuseSignedIn, requireAnonymous } from '#app/auth/guards.server.ts'
import { IdentityError } from '#app/auth/identity/client.server.ts'
import { identityErrorKey } from '#app/auth/identity/errors.server.ts'
import { passwordFlow } from '#app/auth/identity/identity.server.ts'
import { commitSession, type SessionData } from '#app/auth/session.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { isBotSubmission } from '#app/security/honeypot.ts'
import { attemptOf, attemptRefusal } from '#app/security/rate-limit.server.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureInit } from '#app/api/outage.ts'

// The forms hydrate after the page (ADR 0007): the form library is not part of the first load.
const SendCodeForm = hydrateLater(() => import('#app/auth/forgot-password-forms.tsx').then((m) => m.SendCodeForm))
const ResetPasswordForm = hydrateLater(() => import('#app/auth/forgot-password-forms.tsx').then((m) => m.ResetPasswordForm))

export const handle = { i18n: ['auth'] }
export const meta = pageMeta


export async function loader(args: LoaderFunctionArgs) {
	const auth = await requireAnonymous(args)
	const t = await i18next.getFixedT(args.request, 'auth')
	const username = auth.session.resetUsername
	return {
		meta: { title: t(username ? 'forgotPassword.reset.meta.title' : 'forgotPassword.meta.title'), description: t('forgotPassword.meta.description') },
		// docs/product.md#sign-up-reset-and-attributes: CONFIRM_RESET_PASSWORD_WITH_CODE, for this username (also after a sign-in said RESET_PASSWORD).
		username: username ?? null,
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	const auth = await refuseSignedIn({ request, context })
	const t = await i18next.getFixedT(request, 'auth')
	const form = await readForm(request)
	const intent = form.get('intent')
	if (intent === 'restart') return redirect('/forgot-password', { headers: await commitSession(request, { ...auth.session, resetUsername: undefined }) })
	if (intent === 'reset-password') return resetPassword(request, context, auth.session, form, t)
	return sendCode(request, context, auth.session, form, t)
}

/** Cognito's answer for a username it does not know; said like a sent code, so no one learns who has an account. */
const isUnknownUser = (error: unknown) => error instanceof IdentityError && error.name === 'UserNotFoundException'

async function sendCode(request: Request, context: AppLoadContext, session: SessionData, form: FormData, t: TFunction<'auth'>) {
	const submission = parseWithZod(form, { schema: forgotPasswordSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const { username } = submission.value
	const again = session.resetUsername === username
	const refusal = await attemptRefusal('reset', attemptOf(request, context, username))
	if (refusal) return data({ result: submission.reply({ formErrors: [refusal] }) }, { status: 429 })
	// A bot that filled the honeypot is shown the code step, and nothing is sent.
	if (!isBotSubmission(form)) {
		try {
			await passwordFlow.forgotPassword(username)
		} catch (error) {
			if (!isUnknownUser(error)) {
				const key = identityErrorKey(error)
				// Asked again from the code step: say why on that step.
				if (again) return redirectWithError('/forgot-password', t(`errors.${key}`))
				return data({ result: submission.reply({ formErrors: [key] }) }, failureInit(error, 400))
			}
		}
	}
	const headers = await commitSession(request, { ...session, resetUsername: username })
	return again ? redirectWithSuccess('/forgot-password', t('forgotPassword.reset.codeSent'), { headers }) : redirect('/forgot-password', { headers })
}

async function resetPassword(request: Request, context: AppLoadContext, session: SessionData, form: FormData, t: TFunction<'auth'>) {
	const username = session.resetUsername
	if (!username) return redirectWithError('/forgot-password', t('forgotPassword.reset.codeFirst'))
	const submission = parseWithZod(form, { schema: resetPasswordSchema })
	const hideFields = ['password', 'confirmPassword']
	if (submission.status !== 'success') return data({ result: submission.reply({ hideFields }) }, { status: 400 })
	// Guessing the code counts as much as asking for one.
	const refusal = await attemptRefusal('reset', attemptOf(request, context, username))
	if (refusal) return data({ result: submission.reply({ formErrors: [refusal], hideFields }) }, { status: 429 })
	try {
		await passwordFlow.confirmForgotPassword(username, submission.value.code, submission.value.password)
	} catch (error) {
		// An unknown username got no code: its code is simply wrong.
		const key = isUnknownUser(error) ? 'codeMismatch' : identityErrorKey(error)
		return data({ result: submission.reply({ formErrors: [key], hideFields }) }, failureInit(error, 400))
	}
	const headers = await commitSession(request, { ...session, resetUsername: undefined })
	return redirectWithSuccess('/login', t('forgotPassword.reset.done'), { headers })
}

export default function ForgotPassword() {
	const { username } = useLoaderData<typeof loader>()
	return username ? <ResetPasswordForm username={username} /> : <SendCodeForm />
}
