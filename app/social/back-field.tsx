import { useLocation } from '@remix-run/react'
import { useHydrated } from '#app/hooks/use-hydrated.ts'

/**
 * The hidden fields of a small action form (follow, like, remove): where to come back to without
 * JavaScript, and, once it runs, `stay` so the action answers data instead of sending the page back.
 */
export function BackFields() {
	const location = useLocation()
	const hydrated = useHydrated()
	return (
		<>
			<input type="hidden" name="redirectTo" value={location.pathname + location.search} />
			{hydrated ? <input type="hidden" name="stay" value="1" /> : null}
		</>
	)
}
