/**
 * Runs before the first paint, when the browser runs scripts at all (docs/architecture.md#forms: every form works
 * without them). It marks the page `.js`, so controls that only a script-less page needs (a select's
 * "Change" button) are hidden from the start instead of vanishing at hydration and moving the page
 * (layout shift). Until React has hydrated, a select marked `data-submit-on-change` submits its form
 * as a plain post, as its button would have; after that, the page's own handler does.
 */
const script = `document.documentElement.classList.add('js');document.addEventListener('change',function(e){var t=e.target;if(!window.__robtuaInteractive&&t&&t.matches&&t.matches('[data-submit-on-change]')&&t.form)t.form.requestSubmit()})`

export function BeforeHydrationScript({ nonce }: { nonce: string | undefined }) {
	// Static text of our own, not user input.
	return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
}

/** Called once React runs the page: selects are then submitted by their own handlers. */
export function markInteractive() {
	window.__robtuaInteractive = true
}
