import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { TFunction } from 'i18next'
import { browserOf } from '#app/auth/device-cookie.server.ts'
import { confirmSignUpSchema } from '#app/auth/forms.ts'
import { refuseSignedIn, requireAnonymous } from '#app/auth/guards.server.ts'
import { identityErrorKey } from '#app/auth/identity/errors.server.ts'
import { signInFlow, signUpFlow } from '#app/auth/identity/identity.server.ts'
import { commitSession, type SessionData } from '#app/auth/session.server.ts'
import { continueSignIn } from '#app/auth/sign-in.server.ts'
import { pagePreviewOf } from '#app/auth/page-preview.server.ts'
import { signUpSchema } from '#app/auth/sign-up-form.ts'
import { autoSignInPasswordOf, pendingSignUpOf } from '#app/auth/sign-up.server.ts'
import type { ResendOutcome } from '#app/auth/sign-up-forms.tsx'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { backofficePageUrl, termsOfUsePath } from '#app/routing/backoffice.server.ts'
import { isBotSubmission } from '#app/security/honeypot.ts'
import { attemptOf, attemptRefusal } from '#app/security/rate-limit.server.ts'
import { redirectWithError } from '#app/toast/toast.server.ts'
import { thaiPhoneToE164 } from '#app/validation/phone.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureInit } from '#app/api/outage.ts'

// The forms hydrate after the page (ADR 0007): the form library is not part of the first load.
const SignUpForm = hydrateLater(() => import('#app/auth/sign-up-forms.tsx').then((m) => m.SignUpForm))
const ConfirmSignUpForm = hydrateLater(() => import('#app/auth/sign-up-forms.tsx').then((m) => m.ConfirmSignUpForm))

export const handle = { i18n: ['auth'] }
export const meta = pageMeta


export async function loader(args: LoaderFunctionArgs) {
	const auth = await requireAnonymous(args)
	const [t, language] = await Promise.all([i18next.getFixedT(args.request, 'auth'), i18next.getLocale(args.request)])
	// A stale sign-up (and a password past the automatic sign-in's time) is already forgotten by currentAuth.
	const pending = pendingSignUpOf(auth.session)
	const preview = pending ? null : await pagePreviewOf(args.request, args.context, auth.session)
	return {
		meta: { title: t(pending ? 'signup.confirm.meta.title' : 'signup.meta.title'), description: t('signup.meta.description') },
		confirmation: pending ? { username: pending.username, destination: pending.destination ?? null } : null,
		termsUrl: backofficePageUrl(termsOfUsePath, language),
		preview,
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	const auth = await refuseSignedIn({ request, context })
	const t = await i18next.getFixedT(request, 'auth')
	const form = await readForm(request)
	const intent = form.get('intent')
	const session = auth.session

	if (intent === 'restart') return redirect('/signup', { headers: await commitSession(request, { ...session, signUp: undefined }) })
	if (intent === 'confirm-sign-up') return confirm(request, session, form, t)
	if (intent === 'resend-code') return resend(request, context, session, t)
	return signUp(request, context, session, form, t)
}

const hidePasswords = ['password', 'confirmPassword']

async function signUp(request: Request, context: AppLoadContext, session: SessionData, form: FormData, t: TFunction<'auth'>) {
	const submission = parseWithZod(form, { schema: signUpSchema })
	if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: hidePasswords }) }, { status: 400 })
	// A bot that filled the honeypot learns nothing more than that the account was not made.
	if (isBotSubmission(form)) return data({ result: submission.reply({ formErrors: ['createAccount'], hideFields: hidePasswords }) }, { status: 400 })

	const { email, firstName, lastName, phone, password } = submission.value
	const refusal = await attemptRefusal('sign-up', attemptOf(request, context, email))
	if (refusal) return data({ result: submission.reply({ formErrors: [refusal], hideFields: hidePasswords }) }, { status: 429 })
	let signedUp
	try {
		signedUp = await signUpFlow.signUp({ email, password, givenName: firstName, familyName: lastName, phoneNumber: thaiPhoneToE164(phone) })
	} catch (error) {
		const key = identityErrorKey(error)
		return data({ result: submission.reply({ formErrors: [key === 'authentication' ? 'createAccount' : key], hideFields: hidePasswords }) }, { status: 400 })
	}
	if (signedUp.userConfirmed) return autoSignIn(request, { ...session, signUp: undefined }, email, password, t)
	// docs/product.md#sign-up-reset-and-attributes: CONFIRM_SIGN_UP. The password waits in the encrypted session for the automatic sign-in.
	const next: SessionData = { ...session, signUp: { username: email, password, destination: signedUp.destination, startedAt: Date.now() } }
	return redirect('/signup', { headers: await commitSession(request, next) })
}

