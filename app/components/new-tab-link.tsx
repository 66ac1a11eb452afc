import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A link to another site (the back office's business sign-up, its terms of use) that opens in a new
 * tab, and says so to screen readers. Children may come from a translation (`<Trans components>`).
 */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children?: ReactNode }) {
	const { t } = useTranslation()
	const noteId = useId()
	return (
		<>
			<a href={href} className={className} target="_blank" rel="noopener" aria-describedby={noteId}>
				{children}
			</a>
			<span id={noteId} className="visually-hidden">
				{t('newTab')}
			</span>
		</>
	)
}
