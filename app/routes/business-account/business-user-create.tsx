import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { permissionNeeded, requireBusinessAccountMember } from '#app/auth/guards.server.ts'
import { ofBusinessAccount } from '#app/auth/permission-needed.ts'
import { createBusinessUserFrom } from '#app/business-account/create-business-user.server.ts'
import { createBusinessUserInAccountSchema } from '#app/business-account/forms.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { newIdempotencyKey, withIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { parseParams } from '#app/routing/params.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'

// The form hydrates after the page (ADR 0007): the form library is not part of the first load.
const CreateBusinessUserForm = hydrateLater(() => import('#app/business-account/create-business-user-form.tsx').then((m) => m.CreateBusinessUserForm))

export const handle = { i18n: ['business'] }
export const meta = pageMeta

const paramsSchema = z.object({ id: z.uuid() })

/** Only the account's owner adds business users here; its members are told so (the API refuses others too). */
async function requireAccountOwner(args: LoaderFunctionArgs) {
	const { id } = parseParams(paramsSchema, args.params, args.request)
	const auth = await requireBusinessAccountMember(args, id)
	if (auth.businessAccount.role !== 'owner') throw permissionNeeded(args.request, { needs: 'owner', of: ofBusinessAccount(auth.businessAccount) })
	return auth
}

export async function loader(args: LoaderFunctionArgs) {
	const { businessAccount } = await requireAccountOwner(args)
	const t = await i18next.getFixedT(args.request, 'business')
	return {
		meta: { title: t('createBusinessUser.meta.title'), description: t('createBusinessUser.meta.description', { account: businessAccount.name }) },
		account: { id: businessAccount.id, name: businessAccount.name },
		idempotencyKey: newIdempotencyKey(),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session, businessAccount } = await requireAccountOwner(args)
	const submission = parseWithZod(await readForm(request), { schema: createBusinessUserInAccountSchema })
	if (submission.status !== 'success') return data({ result: withIdempotencyKey(submission.reply()) }, { status: 400 })
	return createBusinessUserFrom(request, context, session, { accountId: businessAccount.id, submission, successTo: () => `/business-account/${businessAccount.id}` })
}

export default function CreateBusinessUser() {
	const { t } = useTranslation('business')
	const { account, idempotencyKey } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<h1>{t('createBusinessUser.title')}</h1>
			<p className="muted">{t('createBusinessUser.intro', { account: account.name })}</p>
			<CreateBusinessUserForm accountId={account.id} cancelTo={`/business-account/${account.id}`} idempotencyKey={idempotencyKey} />
		</div>
	)
}
