import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { accountApi } from '#app/account/api.server.ts'
import { updateAccountBody, updateAccountSchema } from '#app/account/forms.ts'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureInit } from '#app/api/outage.ts'

// The form hydrates after the page (ADR 0007): the form library is not part of the first load.
const UpdateAccountForm = hydrateLater(() => import('#app/account/update-account-form.tsx').then((m) => m.UpdateAccountForm))

export const handle = { i18n: ['account'] }
export const meta = pageMeta

export async function loader(args: LoaderFunctionArgs) {
	const { user } = await requireUser(args)
	const t = await i18next.getFixedT(args.request, 'account')
	return {
		meta: { title: t('update.meta.title'), description: t('update.meta.description') },
		profile: {
			firstName: user.firstName,
			lastName: user.lastName,
			phoneNumber: user.phoneNumber ?? '',
			birthday: user.birthday ?? '',
			country: user.country ?? '',
			province: user.province ?? '',
			city: user.city ?? '',
		},
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const auth = await requireUser(args)
	const submission = parseWithZod(await readForm(request), { schema: updateAccountSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const value = submission.value
	try {
		await accountApi(request, context, auth.session).update(updateAccountBody(value))
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		return data({ result: submission.reply({ formErrors: [error.kind === 'bad-request' ? 'invalid' : 'unavailable'] }) }, failureInit(error, error.status ?? 502))
	}
	const t = await i18next.getFixedT(request, 'account')
	return redirectWithSuccess('/account', t('update.saved'))
}

export default function UpdateAccount() {
	const { profile } = useLoaderData<typeof loader>()
	return <UpdateAccountForm profile={profile} />
}
