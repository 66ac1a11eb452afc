import { z } from 'zod'
import { permissionSchema } from './permissions.ts'
import { paragraph, requiredLine } from './text.ts'
import { textLimits } from './limits.ts'

export const businessAccountSchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		ownerProfileUuid: z.uuid(),
		/** The caller's relation to the account. */
		role: z.enum(['owner', 'member']),
		createdAt: z.iso.datetime(),
	})
	.meta({ id: 'BusinessAccount' })

export const createBusinessAccountSchema = z
	.object({ name: requiredLine(textLimits.businessName).min(textLimits.businessNameMin) })
	.meta({ id: 'CreateBusinessAccount' })

export const businessUserSchema = z
	.object({
		id: z.uuid(),
		businessAccountId: z.uuid(),
		name: z.string(),
		description: z.string().nullable(),
		/** Its picture (the header shows it while someone acts as it); null when it has none. */
		imageUrl: z.string().nullable(),
		/** Whether the caller administers this business user (owner of the account or an admin member). */
		isAdmin: z.boolean(),
		permissions: z.array(permissionSchema),
		createdAt: z.iso.datetime(),
	})
	.meta({ id: 'BusinessUser' })

export const createBusinessUserSchema = z
	.object({
		name: requiredLine(textLimits.businessName).min(textLimits.businessNameMin),
		description: paragraph(textLimits.description).nullable().optional(),
	})
	.meta({ id: 'CreateBusinessUser' })

export const businessUserTokenSchema = z
	.object({ token: z.string(), expiresAt: z.iso.datetime() })
	.meta({ id: 'BusinessUserToken' })

export const businessAccountDetailSchema = businessAccountSchema
	.extend({ businessUsers: z.array(businessUserSchema) })
	.meta({ id: 'BusinessAccountDetail' })

export type BusinessAccount = z.infer<typeof businessAccountSchema>
export type BusinessAccountDetail = z.infer<typeof businessAccountDetailSchema>
export type BusinessUser = z.infer<typeof businessUserSchema>
export type BusinessUserToken = z.infer<typeof businessUserTokenSchema>
export type CreateBusinessUserInput = z.infer<typeof createBusinessUserSchema>
