const paths = {
	map: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14',
	chat: 'M4 5h16v10H8l-4 4V5Zm4 4h8m-8 3h5',
	community: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20c0-3 3-5 6-5s6 2 6 5m0-4.6c.6-.3 1.3-.4 2-.4 3 0 6 2 6 5',
	pocket: 'M3 7h18v12H3V7Zm0 0 2-3h14l2 3m-5 6h2',
	store: 'M4 9h16l-1-4H5L4 9Zm0 0v10h16V9M9 19v-5h6v5',
	calendar: 'M4 6h16v14H4V6Zm0 4h16M8 3v5m8-5v5',
	phone: 'M8 3h8v18H8V3Zm3 15h2',
	language: 'M4 5h9M8.5 3v2m2.5 0c-1 4-4 7-7 8m2-5c1 2 3 4 6 5m2 6 4-9 4 9m-6.5-3h5',
} as const

export type FeatureIconName = keyof typeof paths

export function FeatureIcon({ name }: { name: FeatureIconName }) {
	return (
		<svg className="feature-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
			<path d={paths[name]} />
		</svg>
	)
}
