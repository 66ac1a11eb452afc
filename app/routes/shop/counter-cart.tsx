import { parseWithZod } from '@conform-to/zod/v4'
import { redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { formatBaht } from '#app/content/display.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { formatCount } from '#app/i18n/formats.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { counterPaths, counterSaleOf, leaveIfPlaced } from '#app/shop/counter.server.ts'
import { counterCartFormSchemaOf, counterSearchSchema } from '#app/shop/counter-forms.ts'
import { counterItemView, counterLinesView, sessionView, type CounterItemView, type CounterLineView, type SessionView } from '#app/shop/counter-views.ts'
import { OptionSelect } from '#app/shop/add-to-cart.tsx'
import counterStyles from '#app/shop/counter.css?url'
import { salesPath } from '#app/shop/paths.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'

export const handle = { i18n: ['shop'] }
export const meta = pageMeta
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: counterStyles }]

// After a post, the page is fetched again with GET (with or without JavaScript).
const seeOther = { status: 303 }

/**
 * …/sale-screen/timeline/{timelineid}/order/{orderid}/cart: a counter sale being rung up (docs/product.md#shop,
 * "Counter sale"): the business user's catalogue items for sale, found by name or SKU ("Search items"), each
 * with "Add"; the sale's lines with their "Quantity" and "Remove", the subtotal, the points it gives and
 * "Check out"; the selling session's summary and "Close session". A placed sale leads to its receipt.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { api, order, businessUser, businessUserId, canRingUp } = await counterSaleOf(args)
	leaveIfPlaced(businessUserId, order)
	const { q } = counterSearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const [t, language, catalogue] = await Promise.all([i18next.getFixedT(request, 'shop'), i18next.getLocale(request), api.catalogue(businessUserId, q)])
	const paths = counterPaths(businessUserId, order)
	return {
		meta: { title: t('counter.cart.title'), description: t('counter.cart.description', { name: businessUser.name }) },
		businessUser: businessUser.name,
		salesHref: salesPath(businessUserId),
		cartHref: paths.cart,
		q: q ?? '',
		items: catalogue.items.map((item) => counterItemView(item, language)),
		lines: counterLinesView(order, language),
		subtotal: formatBaht(order.subtotalSatang, language),
		itemCount: order.lines.reduce((count, line) => count + line.quantity, 0),
		points: order.points,
		checkOutHref: order.lines.length > 0 ? paths.checkOut : null,
		session: sessionView(order.timeline, order.paymentMethods, language),
		canRingUp,
	}
}

/** What the API's refusal of a change of the sale says (`errors.*` of locales/{en,th}/shop.json, the cart's). */
function refusalOf(request: Request, error: unknown) {
	if (isApiError(error) && error.code === 'not_enough_stock') {
		const left = Number(/left:(\d+)/.exec(error.problem?.errors?.quantity?.[0] ?? '')?.[1] ?? 0)
		return { key: 'errors.notEnough', left }
	}
	if (isApiError(error) && error.code === 'sold_out') return { key: 'errors.soldOut' }
	if (isApiError(error) && error.kind === 'not-found') return { key: 'errors.gone' }
	if (isApiError(error) && error.kind === 'bad-request') return { key: 'counter.errors.invalid' }
	const reason = failureReason(request, error)
	return { key: reason === 'conflict' ? 'errors.full' : `errors.${reason}` }
}

/**
 * "Add", a line's "Update" and "Remove": back to the cart (its search kept) with what was done or why not;
 * "Close session": to Sales, with what the session took. For those granted Sales · Create.
 */
export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { api, order, businessUserId } = await counterSaleOf(args, 'create')
	const paths = counterPaths(businessUserId, order)
	const form = await readForm(request)
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'shop'), i18next.getLocale(request)])
	// The search the form was sent from stays.
	const here = `${paths.cart}${new URL(request.url).search}`
	const schema = counterCartFormSchemaOf(form.get('intent'))
	const submission = schema ? parseWithZod(form, { schema }) : null
	if (submission?.status !== 'success') return redirectWithError(here, t('counter.errors.invalid'), seeOther)
	const value = submission.value
	if (value.intent !== 'close') leaveIfPlaced(businessUserId, order)
	try {
		if (value.intent === 'add') {
			const now = await api.add(businessUserId, order.id, { itemId: value.itemId, option: value.option || undefined, quantity: value.quantity ?? 1 })
			const title = now.lines.find((line) => line.itemId === value.itemId)?.title ?? ''
			return redirectWithSuccess(here, t('counter.cart.added', { title }), seeOther)
		}
		if (value.intent === 'update') {
			await api.change(businessUserId, order.id, value.line, value.quantity)
			return redirectWithSuccess(here, t('counter.cart.updated'), seeOther)
		}
		if (value.intent === 'remove') {
			await api.remove(businessUserId, order.id, value.line)
			return redirectWithSuccess(here, t('counter.cart.removed'), seeOther)
		}
		const summary = await api.closeSession(businessUserId, order.timeline.id)
		const total = formatBaht(
			Object.values(summary.totals).reduce((sum, satang) => sum + satang, 0),
			language,
		)
		return redirectWithSuccess(salesPath(businessUserId), t('counter.session.closedDone', { count: summary.orders, total }), seeOther)
	} catch (error) {
		// The API's outage: the page's busy answer (app/middleware/service-outages.ts).
		if (isApiError(error) && error.serviceOutage) throw error
		// Placed meanwhile (another tab, another till): its receipt.
		if (isApiError(error) && error.code === 'order_state') return redirect(paths.place, seeOther)
		const refusal = refusalOf(request, error)
		return redirectWithError(here, t(refusal.key, { count: refusal.left ?? 0 }), seeOther)
	}
}

