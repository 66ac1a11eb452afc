import { describe, expect, test } from 'vitest'
import { clientIpOf } from './client-ip.server.ts'

const withForwarded = (value?: string) => new Request('http://localhost/', { headers: value ? { 'X-Forwarded-For': value } : {} })

describe('clientIpOf', () => {
	test('one trusted hop: the address the load balancer appended', () => {
		expect(clientIpOf(withForwarded('203.0.113.7'), { trustedProxyHops: 1 })).toBe('203.0.113.7')
	})

	test('addresses a client forged on the left are ignored', () => {
		expect(clientIpOf(withForwarded('1.2.3.4, 5.6.7.8, 203.0.113.7'), { trustedProxyHops: 1 })).toBe('203.0.113.7')
		expect(clientIpOf(withForwarded('1.2.3.4, 203.0.113.7, 10.0.0.2'), { trustedProxyHops: 2 })).toBe('203.0.113.7')
	})

	test('no trusted hops: the socket address, and the header is ignored', () => {
		expect(clientIpOf(withForwarded('1.2.3.4'), { trustedProxyHops: 0, remoteAddress: '::ffff:198.51.100.2' })).toBe('198.51.100.2')
	})

	test('IPv6 and spaces', () => {
		expect(clientIpOf(withForwarded('  2001:db8::1  '), { trustedProxyHops: 1 })).toBe('2001:db8::1')
	})

	test('fewer forwarded entries than trusted hops (no proxy in front): the socket address, so a missing header is no way around limits', () => {
		expect(clientIpOf(withForwarded(), { trustedProxyHops: 1, remoteAddress: '198.51.100.2' })).toBe('198.51.100.2')
		expect(clientIpOf(withForwarded('203.0.113.7'), { trustedProxyHops: 2, remoteAddress: '198.51.100.2' })).toBe('198.51.100.2')
	})

	test.each([
		['no header and no socket', undefined, undefined],
		['garbage', 'not-an-ip', '198.51.100.2'],
		['a socket address that is not one', undefined, 'unix:/tmp/socket'],
	])('%s gives an empty address', (_name, header, remoteAddress) => {
		expect(clientIpOf(withForwarded(header), { trustedProxyHops: 1, remoteAddress })).toBe('')
	})
})
