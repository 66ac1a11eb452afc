import type { Router } from '@remix-run/router'

/**
 * Reads the page again (its loaders), unless it is being read already or a form is on its way, as the
 * router says now: a render's state can be a moment behind it. A read started while a fetcher's post
 * waits makes React Router drop that post's redirect, and may be answered before the post changed
 * anything: a language chosen as a chat's news came in stayed unchosen. Says whether it read; a caller
 * that must read asks again once the page is idle.
 */
export function revalidateIfIdle(router: Pick<Router, 'state' | 'revalidate'> = window.__remixRouter): boolean {
	const { navigation, revalidation, fetchers } = router.state
	if (navigation.state !== 'idle' || revalidation !== 'idle' || [...fetchers.values()].some((fetcher) => fetcher.state !== 'idle')) return false
	void router.revalidate()
	return true
}
