import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import type { ChatParty, ChatSendState } from '#contracts/chat.ts'
import type { RoomView } from './views.ts'
import { chatLimits } from '#contracts/chat-names.ts'
import { replyFor, type ChatActionData } from './replies.ts'

const TEXT_ID = 'chat-text'

// The uploader's code follows the page (ADR 0007): the conversation's first load stays within its budget.
// Until it comes, the file input is a plain one, sent with the form (ADR 0012). Its props stay the same
// between renders (strings, and the reply's own arrays), so its server markup is kept while it waits.
const PictureInput = hydrateLater(() => import('#app/media/picture-input.tsx').then((m) => m.PictureInput))

/**
 * The composer (docs/product.md#chat): "Message", "Picture" (the project's one uploader, ADR 0012) and
 * "Send", a multipart form posted to the page's action, which answers with the conversation at the new
 * message (303), so it works without JavaScript. A send that fails comes back with what was typed, the
 * picture kept and the reason; its client id stays while the message may have been made, so sending it
 * again cannot make it twice. With JavaScript a send in progress is not sent again, and once it has gone
 * through the text box is emptied, unless more was typed meanwhile, and is ready for the next message.
 */
export function Composer({ clientId, orders, actionData }: { clientId: string; orders: RoomView['orders']; actionData?: ChatActionData }) {
	const { t } = useTranslation('chat')
	const { t: common } = useTranslation()
	const reply = replyFor(actionData, 'send')
	const sending = useSendProgress(reply !== null)
	const textErrors = reply?.fieldErrors('text') ?? []
	const label = t('composer.message')
	function sendOnControlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
		if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
			event.preventDefault()
			event.currentTarget.form?.requestSubmit()
		}
	}
	function sendOnce(event: FormEvent<HTMLFormElement>) {
		if (sending.inProgress) event.preventDefault()
	}
	return (
		<Form method="post" encType="multipart/form-data" className="chat-composer" aria-labelledby="composer-title" preventScrollReset onSubmit={sendOnce}>
			<h2 id="composer-title" className="visually-hidden">
				{t('composer.title')}
			</h2>
			<FormError id="composer-error" errors={reply?.formErrors} namespace="chat" />
			<input type="hidden" name="intent" value="send" />
			<input type="hidden" name="clientId" value={reply?.value('clientId') ?? clientId} />
			<div className="field chat-composer__text">
				<label htmlFor={TEXT_ID}>{label}</label>
				<TextArea
					id={TEXT_ID}
					name="text"
					rows={2}
					maxLength={chatLimits.text}
					defaultValue={reply?.value('text') ?? ''}
					onKeyDown={sendOnControlEnter}
					aria-invalid={textErrors.length > 0 || undefined}
					aria-describedby={['chat-text-hint', textErrors.length > 0 && 'chat-text-error'].filter(Boolean).join(' ')}
				/>
				<span id="chat-text-hint" className="field__hint">
					{t('composer.hint')}
				</span>
				<FieldErrors id="chat-text-error" errors={textErrors} label={label} />
			</div>
			{/* A new uploader once a send has gone through: the picture sent is not kept for the next message. */}
			<div className="chat-composer__picture" key={sending.sent}>
				<PictureInput
					name="pictureUrl"
					id="chat-picture"
					defaultValue={reply?.value('pictureUrl') ?? ''}
					purpose="content"
					label={t('composer.picture')}
					hint={common('images.hint')}
					alt={t('composer.pictureAlt')}
					errors={reply?.fieldErrors('pictureUrl')}
					removable
				/>
			</div>
			{orders.length > 0 ? <OrderChoice key={`order-${sending.sent}`} orders={orders} chosen={reply?.value('orderId') ?? ''} errors={reply?.fieldErrors('orderId') ?? []} /> : null}
			<Button type="submit" className="chat-composer__send" aria-disabled={sending.inProgress || undefined}>
				{sending.inProgress ? t('composer.sending') : t('composer.send')}
			</Button>
		</Form>
	)
}

/** "Order": none, or one of the orders between the two sides (newest first), sent as a card with the message. */
function OrderChoice({ orders, chosen, errors }: { orders: RoomView['orders']; chosen: string; errors: string[] }) {
	const { t } = useTranslation('chat')
	const label = t('composer.order')
	return (
		<div className="field chat-composer__order">
			<label htmlFor="chat-order">{label}</label>
			<select
				id="chat-order"
				name="orderId"
				defaultValue={chosen}
				aria-invalid={errors.length > 0 || undefined}
				aria-describedby={['chat-order-hint', errors.length > 0 && 'chat-order-error'].filter(Boolean).join(' ')}
			>
				<option value="">{t('composer.noOrder')}</option>
				{orders.map((order) => (
					<option key={order.id} value={order.id}>
						{t('composer.orderOption', {
							order: t('shop:order.title', { number: order.number }),
							status: t(`shop:status.${order.status}`, { defaultValue: order.status }),
							total: order.total,
						})}
					</option>
				))}
			</select>
			<span id="chat-order-hint" className="field__hint">
				{t('composer.orderHint')}
			</span>
			<FieldErrors id="chat-order-error" errors={errors} label={label} />
		</div>
	)
}

/**
 * Where this page's sends are: one on its way, and how many have gone through (the action then answers
 * with the conversation at the new message; a refusal answers with the form, `refused`). When one ends,
 * the text box takes the focus, and is emptied when it went through and still holds just what was sent.
 */
function useSendProgress(refused: boolean) {
	const navigation = useNavigation()
	const inProgress = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'send'
	const [sending, setSending] = useState<string | null>(null)
	const [ended, setEnded] = useState({ text: '', through: false, count: 0, throughCount: 0 })
	// Followed while rendering, from what the last render saw (React's way to follow a change).
	if (inProgress && sending === null) setSending(String(navigation.formData?.get('text') ?? ''))
	if (!inProgress && sending !== null) {
		setSending(null)
		setEnded({ text: sending, through: !refused, count: ended.count + 1, throughCount: ended.throughCount + (refused ? 0 : 1) })
	}
	useEffect(() => {
		if (ended.count === 0) return
		const text = document.getElementById(TEXT_ID) as HTMLTextAreaElement | null
		if (ended.through && text?.value === ended.text) text.value = ''
		text?.focus()
	}, [ended])
	return { inProgress, sent: ended.throughCount }
}

/** Why the reader cannot send here now, said where the composer would be (a room's `send.reason`). */
export function SendNotAllowed({ send, other, answeringAs }: { send: ChatSendState; other: ChatParty; answeringAs: ChatParty | null }) {
	const { t } = useTranslation('chat')
	return (
		<div className="chat-composer chat-composer--closed" role="note">
			<p>{t(`cannotSend.${send.reason ?? 'unknown'}`, { name: other.name, business: answeringAs?.name ?? '' })}</p>
		</div>
	)
}
