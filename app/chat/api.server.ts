import type { AppLoadContext } from '@remix-run/node'
import { areaApi, callContextOf, mainApi } from '#app/api/product-api.server.ts'
import { defined } from '#app/api/query.ts'
import { apiPath } from '#contracts/api-paths.ts'
import {
	chatInboxSchema,
	chatMessageSchema,
	chatQuotaSchema,
	chatRoomSchema,
	chatUnreadSchema,
	sentChatMessageSchema,
	type ChatPartyRef,
	type ChatQuota,
	type ChatReportInput,
	type SendChatMessage,
} from '#contracts/chat.ts'
import { z } from 'zod'

// The product API's chat calls (api/chat): the inbox, a conversation, sending, reading, blocking and
// reporting, and the quota. The API decides who may read and send what; the pages only show its answers.

/** The conversation with a party who may not have one yet (`/v1/profiles/{uuid}/chat`, `/v1/business-users/{id}/chat`). */
const partyPath = ({ type, id }: ChatPartyRef) => (type === 'person' ? apiPath('/v1/profiles/{uuid}/chat', { uuid: id }) : apiPath('/v1/business-users/{id}/chat', { id }))
const partyMessagesPath = ({ type, id }: ChatPartyRef) =>
	type === 'person' ? apiPath('/v1/profiles/{uuid}/chat/messages', { uuid: id }) : apiPath('/v1/business-users/{id}/chat/messages', { id })
const roomPath = (id: string) => apiPath('/v1/chat/rooms/{id}', { id })

const readMarkAnswerSchema = z.object({ readSeq: z.number().int().min(0) })
const blockAnswerSchema = z.object({ blockedByMe: z.boolean() })
const reportAnswerSchema = z.object({ id: z.string() })

/** The rules and a visitor's view of the limits: no token, the same answer for everyone. */
export async function visitorChatQuota(request: Request, context: AppLoadContext): Promise<ChatQuota> {
	return await mainApi.withContext(callContextOf(request, context)).get(apiPath('/v1/chat/quota'), { schema: chatQuotaSchema })
}

export const chatApi = areaApi((api) => ({
	/** For the picture's upload, made on the person's behalf before the message is sent. */
	caller: api,
	/** The person's own inbox, or a business user's they answer for. */
	inbox: async (query: { businessUserId?: string; filter?: 'all' | 'unanswered'; cursor?: string }) =>
		await api.get(apiPath('/v1/chat/inbox'), { schema: chatInboxSchema, query: defined(query) }),
	unread: async () => await api.get(apiPath('/v1/chat/unread'), { schema: chatUnreadSchema }),
	quota: async () => await api.get(apiPath('/v1/chat/quota'), { schema: chatQuotaSchema }),
	/** A conversation, the newest page of its messages or the page before `before`. */
	room: async (id: string, before?: number) => await api.get(roomPath(id), { schema: chatRoomSchema, query: defined({ before }) }),
	/** The conversation with a party: its room when there is one, else an empty one (`id` null) to start. */
	roomWith: async (party: ChatPartyRef) => await api.get(partyPath(party), { schema: chatRoomSchema }),
	send: async (roomId: string, body: SendChatMessage) => await api.post(apiPath('/v1/chat/rooms/{id}/messages', { id: roomId }), { schema: sentChatMessageSchema, body }),
	/** The first message to a party, which makes the conversation (the answer says its room). */
	sendFirst: async (party: ChatPartyRef, body: SendChatMessage) => await api.post(partyMessagesPath(party), { schema: sentChatMessageSchema, body }),
	deleteMessage: async (roomId: string, seq: number) =>
		await api.delete(apiPath('/v1/chat/rooms/{id}/messages/{seq}', { id: roomId, seq: String(seq) }), { schema: chatMessageSchema }),
	markRead: async (roomId: string, seq: number) => await api.put(apiPath('/v1/chat/rooms/{id}/read', { id: roomId }), { schema: readMarkAnswerSchema, body: { seq } }),
	setBlocked: async (roomId: string, blocked: boolean) => {
		const path = apiPath('/v1/chat/rooms/{id}/block', { id: roomId })
		return blocked ? await api.put(path, { schema: blockAnswerSchema }) : await api.delete(path, { schema: blockAnswerSchema })
	},
	report: async (roomId: string, body: ChatReportInput) => await api.post(apiPath('/v1/chat/rooms/{id}/reports', { id: roomId }), { schema: reportAnswerSchema, body }),
}))
