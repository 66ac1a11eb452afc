import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderSummaryView, OrderView } from './views.ts'

// A purchase order as both its buyer and its seller see it (docs/product.md#shop): written once for the
// buyer's pages and the seller's. The words are in locales/{en,th}/shop.json.

/** Its status in words ("Awaiting payment", "Paid" …), as a badge. */
export function OrderStatus({ status }: { status: OrderView['status'] }) {
	const { t } = useTranslation('shop')
	return <span className={`order-status order-status--${status}`}>{t(`status.${status}`)}</span>
}

/**
 * Its lines and total, as a table: on its pages, and in its receipt and tax invoice (their own class, and
 * the rows that come before the total and what is said beside it: the VAT, the total in words). An order a
 * voucher paid part of says its subtotal and the voucher before the total, so the rows add up.
 */
export function OrderLines({
	order,
	className = 'order-lines',
	beforeTotal,
	totalNote,
}: {
	order: Pick<OrderView, 'lines' | 'total' | 'voucher'>
	className?: string
	beforeTotal?: ReactNode
	totalNote?: ReactNode
}) {
	const { t } = useTranslation('shop')
	return (
		<table className={className}>
			<caption className="visually-hidden">{t('order.lines')}</caption>
			<thead>
				<tr>
					<th scope="col">{t('order.item')}</th>
					<th scope="col">{t('order.quantity')}</th>
					<th scope="col">{t('order.price')}</th>
					<th scope="col">{t('order.lineTotal')}</th>
				</tr>
			</thead>
			<tbody>
				{order.lines.map((line) => (
					<tr key={line.key}>
						<th scope="row">
							{line.title}
							{line.option ? <span className="muted"> · {line.option}</span> : null}
							{line.eTicket ? <span className="muted"> · {t('order.eTicket')}</span> : null}
						</th>
						<td>{line.quantity}</td>
						<td>{line.price}</td>
						<td>{line.total}</td>
					</tr>
				))}
			</tbody>
			<tfoot>
				{order.voucher ? (
					<>
						<tr>
							<th scope="row" colSpan={3}>
								{t('order.subtotal')}
							</th>
							<td>{order.voucher.subtotal}</td>
						</tr>
						<tr>
							<th scope="row" colSpan={3}>
								{t('order.voucher', { title: order.voucher.title })}
							</th>
							<td>{t('order.discount', { amount: order.voucher.discount })}</td>
						</tr>
					</>
				) : null}
				{beforeTotal}
				<tr>
					<th scope="row" colSpan={3}>
						{t('order.total')}
						{totalNote}
					</th>
					<td>
						<strong>{order.total}</strong>
					</td>
				</tr>
			</tfoot>
		</table>
	)
}

/** How it reaches the buyer, how it is paid, and what was said with it; the buyer's phone to call, for the seller. */
export function OrderFacts({ order, callable = false }: { order: OrderView; callable?: boolean }) {
	const { t } = useTranslation('shop')
	return (
		<dl className="facts">
			<dt>{t('order.delivery')}</dt>
			<dd>
				{t(`delivery.${order.delivery}`)}
				{order.delivery === 'deliver' ? <span className="order-address">{`${order.address ?? ''} ${order.postcode ?? ''}`}</span> : null}
			</dd>
			{order.phone && order.phoneHref ? (
				<>
					<dt>{t('order.phone')}</dt>
					<dd>{callable ? <a href={order.phoneHref}>{order.phone}</a> : order.phone}</dd>
				</>
			) : null}
			<dt>{t('order.payment')}</dt>
			<dd>{t(`payment.${order.paymentMethod}`)}</dd>
			{order.note ? (
				<>
					<dt>{t('order.note')}</dt>
					<dd>{order.note}</dd>
				</>
			) : null}
			{order.trackingNumber ? (
				<>
					<dt>{t('order.trackingNumber')}</dt>
					<dd>{order.trackingNumber}</dd>
				</>
			) : null}
			{order.cancelReason ? (
				<>
					<dt>{t('order.cancelReason')}</dt>
					<dd>{order.cancelReason}</dd>
				</>
			) : null}
		</dl>
	)
}

/** Every change of its state, oldest first: what it became, when, and who made it. */
export function OrderTimeline({ order }: { order: Pick<OrderView, 'timeline'> }) {
	const { t } = useTranslation('shop')
	return (
		<section aria-labelledby="order-timeline" className="stack">
			<h2 id="order-timeline">{t('order.timeline')}</h2>
			<ol className="order-timeline">
				{order.timeline.map((event) => (
					<li key={event.key}>
						<strong>{t(`status.${event.status}`)}</strong> <time dateTime={event.dateTime}>{event.at}</time>
						<span className="muted"> · {event.byName ? t('timeline.byPerson', { name: event.byName }) : t(`timeline.by.${event.by}`)}</span>
						{event.note ? <p className="muted">{event.note}</p> : null}
					</li>
				))}
			</ol>
		</section>
	)
}

/** A list of orders, each with its number, the other side's name, total and status, linking to it. */
export function OrderList({ orders, show }: { orders: OrderSummaryView[]; show: 'businessUser' | 'buyer' }) {
	const { t } = useTranslation('shop')
	return (
		<ul className="order-list">
			{orders.map((order) => (
				<li key={order.id} className="card order-list__item">
					<Link to={order.href} className="order-list__link">
						{t('order.title', { number: order.number })}
					</Link>
					<span className="order-list__who">{show === 'businessUser' ? order.businessUser : (order.buyer ?? t('order.walkIn'))}</span>
					<span className="order-list__date muted">{order.placedAt}</span>
					<span className="order-list__total">{order.total}</span>
					<span className="order-list__status">
						<OrderStatus status={order.status} />
					</span>
				</li>
			))}
		</ul>
	)
}
