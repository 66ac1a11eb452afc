import { Form, Link, useActionData } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { chatLimits } from '#contracts/chat-names.ts'
import { chatPath, chatQuotaPath } from './paths.ts'
import { replyFor, type ChatActionData } from './replies.ts'
import type { MessageView } from './views.ts'

/**
 * What the reader may do with a conversation besides writing (docs/product.md#chat): "Block" or
 * "Unblock" the other side (a form each, so it works without JavaScript), "Report" (which opens the
 * report's form, `?report`) and the rules of chat.
 */
export function RoomActions({ roomId, blockedByMe, name }: { roomId: string; blockedByMe: boolean; name: string }) {
	const { t } = useTranslation('chat')
	return (
		<div className="chat-room__actions">
			<Form method="post" preventScrollReset className="inline-form">
				<input type="hidden" name="intent" value={blockedByMe ? 'unblock' : 'block'} />
				<Button type="submit" variant="ghost" size="small" title={t(blockedByMe ? 'actions.unblockHint' : 'actions.blockHint', { name })}>
					{blockedByMe ? t('actions.unblock') : t('actions.block')}
				</Button>
			</Form>
			<Link className="button button--ghost button--small" to={`${chatPath(roomId)}?report#report`} preventScrollReset>
				{t('actions.report')}
			</Link>
			<Link className="button button--ghost button--small" to={chatQuotaPath}>
				{t('actions.rules')}
			</Link>
		</div>
	)
}

/**
 * The report's form: the conversation, or one message of it (`?report={seq}`), and the reason (required).
 * It takes the focus when it opens, so it is read and filled in next; "Cancel" closes it.
 */
export function ReportForm({ roomId, message }: { roomId: string; message: MessageView | null }) {
	const { t } = useTranslation('chat')
	const reply = replyFor(useActionData<ChatActionData>(), 'report')
	const section = useRef<HTMLElement>(null)
	useEffect(() => section.current?.focus(), [])
	const reasonErrors = reply?.fieldErrors('reason') ?? []
	const label = t('report.reason')
	return (
		<section ref={section} id="report" tabIndex={-1} className="chat-report card stack" aria-labelledby="report-title">
			<h2 id="report-title">{message ? t('report.messageTitle', { name: message.sender, time: message.time }) : t('report.title')}</h2>
			<p className="muted">{t('report.intro')}</p>
			<Form method="post" className="stack" preventScrollReset>
				<FormError id="report-error" errors={reply?.formErrors} namespace="chat" />
				<input type="hidden" name="intent" value="report" />
				{message ? <input type="hidden" name="seq" value={message.seq} /> : null}
				<div className="field">
					<label htmlFor="report-reason">{label}</label>
					<TextArea
						id="report-reason"
						name="reason"
						rows={3}
						maxLength={chatLimits.reason}
						required
						defaultValue={reply?.value('reason') ?? ''}
						aria-invalid={reasonErrors.length > 0 || undefined}
						aria-describedby={['report-reason-hint', reasonErrors.length > 0 && 'report-reason-error'].filter(Boolean).join(' ')}
					/>
					<span id="report-reason-hint" className="field__hint">
						{t('report.reasonHint')}
					</span>
					<FieldErrors id="report-reason-error" errors={reasonErrors} label={label} />
				</div>
				<div className="button-row">
					<Button type="submit">{t('report.send')}</Button>
					<Link to={chatPath(roomId)} preventScrollReset>
						{t('report.cancel')}
					</Link>
				</div>
			</Form>
		</section>
	)
}
