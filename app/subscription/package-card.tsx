import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { PackageView, PriceView } from './views.ts'

/** "฿199 / month". */
export function Price({ price }: { price: PriceView }) {
	const { t } = useTranslation('subscription')
	return <>{t(`price.${price.period}`, { amount: price.amount })}</>
}

/**
 * A package as its business user offers it: its name, price per period, the tier it makes the person, its
 * free days, its benefits and the vouchers each period gives; "Choose" when it may be chosen.
 */
export function PackageCard({ pkg, headingLevel = 2, choose = false }: { pkg: PackageView; headingLevel?: 2 | 3; choose?: boolean }) {
	const { t } = useTranslation('subscription')
	const Heading = `h${headingLevel}` as const
	const titleId = `package-${pkg.id}`
	return (
		<article className="card subscription-package" aria-labelledby={titleId}>
			<Heading id={titleId}>{pkg.name}</Heading>
			<p className="subscription-package__price">
				<Price price={pkg.price} />
			</p>
			<p className="muted">{t('package.tier', { tier: pkg.tier })}</p>
			{pkg.trialDays > 0 ? <p className="tag subscription-package__trial">{t('package.trial', { count: pkg.trialDays })}</p> : null}
			{pkg.benefits.length > 0 ? (
				<ul className="subscription-package__benefits" aria-label={t('package.benefits')}>
					{pkg.benefits.map((benefit) => (
						<li key={benefit}>{benefit}</li>
					))}
				</ul>
			) : null}
			{pkg.vouchers.length > 0 ? <p className="subscription-package__label" id={`${titleId}-vouchers`}>{t('package.vouchers')}</p> : null}
			{pkg.vouchers.length > 0 ? (
				<ul className="subscription-package__vouchers" aria-labelledby={`${titleId}-vouchers`}>
					{pkg.vouchers.map((voucher) => (
						<li key={voucher.id}>{t(`package.voucherEach.${pkg.price.period}`, { count: voucher.quantity, title: voucher.title })}</li>
					))}
				</ul>
			) : null}
			{choose ? (
				<p className="subscription-package__choose">
					<Link className="button" to={pkg.chooseHref}>
						{t('offer.choose')}
						<span className="visually-hidden"> {pkg.name}</span>
					</Link>
				</p>
			) : null}
		</article>
	)
}
