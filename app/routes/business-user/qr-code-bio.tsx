import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireBusinessUserPage } from '#app/business-user/owner.server.ts'
import { businessUserPath } from '#app/business-user/paths.ts'
import { BioPage } from '#app/qr-code/bio-page.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { qrCodeSvg } from '#app/qr-code/qr-code.server.ts'

// BioPage's own texts (scan, download, print) are the profile namespace's, a person's bio page and a business user's alike.
export const handle = { i18n: ['business-user', 'profile'] }
export const meta = pageMeta

/** /business-user/{id}/qr-code-bio: the business user's link-in-bio page, with a QR code of its own address. */
export async function loader(args: LoaderFunctionArgs) {
	const { id, page } = await requireBusinessUserPage(args)
	const t = await i18next.getFixedT(args.request, 'business-user')
	const path = businessUserPath(id, 'qr-code-bio')
	return {
		meta: { title: t('qrCodeBio.meta.title', { name: page.name }), description: page.overview ?? page.description ?? t('page.meta.description', { name: page.name }) },
		businessUser: { id, name: page.name, imageUrl: page.imageUrl, headline: page.overview ?? page.description, links: page.links },
		path,
		qrCodeSvg: await qrCodeSvg(path, { title: t('qrCodeBio.qrLabel', { name: page.name }) }),
	}
}

export default function BusinessUserQrCodeBio() {
	const { businessUser, path, qrCodeSvg } = useLoaderData<typeof loader>()
	return (
		<BioPage
			name={businessUser.name}
			imageUrl={businessUser.imageUrl}
			headline={businessUser.headline}
			links={businessUser.links}
			qrCodeSvg={qrCodeSvg}
			path={path}
			profileTo={businessUserPath(businessUser.id)}
		/>
	)
}
