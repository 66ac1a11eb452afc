import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { useHydrated } from '#app/hooks/use-hydrated.ts'

/**
 * "Use my location" (docs/product.md#around-me): with JavaScript and a browser that knows where it is,
 * asks it once and hands the point on; says so when the browser cannot or will not tell. Nothing is
 * shown without JavaScript (the place list does the same work): the server renders it `js-only`, so a
 * page with scripts has it from the first paint and nothing below moves when it hydrates (it had been
 * added at hydration, a layout shift on the home's "Where are you?" and around me). Until then it is
 * marked unavailable.
 */
export function LocateButton({ onLocated }: { onLocated: (coords: { latitude: number; longitude: number }) => void }) {
	const { t } = useTranslation('around-me')
	const hydrated = useHydrated()
	const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle')
	if (hydrated && !('geolocation' in navigator)) return null
	function locate() {
		if (state === 'locating') return
		setState('locating')
		navigator.geolocation.getCurrentPosition(
			({ coords }) => {
				setState('idle')
				onLocated(coords)
			},
			() => setState('failed'),
			{ timeout: 15_000, maximumAge: 10 * 60_000 },
		)
	}
	return (
		<div className="locate js-only">
			<Button type="button" variant="secondary" onClick={locate} aria-disabled={!hydrated || state === 'locating' || undefined}>
				{state === 'locating' ? t('place.locating') : t('place.useMyLocation')}
			</Button>
			<p role="status" className={state === 'failed' ? 'form-error' : undefined}>
				{state === 'failed' ? t('place.locationFailed') : null}
			</p>
		</div>
	)
}
