import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { formatBaht } from '#app/content/display.ts'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'
import type { OrderPaymentMethod } from '#contracts/shop/order-status.ts'
import { CounterFieldErrors, CounterFormError } from './counter-messages.tsx'
import { satangOfBaht } from './counter-money.ts'

// Loaded on demand: the validation library and the phone rule's are not part of the page's first load.
const loadSchema = () => import('./counter-forms.ts').then((m) => m.counterCheckOutFormSchema)

type ActionData = { result?: SubmissionResult<string[]> }

/**
 * A counter sale's check-out (docs/product.md#shop, "Counter sale"): "Customer" (optional: their member
 * code or phone number), "Payment" (the business user's ways at the counter) and, for cash, "Cash received"
 * with the change, then "Continue". The cash field shows only while "Cash" is chosen, by the stylesheet
 * alone (:has), so also without JavaScript; with it, the change follows what is typed.
 */
export function CounterCheckOutForm({
	totalSatang,
	paymentMethods,
	paymentMethod,
	cashReceived,
}: {
	/** The total the page shows: the cash is checked against it (and the API checks it against its own). */
	totalSatang: number
	paymentMethods: OrderPaymentMethod[]
	/** The way chosen last time, or the first. */
	paymentMethod: OrderPaymentMethod
	/** The cash received last time, as baht are typed. */
	cashReceived: string
}) {
	const { t, i18n } = useTranslation('shop')
	const actionData = useActionData<ActionData>()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const [form, fields] = useValidatedForm({
		id: 'counter-check-out',
		schema: loadSchema,
		required: ['paymentMethod'],
		lastResult: actionData?.result,
		defaultValue: { paymentMethod, cashReceived, totalSatang: String(totalSatang) },
	})
	// The change, as the cash is typed (what was typed before the page was interactive included).
	const cashInput = useRef<HTMLInputElement>(null)
	const [cash, setCash] = useState(typeof fields.cashReceived.initialValue === 'string' ? fields.cashReceived.initialValue : '')
	useEffect(() => {
		if (cashInput.current) setCash(cashInput.current.value)
	}, [])
	const cashSatang = satangOfBaht(cash)
	const change = cashSatang === null ? null : cashSatang - totalSatang
	const changeText =
		change === null ? '' : change >= 0 ? t('counter.checkOut.change', { amount: formatBaht(change, i18n.language, { cents: true }) }) : t('counter.checkOut.short', { amount: formatBaht(-change, i18n.language, { cents: true }) })
	const customerErrors = fields.customer.errors
	const cashErrors = fields.cashReceived.errors
	const chosen = typeof fields.paymentMethod.initialValue === 'string' ? fields.paymentMethod.initialValue : paymentMethod
	return (
		<Form method="post" {...getFormProps(form)} noValidate className="card stack counter-check-out-form">
			<CounterFormError id={form.errorId} errors={form.errors} />
			<input type="hidden" name={fields.totalSatang.name} value={String(totalSatang)} />
			<div className="field">
				<label htmlFor="counter-customer">{t('counter.checkOut.customer')}</label>
				<span id="counter-customer-hint" className="field__hint">
					{t('counter.checkOut.customerHint')}
				</span>
				<input
					{...getInputProps(fields.customer, { type: 'text' })}
					id="counter-customer"
					autoComplete="off"
					autoCapitalize="characters"
					spellCheck={false}
					aria-invalid={customerErrors?.length ? true : undefined}
					aria-describedby={customerErrors?.length ? 'counter-customer-hint counter-customer-error' : 'counter-customer-hint'}
				/>
				<CounterFieldErrors id="counter-customer-error" errors={customerErrors} label={t('counter.checkOut.customer')} />
			</div>
			<fieldset className="field choice-list counter-check-out-form__payment">
				<legend>{t('counter.checkOut.payment')}</legend>
				{paymentMethods.map((choice) => (
					<label key={choice} className="choice">
						<input type="radio" name={fields.paymentMethod.name} value={choice} defaultChecked={chosen === choice} />
						{t(`payment.${choice}`)}
					</label>
				))}
				<CounterFieldErrors id={fields.paymentMethod.errorId} errors={fields.paymentMethod.errors} label={t('counter.checkOut.payment')} />
			</fieldset>
			{paymentMethods.includes('cash') ? (
				// Shown only while "Cash" is chosen, by the stylesheet alone (:has), so also without JavaScript.
				<div className="field counter-check-out-form__cash">
					<label htmlFor="counter-cash">{t('counter.checkOut.cashReceived')}</label>
					<span id="counter-cash-hint" className="field__hint">
						{t('counter.checkOut.cashHint')}
					</span>
					<input
						{...getInputProps(fields.cashReceived, { type: 'text' })}
						ref={cashInput}
						id="counter-cash"
						inputMode="decimal"
						autoComplete="off"
						className="counter-check-out-form__cash-input"
						onChange={(event) => setCash(event.currentTarget.value)}
						aria-invalid={cashErrors?.length ? true : undefined}
						aria-describedby={cashErrors?.length ? 'counter-cash-hint counter-cash-change counter-cash-error' : 'counter-cash-hint counter-cash-change'}
					/>
					<p id="counter-cash-change" className="counter-check-out-form__change js-only" aria-live="polite">
						{changeText}
					</p>
					<CounterFieldErrors id="counter-cash-error" errors={cashErrors} label={t('counter.checkOut.cashReceived')} />
				</div>
			) : null}
			<div className="button-row">
				<Button type="submit" className="button--block" aria-disabled={busy || undefined}>
					{busy ? t('counter.checkOut.continuing') : t('counter.checkOut.continue')}
				</Button>
			</div>
		</Form>
	)
}
