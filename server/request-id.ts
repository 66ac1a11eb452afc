import { randomUUID } from 'node:crypto'

// Accept a caller's (load balancer's) request id only when it is short and plain, so logs stay safe.
const safeRequestId = /^[A-Za-z0-9._:-]{1,128}$/

export function requestIdFrom(header: string | string[] | undefined): string {
	const value = Array.isArray(header) ? header[0] : header
	return value && safeRequestId.test(value) ? value : randomUUID()
}
