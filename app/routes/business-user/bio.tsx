import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { aboutPartsOf } from '#app/business-user/forms.ts'
import { requireBusinessUserPage } from '#app/business-user/owner.server.ts'
import { businessUserFormPath } from '#app/business-user/paths.ts'
import { BusinessUserSubpage } from '#app/business-user/subpage.tsx'
import { ProfileSection } from '#app/profile/section.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'

export const handle = { i18n: ['business-user'] }
export const meta = pageMeta

/** /business-user/{id}/bio: who the business is: its description, goal, business and story. */
export async function loader(args: LoaderFunctionArgs) {
	const { id, page } = await requireBusinessUserPage(args)
	const t = await i18next.getFixedT(args.request, 'business-user')
	return {
		meta: { title: t('bioPage.meta.title', { name: page.name }), description: t('bioPage.meta.description', { name: page.name }) },
		id,
		name: page.name,
		canEdit: page.canEdit,
		parts: aboutPartsOf(page),
	}
}

export default function BusinessUserBio() {
	const { t } = useTranslation('business-user')
	const { id, name, canEdit, parts } = useLoaderData<typeof loader>()
	return (
		<BusinessUserSubpage id={id} name={name} title={t('bioPage.title')}>
			{parts.map(({ part, text }) => {
				const title = t(`forms.about.${part}.heading`)
				return (
					<ProfileSection key={part} id={`bio-${part}`} title={title} editTo={canEdit ? businessUserFormPath(id, `about-us/${part}`) : undefined} editLabel={t('bioPage.editPart', { part: title })}>
						{text ? <p className="prose business-user__text">{text}</p> : <p className="muted">{t('page.nothingYet')}</p>}
					</ProfileSection>
				)
			})}
		</BusinessUserSubpage>
	)
}
