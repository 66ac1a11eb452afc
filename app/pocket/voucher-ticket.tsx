import { useTranslation } from 'react-i18next'
import { Card } from '#app/components/ui/card.tsx'
import { VoucherStateTag } from './voucher-list.tsx'
import type { MyVoucherView } from './views.ts'

/**
 * A voucher the person got, to show at the business (docs/product.md#pocket): its title as the page's
 * heading, its QR code and its code as text (staff scan one or type the other), its state, its last day,
 * its business and what it is worth. My pocket's voucher page and a subscription voucher's page show it.
 */
export function VoucherTicket({ voucher, qrCodeSvg }: { voucher: MyVoucherView; qrCodeSvg: string }) {
	const { t } = useTranslation('pocket')
	return (
		<Card className={`pocket-ticket pocket-ticket--${voucher.state}`} aria-labelledby="voucher-title">
			<div className="pocket-ticket__head">
				<p className="muted pocket-ticket__business">{voucher.businessUser}</p>
				<h1 id="voucher-title">{voucher.title}</h1>
				<VoucherStateTag state={voucher.state} />
			</div>
			{voucher.description ? <p>{voucher.description}</p> : null}
			<div className="pocket-ticket__code">
				{/* Made on the server (app/pocket/voucher-qr-code.server.ts): role="img" and its name are in the markup. */}
				<div className="qr-code pocket-ticket__qr" dangerouslySetInnerHTML={{ __html: qrCodeSvg }} />
				<p className="pocket-ticket__code-text">
					<span className="muted">{t('voucher.code')}</span>
					{/* The letters themselves for staff to type; the spaces between groups are only for reading. */}
					<code className="pocket-code">
						{voucher.groupedCode.split(' ').map((group, index) => (
							<span key={index}>{group}</span>
						))}
					</code>
					<span className="muted">{t('voucher.codeHint')}</span>
				</p>
			</div>
			<dl className="pocket-facts">
				<div>
					<dt>{t('voucher.value')}</dt>
					<dd>{voucher.value}</dd>
				</div>
				<div>
					<dt>{t('voucher.validUntil')}</dt>
					<dd>{voucher.validUntil}</dd>
				</div>
				{voucher.usedAt ? (
					<div>
						<dt>{t('voucher.usedAt')}</dt>
						<dd>{voucher.usedAt}</dd>
					</div>
				) : null}
				<div className="pocket-facts__wide">
					<dt>{t('voucher.business')}</dt>
					<dd>{voucher.businessUser}</dd>
				</div>
			</dl>
		</Card>
	)
}
