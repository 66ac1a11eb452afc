import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { useTranslation } from 'react-i18next'
import { Circle, MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet'
import MarkerClusterGroup from 'react-leaflet-cluster'
import { Link } from '@remix-run/react'
import { Button } from '#app/components/ui/button.tsx'
import { formatDistance } from '#app/content/display.ts'
import type { AroundMeKind } from '#contracts/content/around-me-choices.ts'
import { kilometresBetween } from '#contracts/content/distance.ts'
import { escapeHtml } from '#contracts/html.ts'
import { boxParam, MAP_VIEWPORT_MAX_PIXELS, MAP_ZOOM, MAX_LATITUDE, type MapBox } from '#contracts/content/map-grid.ts'
import type { MapCell } from '#contracts/content/map.ts'
import type { MapViewState } from '../map-view.ts'
import { kindSymbolSvg } from './kind-symbols.tsx'
import type { MapPointView, MapViewAnswer } from './map-view-answer.ts'

// The around-me map with JavaScript (docs/product.md#around-me, docs/decisions/0022-map.md): Leaflet with
// clustered markers, loaded on this page alone (load-map.ts). What a viewport holds comes from
// /resources/map-view 300 ms after the map comes to rest: points, which the clusters group 60 pixels
// apart; or, when it holds many, cells counted ahead, which group the same way (each weighs its count).

// spec: a missing clustering component is an error of its own, not a map without groups.
if (typeof (L as unknown as { MarkerClusterGroup?: unknown }).MarkerClusterGroup !== 'function') {
	throw new Error('The map clustering component (leaflet.markercluster) is not installed')
}

/** docs/product.md#constants-and-limits: clusters 60 pixels apart, of 2 or more; the map rests 300 ms before it asks. */
const CLUSTER_GRID = 60
const REST_MS = 300

type Props = {
	view: MapViewState
	tiles: { url: string; attribution: string; maxZoom: number }
	language: string
	/** The browser's place, rounded, when the person asked for it; never sent anywhere but this map. */
	located: { lat: number; lng: number } | null
	onMoved: (view: Pick<MapViewState, 'centre' | 'zoom'>) => void
}

type Loaded = { status: 'loading' | 'ready' | 'failed'; answer: MapViewAnswer | null }

/** Weighs a marker: a point is one of its kind; a cell, its count of each. */
type Kinds = Partial<Record<AroundMeKind, number>>
type Weighed = L.MarkerOptions & { kinds: Kinds }

/** How many places a marker, a cell or a group stands for. */
const countOf = (kinds: Kinds) => Object.values(kinds).reduce((sum: number, n) => sum + (n ?? 0), 0)

function groupIcon(count: number, label: string) {
	const size = count < 10 ? 'small' : count < 100 ? 'medium' : 'large'
	return L.divIcon({
		html: `<span class="visually-hidden">${escapeHtml(label)}</span><span aria-hidden="true">${count > 9999 ? `${Math.round(count / 1000)}k` : count}</span>`,
		className: `map-cluster map-cluster--${size}`,
		iconSize: size === 'small' ? [34, 34] : size === 'medium' ? [40, 40] : [48, 48],
	})
}

export default function LeafletMap({ view, tiles, language, located, onMoved }: Props) {
	const { t } = useTranslation('around-me')
	const { t: tc } = useTranslation('content')
	const [loaded, setLoaded] = useState<Loaded>({ status: 'loading', answer: null })
	const [asked, setAsked] = useState(0)

	/** "12 places: 5 events, 7 stories": what a group or a cell holds, said. */
	const groupLabel = useCallback(
		(kinds: Kinds) => {
			const parts = (Object.entries(kinds) as Array<[AroundMeKind, number]>).filter(([, n]) => n > 0).map(([kind, n]) => `${n} ${tc(`kindsPlural.${kind}`)}`)
			return t('map.group', { count: countOf(kinds), kinds: parts.join(', ') })
		},
		[t, tc],
	)

	const iconCreateFunction = useCallback(
		(cluster: L.MarkerCluster) => {
			const kinds: Kinds = {}
			for (const marker of cluster.getAllChildMarkers()) {
				for (const [kind, n] of Object.entries((marker.options as Weighed).kinds) as Array<[AroundMeKind, number]>) kinds[kind] = (kinds[kind] ?? 0) + n
			}
			return groupIcon(countOf(kinds), groupLabel(kinds))
		},
		[groupLabel],
	)

	return (
		<div className="leaflet-frame" data-state={loaded.status}>
			<MapContainer
				center={[view.centre.lat, view.centre.lng]}
				zoom={view.zoom}
				minZoom={MAP_ZOOM.min}
				maxZoom={Math.min(MAP_ZOOM.max, tiles.maxZoom)}
				maxBounds={[
					[-MAX_LATITUDE, -180],
					[MAX_LATITUDE, 180],
				]}
				className="leaflet-frame__map"
				keyboard
				ref={(map) => {
					// The map itself has a name when it has the focus (the arrow keys move it, + and - zoom).
					map?.getContainer().setAttribute('aria-label', t('map.keyboard'))
				}}
			>
				<TileLayer url={tiles.url} attribution={escapeHtml(tiles.attribution)} maxZoom={tiles.maxZoom} {...{ lang: language }} />
				<Viewport view={view} kind={view.kind} asked={asked} onMoved={onMoved} onLoaded={setLoaded} />
				{/* Its options are read once: a new language makes a new group, its labels in that language. */}
				<MarkerClusterGroup key={language} maxClusterRadius={CLUSTER_GRID} chunkedLoading iconCreateFunction={iconCreateFunction} showCoverageOnHover={false} spiderfyOnMaxZoom>
					{loaded.answer?.points.map((point) => <PointMarker key={point.id} point={point} centre={located ?? view.centre} fromYou={Boolean(located)} />)}
					{loaded.answer?.cells.map((cell) => <CellMarker key={`${cell.box.west},${cell.box.north}`} cell={cell} label={groupLabel(cell.kinds)} />)}
				</MarkerClusterGroup>
				{located ? <Circle center={[located.lat, located.lng]} radius={150} pathOptions={{ color: '#1d4ed8', weight: 2, fillOpacity: 0.15 }} /> : null}
			</MapContainer>
			<div className="leaflet-frame__status" role="status">
				{loaded.status === 'loading' ? t('map.loading') : loaded.status === 'ready' && loaded.answer ? t('map.shown', { count: loaded.answer.total }) : null}
			</div>
			{loaded.status === 'failed' ? (
				<div className="leaflet-frame__failed" role="alert">
					<p>{t('map.failed')}</p>
					<Button type="button" variant="secondary" onClick={() => setAsked((n) => n + 1)}>
						{t('map.retry')}
					</Button>
				</div>
			) : null}
		</div>
	)
}

/**
 * Follows the address (a view shared, the back button) and reports the map's own moves, once it has
 * rested; asks for what the viewport holds each time, the last ask winning.
 */
function Viewport({ view, kind, asked, onMoved, onLoaded }: { view: MapViewState; kind: AroundMeKind | null; asked: number; onMoved: Props['onMoved']; onLoaded: Dispatch<SetStateAction<Loaded>> }) {
	const map = useMap()
	const resting = useRef<ReturnType<typeof setTimeout>>()
	const inFlight = useRef<AbortController>()

	const load = useCallback(async () => {
		inFlight.current?.abort()
		const controller = new AbortController()
		inFlight.current = controller
		// What is shown stays until the new view's answer replaces it.
		onLoaded((before) => ({ status: 'loading', answer: before.answer }))
		try {
			const search = new URLSearchParams({ box: boxParam(boxOf(map)), zoom: String(map.getZoom()) })
			if (kind) search.set('kind', kind)
			const response = await fetch(`/resources/map-view?${search}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
			if (!response.ok) throw new Error(`map view: ${response.status}`)
			onLoaded({ status: 'ready', answer: (await response.json()) as MapViewAnswer })
		} catch {
			if (!controller.signal.aborted) onLoaded((before) => ({ status: 'failed', answer: before.answer }))
		}
	}, [map, kind, onLoaded])

	// The view the address holds now: a move that ends after the address changed (a link followed, the
	// back button) is not written back over it. Moves this map makes to follow the address are not either.
	const addressed = useRef(view)
	useLayoutEffect(() => {
		addressed.current = view
	}, [view])
	const following = useRef(false)

	useMapEvents({
		// Leaflet moving the map to show a card it opened is not the person's move: the address keeps their view.
		autopanstart: () => {
			following.current = true
		},
		movestart: () => clearTimeout(resting.current),
		moveend: () => {
			clearTimeout(resting.current)
			const ours = following.current
			following.current = false
			const seen = addressed.current
			resting.current = setTimeout(() => {
				const centre = map.getCenter()
				if (!ours && addressed.current === seen) onMoved({ centre: { lat: centre.lat, lng: centre.wrap().lng }, zoom: map.getZoom() })
				void load()
			}, REST_MS)
		},
	})

	// The address moved the view (not the map itself): go there.
	const { lat, lng } = view.centre
	useEffect(() => {
		const there = map.getZoom() === view.zoom && map.latLngToContainerPoint([lat, lng]).distanceTo(map.getSize().divideBy(2)) < 2
		if (there) return
		following.current = true
		map.setView([lat, lng], view.zoom)
	}, [map, lat, lng, view.zoom])

	// First load, another kind, or a retry.
	useEffect(() => {
		void load()
		return () => inFlight.current?.abort()
	}, [load, asked])

	useEffect(() => () => clearTimeout(resting.current), [])
	return null
}

/** The map's viewport, within the world and the largest box the API answers. */
function boxOf(map: L.Map): MapBox {
	const bounds = map.getBounds()
	const size = map.getSize()
	const centre = map.getCenter()
	const scale = Math.min(1, MAP_VIEWPORT_MAX_PIXELS / Math.max(size.x, size.y))
	const half = { lat: ((bounds.getNorth() - bounds.getSouth()) / 2) * scale, lng: ((bounds.getEast() - bounds.getWest()) / 2) * scale }
	return {
		west: Math.max(-180, centre.lng - half.lng),
		east: Math.min(180, centre.lng + half.lng),
		south: Math.max(-MAX_LATITUDE, centre.lat - half.lat),
		north: Math.min(MAX_LATITUDE, centre.lat + half.lat),
	}
}

function PointMarker({ point, centre, fromYou }: { point: MapPointView; centre: { lat: number; lng: number }; fromYou: boolean }) {
	const { t } = useTranslation('around-me')
	const { t: tc, i18n } = useTranslation('content')
	const kindName = tc(`kinds.${point.kind}`)
	const icon = useMemo(
		() =>
			L.divIcon({
				html: `${kindSymbolSvg(point.kind, point.exact, 26)}<span class="visually-hidden">${escapeHtml(`${kindName}: ${point.title}`)}</span>`,
				className: 'map-marker',
				iconSize: [26, 26],
				popupAnchor: [0, -12],
			}),
		[point.kind, point.exact, point.title, kindName],
	)
	const options = { kinds: { [point.kind]: 1 } } as Partial<Weighed>
	const distance = formatDistance(kilometresBetween(centre, point), i18n.language)
	return (
		<Marker position={[point.lat, point.lng]} icon={icon} title={`${kindName}: ${point.title}`} keyboard {...options}>
			<Popup>
				<div className="map-card stack">
					<p className="map-card__kind">{kindName}</p>
					<Link className="map-card__title" to={point.href}>
						{point.title}
					</Link>
					<p className="map-card__distance">
						{fromYou ? t('map.card.fromYou', { distance }) : t('map.card.fromMiddle', { distance })}
						{point.exact ? null : ` · ${t('map.card.approximate')}`}
					</p>
				</div>
			</Popup>
		</Marker>
	)
}

function CellMarker({ cell, label }: { cell: MapCell; label: string }) {
	const map = useMap()
	const icon = useMemo(() => groupIcon(cell.n, label), [cell.n, label])
	const options = { kinds: cell.kinds } as Partial<Weighed>
	return (
		<Marker
			position={[cell.lat, cell.lng]}
			icon={icon}
			title={label}
			keyboard
			eventHandlers={{
				click: () =>
					map.fitBounds(
						[
							[cell.box.south, cell.box.west],
							[cell.box.north, cell.box.east],
						],
						{ maxZoom: map.getZoom() + 3 },
					),
			}}
			{...options}
		/>
	)
}
