import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LinkedText } from '#app/content/linked-text.tsx'
import type { MessageView, RoomView } from './views.ts'

/**
 * A conversation's messages, oldest first (docs/product.md#chat): each with who sent it and when, its
 * text (addresses made links, nothing else read as markup), picture or order, "Deleted message" once
 * its author deleted it, "Delete" on the reader's own, "Report" on the other side's, and "Seen" under
 * the reader's side's last message once the other side has read it.
 */
export function MessageList({ room, reportable }: { room: RoomView; reportable: boolean }) {
	const { t } = useTranslation('chat')
	if (room.messages.length === 0) return <p className="chat-room__empty muted">{t('room.empty', { name: room.other.name })}</p>
	return (
		<ol className="chat-messages">
			{room.messages.map((message) => (
				<MessageItem key={message.seq} message={message} reportable={reportable} />
			))}
		</ol>
	)
}

function MessageItem({ message, reportable }: { message: MessageView; reportable: boolean }) {
	const { t } = useTranslation('chat')
	const metaId = `${message.anchor}-meta`
	return (
		<li id={message.anchor} className={message.mine ? 'chat-message chat-message--mine' : 'chat-message'} tabIndex={-1}>
			<p id={metaId} className="chat-message__meta">
				<span className="chat-message__sender">{message.senderFor ? t('message.senderFor', { name: message.sender, business: message.senderFor }) : message.sender}</span>{' '}
				<time dateTime={message.sentAt} title={message.fullTime}>
					{message.time}
				</time>
			</p>
			<div className="chat-message__bubble">
				{message.deleted ? <p className="chat-message__deleted">{t('message.deleted')}</p> : null}
				{message.text ? <LinkedText text={message.text} className="chat-message__text" /> : null}
				{message.picture ? (
					<a className="chat-message__picture" href={message.picture.src}>
						<img
							src={message.picture.src}
							srcSet={message.picture.srcSet}
							sizes="(min-width: 600px) 320px, 70vw"
							alt={t('message.pictureAlt', { name: message.sender })}
							loading="lazy"
							decoding="async"
						/>
					</a>
				) : null}
				{message.order ? <OrderCard order={message.order} /> : null}
			</div>
			{message.seen ? <p className="chat-message__seen">{t('message.seen')}</p> : null}
			{message.deletable || (reportable && !message.mine && !message.deleted) ? (
				<div className="chat-message__actions">
					{message.deletable ? (
						<Form method="post" preventScrollReset className="inline-form">
							<input type="hidden" name="intent" value="delete" />
							<input type="hidden" name="seq" value={message.seq} />
							<button type="submit" className="button button--ghost button--small" aria-describedby={metaId}>
								{t('message.delete')}
							</button>
						</Form>
					) : (
						<Link className="button button--ghost button--small" to={`?report=${message.seq}#report`} preventScrollReset aria-describedby={metaId}>
							{t('message.report')}
						</Link>
					)}
				</div>
			) : null}
		</li>
	)
}

/** An order in a conversation: its number (a link to its page), status, total and how many items. */
function OrderCard({ order }: { order: NonNullable<MessageView['order']> }) {
	const { t } = useTranslation('chat')
	return (
		<div className="chat-order">
			<p className="chat-order__title">
				<Link to={order.href}>{t('shop:order.title', { number: order.number })}</Link>
			</p>
			<p className="chat-order__facts">
				<span className={`order-status order-status--${order.status}`}>{t(`shop:status.${order.status}`, { defaultValue: order.status })}</span>{' '}
				<span>{t('order.items', { count: order.itemCount })}</span> <strong>{order.total}</strong>
			</p>
		</div>
	)
}
