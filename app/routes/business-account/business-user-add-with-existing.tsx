import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { permissionNeeded, requireBusinessAccountMember } from '#app/auth/guards.server.ts'
import { ofBusinessAccount } from '#app/auth/permission-needed.ts'
import { businessApi } from '#app/business-account/api.server.ts'
import { addExistingUserSchema } from '#app/business-account/forms.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound, parseParams } from '#app/routing/params.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { opensInvites, peopleRightsOf, standingOf } from '#contracts/people-rights.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureInit } from '#app/api/outage.ts'

const AddExistingUserForm = hydrateLater(() => import('#app/business-account/add-existing-user-form.tsx').then((m) => m.AddExistingUserForm))

export const handle = { i18n: ['business'] }
export const meta = pageMeta

const paramsSchema = z.object({ id: z.uuid() })

/** The account's business users this person may add people to (owner, admin, or member create grant); with none, the grant it needs. */
async function requireAdministeredBusinessUsers(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { id } = parseParams(paramsSchema, args.params, request)
	const auth = await requireBusinessAccountMember(args, id)
	const api = businessApi(request, context, auth.session)
	const account = await api.account(id).catch(orNotFound(request, 'businessAccount'))
	const businessUsers = account.businessUsers.filter((businessUser) => opensInvites(peopleRightsOf(standingOf(businessUser)))).map(({ id, name }) => ({ id, name }))
	if (businessUsers.length === 0) throw permissionNeeded(request, { needs: { slug: 'member', scope: 'create' }, of: ofBusinessAccount(account) })
	return { ...auth, api, account, businessUsers }
}

/** /business-account/{id}/business-user/add-with-existing: add a person who already has an account, by email. */
export async function loader(args: LoaderFunctionArgs) {
	const { account, businessUsers } = await requireAdministeredBusinessUsers(args)
	const t = await i18next.getFixedT(args.request, 'business')
	const wanted = new URL(args.request.url).searchParams.get('businessUser')
	return {
		meta: { title: t('addExisting.meta.title'), description: t('addExisting.meta.description', { account: account.name }) },
		account: { id: account.id, name: account.name },
		businessUsers,
		chosen: businessUsers.find((businessUser) => businessUser.id === wanted)?.id ?? businessUsers[0]!.id,
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { api, account, businessUsers } = await requireAdministeredBusinessUsers(args)
	const submission = parseWithZod(await readForm(request), { schema: addExistingUserSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const { businessUserId, email } = submission.value
	const businessUser = businessUsers.find((candidate) => candidate.id === businessUserId)
	if (!businessUser) return data({ result: submission.reply({ fieldErrors: { businessUserId: ['required'] } }) }, { status: 400 })
	const t = await i18next.getFixedT(request, 'business')
	try {
		const member = await api.addMember(businessUserId, email)
		const name = `${member.firstName} ${member.lastName}`.trim()
		return redirectWithSuccess(`/business-account/${account.id}/business-user/${businessUserId}/user-control`, t('addExisting.added', { name, businessUser: businessUser.name }))
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		const reason = error.code === 'person_not_found' ? 'personNotFound' : error.code === 'already_member' ? 'alreadyMember' : error.kind === 'forbidden' ? 'forbidden' : error.kind === 'bad-request' ? 'invalid' : 'unavailable'
		return data({ result: submission.reply({ formErrors: [reason] }) }, failureInit(error, error.status ?? 502))
	}
}

export default function AddExistingUser() {
	const { t } = useTranslation('business')
	const { account, businessUsers, chosen } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<h1>{t('addExisting.title')}</h1>
			<p className="muted">{t('addExisting.intro', { account: account.name })}</p>
			<AddExistingUserForm accountId={account.id} businessUsers={businessUsers} chosen={chosen} />
			<p>
				<Link to={`/business-account/${account.id}/business-user/${chosen}/invite-user/link`}>{t('addExisting.orInvite')}</Link>
			</p>
		</div>
	)
}
