import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Problem, ProblemCode } from '#contracts/problem.ts'

const titles: Record<ProblemCode, string> = {
	bad_request: 'Bad request',
	validation_failed: 'Validation failed',
	unauthenticated: 'Authentication required',
	invalid_token: 'Invalid access token',
	token_revoked: 'Signed out',
	invalid_business_user_token: 'Invalid business-user token',
	forbidden: 'Forbidden',
	not_professional: 'A professional account is required',
	not_found: 'Not found',
	conflict: 'Conflict',
	person_not_found: 'No Robtua account has this email',
	already_member: 'Already works as this business user',
	owner_fixed: 'The owner cannot be changed or removed',
	invite_invalid: 'This invite link is no longer valid',
	invalid_idempotency_key: 'Invalid Idempotency-Key',
	idempotency_in_progress: 'A request with this Idempotency-Key is still running',
	idempotency_key_reused: 'Idempotency-Key already used for another request',
	payload_too_large: 'Payload too large',
	unsupported_media_type: 'Unsupported media type',
	method_not_allowed: 'Method not allowed',
	identity_unavailable: 'Identity service unavailable',
	payments_unavailable: 'Payment gateway unavailable',
	file_unreadable: 'File could not be read',
	uploads_busy: 'Too many uploads in progress',
	not_for_sale: 'Not for sale',
	sold_out: 'Sold out',
	not_enough_stock: 'Not enough left',
	cart_empty: 'The cart is empty',
	price_changed: 'The price has changed',
	order_state: 'Not in this order’s state',
	blocked_by_you: 'You blocked this conversation',
	blocked_by_them: 'The other side blocked this conversation',
	not_following: 'Neither follows the other',
	no_grant: 'The chat grant is needed',
	self: 'That is you',
	daily_messages: 'Today’s messages are used up',
	daily_conversations: 'Today’s new conversations are used up',
	rate_limited: 'Too many messages at once',
	not_enough_points: 'Not enough points',
	voucher_unavailable: 'This voucher cannot be got now',
	already_collected: 'Already collected',
	code_expired: 'This code has expired',
	location_needed: 'Your location is needed to collect here',
	too_far: 'Too far from the business',
	already_redeemed: 'This voucher was already used',
	voucher_expired: 'This voucher has expired',
	undo_expired: 'Too late to undo',
	already_subscribed: 'Already subscribed',
	consent_needed: 'Answer the data-exchange question first',
	promptpay_unavailable: 'This business does not take PromptPay',
	package_in_use: 'This package has subscribers',
	feedback_closed: 'This feedback is closed',
	owner_cannot_leave: 'The owner cannot leave their community',
	internal: 'Internal server error',
}

/** A domain error that becomes an application/problem+json response with a stable code. */
export class ProblemError extends Error {
	constructor(
		readonly status: ContentfulStatusCode,
		readonly code: ProblemCode,
		readonly detail?: string,
		readonly errors?: Record<string, string[]>,
	) {
		super(detail ?? titles[code])
		this.name = 'ProblemError'
	}
}

export const unauthenticated = (detail?: string) => new ProblemError(401, 'unauthenticated', detail)
export const forbidden = (detail?: string) => new ProblemError(403, 'forbidden', detail)
export const notFound = (detail?: string) => new ProblemError(404, 'not_found', detail)

export function problemResponse(c: Context, error: ProblemError) {
	const body: Problem = {
		type: `https://robtua.dev/problems/${error.code.replaceAll('_', '-')}`,
		title: titles[error.code],
		status: error.status,
		code: error.code,
		...(error.detail ? { detail: error.detail } : {}),
		...(error.errors ? { errors: error.errors } : {}),
	}
	return c.body(JSON.stringify(body), error.status, { 'Content-Type': 'application/problem+json' })
}
