import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type EmptyStateProps = { title?: string; description?: ReactNode; action?: ReactNode; headingLevel?: 2 | 3 }

export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
	const { t } = useTranslation()
	const Heading = `h${headingLevel}` as const
	return (
		<div className="empty-state">
			<svg className="empty-state__icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
				<circle cx="12" cy="12" r="9" />
				<path d="M8 12h8M12 8v8" opacity="0.35" />
			</svg>
			<Heading>{title ?? t('generic.noData')}</Heading>
			{description ? <p>{description}</p> : null}
			{action}
		</div>
	)
}
