import { Form, useNavigation } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { revalidateIfIdle } from '#app/hooks/revalidate-if-idle.ts'
import type { HoldEnd } from './views.ts'

/** While a payment is pending, a page reads it again this often (with JavaScript; without, "Check payment"). */
const CHECK_EVERY_MS = 3_000

/** With JavaScript, a pending payment is read again by itself every few seconds; the page changes (or moves on) when it is paid. */
export function useCheckPayment(pending: boolean) {
	useEffect(() => {
		if (!pending) return
		const timer = setInterval(() => revalidateIfIdle(), CHECK_EVERY_MS)
		return () => clearInterval(timer)
	}, [pending])
}

export type PromptPayPanelProps = {
	/** The QR to scan, and the same code as a picture to keep (app/shop/promptpay-qr.server.ts). */
	promptPay: { image: string; save: { href: string; fileName: string } }
	/** Until when the code can be paid. */
	expiresAt: HoldEnd | null
	/** "Check payment" was pressed: the panel says nothing has arrived yet. */
	checked: boolean
}

/**
 * A bill's PromptPay QR (docs/product.md#shop): the code to scan, the picture to keep, until when it can be
 * paid, and "Check payment", a post to the page's action with `intent=check` (with JavaScript the page
 * also checks by itself: `useCheckPayment`). The shop's bill and a subscription period's pay page show it.
 */
export function PromptPayPanel({ promptPay, expiresAt, checked }: PromptPayPanelProps) {
	const { t } = useTranslation('shop')
	const busy = useNavigation().state !== 'idle'
	return (
		<section aria-labelledby="promptpay" className="card stack billing__promptpay">
			<h2 id="promptpay">{t('payment.promptpay')}</h2>
			<img src={promptPay.image} alt={t('billing.qrAlt')} width={240} height={240} className="billing__qr" />
			<p>{t('billing.scan')}</p>
			<p className="muted">{t('billing.saveHint')}</p>
			<p>
				<a href={promptPay.save.href} download={promptPay.save.fileName} className="button button--secondary">
					{t('billing.save')}
				</a>
			</p>
			{expiresAt ? <p className="notice">{t(expiresAt.date ? 'billing.expiresDate' : 'billing.expires', expiresAt)}</p> : null}
			<p className="muted js-only" aria-live="polite">
				{t('billing.checking')}
			</p>
			{checked ? (
				<p className="notice" role="status">
					{t('billing.notYet')}
				</p>
			) : null}
			<Form method="post">
				<Button type="submit" name="intent" value="check" variant="secondary" aria-disabled={busy || undefined}>
					{t('billing.check')}
				</Button>
			</Form>
		</section>
	)
}
