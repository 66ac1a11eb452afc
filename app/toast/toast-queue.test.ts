import { describe, expect, test } from 'vitest'
import { initialToasts, toastQueueReducer } from './toast-queue.ts'

const saved = { type: 'success', message: 'Saved' } as const

describe('toast queue', () => {
	test('starts with the server toast, if any', () => {
		expect(initialToasts(undefined)).toEqual([])
		expect(initialToasts(saved)).toMatchObject([{ message: 'Saved', count: 1 }])
	})

	test('groups identical toasts with a count and restarts their timer', () => {
		let entries = initialToasts(saved)
		entries = toastQueueReducer(entries, { type: 'add', toast: saved })
		entries = toastQueueReducer(entries, { type: 'add', toast: saved })
		expect(entries).toHaveLength(1)
		expect(entries[0]).toMatchObject({ count: 3, version: 3 })
	})

	test('keeps different toasts apart', () => {
		let entries = initialToasts(saved)
		entries = toastQueueReducer(entries, { type: 'add', toast: { type: 'error', message: 'Saved' } })
		entries = toastQueueReducer(entries, { type: 'add', toast: { type: 'success', message: 'Deleted' } })
		expect(entries.map((entry) => entry.count)).toEqual([1, 1, 1])
	})

	test('dismisses one toast by id', () => {
		let entries = toastQueueReducer(initialToasts(saved), { type: 'add', toast: { type: 'info', message: 'Hi' } })
		entries = toastQueueReducer(entries, { type: 'dismiss', id: entries[0]!.id })
		expect(entries.map((entry) => entry.message)).toEqual(['Hi'])
	})

	test('starts with the flashed toast and what the person is told, each once', () => {
		const told = { type: 'info' as const, message: 'The team answered “Map”', link: { href: '/feedback/1', label: 'Read it' } }
		const entries = initialToasts(saved, [told, told])
		expect(entries.map((entry) => [entry.message, entry.count])).toEqual([
			['Saved', 1],
			['The team answered “Map”', 2],
		])
		expect(entries[1]!.link).toEqual({ href: '/feedback/1', label: 'Read it' })
	})
})
