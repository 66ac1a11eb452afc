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

	test.each([
		['no header', undefined],
		['garbage', 'not-an-ip'],
		['fewer entries than hops', '203.0.113.7'],
	])('%s gives an empty address', (_name, header) => {
		expect(clientIpOf(withForwarded(header), { trustedProxyHops: header === '203.0.113.7' ? 2 : 1 })).toBe('')
	})
})
