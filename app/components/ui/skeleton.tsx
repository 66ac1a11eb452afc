import { useTranslation } from 'react-i18next'

/** A placeholder while something slow loads; announces "Loading..." to screen readers. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
	const { t } = useTranslation()
	return (
		<div className="skeleton" role="status" aria-live="polite">
			<span className="visually-hidden">{t('generic.loading')}</span>
			{Array.from({ length: lines }, (_, index) => (
				<div key={index} className="skeleton__line" aria-hidden="true" />
			))}
		</div>
	)
}
