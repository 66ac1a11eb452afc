import { z } from 'zod'
import { storedImageUrlSchema } from './media.ts'
import { chatLimits } from './chat-names.ts'
import { paragraph } from './text.ts'

export { chatLimits, chatPartyParam, parseChatParam, type ChatPartyRef } from './chat-names.ts'

// Chat (docs/product.md#chat, docs/data-model.md §2.4): one conversation between two parties — two
// people, or a person and a business user whose staff answer as the business. Each room numbers its
// messages 1, 2, 3… with no gaps; each side keeps the number it has read up to, so unread is a subtraction.


/** A party of a conversation: a person by their public uuid, or a business user by its id. */
export const chatPartySchema = z
	.object({
		type: z.enum(['person', 'business-user']),
		id: z.string().describe('A person’s public uuid, or a business user’s id'),
		name: z.string(),
		imageUrl: z.string().nullable(),
	})
	.meta({ id: 'ChatParty' })
export type ChatParty = z.infer<typeof chatPartySchema>

/** An order shown in a conversation, as the reader may see it. */
export const chatOrderCardSchema = z
	.object({
		id: z.string(),
		businessOrderId: z.string().describe('For the buyer’s order page'),
		businessUserId: z.string().describe('The seller, for its staff’s order page'),
		number: z.number().int().describe('In sequence per business user'),
		status: z.string().describe('An order status of contracts/shop/order-status.ts'),
		totalSatang: z.number().int(),
		itemCount: z.number().int().min(0),
	})
	.meta({ id: 'ChatOrderCard' })
export type ChatOrderCard = z.infer<typeof chatOrderCardSchema>

export const chatMessageSchema = z
	.object({
		seq: z.number().int().min(1).describe('The message’s number in its conversation: 1, 2, 3… with no gaps'),
		mine: z.boolean().describe('Sent by the reader’s side (for staff, by the business)'),
		sender: z
			.object({
				name: z.string().describe('The person who wrote it, or the business’s name to its customer'),
				forBusiness: z.string().nullable().describe('To a business’s staff, the business its staff member wrote for (“Dao for Robtua Demo Shop”)'),
			})
			.describe('Who sent it, as the reader may know'),
		authoredByMe: z.boolean().describe('Typed by the reader themselves: only they may delete it'),
		text: z.string().nullable(),
		pictureUrl: z.string().nullable(),
		order: chatOrderCardSchema.nullable().describe('An order card, when the reader may see that order'),
		sentAt: z.string().describe('ISO 8601'),
		deleted: z.boolean().describe('Deleted by its author: no text, picture or order any more'),
	})
	.meta({ id: 'ChatMessage' })
export type ChatMessage = z.infer<typeof chatMessageSchema>

/** Whether the reader may send here now, and if not, why (a key of docs/product.md#chat's rules). */
export const chatSendStateSchema = z
	.object({
		allowed: z.boolean(),
		reason: z
			.enum(['blocked_by_you', 'blocked_by_them', 'not_following', 'daily_messages', 'daily_conversations', 'no_grant', 'self'])
			.nullable(),
	})
	.meta({ id: 'ChatSendState' })
export type ChatSendState = z.infer<typeof chatSendStateSchema>
export type ChatRefusal = NonNullable<ChatSendState['reason']>

export const chatRoomSchema = z
	.object({
		id: z.string().nullable().describe('Null until the first message: the conversation is made by it'),
		other: chatPartySchema,
		answeringAs: chatPartySchema.nullable().describe('The business user the reader answers for, when they read as its staff'),
		messages: z.array(chatMessageSchema).describe('Oldest first: one page ending at `before` (or the newest)'),
		olderBefore: z.number().int().nullable().describe('Pass as `before` for the page before; null at the start'),
		lastSeq: z.number().int().min(0),
		readSeq: z.number().int().min(0).describe('The reader’s side has read up to this number'),
		otherReadSeq: z.number().int().min(0).describe('The other side has read up to this number (“Seen”)'),
		blockedByMe: z.boolean(),
		send: chatSendStateSchema,
		orders: z
			.array(chatOrderCardSchema)
			.describe('“Share an order”: the orders the person side bought from the business-user side, newest first (at most 10); empty between two people and while the reader may not send'),
	})
	.meta({ id: 'ChatRoom' })
export type ChatRoom = z.infer<typeof chatRoomSchema>

export const chatInboxEntrySchema = z
	.object({
		id: z.string(),
		other: chatPartySchema,
		last: chatMessageSchema.nullable(),
		unread: z.number().int().min(0),
		answered: z.boolean().describe('The last message is the inbox side’s own (for a business: answered)'),
		lastMessageAt: z.string().nullable(),
	})
	.meta({ id: 'ChatInboxEntry' })
