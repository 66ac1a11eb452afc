import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireBusinessAccountMember } from '#app/auth/guards.server.ts'
import { businessApi } from '#app/business-account/api.server.ts'
import { BusinessUserItem } from '#app/business-account/business-user-item.tsx'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound, parseParams } from '#app/routing/params.server.ts'
import { opensInvites, opensUserControl, peopleRightsOf, standingOf } from '#contracts/people-rights.ts'

export const handle = { i18n: ['business', 'account'] }
export const meta = pageMeta

const paramsSchema = z.object({ id: z.uuid() })

/** A business account I own or work in: its business users, and what I may do with them. */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { id } = parseParams(paramsSchema, params, request)
	const auth = await requireBusinessAccountMember(args, id)
	const api = businessApi(request, context, auth.session)
	const account = await api.account(id).catch(orNotFound(request, 'businessAccount'))
	// Who works as each business user (a handful each: one call per business user is fine).
	const [memberLists, t] = await Promise.all([Promise.all(account.businessUsers.map((businessUser) => api.members(businessUser.id))), i18next.getFixedT(request, 'business')])
	const membersOf = new Map(memberLists.map((list) => [list.businessUser.id, list.items.map((member) => ({ uuid: member.profileUuid, name: `${member.firstName} ${member.lastName}`.trim(), role: member.role, isAdmin: member.isAdmin }))]))
	return {
		meta: { title: t('account.meta.title', { name: account.name }), description: t('account.meta.description', { name: account.name }) },
		account: {
			...account,
			businessUsers: account.businessUsers.map((businessUser) => {
				const rights = peopleRightsOf(standingOf(businessUser))
				return { ...businessUser, members: membersOf.get(businessUser.id) ?? [], opensUserControl: opensUserControl(rights), opensInvites: opensInvites(rights) }
			}),
		},
		activeId: auth.user.activeBusinessUser?.id ?? null,
	}
}

export default function BusinessAccount() {
	const { t } = useTranslation('business')
	const { account, activeId } = useLoaderData<typeof loader>()
	const isOwner = account.role === 'owner'
	return (
		<div className="account-page">
			<h1>{account.name}</h1>
			<p className="muted">{t(`account.role.${account.role}`)}</p>
			<Card aria-labelledby="business-users">
				<div className="card__header">
					<h2 id="business-users">{t('account.businessUsers')}</h2>
					<div className="button-row">
						{isOwner ? (
							<ButtonLink to={`/business-account/${account.id}/business-user/create`} size="small">
								{t('account.createBusinessUser')}
							</ButtonLink>
						) : null}
						{account.businessUsers.some((businessUser) => businessUser.opensInvites) ? (
							<ButtonLink to={`/business-account/${account.id}/business-user/add-with-existing`} variant="secondary" size="small">
								{t('account.addExisting')}
							</ButtonLink>
						) : null}
					</div>
				</div>
				{account.businessUsers.length === 0 ? (
					<EmptyState headingLevel={3} title={t('account.none.title')} description={t(isOwner ? 'account.none.ownerText' : 'account.none.memberText')} />
				) : (
					<ul className="choice-list">
						{account.businessUsers.map((businessUser) => (
							<BusinessUserItem key={businessUser.id} businessUser={businessUser} active={businessUser.id === activeId}>
								<p className="muted">{t(businessUser.isAdmin ? 'account.youAdminister' : 'account.youWorkHere')}</p>
								<p>
									<span className="muted">{t('account.people')} </span>
									{businessUser.members.map((member) => t(member.role === 'owner' ? 'account.personOwner' : member.isAdmin ? 'account.personAdmin' : 'account.person', { name: member.name })).join(', ')}
								</p>
								<ul className="inline-links">
									<li>
										<Link to={`/business-user/${businessUser.id}`}>{t('account.profile')}</Link>
									</li>
									{businessUser.opensUserControl ? (
										<li>
											<Link to={`/business-account/${account.id}/business-user/${businessUser.id}/user-control`}>{t('account.userControl')}</Link>
										</li>
									) : null}
									{businessUser.opensInvites ? (
										<li>
											<Link to={`/business-account/${account.id}/business-user/${businessUser.id}/invite-user/link`}>{t('account.invite')}</Link>
										</li>
									) : null}
									{isOwner ? (
										<li>
											<Link to={`/business-account/${account.id}/business-user/${businessUser.id}/user-control?archive#archive-business-user`} aria-label={t('account.archiveLabel', { name: businessUser.name })}>
												{t('account.archive')}
											</Link>
										</li>
									) : null}
								</ul>
							</BusinessUserItem>
						))}
					</ul>
				)}
			</Card>
		</div>
	)
}
