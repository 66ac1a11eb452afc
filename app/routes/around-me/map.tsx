import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigate, useNavigation, useSubmit } from '@remix-run/react'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { aroundMeApi } from '#app/around-me/api.server.ts'
import { LocateButton } from '#app/around-me/locate-button.tsx'
import { MapLegend } from '#app/around-me/map/kind-symbols.tsx'
import { loadMap } from '#app/around-me/map/load-map.ts'
import { MapErrorCatcher } from '#app/around-me/map/map-error-catcher.tsx'
import { StaticMap, staticMapOf } from '#app/around-me/map/static-map.tsx'
import { KindSelect } from '#app/around-me/kind-select.tsx'
import { atParam, LIST_SCREEN, mapHref, mapMoves, mapViewOf, viewportOf, type MapViewState } from '#app/around-me/map-view.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { Button } from '#app/components/ui/button.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { getConfig } from '#app/config/env.server.ts'
import { PagedCards } from '#app/content/paged-cards.tsx'
import { cardView } from '#app/content/views.ts'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { MAP_ZOOM } from '#contracts/content/map-grid.ts'
import type { AroundMeList } from '#contracts/content/around-me.ts'
import { roundedPoint } from '#app/around-me/place.ts'
import { rememberedPlaceOf } from '#app/around-me/remembered-place.server.ts'
import { whereaboutsOf } from '#app/around-me/whereabouts.ts'

export const handle = { i18n: ['around-me', 'content'] }
export const meta = pageMeta

const loadLeafletMap = () => loadMap(() => import('#app/around-me/map/leaflet-map.tsx'))
const LeafletMap = lazy(loadLeafletMap)
// The map's chunk starts to load as soon as this page's code runs, alongside hydration, not after it.
if (typeof document !== 'undefined') loadLeafletMap().catch(() => {})

