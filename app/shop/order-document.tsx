import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DocumentView } from './documents.ts'
import { OrderLines } from './order-details.tsx'

// A paid order's receipt or tax invoice (docs/product.md#shop): the same markup for its page and its PDF
// (app/shop/document-pdf.server.ts renders it on its own), so it holds no links. Styles: app/shop/document.css.

type Party = DocumentView['buyer']

function PartyDetails({ party, heading, id }: { party: Party; heading: string; id: string }) {
	const { t } = useTranslation('shop')
	return (
		<section aria-labelledby={id} className="document__party">
			<h2 id={id}>{heading}</h2>
			<p>
				<strong>{party.name ?? t('order.walkIn')}</strong>
			</p>
			{party.address ? <p className="document__address">{party.address}</p> : null}
			{party.phone ? <p>{party.phone}</p> : null}
			{party.taxId ? <p>{t('documents.taxId', { taxId: party.taxId })}</p> : null}
			{party.branch ? <p>{party.branch.headOffice ? t('documents.headOffice') : t('documents.branch', { number: party.branch.number })}</p> : null}
		</section>
	)
}

/** The document; `actions` (print, PDF, back to the order) sit in its head on the page and are left out of the PDF. */
export function OrderDocument({ document: doc, actions }: { document: DocumentView; actions?: ReactNode }) {
	const { t } = useTranslation('shop')
	const titleId = `${doc.kind}-title`
	return (
		<article className="document" aria-labelledby={titleId}>
			<header className="document__head">
				<div>
					<h1 id={titleId}>{t(`documents.${doc.kind}.title`, { number: doc.number })}</h1>
					<p>{t('documents.date', { date: doc.date })}</p>
					{doc.kind === 'tax-invoice' ? <p>{t('documents.forOrder', { number: doc.orderNumber })}</p> : null}
				</div>
				{actions ? <div className="document__actions no-print">{actions}</div> : null}
			</header>
			<div className="document__parties">
				<PartyDetails party={doc.seller} heading={t(`documents.${doc.kind}.seller`)} id={`${doc.kind}-seller`} />
				<PartyDetails party={doc.buyer} heading={t(`documents.${doc.kind}.buyer`)} id={`${doc.kind}-buyer`} />
			</div>
			<OrderLines
				order={doc}
				className="document__lines"
				beforeTotal={
					doc.vat !== null ? (
						<>
							<tr>
								<th scope="row" colSpan={3}>
									{t('documents.beforeVat')}
								</th>
								<td>{doc.beforeVat}</td>
							</tr>
							<tr>
								<th scope="row" colSpan={3}>
									{t('documents.vat', { percent: doc.vatPercent })}
								</th>
								<td>{doc.vat}</td>
							</tr>
						</>
					) : null
				}
				totalNote={doc.totalInWords ? <span className="document__in-words"> ({doc.totalInWords})</span> : null}
			/>
			<p>{t('documents.paidBy', { method: t(`payment.${doc.paymentMethod}`), total: doc.total })}</p>
			{doc.refunded ? <p className="document__refunded">{t('documents.refunded')}</p> : null}
		</article>
	)
}
