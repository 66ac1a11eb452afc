import { z } from 'zod'

// A person's "open tab": connects, each a card for one purpose (docs/data-model.md §2.6).

export const openTabConnectVisibilities = ['public', 'private'] as const

export const openTabConnectTypeSchema = z
	.object({
		/** The slug in the web's `{type}-create` routes. */
		type: z.string(),
		/** Whether connects of this type can be created yet (the check-open-tab-connect-type guard). */
		isOpen: z.boolean(),
		title: z.object({ en: z.string(), th: z.string() }),
	})
	.meta({ id: 'OpenTabConnectType' })

export const openTabConnectTypeListSchema = z
	.object({ items: z.array(openTabConnectTypeSchema) })
	.meta({ id: 'OpenTabConnectTypeList' })

export const openTabConnectSchema = z
	.object({
		id: z.uuid(),
		type: z.string(),
		title: z.string(),
		overview: z.string().nullable(),
		description: z.string().nullable(),
		/** Public connects are seen by anyone signed in; private ones by their owner only. */
		visibility: z.enum(openTabConnectVisibilities),
		/** The owner's public profile id, for `/profiles/{uuid}`. */
		ownerProfileUuid: z.uuid(),
		/** Whether the caller owns it (the check-owner-open-tab guard). */
		isMine: z.boolean(),
		createdAt: z.iso.datetime(),
	})
	.meta({ id: 'OpenTabConnect' })

export type OpenTabConnectType = z.infer<typeof openTabConnectTypeSchema>
export type OpenTabConnectTypeList = z.infer<typeof openTabConnectTypeListSchema>
export type OpenTabConnect = z.infer<typeof openTabConnectSchema>
export type OpenTabConnectVisibility = (typeof openTabConnectVisibilities)[number]
