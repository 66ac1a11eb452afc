import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireSomeBusinessAccount, type SignedIn } from '#app/auth/guards.server.ts'
import { createBusinessUserFrom } from '#app/business-account/create-business-user.server.ts'
import { createBusinessUserInAccountSchema } from '#app/business-account/forms.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { newIdempotencyKey, withIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { readForm } from '#app/forms/read-form.server.ts'

const CreateBusinessUserForm = hydrateLater(() => import('#app/business-account/create-business-user-form.tsx').then((m) => m.CreateBusinessUserForm))

export const handle = { i18n: ['business'] }
export const meta = pageMeta

/** The accounts the person may add business users to: those they own, or administer a business user of. */
function accountsToCreateIn(user: SignedIn['user']) {
	const administered = new Set(user.businessUsers.filter((businessUser) => businessUser.isAdmin).map((businessUser) => businessUser.businessAccountId))
	return user.businessAccounts.filter((account) => account.role === 'owner' || administered.has(account.id)).map(({ id, name }) => ({ id, name }))
}

/**
 * /business-user/create: a new business user in one of the person's business accounts. Someone without
 * a business account is sent to create one first (redirect-check-in-business-account).
 */
export async function loader(args: LoaderFunctionArgs) {
	const { user } = await requireSomeBusinessAccount(args)
	const t = await i18next.getFixedT(args.request, 'business')
	return { meta: { title: t('createBusinessUser.meta.title'), description: t('newBusinessUser.description') }, accounts: accountsToCreateIn(user), idempotencyKey: newIdempotencyKey() }
}

export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session, user } = await requireSomeBusinessAccount(args)
	const submission = parseWithZod(await readForm(request), { schema: createBusinessUserInAccountSchema })
	if (submission.status !== 'success') return data({ result: withIdempotencyKey(submission.reply()) }, { status: 400 })
	if (!accountsToCreateIn(user).some((account) => account.id === submission.value.accountId)) {
		return data({ result: withIdempotencyKey(submission.reply({ formErrors: ['notOwner'] })) }, { status: 403 })
	}
	return createBusinessUserFrom(request, context, session, { accountId: submission.value.accountId, submission, successTo: (id) => `/business-user/${id}` })
}

export default function NewBusinessUser() {
	const { t } = useTranslation('business')
	const { accounts, idempotencyKey } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<h1>{t('createBusinessUser.title')}</h1>
			{accounts.length ? (
				<>
					<p className="muted">{t('newBusinessUser.intro')}</p>
					<CreateBusinessUserForm accounts={accounts} cancelTo="/account/business-users" idempotencyKey={idempotencyKey} />
				</>
			) : (
				<>
					<p>{t('newBusinessUser.notAdmin')}</p>
					<p>
						<Link to="/business-user/add-with-existing">{t('newBusinessUser.joinInstead')}</Link>
					</p>
				</>
			)}
		</div>
	)
}
