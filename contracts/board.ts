import { z } from 'zod'
import { boardLimits } from './board-limits.ts'
import { storedImageUrlSchema } from './media.ts'
import { requiredLine, requiredParagraph } from './text.ts'

// Boards (docs/product.md#boards): a discussion — a title and an opening message with pictures, then
// replies numbered 1, 2, … newest last — on its own or in a community. A board is a content item of kind
// board_post (contracts/content/board-post.ts), seen through the one visibility rule: a private
// community's boards are its active members' alone. Limits a page's browser code needs are in
// ./board-limits.ts.

export { boardLimits } from './board-limits.ts'

const pictures = (max: number) => z.array(storedImageUrlSchema.unwrap().min(1)).max(max).describe(`Up to ${max} pictures POST /v1/media/images answered, in order`)

export const createBoardSchema = z
	.object({
		title: requiredLine(boardLimits.title),
		message: requiredParagraph(boardLimits.message),
		pictures: pictures(boardLimits.pictures).optional(),
		communityId: z.uuid().nullable().optional().describe('Opened in this community: the caller must be its active member (403 otherwise, 404 for an unknown one)'),
	})
	.meta({ id: 'CreateBoard' })
export type CreateBoard = z.input<typeof createBoardSchema>

export const updateBoardSchema = z
	.object({ title: requiredLine(boardLimits.title), message: requiredParagraph(boardLimits.message), pictures: pictures(boardLimits.pictures) })
	.partial()
	.meta({ id: 'UpdateBoard' })
export type UpdateBoard = z.input<typeof updateBoardSchema>

export const replyInputSchema = z
	.object({ message: requiredParagraph(boardLimits.reply), pictures: pictures(boardLimits.replyPictures).optional() })
	.meta({ id: 'BoardReplyInput' })
export type ReplyInput = z.input<typeof replyInputSchema>

export const updateReplySchema = z.object({ message: requiredParagraph(boardLimits.reply) }).meta({ id: 'UpdateBoardReply' })

/** A person as a board shows them; null once their profile is gone. */
export const boardAuthorSchema = z.object({ profileUuid: z.uuid(), firstName: z.string(), lastName: z.string() }).meta({ id: 'BoardAuthor' })
export type BoardAuthor = z.infer<typeof boardAuthorSchema>

export const boardCommunitySchema = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'BoardCommunity' })
export type BoardCommunity = z.infer<typeof boardCommunitySchema>

/** A board as its page shows it. */
export const boardSchema = z
	.object({
		id: z.uuid(),
		title: z.string(),
		message: z.string(),
		pictures: z.array(z.string()),
		community: boardCommunitySchema.nullable(),
		author: boardAuthorSchema.nullable(),
		createdAt: z.iso.datetime(),
		editedAt: z.iso.datetime().nullable(),
		replyCount: z.number().int().min(0).describe('Replies not deleted nor removed'),
		lastReplyNo: z.number().int().min(0).describe('The newest reply’s number; replies are numbered 1, 2, … without gaps'),
		lastReplyAt: z.iso.datetime().nullable(),
		following: z.boolean(),
		unread: z.number().int().min(0).describe('Replies since the caller last read it, when they follow it; 0 otherwise'),
		canEdit: z.boolean().describe('The caller opened it: they change and delete it'),
		canRemove: z.boolean().describe('The caller moderates its community: they remove it and its replies'),
		canReply: z.boolean().describe('Anyone who sees a board outside a community; a community’s active members'),
	})
	.meta({ id: 'Board' })
export type Board = z.infer<typeof boardSchema>

export const replyStates = ['shown', 'deleted', 'removed'] as const
export type ReplyState = (typeof replyStates)[number]

/** A reply; one deleted by its author or removed by a moderator keeps its place and number, without its words. */
export const boardReplySchema = z
	.object({
		no: z.number().int().min(1),
		author: boardAuthorSchema.nullable(),
		message: z.string().describe('Empty when deleted or removed'),
		pictures: z.array(z.string()),
		state: z.enum(replyStates),
		createdAt: z.iso.datetime(),
		editedAt: z.iso.datetime().nullable(),
		canEdit: z.boolean(),
		canRemove: z.boolean(),
	})
	.meta({ id: 'BoardReply' })
export type BoardReply = z.infer<typeof boardReplySchema>

export const replyPageSchema = z
	.object({
		items: z.array(boardReplySchema).describe('In order, newest last'),
		older: z.number().int().nullable().describe('Pass as `before` for the replies before these; null at the first'),
		newer: z.number().int().nullable().describe('Pass as `after` for the replies after these; null at the newest'),
	})
	.meta({ id: 'BoardReplyPage' })
export type ReplyPage = z.infer<typeof replyPageSchema>

const replyNo = z.coerce.number().int().min(0).max(2_000_000_000)
export const replyPageQuerySchema = z.object({
	after: replyNo.optional().describe('Replies after this number, oldest first'),
	before: replyNo.optional().describe('The replies just before this number; without `after` or `before`, the newest'),
	limit: z.coerce.number().int().min(1).max(boardLimits.maxRepliesPage).default(boardLimits.repliesPage),
})
export type ReplyPageQuery = z.input<typeof replyPageQuerySchema>

export const boardPageSchema = z.object({ board: boardSchema, replies: replyPageSchema }).meta({ id: 'BoardPage' })
export type BoardPage = z.infer<typeof boardPageSchema>

/** A board in a list. */
export const boardCardSchema = z
	.object({
		id: z.uuid(),
		title: z.string(),
		community: boardCommunitySchema.nullable(),
		author: boardAuthorSchema.nullable(),
		createdAt: z.iso.datetime(),
		replyCount: z.number().int().min(0),
		lastReplyAt: z.iso.datetime().nullable(),
		unread: z.number().int().min(0).nullable().describe('Replies since the caller last read it; null when they do not follow it'),
	})
	.meta({ id: 'BoardCard' })
export type BoardCard = z.infer<typeof boardCardSchema>

export const boardLists = ['following', 'mine', 'recent'] as const
export type BoardList = (typeof boardLists)[number]

export const boardListQuerySchema = z.object({
	list: z.enum(boardLists).default('recent').describe('following: boards the caller follows, latest reply first; mine: boards they opened; recent: public boards and their communities’ boards, newest first'),
	cursor: z.string().max(200).optional(),
	limit: z.coerce.number().int().min(1).max(boardLimits.maxBoardsPage).default(boardLimits.boardsPage),
})
export const boardListSchema = z.object({ items: z.array(boardCardSchema), nextCursor: z.string().nullable() }).meta({ id: 'BoardList' })
export type BoardListPage = z.infer<typeof boardListSchema>

/** Followed boards with replies the caller has not read, as the feed shows them: “{n} new replies on {title}”. */
export const boardNewsSchema = z
	.object({ boardId: z.uuid(), title: z.string(), newReplies: z.number().int().min(1), lastReplyAt: z.iso.datetime() })
	.meta({ id: 'BoardNews' })
export type BoardNews = z.infer<typeof boardNewsSchema>

export const followBoardSchema = z.object({ following: z.boolean() }).meta({ id: 'BoardFollowState' })

/** The communities the caller may open a board in (active member). */
export const myBoardCommunitiesSchema = z.object({ items: z.array(boardCommunitySchema) }).meta({ id: 'MyBoardCommunities' })
