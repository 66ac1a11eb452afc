import { useTranslation } from 'react-i18next'
import { SERVICE_BUSY } from '#app/api/outage.ts'
import { decodeMessage } from '#app/validation/message.ts'

/**
 * A form's own error (not a field's): message keys of `namespace`'s `errors.*`, announced as an alert.
 * The element is always there, so conform's form.errorId always points at something.
 */
export function FormError({ id, errors, namespace }: { id: string; errors?: string[]; namespace: string }) {
	const { t } = useTranslation(namespace)
	return (
		<div id={id} role="alert" className={errors?.length ? 'form-error' : undefined}>
			{errors?.map((error) => {
				// An error is a message key, with values when it has any (validation/message.ts).
				const { key, values } = decodeMessage(error)
				if (key === SERVICE_BUSY) return <p key={error}>{t('errors.busy.form', { ns: 'common' })}</p>
				return <p key={error}>{t(`errors.${key}`, { ...values, defaultValue: t('errors.authentication', { ns: namespace }) })}</p>
			})}
		</div>
	)
}
