import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireBusinessUserPage } from '#app/business-user/owner.server.ts'
import { businessUserFormPath, businessUserPath } from '#app/business-user/paths.ts'
import { BusinessUserSubpage } from '#app/business-user/subpage.tsx'
import { ProfileSection } from '#app/profile/section.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { formatCount } from '#app/i18n/formats.ts'

export const handle = { i18n: ['business-user'] }
export const meta = pageMeta

/** /business-user/{id}/business-profile: the business account it belongs to, its members, its overview and what it publishes. */
export async function loader(args: LoaderFunctionArgs) {
	const { id, page, user, language } = await requireBusinessUserPage(args)
	const t = await i18next.getFixedT(args.request, 'business-user')
	const storyCount = formatCount(page.stories.items.length, language)
	return {
		meta: { title: t('businessProfile.meta.title', { name: page.name }), description: t('businessProfile.meta.description', { name: page.name }) },
		id,
		name: page.name,
		overview: page.overview,
		account: page.businessAccount,
		// The account's own page is for its owner and members (check-in-business-account).
		accountTo: user.businessAccounts.some((account) => account.id === page.businessAccount.id) ? `/business-account/${page.businessAccount.id}` : undefined,
		editOverviewTo: page.canEdit ? businessUserFormPath(id, 'overview') : undefined,
		numbers: {
			members: formatCount(page.memberCount, language),
			stories: page.stories.nextCursor ? t('businessProfile.storiesMore', { number: storyCount }) : storyCount,
			events: formatCount(page.events.items.length, language),
		},
	}
}

export default function BusinessUserBusinessProfile() {
	const { t } = useTranslation('business-user')
	const { id, name, overview, account, accountTo, editOverviewTo, numbers } = useLoaderData<typeof loader>()
	return (
		<BusinessUserSubpage id={id} name={name} title={t('businessProfile.title')}>
			<div className="card-grid">
				<ProfileSection id="business-account" title={t('businessProfile.account')}>
					<p>{t('businessProfile.accountText', { name, account: account.name })}</p>
					{accountTo ? (
						<p>
							<Link to={accountTo}>{t('businessProfile.openAccount')}</Link>
						</p>
					) : null}
				</ProfileSection>
				<ProfileSection id="overview" title={t('businessProfile.overview')} editTo={editOverviewTo} editLabel={t('page.editOverview')}>
					<p className={overview ? 'prose' : 'muted'}>{overview ?? t('businessProfile.noOverview')}</p>
				</ProfileSection>
			</div>
			<ProfileSection id="publishes" title={t('businessProfile.publishes', { name })}>
				<p className="muted">{t('businessProfile.publishesText')}</p>
				<dl className="stats">
					<div>
						<dt>{t('businessProfile.members')}</dt>
						<dd>{numbers.members}</dd>
					</div>
					<div>
						<dt>
							<Link to={businessUserPath(id, 'additional-content')}>{t('businessProfile.stories')}</Link>
						</dt>
						<dd>{numbers.stories}</dd>
					</div>
					<div>
						<dt>
							<Link to={businessUserPath(id, 'event/around-here')}>{t('businessProfile.events')}</Link>
						</dt>
						<dd>{numbers.events}</dd>
					</div>
				</dl>
			</ProfileSection>
		</BusinessUserSubpage>
	)
}
