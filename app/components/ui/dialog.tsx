import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from './button.tsx'

type DialogProps = {
	/** Text of the button that opens the dialog. */
	trigger: string
	triggerVariant?: 'primary' | 'secondary' | 'ghost' | 'danger'
	title: string
	children: ReactNode
}

/**
 * A dialog built on <details>, so it opens and closes without JavaScript; with it, Escape closes the
 * dialog and focus moves into it and back to the trigger.
 */
export function Dialog({ trigger, triggerVariant = 'secondary', title, children }: DialogProps) {
	const { t } = useTranslation()
	const titleId = useId()
	const detailsRef = useRef<HTMLDetailsElement>(null)

	useEffect(() => {
		const details = detailsRef.current
		if (!details) return
		function onToggle() {
			if (details?.open) details.querySelector<HTMLElement>('.dialog__panel')?.focus()
		}
		function onKeyDown(event: KeyboardEvent) {
			if (event.key === 'Escape' && details?.open) {
				details.open = false
				details.querySelector('summary')?.focus()
			}
		}
		details.addEventListener('toggle', onToggle)
		details.addEventListener('keydown', onKeyDown)
		return () => {
			details.removeEventListener('toggle', onToggle)
			details.removeEventListener('keydown', onKeyDown)
		}
	}, [])

	return (
		<details className="dialog" ref={detailsRef}>
			<summary className={buttonClassName(triggerVariant)}>{trigger}</summary>
			<div className="dialog__backdrop" aria-hidden="true" />
			<div className="dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
				<h2 id={titleId}>{title}</h2>
				{children}
				<p className="visually-hidden">{t('dialog.escapeHint')}</p>
			</div>
		</details>
	)
}
