import { z } from 'zod'
import { MAX_NOTIFICATIONS_SHOWN, notificationKinds } from './notification-kinds.ts'

export { MAX_NOTIFICATIONS_SHOWN, notificationKinds, type NotificationKind } from './notification-kinds.ts'

// What a person is told (docs/product.md#notifications): written by the API where something happens to
// them (the team answered their feedback), handed to the web with GET /v1/me and shown there as a toast,
// then marked seen.

export const notificationSchema = z
	.object({
		id: z.string(),
		kind: z.string().describe(`What happened: ${notificationKinds.join(', ')} (more may come: a client shows the kinds it knows)`),
		data: z.record(z.string(), z.unknown()).describe('What the message needs: ids and titles'),
		createdAt: z.string(),
	})
	.meta({ id: 'Notification' })
export type Notification = z.infer<typeof notificationSchema>

export const notificationsSeenSchema = z
	.object({ ids: z.array(z.uuid()).min(1).max(MAX_NOTIFICATIONS_SHOWN).describe('The notifications shown') })
	.meta({ id: 'NotificationsSeen' })
