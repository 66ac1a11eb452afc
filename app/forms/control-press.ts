/**
 * Whether a button or link is being pressed, so a form can leave alone the field the press takes the focus
 * from (app/forms/use-validated-form.ts): a message added or removed there would move the button from under
 * the pointer before the press ends, and the click would be lost.
 *
 * A press lasts from its `pointerdown` until its `click`. With a mouse or pen the focus moves at
 * `mousedown`, before `pointerup`, which ends a press that left the button without a click. A finger's tap
 * sends its mouse events, the focus change and the click only after `pointerup`, so a touch press lasts until
 * its click, or until the browser takes the touch for scrolling (`pointercancel`); a touch that ends without
 * a click is over at the next press or key, or after `touchClickWait` milliseconds.
 */
export function watchControlPresses(
	root: EventTarget,
	isControl: (event: Event) => boolean,
	{ touchClickWait = 1000 }: { touchClickWait?: number } = {},
) {
	let pressing = false
	let timer: ReturnType<typeof setTimeout> | undefined
	function end() {
		pressing = false
		clearTimeout(timer)
	}
	function onPointerDown(event: Event) {
		end()
		pressing = isControl(event)
	}
	function onPointerUp(event: Event) {
		if ((event as PointerEvent).pointerType !== 'touch') end()
		else if (pressing) timer = setTimeout(end, touchClickWait)
	}
	const listeners: Array<[string, (event: Event) => void]> = [
		['pointerdown', onPointerDown],
		['pointerup', onPointerUp],
		['pointercancel', end],
		['click', end],
		['keydown', end],
	]
	// Capture: a handler that stops the event on its way cannot keep a press going.
	for (const [type, listener] of listeners) root.addEventListener(type, listener, { capture: true })
	return {
		/** Whether a press on a control is under way now. */
		get pressing() {
			return pressing
		},
		stop() {
			end()
			for (const [type, listener] of listeners) root.removeEventListener(type, listener, { capture: true })
		},
	}
}
