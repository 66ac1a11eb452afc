import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/** The mark: a dot with rings around it, "all around you". */
export function BrandMark({ className = 'brand__mark' }: { className?: string }) {
	return (
		<svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
			<circle cx="16" cy="16" r="15" fill="#ccfbf1" />
			<circle cx="16" cy="16" r="10" fill="none" stroke="#0f766e" strokeWidth="2.5" strokeDasharray="4 3" />
			<circle cx="16" cy="16" r="4.5" fill="#c2410c" />
		</svg>
	)
}

export function Brand() {
	const { t } = useTranslation()
	return (
		<Link to="/" className="brand" aria-label={t('brand.homeLink')}>
			<BrandMark />
			<span>{t('brand.name')}</span>{' '}
			<span className="brand__thai" lang="th">
				{t('brand.thaiName')}
			</span>
		</Link>
	)
}
