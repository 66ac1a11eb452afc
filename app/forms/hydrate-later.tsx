import { lazy, memo, Suspense, type ComponentType } from 'react'

/**
 * A form whose code (and the form library with it) is not part of the page's first load (ADR 0007).
 * The server renders it whole, so the page shows and submits it as plain HTML at once; in the browser its
 * code loads when the page is idle or when the person first reaches for the page (focus, pointer, key),
 * and React then hydrates the server's markup in place, keeping whatever was already typed.
 *
 * memo: a boundary still waiting for its code must not be handed new props, or React would drop the
 * server's markup and render it again from scratch.
 */
export function hydrateLater<Props extends object>(load: () => Promise<ComponentType<Props>>) {
	const module = () => load().then((component) => ({ default: component }))
	// Typed as the component it stands for (lazy's own type trips over generic props).
	const Lazy = lazy(() => (import.meta.env.SSR ? module() : whenWanted().then(module))) as unknown as ComponentType<Props>
	function HydratedLater(props: Props) {
		return (
			<Suspense>
				<Lazy {...props} />
			</Suspense>
		)
	}
	return memo(HydratedLater)
}

const IDLE_TIMEOUT_MS = 2_000
let wanted: Promise<void> | undefined

/** Resolves once the browser is idle after the first paint, or at the person's first interaction. */
function whenWanted(): Promise<void> {
	wanted ??= new Promise<void>((resolve) => {
		const events = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const
		function done() {
			for (const type of events) document.removeEventListener(type, done, true)
			resolve()
		}
		for (const type of events) document.addEventListener(type, done, { capture: true, passive: true })
		if ('requestIdleCallback' in window) window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS })
		else setTimeout(done, 200)
	})
	return wanted
}
