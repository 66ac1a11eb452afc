import { useTranslation } from 'react-i18next'

/**
 * A form's own error (not a field's): message keys of `namespace`'s `errors.*`, announced as an alert.
 * The element is always there, so conform's form.errorId always points at something.
 */
export function FormError({ id, errors, namespace }: { id: string; errors?: string[]; namespace: string }) {
	const { t } = useTranslation(namespace)
	return (
		<div id={id} role="alert" className={errors?.length ? 'form-error' : undefined}>
			{errors?.map((key) => <p key={key}>{t(`errors.${key}`, { defaultValue: t('errors.authentication', { ns: namespace }) })}</p>)}
		</div>
	)
}
