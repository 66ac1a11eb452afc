import { isIP } from 'node:net'

/**
 * The caller's public address, as the load balancer saw it: the entry `trustedProxyHops` from the right
 * of X-Forwarded-For (entries further left are whatever the client claimed). With no trusted hops, or
 * fewer entries than trusted hops (no proxy added one: the request came straight here), the socket's own
 * address; an absent header must not make the caller unknown. '' when unknown. No third-party lookup
 * (no IP lookup service is needed; docs/product.md#product-api-calls).
 */
export function clientIpOf(request: Request, { trustedProxyHops, remoteAddress }: { trustedProxyHops: number; remoteAddress?: string }): string {
	const chain = (request.headers.get('X-Forwarded-For') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
	const candidate = trustedProxyHops > 0 && chain.length >= trustedProxyHops ? chain[chain.length - trustedProxyHops] : remoteAddress
	const address = (candidate ?? '').replace(/^::ffff:/i, '')
	return isIP(address) ? address : ''
}
