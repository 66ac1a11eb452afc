/**
 * Prints the page. Only where scripts run (`.js-only`, present from the first paint so nothing moves
 * when the page hydrates); without them, the browser's own Print does the same.
 */
export function PrintButton({ label }: { label: string }) {
	return (
		<button type="button" className="button button--secondary button--small js-only" onClick={() => window.print()}>
			{label}
		</button>
	)
}
