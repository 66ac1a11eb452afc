import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { requireConnectPage } from '#app/open-tab/owner.server.ts'
import { BioPage } from '#app/qr-code/bio-page.tsx'
import { qrCodeSvg } from '#app/qr-code/qr-code.server.ts'

// BioPage's own texts (scan, download, print) are the profile namespace's.
export const handle = { i18n: ['open-tab', 'profile'] }
export const meta = pageMeta

/** /open-tabs/connects/{cid}/qr-code-bio: a printable page with the connect's essentials and a QR code that leads to its page. */
export async function loader(args: LoaderFunctionArgs) {
	const { page, detailTo } = await requireConnectPage(args)
	const t = await i18next.getFixedT(args.request, 'open-tab')
	const { connect } = page
	return {
		meta: { title: t('qrCodeBio.title', { name: connect.title }), description: connect.details.overview ?? connect.title },
		name: connect.title,
		imageUrl: connect.pictures[0] ?? null,
		headline: connect.details.overview,
		// The QR code's target, and the file to download: the connect's page, the one to share.
		path: detailTo,
		detailTo,
		qrCodeSvg: await qrCodeSvg(detailTo, { title: t('qrCodeBio.image') }),
	}
}

export default function ConnectQrCodeBio() {
	const { t } = useTranslation('open-tab')
	const { name, imageUrl, headline, path, detailTo, qrCodeSvg } = useLoaderData<typeof loader>()
	return <BioPage name={name} imageUrl={imageUrl} headline={headline} qrTo={detailTo} qrCodeSvg={qrCodeSvg} path={path} profileTo={detailTo} profileLabel={t('qrCodeBio.fullPage')} />
}
