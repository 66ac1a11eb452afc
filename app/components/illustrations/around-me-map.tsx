/** A stylised neighbourhood map with pins: the home page's picture of "around me". */
export function AroundMeMap({ className }: { className?: string }) {
	return (
		<svg className={className} viewBox="0 0 400 300" role="presentation" aria-hidden="true" focusable="false">
			<rect width="400" height="300" rx="24" fill="#ffffff" />
			<path d="M0 210 C80 180 120 240 200 200 S330 150 400 180 V300 H0Z" fill="#ccfbf1" />
			<path d="M40 0 V300 M0 90 H400 M250 0 L330 300 M0 160 C120 140 260 150 400 120" stroke="#e2e8f0" strokeWidth="14" fill="none" />
			<circle cx="200" cy="150" r="70" fill="#0f766e" fillOpacity="0.08" stroke="#0f766e" strokeDasharray="6 6" />
			<circle cx="200" cy="150" r="10" fill="#0f766e" stroke="#fff" strokeWidth="4" />
			{[
				[120, 95, '#c2410c'],
				[270, 110, '#0f766e'],
				[240, 215, '#b45309'],
				[140, 205, '#0e7490'],
			].map(([x, y, color]) => (
				<g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
					<path d="M0 0 C-14 -18 -14 -34 0 -34 S14 -18 0 0Z" fill={color as string} />
					<circle cx="0" cy="-22" r="5" fill="#fff" />
				</g>
			))}
		</svg>
	)
}