/** Without a sign-up waiting in this session there is nothing to confirm: signing in leads back here. */
async function noPendingSignUp(request: Request, session: SessionData, t: TFunction<'auth'>) {
	const headers = await commitSession(request, { ...session, signUp: undefined })
	return redirectWithError('/login', t('signup.confirm.expired'), { headers })
}

async function confirm(request: Request, session: SessionData, form: FormData, t: TFunction<'auth'>) {
	const pending = pendingSignUpOf(session)
	if (!pending) return noPendingSignUp(request, session, t)
	const submission = parseWithZod(form, { schema: confirmSignUpSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	try {
		await signUpFlow.confirmSignUp(pending.username, submission.value.code)
	} catch (error) {
		return data({ result: submission.reply({ formErrors: [identityErrorKey(error)] }) }, failureInit(error, 400))
	}
	// Confirmed: the password is of no more use to the session, whatever happens next.
	const rest: SessionData = { ...session, signUp: undefined }
	const password = autoSignInPasswordOf(pending)
	if (!password) return redirectWithError('/login', t('errors.notConfirmedOnTime'), { headers: await commitSession(request, rest) })
	return autoSignIn(request, rest, pending.username, password, t)
}

/** docs/product.md#sign-up-reset-and-attributes: COMPLETE_AUTO_SIGN_IN, then DONE (or the next sign-in step the account asks for). */
async function autoSignIn(request: Request, session: SessionData, username: string, password: string, t: TFunction<'auth'>) {
	try {
		const outcome = await signInFlow.signIn(username, password, await browserOf(request))
		return await continueSignIn(request, session, outcome, t('signup.signedIn'))
	} catch (error) {
		return redirectWithError('/login', t(`errors.${identityErrorKey(error)}`), { headers: await commitSession(request, session) })
	}
}

async function resend(request: Request, context: AppLoadContext, session: SessionData, t: TFunction<'auth'>) {
	const pending = pendingSignUpOf(session)
	if (!pending) return noPendingSignUp(request, session, t)
	// Each new code is a message sent: counted with the sign-ups.
	if (await attemptRefusal('sign-up', attemptOf(request, context, pending.username))) return data({ resend: { sent: false, error: 'limitExceeded' } satisfies ResendOutcome }, { status: 429 })
	try {
		const { destination } = await signUpFlow.resendCode(pending.username)
		const headers = await commitSession(request, { ...session, signUp: { ...pending, destination: destination ?? pending.destination } })
		return data({ resend: { sent: true, destination: destination ?? pending.destination ?? pending.username } satisfies ResendOutcome }, { headers })
	} catch (error) {
		return data({ resend: { sent: false, error: identityErrorKey(error) } satisfies ResendOutcome }, failureInit(error, 400))
	}
}

export default function SignUp() {
	const { confirmation, termsUrl, preview } = useLoaderData<typeof loader>()
	return confirmation ? <ConfirmSignUpForm {...confirmation} /> : <SignUpForm termsUrl={termsUrl} preview={preview} />
}
