import type { ComponentType } from 'react'

// The map's code (Leaflet, its clusters and styles) is a chunk of its own, fetched by the map page alone
// and only once (docs/product.md#maps): every later ask gets the same load. A Leaflet loaded by anything
// else first is refused, not loaded again over it.

type LeafletMapModule = { default: ComponentType<never> }

export class MapLoadedTwiceError extends Error {
	constructor() {
		super('The map script is already loaded on this page; it is loaded once')
		this.name = 'MapLoadedTwiceError'
	}
}

let loading: Promise<LeafletMapModule> | undefined

export function loadMap<Module extends LeafletMapModule>(load: () => Promise<Module>): Promise<Module> {
	if (!loading) {
		if (typeof window !== 'undefined' && 'L' in window) return Promise.reject(new MapLoadedTwiceError())
		loading = load()
		// A failed load (a network error) may be tried again.
		loading.catch(() => {
			loading = undefined
		})
	}
	return loading as Promise<Module>
}
