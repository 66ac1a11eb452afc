/**
 * An outage of the product API or the identity service (down, slow or answering 5xx) is not our bug: the
 * person gets a 503 saying the service is busy and when to try again, in the page's own layout, and a
 * form they sent comes back with everything they typed (app/middleware/service-outages.ts, ADR 0017).
 */

/** How long a person (or a load balancer) should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5

export const outageInit = { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } }

/** The form error of a form that could not be sent on; its message is common `errors.busy.form`. */
export const SERVICE_BUSY = 'serviceBusy'

/**
 * The API client's and the identity client's errors say whether they are an outage. They are checked by
 * that property, not by class: the web server's bundle checks them too, apart from the app's.
 */
export function isServiceOutage(error: unknown): boolean {
	return typeof error === 'object' && error !== null && (error as { serviceOutage?: unknown }).serviceOutage === true
}

/** The response init of a form's answer to `error`: 503 with Retry-After for an outage, else `status`. */
export function failureInit(error: unknown, status: number) {
	return isServiceOutage(error) ? outageInit : { status }
}
