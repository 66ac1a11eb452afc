import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { PrintButton } from '#app/qr-code/print-button.tsx'
import documentStyles from '#app/shop/document.css?url'
import { documentView } from '#app/shop/documents.ts'
import { OrderDocument } from '#app/shop/order-document.tsx'
import { documentOrder } from '#app/shop/orders.server.ts'

export const handle = { i18n: ['shop'] }
export const meta = pageMeta
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: documentStyles }]

/**
 * …/receipt and …/tax-invoice of a paid order, its buyer's (…/purchase-order/{id}/…) and its seller's
 * (…/my-activities/{orderid}/…), docs/product.md#shop: a page made to be printed (on paper only the
 * document), with its PDF beside it (…/pdf). Its receipt is numbered as the order; its tax invoice in the
 * business user's own sequence. An order without the document is Page Not Found.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const [{ kind, order, orderHref }, t, language] = await Promise.all([documentOrder(args), i18next.getFixedT(request, 'shop'), i18next.getLocale(request)])
	const document = documentView(order, kind, language)
	const path = new URL(request.url).pathname.replace(/\/$/, '')
	return {
		meta: { title: t(`documents.${kind}.title`, { number: document.number }), description: t(`documents.${kind}.description`) },
		document,
		pdfHref: `${path}/pdf`,
		orderHref,
		// A receipt leads to the order's tax invoice, when it has one.
		taxInvoiceHref: kind === 'receipt' && document.hasTaxInvoice ? path.replace(/\/receipt$/, '/tax-invoice') : null,
	}
}

export default function DocumentPage() {
	const { t } = useTranslation('shop')
	const { document, pdfHref, orderHref, taxInvoiceHref } = useLoaderData<typeof loader>()
	return (
		<OrderDocument
			document={document}
			actions={
				<>
					<PrintButton label={t('documents.print')} />
					{/* A file, not a page: the browser downloads it, so no client-side navigation. */}
					<a href={pdfHref} download>
						{t('documents.pdf')}
					</a>
					{taxInvoiceHref ? <Link to={taxInvoiceHref}>{t('documents.tax-invoice.link')}</Link> : null}
					<Link to={orderHref}>{t('billing.viewOrder')}</Link>
				</>
			}
		/>
	)
}
