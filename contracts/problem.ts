import { z } from 'zod'

// Every API error is application/problem+json (RFC 9457) with a stable `code` clients can switch on.
export const problemCodes = [
	'bad_request',
	'validation_failed',
	'unauthenticated',
	'invalid_token',
	'token_revoked',
	'invalid_business_user_token',
	'forbidden',
	'not_professional',
	'not_found',
	'conflict',
	// Business-user members and invite links (the web localises these by code).
	'person_not_found',
	'already_member',
	'owner_fixed',
	'invite_invalid',
	// Creates sent with an Idempotency-Key (ADR 0016).
	'invalid_idempotency_key',
	'idempotency_in_progress',
	'idempotency_key_reused',
	'payload_too_large',
	'unsupported_media_type',
	'method_not_allowed',
	'identity_unavailable',
	'payments_unavailable',
	// Uploads (ADR 0024): a file that cannot be read whole, so not cleaned of its metadata; the media
	// workers busy, to try again after Retry-After.
	'file_unreadable',
	'uploads_busy',
	// The shop (docs/product.md#shop): an item nobody may buy (no price, not a business user's), one with
	// none left, and one with fewer left than asked for (`errors.quantity` says how many: "left:3").
	'not_for_sale',
	'sold_out',
	'not_enough_stock',
	// Check-out and orders: nothing in the cart, a total other than the one shown (`errors.expectedTotalSatang`:
	// "now:{satang}"), and a change the order's state does not allow (api/shop/order-states.ts).
	'cart_empty',
	'price_changed',
	'order_state',
	// Chat (contracts/chat.ts ChatRefusal): why a message was not sent.
	'blocked_by_you',
	'blocked_by_them',
	'not_following',
	'no_grant',
	'self',
	'daily_messages',
	'daily_conversations',
	'rate_limited',
	// My pocket (docs/product.md#pocket): a spend the points do not cover; a voucher that cannot be got now
	// (`errors.voucher`: per_person, sold_out, not_yet, ended); a points code already collected (today, for a
	// counter code), expired or switched off; a counter with a radius and no location, or too far from it;
	// a voucher code already redeemed or past its day; an undo after its two minutes.
	'not_enough_points',
	'voucher_unavailable',
	'already_collected',
	'code_expired',
	'location_needed',
	'too_far',
	'already_redeemed',
	'voucher_expired',
	'undo_expired',
	// Subscriptions (docs/product.md#subscriptions): a running subscription to the business user already; the
	// data-exchange question not answered yet; PromptPay not taken by this business user; a package's price,
	// period or trial changed, or the package deleted, after someone subscribed to it (retire it instead).
	'already_subscribed',
	'consent_needed',
	'promptpay_unavailable',
	'package_in_use',
	// Feedback (docs/product.md#feedback): a closed one takes no more replies.
	'feedback_closed',
	// Communities: the owner stays (they may delete their community instead).
	'owner_cannot_leave',
	'internal',
] as const

export const problemSchema = z
	.object({
		type: z.string(),
		title: z.string(),
		status: z.number().int(),
		code: z.enum(problemCodes),
		detail: z.string().optional(),
		errors: z.record(z.string(), z.array(z.string())).optional(),
	})
	.meta({ id: 'Problem' })

export type Problem = z.infer<typeof problemSchema>
export type ProblemCode = (typeof problemCodes)[number]
