// The payment gateway, the one door other areas use (docs/decisions/0019-structure.md).
export { atGateway, paymentsUnavailable, paymentView, type StoredCharge } from './bill.ts'
export { checkPaymentConfig, parsePaymentConfig, paymentConfigShape, standInSecrets, type PaymentConfig } from './config.ts'
export {
	PaymentGatewayError,
	WebhookVerificationError,
	type Charge,
	type ChargeStatus,
	type Customer,
	type NewCharge,
	type PaymentGateway,
	type PaymentMethod,
	type Refund,
	type SavedCard,
	type VerifiedEvent,
	type WebhookHeaders,
	type WebhookRejection,
} from './gateway.ts'
export { createOmiseGateway, OMISE_API_URL, type OmiseGatewayOptions } from './omise-gateway.ts'
export { PromptPayIdError, promptPayPayload, promptPayQrDataUrl, promptPayTargetOf, satangToAmount, type PromptPayTarget } from './promptpay.ts'
export { paymentGatewayFromConfig } from './setup.ts'
export { createStandInGateway, type StandInControls, type StandInGatewayOptions } from './stand-in-gateway.ts'
export { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature.ts'