export type ChatInboxEntry = z.infer<typeof chatInboxEntrySchema>

/** An inbox the reader may open: their own, or a business user's they answer for. */
export const chatInboxRefSchema = z
	.object({ businessUser: chatPartySchema.nullable().describe('Null for the person’s own inbox'), unread: z.number().int().min(0) })
	.meta({ id: 'ChatInboxRef' })
export type ChatInboxRef = z.infer<typeof chatInboxRefSchema>

export const chatInboxSchema = z
	.object({
		rooms: z.array(chatInboxEntrySchema),
		nextCursor: z.string().nullable(),
		inboxes: z.array(chatInboxRefSchema).describe('Every inbox the reader may open, with its unread count'),
	})
	.meta({ id: 'ChatInbox' })
export type ChatInbox = z.infer<typeof chatInboxSchema>

export const chatInboxQuerySchema = z.object({
	businessUserId: z.uuid().optional().describe('A business user’s inbox (its staff with the chat grant); the caller’s own without it'),
	filter: z.enum(['all', 'unanswered']).default('all'),
	cursor: z.string().max(200).optional(),
})

export const chatUnreadSchema = z.object({ total: z.number().int().min(0).describe('Unread messages in every inbox the caller may open') }).meta({ id: 'ChatUnread' })
export type ChatUnread = z.infer<typeof chatUnreadSchema>

export const chatRoomQuerySchema = z.object({ before: z.coerce.number().int().min(1).optional().describe('Messages numbered below this') })

/** A message to send: text, a picture uploaded through the media API, or an order card; at least one. */
export const sendChatMessageSchema = z
	.object({
		clientId: z.uuid().describe('Made by the sender’s form once: the same message sent twice is kept once'),
		text: paragraph(chatLimits.text).nullable().default(null),
		pictureUrl: storedImageUrlSchema.nullable().default(null),
		orderId: z.uuid().nullable().default(null),
	})
	.refine((message) => Boolean(message.text) || message.pictureUrl !== null || message.orderId !== null, { message: 'Write a message, or add a picture or an order', path: ['text'] })
	.meta({ id: 'SendChatMessage' })
export type SendChatMessage = z.input<typeof sendChatMessageSchema>

export const sentChatMessageSchema = z.object({ roomId: z.string(), message: chatMessageSchema }).meta({ id: 'SentChatMessage' })
export type SentChatMessage = z.infer<typeof sentChatMessageSchema>

export const readMarkSchema = z.object({ seq: z.number().int().min(0).describe('Read up to this number (a mark never goes back)') }).meta({ id: 'ChatReadMark' })

export const chatReportSchema = z
	.object({
		seq: z.number().int().min(1).nullable().default(null).describe('The message reported, or null for the conversation'),
		reason: paragraph(chatLimits.reason).min(1),
	})
	.meta({ id: 'ChatReport' })
export type ChatReportInput = z.input<typeof chatReportSchema>

/** The rules and today's counts (`/chat/quota`). */
export const chatQuotaSchema = z
	.object({
		newConversationsPerDay: z.number().int(),
		messagesPerDay: z.number().int(),
		sendsPerMinute: z.number().int().describe('The most messages one person sends in a minute'),
		today: z
			.object({ newConversations: z.number().int().min(0), messages: z.number().int().min(0), resetsAt: z.string() })
			.nullable()
			.describe('What the signed-in caller has used today (Asia/Bangkok); null for a visitor'),
	})
	.meta({ id: 'ChatQuota' })
export type ChatQuota = z.infer<typeof chatQuotaSchema>

/** What an open chat stream carries (Server-Sent Events): each is about what its reader may see. */
export type ChatStreamEvent =
	| { event: 'message'; data: { roomId: string; message: ChatMessage } }
	| { event: 'read'; data: { roomId: string; otherReadSeq: number; readSeq: number } }
	| { event: 'unread'; data: ChatUnread }


/** A report as the operators read it (the back-office API): what was reported, by whom, in which conversation. */
export const chatReportEntrySchema = z
	.object({
		id: z.string(),
		roomId: z.string(),
		seq: z.number().int().nullable(),
		reason: z.string(),
		reporter: chatPartySchema,
		reported: chatPartySchema.describe('The other side of the conversation'),
		message: z.object({ text: z.string().nullable(), pictureUrl: z.string().nullable(), sentAt: z.string(), deleted: z.boolean() }).nullable().describe('The message reported, as it was kept (a deleted one’s text is gone)'),
		createdAt: z.string(),
		resolvedAt: z.string().nullable(),
	})
	.meta({ id: 'ChatReportEntry' })
export type ChatReportEntry = z.infer<typeof chatReportEntrySchema>
