import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireSubscription } from '#app/auth/guards.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { myVoucherPage } from '#app/pocket/voucher-page.server.ts'
import { VoucherTicket } from '#app/pocket/voucher-ticket.tsx'
import { parseParams } from '#app/routing/params.server.ts'
import { subscriptionVouchersPath } from '#app/subscription/paths.ts'

// 'pocket': the voucher is shown as My pocket shows its own (app/pocket/voucher-ticket.tsx).
export const handle = { i18n: ['subscription', 'pocket'] }
export const meta = pageMeta

const params = z.object({ id: z.string() })

/**
 * /account/subscription/voucher/{id} (docs/product.md#subscriptions; check-subscription): a voucher a
 * subscription gave, as a pocket voucher — its QR code and code for staff, its state and last day.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireSubscription(args)
	const { id } = parseParams(params, args.params, request)
	return await myVoucherPage(request, context, session, id)
}

export default function SubscriptionVoucher() {
	const { t } = useTranslation('subscription')
	const { voucher, qrCodeSvg } = useLoaderData<typeof loader>()
	return (
		<div className="stack pocket-page">
			<p>
				<Link to={subscriptionVouchersPath()}>{t('vouchers.title')}</Link>
			</p>
			<VoucherTicket voucher={voucher} qrCodeSvg={qrCodeSvg} />
		</div>
	)
}
