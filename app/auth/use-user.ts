import { useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '#app/root.tsx'

/** The signed-in user state from the root loader, or null for a visitor. */
export function useOptionalUser() {
	return useRouteLoaderData<typeof rootLoader>('root')?.user ?? null
}

/** The API could not say who this is (an outage: app/api/outage.ts); they may well be signed in. */
export function useAccountUnknown() {
	return useRouteLoaderData<typeof rootLoader>('root')?.accountUnknown ?? false
}

/** The signed-in user state, on pages the authentication guard protects. */
export function useUser() {
	const user = useOptionalUser()
	if (!user) throw new Error('useUser on a page without the authentication guard')
	return user
}
