import { useTranslation } from 'react-i18next'
import { HONEYPOT_FIELD } from '#app/security/honeypot.ts'

/** The honeypot: off-screen, out of the tab order and hidden from assistive technology. */
export function HoneypotField() {
	const { t } = useTranslation()
	return (
		<div className="honeypot" aria-hidden="true">
			<label htmlFor={HONEYPOT_FIELD}>{t('forms.honeypot')}</label>
			<input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
		</div>
	)
}
