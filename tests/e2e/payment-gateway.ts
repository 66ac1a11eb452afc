import { expect } from '@playwright/test'

// The test stack's payment stand-in, called as its test mode lets a test: what a payer's banking app would do.

const paymentsUrl = `http://127.0.0.1:${process.env.E2E_PAYMENTS_PORT ?? 9340}`

/** The test gateway marks a charge paid, as a banking app paying the PromptPay QR would. */
export async function markPaidAtGateway(chargeId: string) {
	const response = await fetch(`${paymentsUrl}/charges/${chargeId}/mark_as_paid`, { method: 'POST', headers: { Authorization: `Basic ${Buffer.from('skey_test_robtua_stand_in:').toString('base64')}` } })
	expect(response.ok, `marking ${chargeId} paid`).toBe(true)
}
