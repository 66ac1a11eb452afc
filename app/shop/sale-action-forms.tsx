import { getFormProps, getInputProps } from '@conform-to/react'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'
import { intentOfReply, type SaleActionData } from './sales.ts'

// The order page's actions that take text (docs/product.md#shop): "Mark shipped" with its tracking number,
// and the question that "Cancel order" asks, with the reason. They hydrate after the page (ADR 0007);
// the schemas are app/shop/sales-forms.ts, the same the page's action reads.

const loadMarkShippedSchema = () => import('./sales-forms.ts').then((m) => m.markShippedFormSchema)
const loadCancelSaleSchema = () => import('./sales-forms.ts').then((m) => m.cancelSaleFormSchema)

/** "Mark shipped": the tracking number is required. */
export function MarkShippedForm() {
	const { t } = useTranslation('sales')
	const actionData = useActionData<SaleActionData>()
	const busy = useNavigation().formData?.get('intent') === 'markShipped'
	const [form, fields] = useValidatedForm({
		id: 'mark-shipped',
		schema: loadMarkShippedSchema,
		required: ['trackingNumber'],
		lastResult: intentOfReply(actionData?.result) === 'markShipped' ? actionData?.result : undefined,
		defaultValue: { intent: 'markShipped' },
	})
	return (
		<Form method="post" {...getFormProps(form)} noValidate className="sale-action stack">
			<FormError id={form.errorId} errors={form.errors} namespace="sales" />
			<input type="hidden" name="intent" value="markShipped" />
			<div className="inline-form">
				<TextField label={t('action.trackingNumber')} hint={t('action.trackingHint')} errors={fields.trackingNumber.errors} inputProps={{ ...getInputProps(fields.trackingNumber, { type: 'text' }), autoComplete: 'off' }} />
				<Button type="submit" aria-disabled={busy || undefined}>
					{busy ? t('action.sending') : t('action.markShipped')}
				</Button>
			</div>
		</Form>
	)
}

/**
 * The second step of "Cancel order": the question, what follows from it, the reason (required, as typed
 * in the first step) and the button that cancels, beside a link that keeps the order. It takes focus when
 * it appears, so it is read and answered next (as app/forms/confirm-step.tsx's question does).
 */
export function CancelSaleConfirm({ number, reason }: { number: number; reason?: string }) {
	const { t } = useTranslation('sales')
	const actionData = useActionData<SaleActionData>()
	const busy = useNavigation().formData?.get('intent') === 'cancelSale'
	const section = useRef<HTMLElement>(null)
	useEffect(() => section.current?.focus(), [])
	const [form, fields] = useValidatedForm({
		id: 'cancel-sale',
		schema: loadCancelSaleSchema,
		required: ['reason'],
		lastResult: intentOfReply(actionData?.result) === 'cancelSale' ? actionData?.result : undefined,
		defaultValue: { intent: 'cancelSale', confirmed: 'yes', reason },
	})
	return (
		<section ref={section} tabIndex={-1} className="delete-entry delete-entry--confirm stack" role="alert" aria-labelledby="cancel-sale-question">
			<h3 id="cancel-sale-question">{t('action.cancelQuestion', { number })}</h3>
			<p>{t('action.cancelWarning')}</p>
			<Form method="post" {...getFormProps(form)} noValidate className="stack">
				<FormError id={form.errorId} errors={form.errors} namespace="sales" />
				<input type="hidden" name="intent" value="cancelSale" />
				<input type="hidden" name="confirmed" value="yes" />
				<TextField label={t('action.reason')} hint={t('action.reasonHint')} errors={fields.reason.errors} inputProps={{ ...getInputProps(fields.reason, { type: 'text' }), autoComplete: 'off' }} />
				<div className="delete-entry__actions">
					<Button type="submit" variant="danger" aria-disabled={busy || undefined}>
						{busy ? t('action.sending') : t('action.cancelSale')}
					</Button>
					<Link to="." preventScrollReset>
						{t('action.keep')}
					</Link>
				</div>
			</Form>
		</section>
	)
}
