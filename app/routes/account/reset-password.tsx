import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { changePasswordSchema } from '#app/auth/forms.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { identityErrorKey } from '#app/auth/identity/errors.server.ts'
import { passwordFlow } from '#app/auth/identity/identity.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureInit } from '#app/api/outage.ts'

// The form hydrates after the page (ADR 0007): the form library is not part of the first load.
const ChangePasswordForm = hydrateLater(() => import('#app/account/change-password-form.tsx').then((m) => m.ChangePasswordForm))

export const handle = { i18n: ['auth'] }
export const meta = pageMeta

export async function loader(args: LoaderFunctionArgs) {
	await requireUser(args)
	const t = await i18next.getFixedT(args.request, 'auth')
	return { meta: { title: t('changePassword.meta.title'), description: t('changePassword.meta.description') } }
}

export async function action(args: ActionFunctionArgs) {
	const { session } = await requireUser(args)
	const t = await i18next.getFixedT(args.request, 'auth')
	const submission = parseWithZod(await readForm(args.request), { schema: changePasswordSchema })
	// No password ever comes back to the page.
	const hideFields = ['currentPassword', 'password', 'confirmPassword']
	if (submission.status !== 'success') return data({ result: submission.reply({ hideFields }) }, { status: 400 })
	try {
		await passwordFlow.changePassword(session.tokens!.accessToken, submission.value.currentPassword, submission.value.password)
	} catch (error) {
		return data({ result: submission.reply({ formErrors: [identityErrorKey(error)], hideFields }) }, failureInit(error, 400))
	}
	return redirectWithSuccess('/account', t('changePassword.done'))
}

export default function ChangePassword() {
	return <ChangePasswordForm />
}
