import { z } from 'zod'
import { pictureUrl } from '#app/media/picture-rule.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { blankableParagraph, requiredParagraph } from '#app/validation/rules.ts'
import { chatLimits } from '#contracts/chat-names.ts'
import type { SendChatMessage } from '#contracts/chat.ts'

// A conversation's forms (docs/product.md#chat), one schema each, read by /chat/{id}'s action: "Send",
// a message's "Delete", "Mark as read", "Block" / "Unblock" and "Report". The limits are the API's
// (contracts/chat.ts), so what passes here is not refused there for its form.

const seq = z.coerce.number({ error: encodeMessage('default') }).int().min(1)

/**
 * A message: its text, a picture (uploaded first, ADR 0012), an order between the two sides (one the room
 * offers), or any of them together; the form's client id makes a send twice one message.
 */
export const sendMessageFormSchema = z
	.object({
		intent: z.literal('send'),
		clientId: z.uuid({ error: encodeMessage('default') }),
		text: blankableParagraph(chatLimits.text),
		pictureUrl,
		orderId: z.uuid({ error: encodeMessage('default') }).optional(),
	})
	// None: the form's own error ("Write a message, add a picture or choose an order"), not the text field's.
	.refine((value) => Boolean(value.text) || Boolean(value.pictureUrl) || Boolean(value.orderId), { error: 'empty', path: [] })

/** What the API is sent for a valid message. */
export const sendMessageBody = (value: z.output<typeof sendMessageFormSchema>): SendChatMessage => ({
	clientId: value.clientId,
	text: value.text || null,
	pictureUrl: value.pictureUrl || null,
	orderId: value.orderId ?? null,
})

/** "Delete" on one of the reader's own messages. */
export const deleteMessageFormSchema = z.object({ intent: z.literal('delete'), seq })

/** "Mark as read" up to the newest message shown (without JavaScript a button; with it, sent when that message is seen). */
export const markReadFormSchema = z.object({ intent: z.literal('read'), seq: z.coerce.number({ error: encodeMessage('default') }).int().min(0) })

/** "Block" or "Unblock" the other side. */
export const blockFormSchema = z.object({ intent: z.enum(['block', 'unblock']) })

/** "Report": the conversation, or one of its messages, and why. */
export const reportFormSchema = z.object({
	intent: z.literal('report'),
	seq: seq.optional(),
	reason: requiredParagraph(chatLimits.reason),
})

export type ChatIntent = 'send' | 'delete' | 'read' | 'block' | 'unblock' | 'report'

/** The schema of the form an intent names, or null for one that is none of them. */
export function chatFormSchemaOf(intent: unknown) {
	if (intent === 'send') return sendMessageFormSchema
	if (intent === 'delete') return deleteMessageFormSchema
	if (intent === 'read') return markReadFormSchema
	if (intent === 'block' || intent === 'unblock') return blockFormSchema
	if (intent === 'report') return reportFormSchema
	return null
}
