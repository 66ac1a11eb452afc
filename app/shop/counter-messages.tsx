import { useTranslation } from 'react-i18next'
import { SERVICE_BUSY } from '#app/api/outage.ts'
import { formatBaht } from '#app/content/display.ts'
import { formatValidationMessage, type TranslateFunction } from '#app/validation/format.ts'
import { decodeMessage } from '#app/validation/message.ts'

// The counter sale's messages (docs/product.md#shop, "Counter sale"): a message of its own is a key of
// locales/{en,th}/shop.json (`counter.errors.*`, app/shop/counter-forms.ts counterMessage), an amount in
// it given in satang and said in baht; any other is a field rule's (locales/{en,th}/validation.json) or,
// for a form's own error, the shop's (`errors.*`).

/** The text of a counter sale's own message, or null when it is another kind. */
function counterText(t: TranslateFunction, encoded: string, language: string) {
	const { key, values } = decodeMessage(encoded)
	if (!key.startsWith('counter.errors.')) return null
	const amount = values.satang === undefined ? undefined : formatBaht(Number(values.satang), language, { cents: true })
	return t(key, { ...values, amount })
}

/** A field's messages, with the field's own label (as app/components/ui/field-errors.tsx says them). */
export function CounterFieldErrors({ id, errors, label }: { id: string; errors?: string[]; label: string }) {
	const { t, i18n } = useTranslation('shop')
	if (!errors?.length) return null
	return (
		<ul id={id} className="field__errors">
			{errors.map((error) => (
				<li key={error}>{counterText(t, error, i18n.language) ?? formatValidationMessage(t, error, label)}</li>
			))}
		</ul>
	)
}

/** A form's own error, announced as an alert; always there, so the form's error id points at something. */
export function CounterFormError({ id, errors }: { id: string; errors?: string[] }) {
	const { t, i18n } = useTranslation('shop')
	return (
		<div id={id} role="alert" className={errors?.length ? 'form-error' : undefined}>
			{errors?.map((error) => (
				<p key={error}>{error === SERVICE_BUSY ? t('errors.busy.form', { ns: 'common' }) : (counterText(t, error, i18n.language) ?? t(`errors.${decodeMessage(error).key}`, { defaultValue: t('errors.unavailable') }))}</p>
			))}
		</div>
	)
}
