import { Form, useNavigation } from '@remix-run/react'
import { useEffect, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { PictureInput } from '#app/media/picture-input.tsx'
import type { ChatParty, ChatSendState } from '#contracts/chat.ts'
import { MESSAGE_MAX_LENGTH } from './limits.ts'
import { replyFor, type ChatActionData } from './replies.ts'

const TEXT_ID = 'chat-text'

/**
 * The composer (docs/product.md#chat): "Message", "Picture" (the project's one uploader, ADR 0012) and
 * "Send", a multipart form posted to the page's action, which answers with the conversation at the new
 * message (303), so it works without JavaScript. A send that fails comes back with what was typed, the
 * picture kept and the reason; its client id stays while the message may have been made, so sending it
 * again cannot make it twice. `focus`: after a send with JavaScript, the text box is ready for the next.
 */
export function Composer({ clientId, actionData, focus }: { clientId: string; actionData?: ChatActionData; focus: boolean }) {
	const { t } = useTranslation('chat')
	const { t: common } = useTranslation()
	const navigation = useNavigation()
	const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'send'
	const reply = replyFor(actionData, 'send')
	useEffect(() => {
		if (focus) document.getElementById(TEXT_ID)?.focus()
	}, [focus])
	const textErrors = reply?.fieldErrors('text') ?? []
	const label = t('composer.message')
	function sendOnControlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
		if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
			event.preventDefault()
			event.currentTarget.form?.requestSubmit()
		}
	}
	return (
		<Form method="post" encType="multipart/form-data" className="chat-composer" aria-labelledby="composer-title" preventScrollReset>
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
					maxLength={MESSAGE_MAX_LENGTH}
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
			<div className="chat-composer__picture">
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
			<Button type="submit" className="chat-composer__send" aria-disabled={sending || undefined}>
				{sending ? t('composer.sending') : t('composer.send')}
			</Button>
		</Form>
	)
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
