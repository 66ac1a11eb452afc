import { Component, type ReactNode } from 'react'

/**
 * The map's code failing to load or to start (a network error, a second load refused, the clustering
 * component missing: load-map.ts, leaflet-map.tsx) is the map's failure alone: the page keeps its picture
 * and list, and says so.
 */
export class MapErrorCatcher extends Component<{ onFailed: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
	state = { failed: false }
	static getDerivedStateFromError() {
		return { failed: true }
	}
	componentDidCatch(error: unknown) {
		console.error(error)
		this.props.onFailed(error)
	}
	render() {
		return this.state.failed ? null : this.props.children
	}
}
