import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { requireSubscription } from '#app/auth/guards.server.ts'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { ListPageLinks } from '#app/content/paged-cards.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { VoucherList } from '#app/pocket/voucher-list.tsx'
import { myVoucherView, vouchersByState } from '#app/pocket/views.ts'
import { notFound } from '#app/routing/params.server.ts'
import { subscriptionApi } from '#app/subscription/api.server.ts'
import { subscriptionVoucherPath, subscriptionVouchersPath } from '#app/subscription/paths.ts'
import { vouchersSearchSchema } from '#app/subscription/search-params.ts'
import { SubscriptionNav } from '#app/subscription/subscription-nav.tsx'
import { subscriptionLinks } from '#app/subscription/styles.ts'

// 'pocket': the vouchers are listed as My pocket lists them (app/pocket/voucher-list.tsx).
export const handle = { i18n: ['subscription', 'pocket'] }
export const meta = pageMeta
export const links = subscriptionLinks

/**
 * /account/subscription/voucher (docs/product.md#subscriptions; check-subscription): the vouchers the
 * person's subscriptions gave them, by state as My pocket shows its own, newest first, a page at a time
 * ("Older"); each leads to its page with its code and QR code.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireSubscription(args)
	const { cursor } = vouchersSearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const [t, language, list] = await Promise.all([
		i18next.getFixedT(request, 'subscription'),
		i18next.getLocale(request),
		subscriptionApi(request, context, session)
			.vouchers(cursor)
			.catch((error: unknown) => {
				// A cursor the API did not give is no page of this list.
				throw isApiError(error) && error.kind === 'bad-request' ? notFound(request) : error
			}),
	])
	return {
		meta: { title: t('vouchers.title'), description: t('vouchers.description') },
		vouchers: vouchersByState(list.vouchers.map((voucher) => ({ ...myVoucherView(voucher, language), href: subscriptionVoucherPath(voucher.id) }))),
		older: list.nextCursor ? subscriptionVouchersPath(list.nextCursor) : null,
		newest: cursor ? subscriptionVouchersPath() : null,
	}
}

export default function SubscriptionVouchers() {
	const { t } = useTranslation('subscription')
	const { vouchers, older, newest } = useLoaderData<typeof loader>()
	return (
		<div className="stack subscription-page">
			<h1>{t('vouchers.title')}</h1>
			<SubscriptionNav />
			{vouchers.length === 0 ? <EmptyState title={t('vouchers.empty')} description={t('vouchers.emptyHint')} /> : <VoucherList groups={vouchers} headingLevel={2} />}
			<ListPageLinks nextHref={older} firstHref={newest} words={{ list: t('vouchers.title'), first: t('vouchers.newest'), next: t('vouchers.older') }} />
		</div>
	)
}
