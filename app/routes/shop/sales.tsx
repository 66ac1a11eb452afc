import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { requireSaleGrant } from '#app/auth/guards.server.ts'
import { businessUserPath } from '#app/business-user/paths.ts'
import { PageLinks } from '#app/content/paged-cards.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { formatCount } from '#app/i18n/formats.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pocketApi } from '#app/pocket/api.server.ts'
import { RedeemVoucher } from '#app/pocket/redeem-voucher.tsx'
import { redemptionView, rewardsPath, type RewardsActionData } from '#app/pocket/rewards.ts'
import { redemptionFormSchemaOf } from '#app/pocket/rewards/forms.ts'
import { parseParams } from '#app/routing/params.server.ts'
import { shopApi } from '#app/shop/api.server.ts'
import { counterApi } from '#app/shop/counter-api.server.ts'
import { OrderList } from '#app/shop/order-details.tsx'
import { counterCartPath, salePath, salesPath } from '#app/shop/paths.ts'
import { salesStatuses, type SalesStatus } from '#app/shop/sales.ts'
import { salesFilterSchema } from '#app/shop/sales-forms.ts'
import { orderSummaryView } from '#app/shop/views.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'
import { holds, standingOf } from '#contracts/people-rights.ts'
import { orderStages } from '#contracts/shop/order-status.ts'

// 'content': the list's "More" and "Back to the start" (app/content/paged-cards.tsx PageLinks); 'rewards':
// "Redeem a voucher" and the link to Rewards (app/routes/pocket/rewards.tsx).
export const handle = { i18n: ['shop', 'sales', 'content', 'rewards'] }
export const meta = pageMeta

const paramsSchema = z.object({ id: z.uuid() })
/** The redemption just made (after "Redeem", the page is fetched again with it: post-redirect-get). */
const redeemedSchema = z.object({ redeemed: z.uuid().optional().catch(undefined) })

// After a post, the page is fetched again with GET (with or without JavaScript).
const seeOther = { status: 303 }

/** The list's address for a status (and a page of it). */
function listHref(businessUserId: string, status: SalesStatus, cursor?: string) {
	return `${salesPath(businessUserId)}?${new URLSearchParams(cursor ? { status, cursor } : { status })}`
}

/**
 * /business-user/{id}/sale-screen/my-activities ("Sales", docs/product.md#shop): the business user's
 * orders at one stage ("Status", new ones first shown) or all of them, newest first, a page at a time, with
 * how many each stage holds, each count a link to that stage's list; each order links to its page. For its owner, admins and members granted Sales.
 * Those granted Sales · Update also redeem a customer's voucher here ("Redeem a voucher", docs/product.md#pocket),
 * see the last redemptions and undo their own for two minutes.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { id } = parseParams(paramsSchema, params, request)
	const { session, businessUser } = await requireSaleGrant(args, id, 'read')
	const search = Object.fromEntries(new URL(request.url).searchParams)
	const { status, cursor } = salesFilterSchema.parse(search)
	const { redeemed } = redeemedSchema.parse(search)
	const canRedeem = holds(standingOf(businessUser), 'sale', 'update')
	const [t, language, list, redemptions] = await Promise.all([
		i18next.getFixedT(request, 'sales'),
		i18next.getLocale(request),
		shopApi(request, context, session)
			.sales(id, status === 'all' ? undefined : status, cursor)
			.catch((error: unknown) => {
				// A cursor that is not one (edited by hand, or stale): the first page of the same status.
				if (cursor && isApiError(error) && error.kind === 'bad-request') throw redirect(listHref(id, status))
				throw error
			}),
		canRedeem ? pocketApi(request, context, session).redemptions(id) : null,
	])
	const recent = redemptions?.redemptions.map((redemption) => redemptionView(redemption, language)) ?? []
	return {
		meta: { title: t('list.metaTitle', { name: businessUser.name }), description: t('list.description', { name: businessUser.name }) },
		businessUser: { id, name: businessUser.name, href: businessUserPath(id) },
		status,
		counts: orderStages.map((stage) => ({ stage, count: list.counts[stage] ?? 0 })),
		orders: list.orders.map((order) => orderSummaryView(order, language, salePath(id, order.id))),
		nextHref: list.nextCursor ? listHref(id, status, list.nextCursor) : null,
		firstHref: cursor ? listHref(id, status) : null,
		rewardsHref: rewardsPath(id),
		/** "New sale": a counter sale, for those granted Sales · Create. */
		canRingUp: holds(standingOf(businessUser), 'sale', 'create'),
		redeem: canRedeem ? { redeemed: recent.find((redemption) => redemption.id === redeemed) ?? null, recent } : null,
	}
}

/** What the API's refusal of a redemption says (`errors.*` of locales/{en,th}/rewards.json). */
function redemptionRefusal(request: Request, error: unknown) {
	if (isApiError(error) && error.kind === 'not-found') return 'notFound'
	if (isApiError(error) && error.code === 'already_redeemed') return 'alreadyRedeemed'
	if (isApiError(error) && error.code === 'voucher_expired') return 'voucherExpired'
	if (isApiError(error) && error.code === 'undo_expired') return 'undoExpired'
	return failureReason(request, error)
}

