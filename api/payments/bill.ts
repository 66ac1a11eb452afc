import { ProblemError } from '#api/http/problems.ts'
import type { OrderPayment } from '#contracts/shop/orders.ts'
import { PaymentGatewayError, type Charge } from './gateway.ts'
import { promptPayPayload, promptPayQrDataUrl } from './promptpay.ts'

// What every area that takes money through the gateway shares (the shop's orders, subscriptions' periods):
// a gateway that cannot be reached is a 503, and a charge is shown on a bill the same way.

export const paymentsUnavailable = () => new ProblemError(503, 'payments_unavailable', 'Payments are not available right now')

/** A call to the gateway; its being unreachable or refusing is the API's 503, never a 500. */
export async function atGateway<T>(call: () => Promise<T>) {
	try {
		return await call()
	} catch (error) {
		if (error instanceof PaymentGatewayError) throw paymentsUnavailable()
		throw error
	}
}

/** A stored charge: what the product last verified of it. */
export type StoredCharge = Pick<OrderPayment, 'chargeId' | 'method' | 'amountSatang' | 'status' | 'failureCode' | 'refundedSatang'> & { expiresAt: Date | null }

/** A charge as a bill shows it: for PromptPay, the QR to scan (the gateway's own image, or ours for the business user's PromptPay id). */
export async function paymentView(payment: StoredCharge, charge: Pick<Charge, 'authorizeUri' | 'qrImageUri'> | null, promptPayId: string | null): Promise<OrderPayment> {
	let promptPay: OrderPayment['promptPay'] = null
	if (payment.method === 'promptpay' && payment.status === 'pending') {
		if (charge?.qrImageUri) promptPay = { payload: null, image: charge.qrImageUri }
		else if (promptPayId) {
			const payload = promptPayPayload({ promptPayId, amountSatang: payment.amountSatang })
			promptPay = { payload, image: await promptPayQrDataUrl(payload) }
		}
	}
	return {
		chargeId: payment.chargeId,
		method: payment.method,
		amountSatang: payment.amountSatang,
		status: payment.status,
		failureCode: payment.failureCode,
		refundedSatang: payment.refundedSatang,
		payUrl: payment.method === 'card' && payment.status === 'pending' ? (charge?.authorizeUri ?? null) : null,
		promptPay,
		expiresAt: payment.expiresAt?.toISOString() ?? null,
	}
}
