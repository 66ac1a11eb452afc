import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '#app/auth/guards.server.ts'
import { BusinessUserItem } from '#app/business-account/business-user-item.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'

export const handle = { i18n: ['account'] }
export const meta = pageMeta

/** My business accounts, each with its business users, and a way to act as any of them. */
export async function loader(args: LoaderFunctionArgs) {
	const { user } = await requireUser(args)
	const t = await i18next.getFixedT(args.request, 'account')
	return {
		meta: { title: t('businessUsers.meta.title'), description: t('businessUsers.meta.description') },
		activeId: user.activeBusinessUser?.id,
		accounts: user.businessAccounts.map((account) => ({
			id: account.id,
			name: account.name,
			role: account.role,
			businessUsers: user.myBusinessUsers
				.filter((businessUser) => businessUser.businessAccountId === account.id)
				.map((businessUser) => ({ id: businessUser.id, name: businessUser.name, description: businessUser.description, isAdmin: businessUser.isAdmin })),
		})),
	}
}

export default function MyBusinessUsers() {
	const { t } = useTranslation('account')
	const { accounts, activeId } = useLoaderData<typeof loader>()
	return (
		<div className="account-page">
			<h1>{t('businessUsers.title')}</h1>
			{accounts.length === 0 ? (
				<EmptyState
					title={t('businessUsers.none.title')}
					description={t('businessUsers.none.text')}
					action={<ButtonLink to="/business-account/create">{t('businessUsers.create')}</ButtonLink>}
				/>
			) : (
				accounts.map((account) => (
					<Card key={account.id} aria-labelledby={`account-${account.id}`}>
						<h2 id={`account-${account.id}`}>
							<Link to={`/business-account/${account.id}`}>{account.name}</Link>
						</h2>
						<p className="muted">{t(`businessUsers.role.${account.role}`)}</p>
						{account.businessUsers.length === 0 ? (
							<p>{t('businessUsers.noBusinessUsers')}</p>
						) : (
							<ul className="choice-list">
								{account.businessUsers.map((businessUser) => (
									<BusinessUserItem key={businessUser.id} businessUser={businessUser} active={businessUser.id === activeId} />
								))}
							</ul>
						)}
					</Card>
				))
			)}
		</div>
	)
}
