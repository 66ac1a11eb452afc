import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '#app/components/ui/button.tsx'

type BusinessUserSummary = { id: string; name: string; description: string | null }

/**
 * One business user in a list: its name and description, and "Act as" (or that the person already
 * does). `children` adds lines under the description.
 */
export function BusinessUserItem({ businessUser, active, children }: { businessUser: BusinessUserSummary; active: boolean; children?: ReactNode }) {
	const { t } = useTranslation('account')
	return (
		<li className="choice-list__item">
			<div>
				<p className="choice-list__name">{businessUser.name}</p>
				{businessUser.description ? <p className="muted">{businessUser.description}</p> : null}
				{children}
			</div>
			{active ? (
				<span className="tag">{t('switch.current')}</span>
			) : (
				<ButtonLink to={`/business-user/${businessUser.id}/login`} variant="secondary" size="small">
					{t('switch.actAs', { name: businessUser.name })}
				</ButtonLink>
			)}
		</li>
	)
}
