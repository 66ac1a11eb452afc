import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { failureInit } from '#app/api/outage.ts'
import { requireMyPoint } from '#app/auth/guards.server.ts'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { PageLinks } from '#app/content/paged-cards.tsx'
import { idempotencyFailure, newIdempotencyKey, nextIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pocketApi } from '#app/pocket/api.server.ts'
import { getVoucherFormSchema } from '#app/pocket/forms.ts'
import { offersSearchSchema } from '#app/pocket/search-params.ts'
import { OfferCard } from '#app/pocket/offer-card.tsx'
import { myPocketPath, myVoucherPath, usePointsPath } from '#app/pocket/paths.ts'
import { formatPoints, offerView } from '#app/pocket/views.ts'
import { notFound } from '#app/routing/params.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'

// 'content': the list's "More" and "Back to the start" (app/content/paged-cards.tsx PageLinks).
export const handle = { i18n: ['pocket', 'content'] }
export const meta = pageMeta

// After getting a voucher, its page is read with GET (with or without JavaScript).
const seeOther = { status: 303 }

/** This page of offers: the first, or the one its cursor names. */
const pageOf = (url: URL) => {
	const { cursor } = offersSearchSchema.parse(Object.fromEntries(url.searchParams))
	return { cursor, here: cursor ? `${usePointsPath}?${new URLSearchParams({ cursor })}` : usePointsPath }
}

/** What the page says of the API's refusal to give the voucher (`pocket:usePoints.refused.*`). */
function refusalOf(error: unknown) {
	if (!isApiError(error)) return 'unavailable'
	if (error.code === 'not_enough_points') return 'points'
	if (error.code === 'voucher_unavailable') {
		const reason = error.problem?.errors?.voucher?.[0]
		return reason === 'per_person' || reason === 'sold_out' || reason === 'not_yet' || reason === 'ended' ? reason : 'unavailable'
	}
	if (error.kind === 'not-found') return 'notFound'
	return idempotencyFailure(error) ?? 'unavailable'
}

/**
 * /account/my-pocket/cons, "Use points" (docs/product.md#pocket; our reading of the spec's "cons":
 * spending points on vouchers): the vouchers on offer, ending soonest first, each saying whether the
 * person may get it now, a page at a time ("More").
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireMyPoint(args)
	const url = new URL(request.url)
	const { cursor, here } = pageOf(url)
	const api = pocketApi(request, context, session)
	const [t, language, pocket, list] = await Promise.all([
		i18next.getFixedT(request, 'pocket'),
		i18next.getLocale(request),
		api.pocket(),
		api.offers({ cursor }).catch((error: unknown) => {
			// A cursor the API did not give is no page of this list.
			throw isApiError(error) && error.kind === 'bad-request' ? notFound(request) : error
		}),
	])
	return {
		meta: { title: t('usePoints.title'), description: t('usePoints.description') },
		points: { count: pocket.points, text: formatPoints(pocket.points, language) },
		// Each card's own key: getting one voucher never answers for another.
		offers: list.offers.map((offer) => ({ ...offerView(offer, language), idempotencyKey: newIdempotencyKey() })),
		more: list.nextCursor ? `${usePointsPath}?${new URLSearchParams({ cursor: list.nextCursor })}` : null,
		first: cursor ? usePointsPath : null,
		here,
	}
}

type UsePointsActionData = { refusal: { voucherId: string; reason: string; idempotencyKey: string } }

/**
 * "Get for {n} points": the API spends the points and gives the voucher in one go, and its page opens.
 * A refusal comes back to this page, at the card, saying why; the form's key makes a send twice one voucher.
 */
export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireMyPoint(args)
	const submission = parseWithZod(await readForm(request), { schema: getVoucherFormSchema })
	const voucherId = String(submission.payload.voucherId ?? '')
	const sentKey = submission.payload.idempotencyKey
	if (submission.status !== 'success') return data({ refusal: { voucherId, reason: 'invalid', idempotencyKey: nextIdempotencyKey(sentKey) } } satisfies UsePointsActionData, { status: 400 })
	const t = await i18next.getFixedT(request, 'pocket')
	const key = nextIdempotencyKey(submission.value.idempotencyKey)
	try {
		const got = await pocketApi(request, context, session).getVoucher(submission.value.voucherId, key)
		return redirectWithSuccess(myVoucherPath(got.voucher.id), t('usePoints.got', { title: got.voucher.title, name: got.voucher.businessUser.name }), seeOther)
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		const refusal = { voucherId, reason: refusalOf(error), idempotencyKey: nextIdempotencyKey(key, error) }
		return data({ refusal } satisfies UsePointsActionData, failureInit(error, error.status ?? 502))
	}
}

export default function UsePoints() {
	const { t } = useTranslation('pocket')
	const { points, offers, more, first, here } = useLoaderData<typeof loader>()
	const actionData = useActionData<UsePointsActionData>()
	const refusal = actionData?.refusal ?? null
	// A refusal is said at the page's top, where the page opens without JavaScript (a fragment in the form's
	// address would follow its redirect to the voucher's page), naming the voucher when it is on this page.
	const refused = refusal ? (offers.find((offer) => offer.id === refusal.voucherId)?.title ?? null) : null
	return (
		<div className="stack pocket-page">
			<div className="pocket-page__head">
				<h1>{t('usePoints.title')}</h1>
				<Link to={myPocketPath}>{t('usePoints.myPocket')}</Link>
			</div>
			<p className="pocket-page__intro">{t('usePoints.intro')}</p>
			<p className="pocket-page__points">
				<strong>{t('usePoints.youHave', { count: points.count, points: points.text })}</strong>
			</p>
			{refusal ? (
				<div role="alert" className="form-error">
					{refused ? <p>{refused}</p> : null}
					<p>{t(`usePoints.refused.${refusal.reason}`)}</p>
				</div>
			) : null}
			<section aria-labelledby="offers-title" className="stack">
				<h2 id="offers-title">{t('usePoints.offers')}</h2>
				{offers.length === 0 ? (
					<EmptyState headingLevel={3} title={t('usePoints.empty')} description={t('usePoints.emptyHint')} action={<ButtonLink to={myPocketPath} variant="secondary">{t('usePoints.myPocket')}</ButtonLink>} />
				) : (
					<ul className="pocket-offers">
						{offers.map((offer) => (
							<OfferCard key={offer.id} offer={refusal?.voucherId === offer.id ? { ...offer, idempotencyKey: refusal.idempotencyKey } : offer} action={here} />
						))}
					</ul>
				)}
				<PageLinks nextHref={more} firstHref={first} />
			</section>
		</div>
	)
}
