// Build freshness on the client: once a newer build is deployed (or a chunk of the
// running build has gone missing), the next client navigation becomes a full page
// load so the user gets the new build instead of a half-broken old one.
// Framework-free with injected dependencies so it can be unit-tested.

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000
export const RELOAD_GUARD_MS = 10_000

const RELOAD_GUARD_KEY_PREFIX = 'robtua:reload:'

export type StaleReason = 'new-build' | 'chunk-error'

export type FreshnessDeps = {
	currentBuildId: string
	fetchLatest: (url: string) => Promise<{ id: string }>
	now: () => number
	storage: Pick<Storage, 'getItem' | 'setItem'>
	reload: (path: string) => void
}

export type BuildFreshness = {
	start(): () => void
	checkNow(): Promise<void>
	markStale(reason: StaleReason): void
	isStale(): boolean
	onNavigate(path: string): boolean
}

export function reloadGuardKey(path: string): string {
	return RELOAD_GUARD_KEY_PREFIX + path
}

export function createBuildFreshness(deps: FreshnessDeps): BuildFreshness {
	// Sticky: a later check that happens to match does not undo a chunk error.
	let stale = false

	async function checkNow(): Promise<void> {
		if (stale) return
		try {
			// The timestamp defeats any cache between us and the origin.
			const latest: unknown = await deps.fetchLatest(`/builds/latest.json?t=${deps.now()}`)
			const id = isRecord(latest) ? latest['id'] : undefined
			if (typeof id === 'string' && id !== '' && id !== deps.currentBuildId) stale = true
		} catch {
			// Offline, mid-deploy or a bad response: stay fresh and try again next hour.
		}
	}

	function onNavigate(path: string): boolean {
		if (!stale) return false
		const key = reloadGuardKey(path)
		const t = deps.now()
		const last = Number(deps.storage.getItem(key) ?? Number.NaN)
		// Refuse a second forced reload of the same path within the guard window, so a
		// page that is still broken after a reload cannot loop. Stay stale for later.
		if (Number.isFinite(last) && t - last >= 0 && t - last < RELOAD_GUARD_MS) return false
		deps.storage.setItem(key, String(t))
		deps.reload(path)
		return true
	}

	return {
		start() {
			const timer = setInterval(() => void checkNow(), BUILD_CHECK_INTERVAL_MS)
			return () => clearInterval(timer)
		},
		checkNow,
		// The reason is for call-site clarity; both reasons mean the same: reload next time.
		markStale() {
			stale = true
		},
		isStale: () => stale,
		onNavigate,
	}
}

// Messages browsers use when a dynamic import() fails, plus Vite's CSS preload error.
const CHUNK_ERROR_PATTERNS = [
	/failed to fetch dynamically imported module/i, // Chromium
	/importing a module script failed/i, // Safari
	/error loading dynamically imported module/i, // Firefox
	/unable to preload css/i, // Vite's __vitePreload
]

export function isChunkLoadError(error: unknown): boolean {
	if (isRecord(error)) {
		// The 'vite:preloadError' event itself: the real error is in payload.
		if (error['type'] === 'vite:preloadError') return true
		if (error['name'] === 'ChunkLoadError') return true
		if ('payload' in error && error['payload'] !== error) return isChunkLoadError(error['payload'])
	}
	const message =
		typeof error === 'string' ? error : isRecord(error) && typeof error['message'] === 'string' ? error['message'] : ''
	return message !== '' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message))
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null
}
