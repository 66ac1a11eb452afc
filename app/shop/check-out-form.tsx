import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'
import { HEAD_OFFICE_BRANCH } from '#contracts/thai-tax-id.ts'
import type { CheckOutTotals } from './views.ts'

// Loaded on demand: the validation library and the phone rule's are not part of the page's first load.
const loadSchema = () => import('./check-out-schema.ts').then((m) => m.checkOutFormSchema)

type ActionData = { result?: SubmissionResult<string[]> }

/**
 * The check-out (docs/product.md#shop): "Delivery" (pick up, or deliver with an address and postcode; not
 * asked of e-tickets only), "Phone number", "Note", a tax invoice when the business user issues them,
 * "Payment", "Voucher" when the buyer has vouchers of this business user (docs/product.md#pocket) with the
 * total to pay, then "Place order". The address fields and the tax invoice's show only while asked for, and
 * the total follows the voucher chosen, by the stylesheet alone, so also without JavaScript.
 */
export function CheckOutForm({
	needsDelivery,
	paymentMethods,
	phone,
	totals,
	leastToPay,
	idempotencyKey,
	taxInvoices,
}: {
	needsDelivery: boolean
	/** PromptPay only where the business user has a PromptPay id. */
	paymentMethods: Array<'promptpay' | 'card'>
	phone: string
	/** The subtotal this page shows (sent back: a changed price is then said, never paid silently) and each voucher's total. */
	totals: CheckOutTotals
	/** What a voucher always leaves to pay, as shown ("฿20.00"). */
	leastToPay: string
	idempotencyKey: string
	/** Whether the business user issues tax invoices (it has a tax id). */
	taxInvoices: boolean
}) {
	const { t } = useTranslation('shop')
	const actionData = useActionData<ActionData>()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const [form, fields] = useValidatedForm({
		id: 'check-out',
		schema: loadSchema,
		required: ['phone', 'paymentMethod'],
		lastResult: actionData?.result,
		defaultValue: { delivery: needsDelivery ? 'pickup' : undefined, phone, paymentMethod: paymentMethods[0], idempotencyKey, subtotalSatang: String(totals.subtotalSatang), invoiceBranch: HEAD_OFFICE_BRANCH },
	})
	// Said to a screen reader when the voucher changes (the stylesheet shows the total, which a reader is not told of).
	const [announced, setAnnounced] = useState('')
	const voucherRefused = Boolean(fields.voucherId.errors?.length)
	// A refused voucher is chosen afresh: "No voucher", as the server renders the answer without JavaScript. Set
	// in place, not by a new element: the select has the focus now (the first field in error), and taking it away
	// would check the field again.
	const voucherSelect = useRef<HTMLSelectElement>(null)
	useEffect(() => {
		if (voucherRefused && voucherSelect.current) voucherSelect.current.value = ''
	}, [voucherRefused, actionData])
	const deliveryChoices = ['pickup', 'deliver'] as const
	return (
		<Form method="post" {...getFormProps(form)} noValidate className="card stack check-out-form">
			<FormError id={form.errorId} errors={form.errors} namespace="shop" />
			<IdempotencyKeyInput value={fields.idempotencyKey.value} />
			<input type="hidden" name={fields.subtotalSatang.name} value={String(totals.subtotalSatang)} />
			{needsDelivery ? (
				<fieldset className="field choice-list">
					<legend>{t('checkOut.delivery')}</legend>
					{deliveryChoices.map((choice) => (
						<label key={choice} className="choice">
							<input type="radio" name={fields.delivery.name} value={choice} defaultChecked={(fields.delivery.initialValue ?? 'pickup') === choice} />
							{t(`delivery.${choice}`)}
						</label>
					))}
					<FieldErrors id={fields.delivery.errorId} errors={fields.delivery.errors} label={t('checkOut.delivery')} />
				</fieldset>
			) : (
				<p className="muted">{t('checkOut.eTicketsOnly')}</p>
			)}
			{needsDelivery ? (
				// Shown only while "Deliver to me" is chosen, by the stylesheet alone (:has), so also without JavaScript.
				<div className="stack check-out-form__address">
					<div className="field">
						<label htmlFor="check-out-address">{t('checkOut.address')}</label>
						<TextArea {...getTextareaProps(fields.address)} id="check-out-address" rows={3} autoComplete="street-address" />
						<FieldErrors id="check-out-address-error" errors={fields.address.errors} label={t('checkOut.address')} />
					</div>
					<TextField label={t('checkOut.postcode')} errors={fields.postcode.errors} inputProps={{ ...getInputProps(fields.postcode, { type: 'text' }), id: 'check-out-postcode', inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 }} />
				</div>
			) : null}
			<TextField label={t('checkOut.phone')} errors={fields.phone.errors} inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), id: 'check-out-phone', autoComplete: 'tel' }} />
			<div className="field">
				<label htmlFor="check-out-note">{t('checkOut.note')}</label>
				<TextArea {...getTextareaProps(fields.note)} id="check-out-note" rows={2} />
				<FieldErrors id="check-out-note-error" errors={fields.note.errors} label={t('checkOut.note')} />
			</div>
			{taxInvoices ? (
				<fieldset className="field stack check-out-form__invoice">
					<legend>{t('checkOut.taxInvoice.legend')}</legend>
					<label className="choice">
						<input {...getInputProps(fields.taxInvoice, { type: 'checkbox' })} id="check-out-tax-invoice" />
						{t('checkOut.taxInvoice.ask')}
					</label>
					{/* Shown only while asked for, by the stylesheet alone (:has), so also without JavaScript. */}
					<div className="stack check-out-form__invoice-fields">
						<TextField label={t('checkOut.taxInvoice.name')} errors={fields.invoiceName.errors} inputProps={{ ...getInputProps(fields.invoiceName, { type: 'text' }), id: 'check-out-invoice-name', autoComplete: 'organization' }} />
						<TextField
							label={t('checkOut.taxInvoice.taxId')}
							hint={t('checkOut.taxInvoice.taxIdHint')}
							errors={fields.invoiceTaxId.errors}
							inputProps={{ ...getInputProps(fields.invoiceTaxId, { type: 'text' }), id: 'check-out-invoice-tax-id', inputMode: 'numeric', autoComplete: 'off' }}
						/>
						<TextField
							label={t('checkOut.taxInvoice.branch')}
							hint={t('checkOut.taxInvoice.branchHint')}
							errors={fields.invoiceBranch.errors}
							inputProps={{ ...getInputProps(fields.invoiceBranch, { type: 'text' }), id: 'check-out-invoice-branch', inputMode: 'numeric', maxLength: 5, autoComplete: 'off' }}
						/>
						<div className="field">
							<label htmlFor="check-out-invoice-address">{t('checkOut.taxInvoice.address')}</label>
							<TextArea {...getTextareaProps(fields.invoiceAddress)} id="check-out-invoice-address" rows={3} autoComplete="street-address" />
							<FieldErrors id="check-out-invoice-address-error" errors={fields.invoiceAddress.errors} label={t('checkOut.taxInvoice.address')} />
						</div>
					</div>
				</fieldset>
			) : null}
			<fieldset className="field choice-list">
				<legend>{t('checkOut.payment')}</legend>
				{paymentMethods.map((choice) => (
					<label key={choice} className="choice">
						<input type="radio" name={fields.paymentMethod.name} value={choice} defaultChecked={(fields.paymentMethod.initialValue ?? paymentMethods[0]) === choice} />
						{t(`payment.${choice}`)}
					</label>
				))}
				<FieldErrors id={fields.paymentMethod.errorId} errors={fields.paymentMethod.errors} label={t('checkOut.payment')} />
			</fieldset>
			{totals.choices.length > 1 ? (
				<div className="field">
					<label htmlFor="check-out-voucher">{t('checkOut.voucher')}</label>
					<p id="check-out-voucher-hint" className="field__hint">
						{t('checkOut.voucherHint', { least: leastToPay })}
					</p>
					<select
						ref={voucherSelect}
						id="check-out-voucher"
						name={fields.voucherId.name}
						defaultValue={typeof fields.voucherId.initialValue === 'string' ? fields.voucherId.initialValue : ''}
						aria-invalid={voucherRefused || undefined}
						aria-describedby={voucherRefused ? 'check-out-voucher-hint check-out-voucher-error' : 'check-out-voucher-hint'}
						onChange={(event) => {
							const chosen = totals.choices.find((choice) => choice.voucherId === event.currentTarget.value)
							setAnnounced(chosen ? t('checkOut.totalNow', { total: chosen.total }) : '')
						}}
					>
						{totals.choices.map((choice) => (
							<option key={choice.voucherId} value={choice.voucherId}>
								{choice.title === null ? t('checkOut.noVoucher') : t('checkOut.voucherOption', { title: choice.title, discount: choice.discount })}
							</option>
						))}
					</select>
					{voucherRefused ? (
						<ul id="check-out-voucher-error" className="field__errors">
							<li>{t('checkOut.voucherRefused')}</li>
						</ul>
					) : null}
				</div>
			) : null}
			{totals.choices.length > 1 ? <CheckOutTotalsList totals={totals} /> : null}
			<p className="visually-hidden" aria-live="polite">
				{announced}
			</p>
			<div className="button-row">
				<Button type="submit" aria-disabled={busy || undefined}>
					{busy ? t('checkOut.placing') : t('checkOut.place')}
				</Button>
			</div>
		</Form>
	)
}

