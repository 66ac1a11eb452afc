import { z } from 'zod'
import { grantsSchema } from './permissions.ts'
import { line } from './text.ts'

// The people who work as a business user, and the invite links that let more of them join.

export const businessUserMemberSchema = z
	.object({
		profileUuid: z.uuid(),
		firstName: z.string(),
		lastName: z.string(),
		imageUrl: z.string().nullable(),
		/** Shown to those who manage people (the owner, admins, members with a member grant); null for everyone else. */
		email: z.string().nullable(),
		/** The account's owner administers every business user of it and cannot be changed or removed. */
		role: z.enum(['owner', 'member']),
		/** An admin (and the owner) may do everything, whatever `grants` says. */
		isAdmin: z.boolean(),
		grants: grantsSchema,
		/** When they joined; the owner's is when the business user was made. */
		addedAt: z.iso.datetime(),
	})
	.meta({ id: 'BusinessUserMember' })

export const businessUserMemberListSchema = z
	.object({
		businessUser: z.object({ id: z.uuid(), name: z.string(), businessAccountId: z.uuid(), accountName: z.string() }),
		/**
		 * What the caller may do with people (contracts/people-rights.ts): see who works here and their
		 * grants (user control, to read), add them and make invite links, change members' grants, remove
		 * members, make admins.
		 */
		can: z.object({ see: z.boolean(), add: z.boolean(), change: z.boolean(), remove: z.boolean(), makeAdmin: z.boolean() }),
		/** The owner first, then the members in the order they joined. */
		items: z.array(businessUserMemberSchema),
	})
	.meta({ id: 'BusinessUserMemberList' })

export const addBusinessUserMemberSchema = z
	.object({ email: line(320).pipe(z.email()).meta({ description: 'The email of an existing Robtua account' }) })
	.meta({ id: 'AddBusinessUserMember' })

export const updateBusinessUserMemberSchema = z
	.object({ isAdmin: z.boolean().optional(), grants: grantsSchema.optional() })
	.refine((change) => change.isAdmin !== undefined || change.grants !== undefined, { message: 'Send isAdmin, grants or both' })
	.meta({ id: 'UpdateBusinessUserMember' })

export const inviteMaxHours = 168

export const createBusinessUserInviteSchema = z
	.object({ expiresInHours: z.number().int().min(1).max(inviteMaxHours).default(72) })
	.meta({ id: 'CreateBusinessUserInvite' })

export const businessUserInviteSchema = z
	.object({
		id: z.uuid(),
		/** Goes in the invite link; the same invite always has the same token, so it can be copied again. */
		token: z.string(),
		expiresAt: z.iso.datetime(),
		createdAt: z.iso.datetime(),
		/** Null when the person who made it has since left Robtua. */
		createdBy: z.object({ profileUuid: z.uuid(), firstName: z.string(), lastName: z.string() }).nullable(),
	})
	.meta({ id: 'BusinessUserInvite' })

export const businessUserInviteListSchema = z
	.object({ items: z.array(businessUserInviteSchema), nextCursor: z.string().nullable() })
	.meta({ id: 'BusinessUserInviteList' })

/** What an invite link shows before the person accepts it. */
export const invitePreviewSchema = z
	.object({
		businessUser: z.object({ id: z.uuid(), name: z.string(), description: z.string().nullable(), imageUrl: z.string().nullable() }),
		accountName: z.string(),
		expiresAt: z.iso.datetime(),
		/** The caller already works as this business user (as its owner or a member). */
		alreadyMember: z.boolean(),
	})
	.meta({ id: 'InvitePreview' })

export const inviteAcceptanceSchema = z
	.object({
		businessUserId: z.uuid(),
		/** False when the caller already worked as the business user (accepting again changes nothing). */
		joined: z.boolean(),
	})
	.meta({ id: 'InviteAcceptance' })

export type BusinessUserMember = z.infer<typeof businessUserMemberSchema>
export type BusinessUserMemberList = z.infer<typeof businessUserMemberListSchema>
export type AddBusinessUserMember = z.infer<typeof addBusinessUserMemberSchema>
export type UpdateBusinessUserMember = z.infer<typeof updateBusinessUserMemberSchema>
export type CreateBusinessUserInvite = z.infer<typeof createBusinessUserInviteSchema>
export type BusinessUserInvite = z.infer<typeof businessUserInviteSchema>
export type BusinessUserInviteList = z.infer<typeof businessUserInviteListSchema>
export type InvitePreview = z.infer<typeof invitePreviewSchema>
export type InviteAcceptance = z.infer<typeof inviteAcceptanceSchema>
