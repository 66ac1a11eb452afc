import { isIP } from 'node:net'

/**
 * The caller's public address, as the load balancer saw it: the entry `trustedProxyHops` from the right
 * of X-Forwarded-For (entries further left are whatever the client claimed). With no trusted hops, the
 * socket's own address. '' when unknown. No third-party lookup (spec 7.1's IP service is not needed).
 */
export function clientIpOf(request: Request, { trustedProxyHops, remoteAddress }: { trustedProxyHops: number; remoteAddress?: string }): string {
	let candidate = remoteAddress
	if (trustedProxyHops > 0) {
		const chain = (request.headers.get('X-Forwarded-For') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
		candidate = chain[chain.length - trustedProxyHops]
	}
	const address = (candidate ?? '').replace(/^::ffff:/i, '')
	return isIP(address) ? address : ''
}
