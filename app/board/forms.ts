import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { pictureUrl } from '#app/media/picture-rule.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { max, required, requiredParagraph } from '#app/validation/rules.ts'
import { boardLimits } from '#contracts/board-limits.ts'

// The boards' forms (docs/product.md#boards): one schema each for the browser and the server, with the
// API's limits (contracts/board-limits.ts).

const pictures = (most: number) => z.array(pictureUrl).max(most, { error: encodeMessage('pictures_max', { max: most }) }).optional()

/** Opening a board: "Title", "Message", "Community" (optional: a community one is a member of), pictures. */
export const boardFormSchema = z.object({
	title: required().pipe(max(boardLimits.title)),
	message: requiredParagraph(boardLimits.message),
	community: z.union([z.literal(''), z.uuid({ error: encodeMessage('default') })]).optional(),
	pictures: pictures(boardLimits.pictures),
	idempotencyKey: idempotencyKeyField,
})

/** Changing one's own board: its title, message and pictures. */
export const editBoardFormSchema = z.object({
	intent: z.literal('edit'),
	title: required().pipe(max(boardLimits.title)),
	message: requiredParagraph(boardLimits.message),
	pictures: pictures(boardLimits.pictures),
})

/** A reply ("Reply"), or a change of one's own (`no`). */
export const replyFormSchema = z.object({
	intent: z.enum(['reply', 'edit-reply']),
	reply: requiredParagraph(boardLimits.reply),
	no: z.coerce.number().int().min(1).optional(),
})

/** The page's buttons: follow, stop following, delete or remove the board, delete or remove a reply. */
export const boardActionSchema = z.object({
	intent: z.enum(['follow', 'unfollow', 'delete', 'delete-reply']),
	no: z.coerce.number().int().min(1).optional(),
})

/** The pictures a form sent, without the blanks. */
export const picturesOf = (pictures?: Array<string | undefined>) => (pictures ?? []).filter((url): url is string => Boolean(url))

export const boardBody = (value: { title: string; message: string; community?: string; pictures?: Array<string | undefined> }) => ({
	title: value.title,
	message: value.message,
	pictures: picturesOf(value.pictures),
	communityId: value.community || null,
})
