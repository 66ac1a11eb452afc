import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireUser } from '#app/auth/guards.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { myPocketPath } from '#app/pocket/paths.ts'
import { myVoucherPage } from '#app/pocket/voucher-page.server.ts'
import { VoucherTicket } from '#app/pocket/voucher-ticket.tsx'
import { parseParams } from '#app/routing/params.server.ts'

export const handle = { i18n: ['pocket'] }
export const meta = pageMeta

/** The segment after /account/my-pocket/ (app/pocket/routes.ts): `voucher-{id}`; anything else is no page. */
const params = z.object({ voucher: z.string().regex(/^voucher-[\w-]{1,100}$/).transform((segment) => segment.slice('voucher-'.length)) })

/**
 * /account/my-pocket/voucher-{id} (docs/product.md#pocket): a voucher the person got, to show at the
 * business: its QR code and its code as text (staff scan one or type the other), its state, its last day,
 * its business and what it is worth.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { voucher: id } = parseParams(params, args.params, request)
	return await myVoucherPage(request, context, session, id)
}

export default function MyVoucher() {
	const { t } = useTranslation('pocket')
	const { voucher, qrCodeSvg } = useLoaderData<typeof loader>()
	return (
		<div className="stack pocket-page">
			<p>
				<Link to={myPocketPath}>{t('voucher.myPocket')}</Link>
			</p>
			<VoucherTicket voucher={voucher} qrCodeSvg={qrCodeSvg} />
		</div>
	)
}
