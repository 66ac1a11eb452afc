import { z } from 'zod'
import { boardLimits } from '../board-limits.ts'
import { storedImageUrlSchema } from '../media.ts'
import { requiredLine, requiredParagraph } from '../text.ts'
import { defineContentKind } from './kind.ts'

// A board (docs/product.md#boards): a discussion opened by a person, on its own or in a community — a
// title and an opening message with pictures; its replies are board_replies (api/boards). It is content
// like any other kind, so every read path (feed, search, trending, collections, its page) reads it through
// the one visibility rule; a private community's boards are its members' alone. No owner publishes it
// through the content module (`owners` is empty): boards are opened through api/boards, which numbers
// replies and checks the community; its change and delete by id are the content module's, the owner's.

const fields = {
	title: requiredLine(boardLimits.title),
	body: requiredParagraph(boardLimits.message),
	pictures: z.array(storedImageUrlSchema.unwrap().min(1)).max(boardLimits.pictures).optional().describe(`Up to ${boardLimits.pictures} pictures POST /v1/media/images answered, in order`),
}

export const boardPost = defineContentKind({
	kind: 'board_post',
	schemaName: 'BoardPost',
	owners: [],
	details: z.object({ editedAt: z.iso.datetime().nullable().describe('When its poster last changed it; null: never') }),
	emptyDetails: { editedAt: null },
	changedDetails: (changedAt) => ({ editedAt: changedAt.toISOString() }),
	create: z.object(fields),
	update: z.object(fields).partial(),
	list: { order: 'newest', pageSize: 20, maxPageSize: 50 },
})
