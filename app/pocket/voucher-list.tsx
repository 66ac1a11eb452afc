import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { VoucherState } from '#contracts/pocket.ts'
import type { MyVoucherView } from './views.ts'

/** A voucher's state as a tag: "Ready to use", "Used" or "Expired". */
export function VoucherStateTag({ state }: { state: VoucherState }) {
	const { t } = useTranslation('pocket')
	return <span className={`tag pocket-state pocket-state--${state}`}>{t(`vouchers.state.${state}`)}</span>
}

/** The person's vouchers by state (`vouchersByState`), each leading to its own page (its code and QR code); each state's heading at `headingLevel`. */
export function VoucherList({ groups, headingLevel = 3 }: { groups: { state: VoucherState; vouchers: MyVoucherView[] }[]; headingLevel?: 2 | 3 }) {
	const { t } = useTranslation('pocket')
	const Heading = `h${headingLevel}` as const
	return (
		<div className="stack">
			{groups.map((group) => (
				<section key={group.state} aria-labelledby={`vouchers-${group.state}`} className="pocket-vouchers__group">
					<Heading id={`vouchers-${group.state}`}>{t(`vouchers.state.${group.state}`)}</Heading>
					<ul className="pocket-vouchers">
						{group.vouchers.map((voucher) => (
							<li key={voucher.id} className={`pocket-voucher-line pocket-voucher-line--${voucher.state}`}>
								<Link to={voucher.href} className="pocket-voucher-line__title">
									{voucher.title}
								</Link>
								<span className="pocket-voucher-line__value">{voucher.value}</span>
								<span className="muted">{voucher.businessUser}</span>
								<span className="muted">{voucher.usedAt ? t('vouchers.usedAt', { when: voucher.usedAt }) : t('vouchers.validUntil', { day: voucher.validUntil })}</span>
							</li>
						))}
					</ul>
				</section>
			))}
		</div>
	)
}
