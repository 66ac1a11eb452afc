import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { createBuildFreshness, isChunkLoadError, type BuildFreshness, type FreshnessDeps } from './build-check'

// sessionStorage can throw (privacy modes, quota); the guard then simply does not persist.
const safeSessionStorage: FreshnessDeps['storage'] = {
	getItem(key) {
		try {
			return window.sessionStorage.getItem(key)
		} catch {
			return null
		}
	},
	setItem(key, value) {
		try {
			window.sessionStorage.setItem(key, value)
		} catch {
			// Nothing to do: see above.
		}
	},
}

async function fetchLatest(url: string): Promise<{ id: string }> {
	const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } })
	// Throwing makes build-check treat it as "no news" (e.g. 404 in dev).
	if (!response.ok) throw new Error(`Build check failed with ${response.status}`)
	return (await response.json()) as { id: string }
}

type PreloadErrorEvent = Event & { payload?: unknown }

// For the root component: turns the next client navigation into a full page load
// once a newer build is deployed or a chunk failed to load.
export function useBuildFreshness(currentBuildId: string): void {
	const freshnessRef = useRef<BuildFreshness | null>(null)
	const location = useLocation()
	// The location at mount is not a navigation; compare objects (StrictMode-safe, unlike a "first run" flag).
	const seenLocation = useRef(location)

	useEffect(() => {
		const freshness = createBuildFreshness({
			currentBuildId,
			fetchLatest,
			now: Date.now,
			storage: safeSessionStorage,
			reload: (path) => window.location.assign(path),
		})
		freshnessRef.current = freshness
		const stop = freshness.start()

		function onPreloadError(event: PreloadErrorEvent) {
			freshness.markStale('chunk-error')
			// Only swallow CSS preload failures: the module itself still loads. For a failed JS
			// import, preventDefault would make import() resolve to undefined and crash obscurely;
			// letting it throw reaches the error boundary (and 'unhandledrejection' below).
			if (isCssPreloadError(event.payload)) event.preventDefault()
		}
		function onUnhandledRejection(event: PromiseRejectionEvent) {
			if (isChunkLoadError(event.reason)) freshness.markStale('chunk-error')
		}
		window.addEventListener('vite:preloadError', onPreloadError)
		window.addEventListener('unhandledrejection', onUnhandledRejection)
		return () => {
			stop()
			window.removeEventListener('vite:preloadError', onPreloadError)
			window.removeEventListener('unhandledrejection', onUnhandledRejection)
			if (freshnessRef.current === freshness) freshnessRef.current = null
		}
	}, [currentBuildId])

	useEffect(() => {
		if (location === seenLocation.current) return
		seenLocation.current = location
		// useLocation changes after the client transition, so this reloads the page just
		// navigated to, fresh from the server: that is the intended "next navigation" reload.
		freshnessRef.current?.onNavigate(location.pathname + location.search + location.hash)
	}, [location])
}

function isCssPreloadError(payload: unknown): boolean {
	return payload instanceof Error && payload.message.startsWith('Unable to preload CSS')
}