/** "New sale" (docs/product.md#shop, "Counter sale"): a counter order on the open selling session (opened when none is), and its cart. */
async function startCounterSale(args: ActionFunctionArgs, id: string) {
	const { request, context } = args
	const { session } = await requireSaleGrant(args, id, 'create')
	try {
		const order = await counterApi(request, context, session).start(id)
		return redirect(counterCartPath(id, { timelineId: order.timeline.id, id: order.id }), seeOther)
	} catch (error) {
		if (isApiError(error) && error.serviceOutage) throw error
		const t = await i18next.getFixedT(request, 'shop')
		return redirectWithError(salesPath(id), t(`errors.${failureReason(request, error)}`), seeOther)
	}
}

/**
 * "New sale": a counter sale's cart. "Redeem a voucher" (its code, as on the customer's voucher) and
 * "Undo": back to the list with the redemption shown (or a toast); a code the API refuses comes back
 * typed as it was, with why.
 */
export async function action(args: ActionFunctionArgs) {
	const { request, context, params } = args
	const { id } = parseParams(paramsSchema, params, request)
	const form = await readForm(request)
	if (form.get('intent') === 'newSale') return startCounterSale(args, id)
	const { session } = await requireSaleGrant(args, id, 'update')
	const t = await i18next.getFixedT(request, ['sales', 'rewards'])
	const here = salesPath(id)
	const schema = redemptionFormSchemaOf(form.get('intent'))
	if (!schema) return redirectWithError(here, t('rewards:errors.invalid'), seeOther)
	const submission = parseWithZod(form, { schema })
	if (submission.status !== 'success') return data({ result: submission.reply() } satisfies RewardsActionData, { status: 400 })
	const value = submission.value
	const api = pocketApi(request, context, session)
	try {
		if (value.intent === 'redeem') {
			const redemption = await api.redeem(id, value.code)
			return redirect(`${here}?${new URLSearchParams({ redeemed: redemption.id })}#redeem`, seeOther)
		}
		const undone = await api.undoRedemption(id, value.redemptionId)
		return redirectWithSuccess(`${here}#redeem`, t('rewards:done.undone', { title: undone.title }), seeOther)
	} catch (error) {
		// The API's outage: the form comes back with what was typed and the busy message (app/middleware/service-outages.ts).
		if (isApiError(error) && error.serviceOutage) throw error
		const reason = redemptionRefusal(request, error)
		if (value.intent === 'redeem') return data({ result: submission.reply({ formErrors: [reason] }) } satisfies RewardsActionData, { status: isApiError(error) ? (error.status ?? 502) : 502 })
		return redirectWithError(`${here}#redeem`, t(`rewards:errors.${reason}`), seeOther)
	}
}

export default function Sales() {
	const { t, i18n } = useTranslation('sales')
	const { businessUser, status, counts, orders, nextHref, firstHref, rewardsHref, canRingUp, redeem } = useLoaderData<typeof loader>()
	return (
		<div className="sales stack">
			<p className="rewards-links">
				<Link to={businessUser.href}>{t('list.back', { name: businessUser.name })}</Link>
				<Link to={rewardsHref}>{t('rewards:page.title')}</Link>
			</p>
			<header className="stack">
				<h1>{t('list.title')}</h1>
				<p className="muted">{t('list.lead', { name: businessUser.name })}</p>
			</header>

			{canRingUp ? (
				// A post (it opens a selling session when none is open), so it works without JavaScript.
				<Form method="post" className="sales-new-sale stack">
					<div className="button-row">
						<Button type="submit" name="intent" value="newSale" aria-describedby="sales-new-sale-hint">
							{t('shop:counter.newSale')}
						</Button>
					</div>
					<p id="sales-new-sale-hint" className="muted">
						{t('shop:counter.newSaleHint')}
					</p>
				</Form>
			) : null}

			{redeem ? <RedeemVoucher redeemed={redeem.redeemed} recent={redeem.recent} /> : null}

			{/* A GET form, so the filter is an address. */}
			<Form method="get" className="sales-filter inline-form" aria-label={t('list.filter')} preventScrollReset>
				<div className="field">
					<label htmlFor="sales-status">{t('list.status')}</label>
					<select
						id="sales-status"
						name="status"
						defaultValue={status}
						key={status}
					>
						{salesStatuses.map((choice) => (
							<option key={choice} value={choice}>
								{t(`status.${choice}`)}
							</option>
						))}
					</select>
				</div>
				{/* Sent with "Show", not on each change: a keyboard steps through the options without leaving the page. */}
				<Button type="submit" variant="secondary">
					{t('list.show')}
				</Button>
			</Form>

			<section aria-labelledby="sales-counts">
				<h2 id="sales-counts" className="visually-hidden">
					{t('list.counts')}
				</h2>
				{/* Each stage's list, the one shown marked; its name first, so the link is named as it reads. */}
				<ul className="sales-counts">
					{counts.map(({ stage, count }) => (
						<li key={stage}>
							<Link to={listHref(businessUser.id, stage)} aria-current={stage === status ? 'page' : undefined} preventScrollReset>
								{t(`status.${stage}`)} <span className="sales-counts__count">{formatCount(count, i18n.language)}</span>
							</Link>
						</li>
					))}
				</ul>
			</section>

			<section className="stack" aria-labelledby="sales-orders">
				<h2 id="sales-orders" className="visually-hidden">
					{t('list.orders')}
				</h2>
				{orders.length === 0 ? (
					<EmptyState title={t(`empty.${status}`)} description={status === 'new' || status === 'all' ? t('empty.hint') : undefined} headingLevel={3} />
				) : (
					<OrderList orders={orders} show="buyer" />
				)}
				<PageLinks nextHref={nextHref} firstHref={firstHref} />
			</section>
		</div>
	)
}

