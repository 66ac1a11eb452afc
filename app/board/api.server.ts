import { areaApi } from '#app/api/product-api.server.ts'
import { defined } from '#app/api/query.ts'
import { apiPath } from '#contracts/api-paths.ts'
import {
	boardListSchema,
	boardPageSchema,
	boardReplySchema,
	boardSchema,
	followBoardSchema,
	myBoardCommunitiesSchema,
	type BoardList,
	type CreateBoard,
	type ReplyInput,
	type UpdateBoard,
} from '#contracts/board.ts'

// The product API's board calls (api/boards): lists, a board with a page of replies, opening, changing and
// taking away boards and replies, following. The API decides who may do what; the pages show its answers.

export const boardApi = areaApi((api) => ({
	caller: api,
	list: async (list: BoardList, cursor?: string) => await api.get(apiPath('/v1/boards'), { schema: boardListSchema, query: defined({ list, cursor }) }),
	communities: async () => await api.get(apiPath('/v1/me/board-communities'), { schema: myBoardCommunitiesSchema }),
	create: async (body: CreateBoard, idempotencyKey: string) => await api.post(apiPath('/v1/boards'), { schema: boardSchema, body, idempotencyKey }),
	read: async (id: string, page: { after?: number; before?: number }) =>
		await api.get(apiPath('/v1/boards/{id}', { id }), { schema: boardPageSchema, query: defined({ after: page.after?.toString(), before: page.before?.toString() }) }),
	update: async (id: string, body: UpdateBoard) => await api.patch(apiPath('/v1/boards/{id}', { id }), { schema: boardSchema, body }),
	remove: async (id: string) => await api.delete(apiPath('/v1/boards/{id}', { id })),
	reply: async (id: string, body: ReplyInput) => await api.post(apiPath('/v1/boards/{id}/replies', { id }), { schema: boardReplySchema, body }),
	updateReply: async (id: string, no: number, message: string) => await api.patch(apiPath('/v1/boards/{id}/replies/{no}', { id, no: String(no) }), { schema: boardReplySchema, body: { message } }),
	removeReply: async (id: string, no: number) => await api.delete(apiPath('/v1/boards/{id}/replies/{no}', { id, no: String(no) })),
	follow: async (id: string, following: boolean) =>
		following ? await api.put(apiPath('/v1/boards/{id}/follow', { id }), { schema: followBoardSchema }) : await api.delete(apiPath('/v1/boards/{id}/follow', { id }), { schema: followBoardSchema }),
}))
