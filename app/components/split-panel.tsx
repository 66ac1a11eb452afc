import { useTranslation } from 'react-i18next'

export type SplitPanelKind = 'login' | 'signup' | 'businessLogin'

/** The welcome side of the sign-in, sign-up and business sign-in layouts. */
export function SplitPanel({ kind }: { kind: SplitPanelKind }) {
	const { t } = useTranslation()
	return (
		<div className={kind === 'businessLogin' ? 'split__panel split__panel--business' : 'split__panel'}>
			<AroundYouArt />
			<h2>{t(`layout.${kind}.title`)}</h2>
			<p>{t(`layout.${kind}.text`)}</p>
		</div>
	)
}

function AroundYouArt() {
	return (
		<svg className="split__art" viewBox="0 0 240 160" aria-hidden="true" focusable="false">
			<circle cx="120" cy="80" r="70" fill="none" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="2" strokeDasharray="6 6" />
			<circle cx="120" cy="80" r="44" fill="none" stroke="#ffffff" strokeOpacity="0.4" strokeWidth="2" />
			<circle cx="120" cy="80" r="14" fill="#ffffff" />
			<circle cx="62" cy="52" r="9" fill="#fed7aa" />
			<circle cx="180" cy="44" r="7" fill="#99f6e4" />
			<circle cx="168" cy="122" r="10" fill="#fde68a" />
			<circle cx="70" cy="118" r="6" fill="#ffffff" fillOpacity="0.8" />
		</svg>
	)
}
