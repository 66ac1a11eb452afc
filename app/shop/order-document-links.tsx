import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { DocumentLinks } from './documents.ts'

/** An order's receipt and tax invoice, on its buyer's page and its seller's; before payment, who the tax invoice asked for is for. */
export function OrderDocumentLinks({ links }: { links: DocumentLinks }) {
	const { t } = useTranslation('shop')
	if (!links.receipt && !links.taxInvoice && !links.taxInvoiceFor) return null
	return (
		<div className="stack">
			{links.taxInvoiceFor ? <p className="muted">{t('documents.asked', { name: links.taxInvoiceFor })}</p> : null}
			{links.receipt || links.taxInvoice ? (
				<ul className="inline-links">
					{links.receipt ? (
						<li>
							<Link to={links.receipt}>{t('documents.receipt.link')}</Link>
						</li>
					) : null}
					{links.taxInvoice ? (
						<li>
							<Link to={links.taxInvoice}>{t('documents.tax-invoice.link')}</Link>
						</li>
					) : null}
				</ul>
			) : null}
		</div>
	)
}
