import { useHydrated } from '#app/hooks/use-hydrated.ts'

/** Prints the page; shown only once JavaScript runs (without it, the browser's own Print does the same). */
export function PrintButton({ label }: { label: string }) {
	if (!useHydrated()) return null
	return (
		<button type="button" className="button button--secondary button--small" onClick={() => window.print()}>
			{label}
		</button>
	)
}
