import { describe, expect, test } from 'vitest'
import { holdEnd } from './views.ts'

// "Held until" in Thailand's time (UTC+7), as the app shows every time: the day too when it is not today there.

describe('until when an order is held', () => {
	const now = new Date('2026-11-28T10:00:00Z') // 17:00 on 28 November in Thailand

	test('today in Thailand: the time alone', () => {
		expect(holdEnd('2026-11-28T10:30:00Z', 'en', now)).toEqual({ time: '17:30', date: null })
		expect(holdEnd('2026-11-28T16:59:00Z', 'th', now)).toEqual({ time: '23:59', date: null })
	})

	test('another day in Thailand, even when it is the same day in UTC: its day as well', () => {
		expect(holdEnd('2026-11-28T17:15:00Z', 'en', now)).toEqual({ time: '00:15', date: 'Nov 29' })
		expect(holdEnd('2026-11-28T17:15:00Z', 'th', now)).toEqual({ time: '00:15', date: '29 พ.ย.' })
	})

	test('read just after midnight in Thailand, a hold set the evening before ends today', () => {
		expect(holdEnd('2026-11-28T17:20:00Z', 'en', new Date('2026-11-28T17:01:00Z'))).toEqual({ time: '00:20', date: null })
	})
})
