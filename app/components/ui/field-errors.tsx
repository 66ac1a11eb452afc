import { useTranslation } from 'react-i18next'
import { formatValidationMessage } from '#app/validation/format.ts'

/** Validation messages of one field, translated with the field's own label. */
export function FieldErrors({ id, errors, label }: { id: string; errors?: string[]; label: string }) {
	const { t } = useTranslation()
	if (!errors?.length) return null
	return (
		<ul id={id} className="field__errors">
			{errors.map((error) => (
				<li key={error}>{formatValidationMessage(t, error, label)}</li>
			))}
		</ul>
	)
}