/**
 * /around-me/map: what is around a place on a map (docs/product.md#around-me). The view (`at`, `zoom`,
 * `kind`) is in the address. Without JavaScript the page is a picture of the view and its items as a
 * list, nearest its middle first, with links that move and zoom it; with JavaScript the map itself
 * (Leaflet, loaded here alone) over the same list, which follows the map.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { session } = await requireUser(args)
	const search = new URL(request.url).searchParams
	const view = mapViewOf(search, whereaboutsOf(search, rememberedPlaceOf(request).value))
	const cursor = search.get('cursor') || undefined
	const box = viewportOf(view)
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'around-me'), i18next.getLocale(request)])
	let list: AroundMeList
	try {
		list = await aroundMeApi(request, args.context, session).list({ near: view.centre, box, kind: view.kind ?? undefined, order: 'nearest', cursor })
	} catch (error) {
		// A cursor that is no longer (or never was) one of this list's: its first page.
		if (cursor && isApiError(error) && error.kind === 'bad-request') throw redirect(mapHref(view))
		throw error
	}
	const tiles = getConfig().MAP_TILES
	const attribution = tiles.attribution ?? t('map.attribution')
	return {
		meta: { title: t('map.meta.title'), description: t('map.meta.description') },
		view,
		page: { cards: list.items.map((item) => cardView(item, language)), nextHref: list.nextCursor ? mapHref(view, { cursor: list.nextCursor }) : null },
		firstHref: cursor ? mapHref(view) : null,
		moves: mapMoves(view),
		picture: cursor
			? null
			: staticMapOf(
					view,
					LIST_SCREEN,
					tiles.url,
					language,
					list.items.flatMap((item, index) => (item.location ? [{ number: index + 1, kind: item.kind, exact: item.locationExact, title: item.title, ...item.location }] : [])),
				),
		tiles: { url: tiles.url, attribution, maxZoom: tiles.maxZoom },
		language,
		listHref: `/around-me?near=${view.centre.lat.toFixed(4)},${view.centre.lng.toFixed(4)}${view.kind ? `&kind=${view.kind}` : ''}`,
	}
}

export default function AroundMeMap() {
	const { t } = useTranslation('around-me')
	const { t: tc } = useTranslation('content')
	const { view, page, firstHref, moves, picture, tiles, language, listHref } = useLoaderData<typeof loader>()
	const hydrated = useHydrated()
	const navigate = useNavigate()
	const submit = useSubmit()
	const [located, setLocated] = useState<{ lat: number; lng: number } | null>(null)
	const [mapFailed, setMapFailed] = useState(false)

	// The map's own moves replace the address (the back button leaves the map, not each pan); the list follows.
	// Not while the person is leaving for another page (a card's link): a move then (a popup's pan ending)
	// would cancel where they are going.
	const navigation = useNavigation()
	const leaving = useRef(false)
	useEffect(() => {
		leaving.current = navigation.state !== 'idle' && navigation.location.pathname !== '/around-me/map'
	}, [navigation])
	const onMoved = useCallback(
		(moved: Pick<MapViewState, 'centre' | 'zoom'>) => {
			if (!leaving.current) navigate(mapHref({ ...moved, kind: view.kind }), { replace: true, preventScrollReset: true })
		},
		[navigate, view.kind],
	)

	return (
		<div className="map-page">
			<div className="map-page__bar">
				<h1 className="map-page__title">{t('map.title')}</h1>
				<Form method="get" action="/around-me/map" className="map-page__filter" key={view.kind ?? ''} onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}>
					<input type="hidden" name="at" value={atParam(view.centre)} />
					<input type="hidden" name="zoom" value={view.zoom} />
					<KindSelect id="map-kind" value={view.kind} />
					{hydrated ? null : <Button type="submit">{t('show')}</Button>}
				</Form>
				<LocateButton
					onLocated={(coords) => {
						// Rounded to about 100 m before it goes anywhere, the address included.
						const centre = roundedPoint(coords)
						setLocated(centre)
						navigate(mapHref({ centre, zoom: Math.max(view.zoom, 15), kind: view.kind }))
					}}
				/>
				<Link to={listHref}>{t('map.asList')}</Link>
			</div>

			<section className="map-page__map" aria-label={t('map.region')}>
				{hydrated && !mapFailed ? (
					<MapErrorCatcher onFailed={() => setMapFailed(true)}>
						<Suspense fallback={picture ? <StaticMap map={picture} attribution={tiles.attribution} /> : <p role="status">{t('map.loading')}</p>}>
							<LeafletMap view={view} tiles={tiles} language={language} located={located} onMoved={onMoved} />
						</Suspense>
					</MapErrorCatcher>
				) : (
					<>
						{mapFailed ? <p role="alert">{t('map.notLoaded')}</p> : null}
						{picture ? <StaticMap map={picture} attribution={tiles.attribution} /> : null}
					</>
				)}
				<MapLegend kind={view.kind} />
			</section>

			<section className="map-page__list stack" aria-labelledby="map-list">
				<h2 id="map-list">{view.kind ? t('map.listOf', { kind: tc(`kindsPlural.${view.kind}`) }) : t('map.list')}</h2>
				<nav aria-label={t('map.move.label')} className="map-moves">
					<ul>
						<li><Link to={moves.north} preventScrollReset>{t('map.move.north')}</Link></li>
						<li><Link to={moves.west} preventScrollReset>{t('map.move.west')}</Link></li>
						<li><Link to={moves.east} preventScrollReset>{t('map.move.east')}</Link></li>
						<li><Link to={moves.south} preventScrollReset>{t('map.move.south')}</Link></li>
						{moves.zoomIn ? <li><Link to={moves.zoomIn} preventScrollReset>{t('map.move.zoomIn')}</Link></li> : null}
						{moves.zoomOut ? <li><Link to={moves.zoomOut} preventScrollReset>{t('map.move.zoomOut')}</Link></li> : null}
					</ul>
				</nav>
				<div className="numbered-cards">
					<PagedCards
						page={page}
						firstHref={firstHref}
						headingLevel={3}
						empty={<EmptyState title={t('map.empty.title')} description={view.zoom > MAP_ZOOM.min ? t('map.empty.zoomOut') : t('map.empty.elsewhere')} headingLevel={3} />}
					/>
				</div>
			</section>
		</div>
	)
}
