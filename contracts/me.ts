import { z } from 'zod'
import { businessAccountSchema, businessUserSchema } from './business.ts'
import { notificationSchema } from './notifications.ts'
import { permissionSchema } from './permissions.ts'
import { accountPointSchema, profileSchema } from './profile.ts'
import { subscriptionStateSchema } from './subscription-state.ts'

/** Everything the web needs to build the signed-in user state (docs/product.md#signed-in-state) in one call. */
export const meSchema = z
	.object({
		profile: profileSchema,
		accountPoint: accountPointSchema.nullable(),
		businessAccounts: z.array(businessAccountSchema),
		businessUsers: z.array(businessUserSchema),
		/** The business user the caller acts as (from Bu-Authorization), if any. */
		activeBusinessUser: businessUserSchema.nullable(),
		/** True when the caller administers the active business user's account. */
		businessAccountPermission: z.boolean(),
		/** The active business user's permissions for the caller; empty when acting as themself. */
		permissions: z.array(permissionSchema),
		/** One entry per permission name (`{slug}-{scope}`), true or false. */
		permission: z.record(z.string(), z.boolean()),
		/** The caller's own subscription state (isSubscribed in the user state). */
		subscription: subscriptionStateSchema,
		/** How many items the caller's carts hold (the header's "Cart" count). */
		cartItemCount: z.number().int(),
		/** Unread messages in every chat inbox the caller may open (the header's "Chat" count). */
		chatUnread: z.number().int(),
		/** What the caller has not been told yet (docs/product.md#notifications), the oldest first: the web shows them as toasts, then marks them seen. */
		notifications: z.array(notificationSchema),
	})
	.meta({ id: 'Me' })

export type Me = z.infer<typeof meSchema>
