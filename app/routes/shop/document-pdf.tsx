import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { outageInit } from '#app/api/outage.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { documentPdf, DocumentPdfUnavailable } from '#app/shop/document-pdf.server.tsx'
import { documentView } from '#app/shop/documents.ts'
import { documentOrder } from '#app/shop/orders.server.ts'

/**
 * …/receipt/pdf and …/tax-invoice/pdf (docs/product.md#shop): the document of the page above as a PDF
 * file to keep, for whoever may see that page. Without a browser to print it: 503, and the page itself
 * still prints (docs/decisions/0026-documents.md).
 */
export async function loader(args: LoaderFunctionArgs) {
	const [{ kind, order }, language] = await Promise.all([documentOrder(args), i18next.getLocale(args.request)])
	const document = documentView(order, kind, language)
	try {
		const pdf = await documentPdf(document, language)
		return new Response(new Uint8Array(pdf), {
			headers: {
				'Content-Type': 'application/pdf',
				'Content-Disposition': `attachment; filename="${kind}-${document.number}.pdf"`,
				// A person's document: never kept by a shared cache.
				'Cache-Control': 'private, no-store',
			},
		})
	} catch (error) {
		// Said in the log where it happened (app/shop/document-pdf.server.tsx).
		if (error instanceof DocumentPdfUnavailable) throw data(null, outageInit)
		throw error
	}
}
