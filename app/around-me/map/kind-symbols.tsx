import { useTranslation } from 'react-i18next'
import { aroundMeKinds, type AroundMeKind } from '#contracts/content/around-me-choices.ts'

// Each kind's symbol on the map (docs/product.md#around-me): a shape and a colour, so kinds differ for
// people who do not see colour too. The legend draws them with React; the map's markers (leaflet-map.tsx)
// as the same SVG in a string. An approximate place (a person's, about 300 m off) is drawn hollow and dashed.

/** A 24 × 24 path for each kind, and its colour (each at least 4.5:1 on white). */
export const kindSymbols: Record<AroundMeKind, { colour: string; path: string }> = {
	event: { colour: '#c2410c', path: 'M12 2.5a9.5 9.5 0 1 0 0 19a9.5 9.5 0 1 0 0-19Z' },
	agenda: { colour: '#6d28d9', path: 'M3.5 3.5h17v17h-17Z' },
	announce: { colour: '#0369a1', path: 'M12 1.5l10.5 10.5l-10.5 10.5l-10.5-10.5Z' },
	attention: { colour: '#b91c1c', path: 'M12 2l10.5 19h-21Z' },
	catalogue: { colour: '#15803d', path: 'M6.5 2.5h11l5 9.5l-5 9.5h-11l-5-9.5Z' },
	connect: { colour: '#334155', path: 'M9 2.5h6v6.5h6.5v6h-6.5v6.5h-6v-6.5h-6.5v-6h6.5Z' },
	media: { colour: '#be185d', path: 'M12 2l2.9 6.3l6.6.8l-4.9 4.6l1.3 6.6l-5.9-3.3l-5.9 3.3l1.3-6.6l-4.9-4.6l6.6-.8Z' },
	new_room: { colour: '#854d0e', path: 'M12 2l10 8.5v11h-20v-11Z' },
	story: { colour: '#0f766e', path: 'M12 2.5l9 5.2v10.6l-9 5.2l-9-5.2v-10.6Z' },
}

/** The symbol as SVG markup: exact (filled) or approximate (hollow, dashed). */
export function kindSymbolSvg(kind: AroundMeKind, exact: boolean, size = 24) {
	const { colour, path } = kindSymbols[kind]
	const paint = exact ? `fill="${colour}" stroke="#fff" stroke-width="2"` : `fill="${colour}" fill-opacity="0.25" stroke="${colour}" stroke-width="2" stroke-dasharray="3 2"`
	return `<svg aria-hidden="true" focusable="false" width="${size}" height="${size}" viewBox="0 0 24 24"><path d="${path}" ${paint}/></svg>`
}

function Symbol({ kind, exact }: { kind: AroundMeKind; exact: boolean }) {
	const { colour, path } = kindSymbols[kind]
	return (
		<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
			{exact ? <path d={path} fill={colour} stroke="#fff" strokeWidth="2" /> : <path d={path} fill={colour} fillOpacity="0.25" stroke={colour} strokeWidth="2" strokeDasharray="3 2" />}
		</svg>
	)
}

/** What the map's symbols mean: every kind (or the one shown), an approximate place, a group. */
export function MapLegend({ kind }: { kind: AroundMeKind | null }) {
	const { t } = useTranslation('around-me')
	const { t: tc } = useTranslation('content')
	const kinds = kind ? [kind] : aroundMeKinds
	return (
		<div className="map-legend">
			<h2 className="map-legend__title" id="map-legend">
				{t('map.legend.title')}
			</h2>
			<ul className="map-legend__list" aria-labelledby="map-legend">
				{kinds.map((value) => (
					<li key={value}>
						<Symbol kind={value} exact />
						{tc(`kindsPlural.${value}`)}
					</li>
				))}
				<li>
					<Symbol kind={kinds[0]!} exact={false} />
					{t('map.legend.approximate')}
				</li>
				<li>
					<span className="map-cluster map-cluster--legend" aria-hidden="true">
						3
					</span>
					{t('map.legend.group')}
				</li>
			</ul>
		</div>
	)
}
