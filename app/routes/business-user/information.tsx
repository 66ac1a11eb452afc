import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireBusinessUserPage } from '#app/business-user/owner.server.ts'
import { businessUserFormPath } from '#app/business-user/paths.ts'
import { contactKeys } from '#app/business-user/business-user-page.tsx'
import { BusinessUserSubpage } from '#app/business-user/subpage.tsx'
import { ContactDetails } from '#app/profile/contact-details.tsx'
import { ProfileSection } from '#app/profile/section.tsx'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'

export const handle = { i18n: ['business-user'] }
export const meta = pageMeta

const addressKeys = ['address', 'postcode'] as const

/** /business-user/{id}/information: how to reach the business: contact details, opening hours, address. */
export async function loader(args: LoaderFunctionArgs) {
	const { id, page } = await requireBusinessUserPage(args)
	const t = await i18next.getFixedT(args.request, 'business-user')
	return {
		meta: { title: t('information.meta.title', { name: page.name }), description: t('information.meta.description', { name: page.name }) },
		id,
		name: page.name,
		info: page.businessInfo,
		editTo: page.canEdit ? businessUserFormPath(id, 'business-info') : undefined,
	}
}

export default function BusinessUserInformation() {
	const { t } = useTranslation('business-user')
	const { id, name, info, editTo } = useLoaderData<typeof loader>()
	const label = (key: string) => t(`forms.businessInfo.${key}`)
	const hasAny = info && Object.values(info).some(Boolean)
	return (
		<BusinessUserSubpage id={id} name={name} title={t('information.title')}>
			{hasAny ? (
				<div className="card-grid">
					<ProfileSection id="contact" title={t('information.contact')} editTo={editTo} editLabel={t('page.editBusinessInfo')}>
						<ContactDetails info={info} keys={contactKeys} label={label} empty={t('page.nothingYet')} />
					</ProfileSection>
					<ProfileSection id="opening-hours" title={t('information.openingHours')}>
						{info.openingHours ? <p className="details__text">{info.openingHours}</p> : <p className="muted">{t('page.nothingYet')}</p>}
					</ProfileSection>
					<ProfileSection id="address" title={t('information.address')}>
						<ContactDetails info={info} keys={addressKeys} label={label} empty={t('page.nothingYet')} multiline={addressKeys} />
					</ProfileSection>
				</div>
			) : (
				<EmptyState
					title={t('information.none')}
					description={t('information.noneText')}
					action={editTo ? <ButtonLink to={editTo}>{t('information.fillIn')}</ButtonLink> : undefined}
				/>
			)}
		</BusinessUserSubpage>
	)
}
