import { z } from 'zod'
import { connect } from './content/connect.ts'
import { contentItemSchemas, contentListSchemas } from './content/registry.ts'
import { textLimits } from './limits.ts'
import { storedImageUrlSchema } from './media.ts'
import { openTabLimits, openTabParts, connectRequestStates } from './open-tab-limits.ts'
import { line, optionalParagraph, paragraph, requiredLine } from './text.ts'

// A person's "open tab": connects, each a page for one purpose that others find and connect to
// (docs/product.md#open-tab, docs/decisions/0032-open-tab-connects-on-content.md). A connect is a content
// item of kind `connect` (contracts/content/connect.ts); this is what the open-tab area adds: its types,
// its about-us entries, requests to connect, and the searches.

export const openTabConnectTypeSchema = z
	.object({
		/** The slug in the web's `{type}-create` routes. */
		type: z.string(),
		/** Whether connects of this type can be created yet (the check-open-tab-connect-type guard). */
		isOpen: z.boolean(),
		title: z.object({ en: z.string(), th: z.string() }),
	})
	.meta({ id: 'OpenTabConnectType' })

export const openTabConnectTypeListSchema = z.object({ items: z.array(openTabConnectTypeSchema) }).meta({ id: 'OpenTabConnectTypeList' })

const connectItemSchema = contentItemSchemas.connect
export const connectListSchema = contentListSchemas.connect

/** A new connect: a content item of kind `connect` and its type, which must be open. */
export const createConnectSchema = connect.create
	.extend({ type: line(40).describe('An open connect type (GET /v1/open-tab/connect-types); 404 for an unknown one, 409 for one not open yet') })
	.meta({ id: 'CreateOpenTabConnect' })

/** A person as the open tab shows them: a connect's owner, a requester, a member. */
export const openTabPersonSchema = z
	.object({ profileUuid: z.uuid(), firstName: z.string(), lastName: z.string(), imageUrl: z.string().nullable() })
	.meta({ id: 'OpenTabPerson' })

/** An about-us entry: a goal, a piece of our business, a chapter of our story. */
export const openTabPartEntrySchema = z
	.object({
		id: z.uuid(),
		part: z.enum(openTabParts),
		title: z.string(),
		body: z.string(),
		imageUrl: z.string().nullable(),
		/** Goals: the owner's business user that takes it on; null: none. */
		businessUser: z.object({ id: z.uuid(), name: z.string() }).nullable(),
	})
	.meta({ id: 'OpenTabPartEntry' })

export const openTabPartInputSchema = z
	.object({
		title: requiredLine(textLimits.title),
		body: paragraph(textLimits.body).optional(),
		imageUrl: storedImageUrlSchema.nullable().optional().describe('A picture POST /v1/media/images answered; null: none'),
		businessUserId: z.uuid().nullable().optional().describe('Goals only: one of the owner’s business users that takes it on (check-owner-business); null: none'),
	})
	.meta({ id: 'OpenTabPartInput' })

export const connectRequestSchema = z
	.object({
		person: openTabPersonSchema,
		message: z.string(),
		state: z.enum(connectRequestStates),
		createdAt: z.iso.datetime(),
		decidedAt: z.iso.datetime().nullable(),
	})
	.meta({ id: 'ConnectRequest' })

export const connectRequestInputSchema = z
	.object({ message: optionalParagraph(openTabLimits.message).optional().describe('A word to the owner') })
	.meta({ id: 'ConnectRequestInput' })

/** A connect's page: the item, its type, owner and about-us entries; the caller's request; requests (its owner) and members. */
export const openTabConnectPageSchema = z
	.object({
		connect: connectItemSchema,
		type: openTabConnectTypeSchema,
		owner: openTabPersonSchema,
		/** Whether the caller owns it (the check-owner-open-tab guard). */
		isMine: z.boolean(),
		parts: z.object({ goal: z.array(openTabPartEntrySchema), 'our-business': z.array(openTabPartEntrySchema), 'our-story': z.array(openTabPartEntrySchema) }),
		/** The caller's own request; null: none (and always for the owner). */
		myRequest: connectRequestSchema.nullable(),
		/** Its owner only: every request, those waiting first; empty for anyone else. */
		requests: z.array(connectRequestSchema),
		/** The people it accepted: to its owner, and to everyone who sees it when it lists them (`showMembers`). */
		members: z.array(openTabPersonSchema),
	})
	.meta({ id: 'OpenTabConnectPage' })

export const connectSearchQuerySchema = z.object({
	q: line(200).optional().describe('Words in Thai or English, in its title or text'),
	type: line(40).optional().describe('One connect type'),
	place: line(textLimits.name).optional().describe('A place of the list by one of its names, in English or Thai, or words of its address'),
	cursor: z.string().max(200).optional(),
	limit: z.coerce.number().int().min(1).max(openTabLimits.maxPage).default(openTabLimits.page),
})

/** A person with an open tab: their public connects, newest first. */
export const openTabOfPersonSchema = z
	.object({ person: openTabPersonSchema, connects: z.array(connectItemSchema), connectCount: z.number().int() })
	.meta({ id: 'OpenTabOfPerson' })

export const openTabListSchema = z.object({ items: z.array(openTabOfPersonSchema), nextCursor: z.string().nullable() }).meta({ id: 'OpenTabList' })

export const openTabListQuerySchema = z.object({
	q: line(200).optional().describe('Words of a person’s name'),
	cursor: z.string().max(200).optional(),
	limit: z.coerce.number().int().min(1).max(openTabLimits.maxPage).default(openTabLimits.page),
})

export type OpenTabConnectType = z.infer<typeof openTabConnectTypeSchema>
export type OpenTabConnectTypeList = z.infer<typeof openTabConnectTypeListSchema>
export type OpenTabConnectPage = z.infer<typeof openTabConnectPageSchema>
export type OpenTabPartEntry = z.infer<typeof openTabPartEntrySchema>
export type OpenTabPartInput = z.input<typeof openTabPartInputSchema>
export type ConnectRequest = z.infer<typeof connectRequestSchema>
export type OpenTabPerson = z.infer<typeof openTabPersonSchema>
export type OpenTabList = z.infer<typeof openTabListSchema>
export type CreateConnect = z.input<typeof createConnectSchema>
