import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { browserOf, isOwnDevice } from '#app/auth/device-cookie.server.ts'
import { signInSchema } from '#app/auth/forms.ts'
import { refuseSignedIn, requireAnonymous } from '#app/auth/guards.server.ts'
import { identityErrorKey } from '#app/auth/identity/errors.server.ts'
import { signInFlow } from '#app/auth/identity/identity.server.ts'
import { pendingSignInOf, continueSignIn } from '#app/auth/sign-in.server.ts'
import { pagePreviewOf } from '#app/auth/page-preview.server.ts'
import { answerStep, isStepIntent, stepView } from '#app/auth/sign-in-steps.server.ts'
import { commitSession } from '#app/auth/session.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { isBotSubmission } from '#app/security/honeypot.ts'
import { attemptLimiter, attemptOf, attemptRefusal } from '#app/security/rate-limit.server.ts'
import { redirectWithError } from '#app/toast/toast.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureInit } from '#app/api/outage.ts'

// The forms hydrate after the page (ADR 0007): the form library is not part of the first load.
const SignInForm = hydrateLater(() => import('#app/auth/sign-in-form.tsx').then((m) => m.SignInForm))
const SignInStepForm = hydrateLater(() => import('#app/auth/sign-in-step-form.tsx').then((m) => m.SignInStepForm))

export const handle = { i18n: ['auth'] }
export const meta = pageMeta

export async function loader(args: LoaderFunctionArgs) {
	const auth = await requireAnonymous(args)
	const t = await i18next.getFixedT(args.request, 'auth')
	const pending = pendingSignInOf(auth.session)
	const [step, preview] = await Promise.all([pending ? stepView(pending) : null, pending ? null : pagePreviewOf(args.request, args.context, auth.session)])
	return {
		meta: { title: t('login.meta.title'), description: t('login.meta.description') },
		step,
		preview,
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	const auth = await refuseSignedIn({ request, context })
	const t = await i18next.getFixedT(request, 'auth')
	const form = await readForm(request)
	const intent = form.get('intent')

	if (intent === 'restart') return redirect('/login', { headers: await commitSession(request, { ...auth.session, signIn: undefined }) })

	if (isStepIntent(intent)) {
		const pending = pendingSignInOf(auth.session)
		// docs/product.md#sign-in-steps: a step needs a sign-in started in this session; explain, and back to the start.
		if (!pending) {
			const headers = await commitSession(request, { ...auth.session, signIn: undefined })
			return redirectWithError('/login', t(auth.session.signIn ? 'errors.signInExpired' : 'errors.signInFirst'), { headers })
		}
		return answerStep({ request, session: auth.session, pending, form, t })
	}

	const submission = parseWithZod(form, { schema: signInSchema })
	if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	// A bot that filled the honeypot is told what a wrong password is told.
	if (isBotSubmission(form)) return data({ result: submission.reply({ formErrors: ['incorrectCredentials'], hideFields: ['password'] }) }, { status: 400 })

	const { username, password } = submission.value
	const browser = await browserOf(request)
	// A browser its owner signed in on before is not held back by guesses made elsewhere (the per-username limit).
	const attempt = attemptOf(request, context, username, { ownBrowser: isOwnDevice(browser.device, username) })
	const refusal = await attemptRefusal('sign-in', attempt)
	if (refusal) return data({ result: submission.reply({ formErrors: [refusal], hideFields: ['password'] }) }, { status: 429 })
	try {
		const outcome = await signInFlow.signIn(username, password, browser)
		if (outcome.step === 'DONE') await attemptLimiter.clear('sign-in', attempt)
		return await continueSignIn(request, auth.session, outcome, t('login.signedIn'), password)
	} catch (error) {
		return data({ result: submission.reply({ formErrors: [identityErrorKey(error)], hideFields: ['password'] }) }, failureInit(error, 400))
	}
}

export default function Login() {
	const { step, preview } = useLoaderData<typeof loader>()
	return step ? <SignInStepForm step={step} /> : <SignInForm preview={preview} />
}