/**
 * The subtotal, the chosen voucher and the total to pay. Every choice's rows are in the page; the
 * stylesheet shows the chosen one's (:has, as the address's), so the total shown is the one the order is
 * placed at, with or without JavaScript. A browser without :has shows the total without a voucher.
 */
function CheckOutTotalsList({ totals }: { totals: CheckOutTotals }) {
	const { t } = useTranslation('shop')
	const chosen = (index: number) => `.check-out-form:has(#check-out-voucher option:nth-child(${index + 1}):checked) .check-out-totals__${index}`
	// Built of numbers only: nothing of the buyer's or the shop's goes into the stylesheet. Its layout: app/shop/check-out.css.
	const style = [
		'.check-out-totals .check-out-totals__choice:not(.check-out-totals__0){display:none}',
		`@supports selector(:has(*)){.check-out-totals .check-out-totals__0{display:none}${totals.choices.map((_, index) => `${chosen(index)}{display:flex}`).join('')}}`,
	].join('')
	return (
		<>
			<style dangerouslySetInnerHTML={{ __html: style }} />
			<dl className="check-out-totals">
				<div>
					<dt>{t('order.subtotal')}</dt>
					<dd>{totals.subtotal}</dd>
				</div>
				{totals.choices.map((choice, index) =>
					choice.title === null ? null : (
						<div key={choice.voucherId} className={`check-out-totals__choice check-out-totals__${index}`}>
							<dt>{t('order.voucher', { title: choice.title })}</dt>
							<dd>{t('order.discount', { amount: choice.discount })}</dd>
						</div>
					),
				)}
				{totals.choices.map((choice, index) => (
					<div key={choice.voucherId} className={`check-out-totals__choice check-out-totals__total check-out-totals__${index}`}>
						<dt>{t('checkOut.toPay')}</dt>
						<dd>{choice.total}</dd>
					</div>
				))}
			</dl>
		</>
	)
}
