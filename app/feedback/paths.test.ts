import { describe, expect, test } from 'vitest'
import { isOwnPath } from '#contracts/feedback-limits.ts'
import { feedbackFromPath } from './paths.ts'

describe('the page a feedback is about', () => {
	test('is a path of ours: no scheme, host, backslash or space', () => {
		for (const page of ['/', '/about', '/around-me?tab=map', '/business-user/3f2a/story/share#top']) expect(isOwnPath(page), page).toBe(true)
		for (const page of ['', 'about', 'https://evil.test/', '//evil.test', '/\\evil.test', '/a b', 'javascript:alert(1)', `/${'a'.repeat(300)}`]) expect(isOwnPath(page), page).toBe(false)
	})

	test('the footer’s link names the page it is on, but not a feedback page', () => {
		expect(feedbackFromPath('/around-me', '?tab=map')).toBe('/feedback?from=%2Faround-me%3Ftab%3Dmap')
		expect(feedbackFromPath('/feedback', '?cursor=x')).toBe('/feedback')
		expect(feedbackFromPath('/feedback/3f2a', '')).toBe('/feedback')
	})
})