export default function CounterCart() {
	const { t } = useTranslation('shop')
	const data = useLoaderData<typeof loader>()
	return (
		<div className="counter stack">
			<p className="counter__back">
				<Link to={data.salesHref}>{t('counter.backToSales')}</Link>
			</p>
			<header className="page-head">
				<h1>{t('counter.cart.title')}</h1>
				<p className="muted">{data.businessUser}</p>
			</header>
			{data.lines.length > 0 ? (
				<p className="counter__to-sale">
					<a href="#counter-sale">{t('counter.cart.toSale', { count: data.itemCount, subtotal: data.subtotal })}</a>
				</p>
			) : null}
			<div className="counter__layout">
				<section aria-labelledby="counter-items" className="counter__catalogue stack">
					<h2 id="counter-items">{t('counter.cart.items')}</h2>
					<SearchItems q={data.q} allHref={data.cartHref} />
					{data.items.length === 0 ? (
						<p className="notice">{data.q ? t('counter.cart.noMatch', { q: data.q }) : t('counter.cart.noItems')}</p>
					) : (
						<ul className="counter-items">
							{data.items.map((item) => (
								<CounterItemCard key={item.id} item={item} canRingUp={data.canRingUp} />
							))}
						</ul>
					)}
				</section>
				<section aria-labelledby="counter-sale" className="card counter__sale stack">
					<h2 id="counter-sale">{t('counter.cart.sale')}</h2>
					{data.lines.length === 0 ? (
						<p className="muted">{t('counter.cart.empty')}</p>
					) : (
						<ul className="counter-lines">
							{data.lines.map((line) => (
								<CounterLineRow key={line.id} line={line} canRingUp={data.canRingUp} />
							))}
						</ul>
					)}
					<p className="counter__subtotal">
						{t('counter.cart.subtotal')} <strong>{data.subtotal}</strong>
					</p>
					{data.points > 0 ? <p className="muted">{t('counter.cart.points', { count: data.points })}</p> : null}
					{data.checkOutHref && data.canRingUp ? (
						<ButtonLink to={data.checkOutHref} className="button--block">
							{t('counter.cart.checkOut')}
						</ButtonLink>
					) : null}
				</section>
			</div>
			<SessionSummary session={data.session} canRingUp={data.canRingUp} />
		</div>
	)
}

/** "Search items": a GET form, so a search is an address (and the list's "Add" comes back to it). */
function SearchItems({ q, allHref }: { q: string; allHref: string }) {
	const { t } = useTranslation('shop')
	return (
		<Form method="get" role="search" className="inline-form counter-search" preventScrollReset>
			<div className="field">
				<label htmlFor="counter-q">{t('counter.cart.search')}</label>
				<span id="counter-q-hint" className="field__hint">
					{t('counter.cart.searchHint')}
				</span>
				{/* Keyed by the search: the box shows the one the list is of after a back or a link. */}
				<input key={q} id="counter-q" name="q" type="search" defaultValue={q} maxLength={100} autoComplete="off" aria-describedby="counter-q-hint" />
			</div>
			<Button type="submit" variant="secondary">
				{t('counter.cart.searchButton')}
			</Button>
			{q ? (
				<Link to={allHref} preventScrollReset>
					{t('counter.cart.showAll')}
				</Link>
			) : null}
		</Form>
	)
}

