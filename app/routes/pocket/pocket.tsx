import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { requireMyPoint } from '#app/auth/guards.server.ts'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { ListPageLinks } from '#app/content/paged-cards.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pocketApi } from '#app/pocket/api.server.ts'
import { pocketSearchSchema } from '#app/pocket/search-params.ts'
import { HistoryList } from '#app/pocket/history-list.tsx'
import { myPocketPagePath, usePointsPath } from '#app/pocket/paths.ts'
import { VoucherList } from '#app/pocket/voucher-list.tsx'
import { historyEntryView, myVoucherView, pocketView, vouchersByState } from '#app/pocket/views.ts'
import { notFound } from '#app/routing/params.server.ts'
import { voucherQrCodeSvg } from '#app/pocket/voucher-qr-code.server.ts'

export const handle = { i18n: ['pocket'] }
export const meta = pageMeta

/** A cursor the API did not give (400) is no page of this list: the page's 404. */
const orMissing = (request: Request) => (error: unknown) => {
	throw isApiError(error) && (error.kind === 'bad-request' || error.kind === 'not-found') ? notFound(request) : error
}

/**
 * /account/my-pocket (docs/product.md#pocket): the person's points, tokens and experience, the points
 * expiring soon, their vouchers by state and how their points moved, newest first, a page at a time
 * ("Older", a plain link). "Use points" leads to the vouchers on offer.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireMyPoint(args)
	const url = new URL(request.url)
	const search = pocketSearchSchema.parse(Object.fromEntries(url.searchParams))
	const api = pocketApi(request, context, session)
	const [t, language, pocket, history, vouchers] = await Promise.all([
		i18next.getFixedT(request, 'pocket'),
		i18next.getLocale(request),
		api.pocket(),
		api.history(search.cursor).catch(orMissing(request)),
		api.myVouchers(search.vouchers).catch(orMissing(request)),
	])
	return {
		meta: { title: t('pocket.title'), description: t('pocket.description') },
		pocket: pocketView(pocket, language),
		vouchers: vouchersByState(vouchers.vouchers.map((voucher) => myVoucherView(voucher, language))),
		moreVouchers: vouchers.nextCursor ? myPocketPagePath({ cursor: search.cursor, vouchers: vouchers.nextCursor }, 'vouchers') : null,
		firstVouchers: search.vouchers ? myPocketPagePath({ cursor: search.cursor }, 'vouchers') : null,
		history: history.entries.map((entry) => historyEntryView(entry, language)),
		older: history.nextCursor ? myPocketPagePath({ cursor: history.nextCursor, vouchers: search.vouchers }, 'history') : null,
		newest: search.cursor ? myPocketPagePath({ vouchers: search.vouchers }, 'history') : null,
		/** Shown at a counter sale's check-out, the sale's points come here at once (docs/product.md#pocket). */
		member: pocket.memberCode ? { code: pocket.memberCode, qrCodeSvg: await voucherQrCodeSvg(pocket.memberCode, { label: t('member.qrCode') }) } : null,
	}
}

export default function MyPocket() {
	const { t } = useTranslation('pocket')
	const { pocket, vouchers, moreVouchers, firstVouchers, history, older, newest, member } = useLoaderData<typeof loader>()
	const balances = [
		{ key: 'points', value: pocket.points },
		{ key: 'tokens', value: pocket.tokens },
		{ key: 'experience', value: pocket.experience },
	] as const
	return (
		<div className="stack pocket-page">
			<div className="pocket-page__head">
				<h1>{t('pocket.title')}</h1>
				<ButtonLink to={usePointsPath}>{t('pocket.usePoints')}</ButtonLink>
			</div>
			<Card aria-labelledby="pocket-balances" className="stack">
				<h2 id="pocket-balances">{t('pocket.balances')}</h2>
				<dl className="stats pocket-balances">
					{balances.map(({ key, value }) => (
						<div key={key}>
							<dt>{t(`pocket.${key}`)}</dt>
							<dd>{value}</dd>
						</div>
					))}
				</dl>
				<section aria-labelledby="pocket-expiring" className="pocket-expiring">
					<h3 id="pocket-expiring">{t('pocket.expiringSoon')}</h3>
					{pocket.expiringSoon.length === 0 ? (
						<p className="muted">{t('pocket.nothingExpiring', { count: pocket.expiringSoonDays })}</p>
					) : (
						<ul className="pocket-expiring__list">
							{pocket.expiringSoon.map((lot) => (
								<li key={lot.at}>{t('pocket.expiringLine', { count: lot.count, points: lot.points, day: lot.day })}</li>
							))}
						</ul>
					)}
					<p className="muted">{t('pocket.expireRule', { count: pocket.expireMonths })}</p>
				</section>
			</Card>
			{member ? (
				<Card aria-labelledby="pocket-member" className="pocket-member">
					{/* Made on the server (app/pocket/voucher-qr-code.server.ts): role="img" and its name are in the markup. */}
					<div className="qr-code pocket-member__qr" dangerouslySetInnerHTML={{ __html: member.qrCodeSvg }} />
					<div className="stack">
						<h2 id="pocket-member">{t('member.title')}</h2>
						<p>
							<code className="pocket-member__code">{member.code}</code>
						</p>
						<p className="muted">{t('member.hint')}</p>
					</div>
				</Card>
			) : null}
			<section id="vouchers" aria-labelledby="pocket-vouchers" className="stack">
				<h2 id="pocket-vouchers">{t('vouchers.title')}</h2>
				{vouchers.length === 0 ? (
					<EmptyState headingLevel={3} title={t('vouchers.empty')} description={t('vouchers.emptyHint')} action={<ButtonLink to={usePointsPath} variant="secondary">{t('pocket.usePoints')}</ButtonLink>} />
				) : (
					<VoucherList groups={vouchers} />
				)}
				<ListPageLinks nextHref={moreVouchers} firstHref={firstVouchers} words={{ list: t('vouchers.title'), first: t('vouchers.first'), next: t('vouchers.more') }} />
			</section>
			<section id="history" aria-labelledby="pocket-history" className="stack">
				<h2 id="pocket-history">{t('history.title')}</h2>
				{history.length === 0 ? <EmptyState headingLevel={3} title={t('history.empty')} description={t('history.emptyHint')} /> : <HistoryList entries={history} />}
				<ListPageLinks nextHref={older} firstHref={newest} words={{ list: t('history.title'), first: t('history.newest'), next: t('history.older') }} />
			</section>
		</div>
	)
}
