import { afterEach, describe, expect, test, vi } from 'vitest'
import { watchControlPresses } from './control-press.ts'

// The browser's events of a press, in their order, on a page whose form leaves alone the field a press on
// a button takes the focus from (a message there would move the button, and the click would be lost).

type Press = { onControl?: boolean; pointerType?: string }
const event = (type: string, { onControl = false, pointerType = 'mouse' }: Press = {}) => Object.assign(new Event(type), { onControl, pointerType })

function page() {
	const root = new EventTarget()
	const presses = watchControlPresses(root, (e) => (e as Event & { onControl: boolean }).onControl)
	/** Whether a field losing the focus now would be checked. */
	const checksField = () => !presses.pressing
	const send = (type: string, press?: Press) => root.dispatchEvent(event(type, press))
	return { presses, checksField, send }
}

afterEach(() => {
	vi.useRealTimers()
})

describe('a press on a button', () => {
	test('with a mouse: the field left at mouse-down is not checked; after the press it is', () => {
		const { checksField, send } = page()
		send('pointerdown', { onControl: true })
		expect(checksField()).toBe(false) // mousedown: the focus leaves the field
		send('pointerup')
		send('click')
		expect(checksField()).toBe(true)
	})

	test('with a finger: the field the tap leaves after the finger lifts is not checked either, until the click', () => {
		const { checksField, send } = page()
		send('pointerdown', { onControl: true, pointerType: 'touch' })
		send('pointerup', { pointerType: 'touch' })
		expect(checksField()).toBe(false) // mousedown after a tap: the focus leaves the field
		send('click')
		expect(checksField()).toBe(true)
	})

	test('a touch the browser takes for scrolling, or one without a click, ends', () => {
		vi.useFakeTimers()
		const { checksField, send } = page()
		send('pointerdown', { onControl: true, pointerType: 'touch' })
		send('pointercancel', { pointerType: 'touch' })
		expect(checksField()).toBe(true)
		send('pointerdown', { onControl: true, pointerType: 'touch' })
		send('pointerup', { pointerType: 'touch' })
		vi.advanceTimersByTime(1000)
		expect(checksField()).toBe(true)
	})

	test('a mouse press released off the button ends at its release; a key ends any press', () => {
		const { checksField, send } = page()
		send('pointerdown', { onControl: true })
		send('pointerup')
		expect(checksField()).toBe(true)
		send('pointerdown', { onControl: true, pointerType: 'touch' })
		send('keydown')
		expect(checksField()).toBe(true)
	})

	test('a press elsewhere is no press on a control: the field it leaves is checked', () => {
		const { checksField, send } = page()
		send('pointerdown', { onControl: true, pointerType: 'touch' })
		send('pointerup', { pointerType: 'touch' })
		send('pointerdown', { pointerType: 'touch' })
		expect(checksField()).toBe(true)
	})

	test('stopped: no longer listens', () => {
		const { presses, checksField, send } = page()
		presses.stop()
		send('pointerdown', { onControl: true })
		expect(checksField()).toBe(true)
	})
})