/** An item to ring up: its name, SKU, price and how many are left, its option to choose, and "Add" (none when sold out). */
function CounterItemCard({ item, canRingUp }: { item: CounterItemView; canRingUp: boolean }) {
	const { t } = useTranslation('shop')
	const { t: common } = useTranslation()
	const navigation = useNavigation()
	const busy = navigation.formData?.get('itemId') === item.id
	const titleId = `counter-item-${item.id}`
	const soldOut = item.stock === 0
	return (
		<li className="counter-item" aria-labelledby={titleId}>
			{item.picture ? <img className="counter-item__picture" src={item.picture.src} srcSet={item.picture.srcSet} sizes="96px" alt="" width={item.picture.width} height={Math.round((item.picture.width * 9) / 16)} loading="lazy" decoding="async" /> : null}
			<div className="counter-item__body">
				<h3 id={titleId} className="counter-item__title">
					{item.title}
				</h3>
				{item.sku ? <p className="counter-item__sku muted">{t('counter.cart.sku', { sku: item.sku })}</p> : null}
				<p className="counter-item__price">
					<strong>{item.price}</strong>
					{item.stock === null ? null : soldOut ? (
						<span className="tag tag--sold-out">{common('shop.soldOut')}</span>
					) : (
						<span className="muted">{t('counter.cart.stock', { count: item.stock })}</span>
					)}
				</p>
			</div>
			{canRingUp && !soldOut ? (
				<Form method="post" className="counter-item__add" preventScrollReset>
					<input type="hidden" name="itemId" value={item.id} />
					<OptionSelect id={`${titleId}-option`} options={item.options} label={item.optionName ?? t('counter.cart.option')} />
					{/* Named "Add" as every item's is; described by its item, so a screen reader says which. */}
					<Button type="submit" name="intent" value="add" className="button--block" aria-describedby={titleId} aria-disabled={busy || undefined}>
						{t('counter.cart.add')}
					</Button>
				</Form>
			) : null}
		</li>
	)
}

/** A line of the sale: its item, price, "Quantity" with "Update", "Remove", and its total. */
function CounterLineRow({ line, canRingUp }: { line: CounterLineView; canRingUp: boolean }) {
	const { t } = useTranslation('shop')
	const navigation = useNavigation()
	const busy = navigation.formData?.get('line') === line.id
	const titleId = `counter-line-${line.id}`
	const quantityId = `counter-quantity-${line.id}`
	return (
		<li className="counter-line" aria-labelledby={titleId}>
			<div className="counter-line__body">
				<p id={titleId} className="counter-line__title">
					{line.title}
					{line.option ? <span className="muted"> · {line.option}</span> : null}
				</p>
				{line.price ? <p className="muted">{t('counter.cart.each', { price: line.price })}</p> : <p className="notice">{t('counter.cart.notForSale')}</p>}
				{line.left !== null ? <p className="notice">{t('counter.cart.left', { count: line.left })}</p> : null}
			</div>
			<p className="counter-line__total">{line.total}</p>
			{canRingUp ? (
				<div className="counter-line__actions">
					{line.price ? (
						<Form method="post" className="counter-line__quantity" preventScrollReset>
							<input type="hidden" name="line" value={line.id} />
							<label htmlFor={quantityId}>{t('order.quantity')}</label>
							<input id={quantityId} name="quantity" type="number" inputMode="numeric" min={1} max={line.max} step={1} defaultValue={line.quantity} key={line.quantity} required />
							<Button type="submit" name="intent" value="update" variant="secondary" size="small" aria-describedby={titleId} aria-disabled={busy || undefined}>
								{t('counter.cart.update')}
							</Button>
						</Form>
					) : null}
					<Form method="post" preventScrollReset>
						<input type="hidden" name="line" value={line.id} />
						<Button type="submit" name="intent" value="remove" variant="ghost" size="small" aria-describedby={titleId} aria-disabled={busy || undefined}>
							{t('counter.cart.remove')}
						</Button>
					</Form>
				</div>
			) : (
				<p className="muted">× {line.quantity}</p>
			)}
		</li>
	)
}

/** The selling session: opened when and by whom, its sales paid and what they took by each way of paying, and "Close session". */
function SessionSummary({ session, canRingUp }: { session: SessionView; canRingUp: boolean }) {
	const { t, i18n } = useTranslation('shop')
	const navigation = useNavigation()
	const closing = navigation.formData?.get('intent') === 'close'
	return (
		<section aria-labelledby="counter-session" className="card stack counter-session">
			<h2 id="counter-session">{t('counter.session.title')}</h2>
			<p className="muted">{session.openedBy ? t('counter.session.openedBy', { at: session.openedAt, name: session.openedBy }) : t('counter.session.opened', { at: session.openedAt })}</p>
			<dl className="facts counter-session__totals">
				<div>
					<dt>{t('counter.session.sales')}</dt>
					<dd>{formatCount(session.orders, i18n.language)}</dd>
				</div>
				{session.totals.map(({ method, total }) => (
					<div key={method}>
						<dt>{t(`payment.${method}`)}</dt>
						<dd>{total}</dd>
					</div>
				))}
				<div>
					<dt>{t('counter.session.total')}</dt>
					<dd>{session.total}</dd>
				</div>
			</dl>
			{session.closed ? (
				<p className="notice">{t('counter.session.closed')}</p>
			) : canRingUp ? (
				<Form method="post" className="stack counter-session__close">
					<p className="muted" id="counter-session-close-hint">
						{t('counter.session.closeHint')}
					</p>
					<div className="button-row">
						<Button type="submit" name="intent" value="close" variant="secondary" aria-describedby="counter-session-close-hint" aria-disabled={closing || undefined}>
							{closing ? t('counter.session.closing') : t('counter.session.close')}
						</Button>
					</div>
				</Form>
			) : null}
		</section>
	)
}
