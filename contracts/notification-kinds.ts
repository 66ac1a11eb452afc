// Notification kinds and data without the validation library (contracts/notifications.ts has the schemas).

export const notificationKinds = ['feedback_answered', 'feedback_closed', 'connect_accepted', 'connect_declined'] as const
export type NotificationKind = (typeof notificationKinds)[number]

/** At most this many unseen notifications come with GET /v1/me, the oldest first; the rest on later pages. */
export const MAX_NOTIFICATIONS_SHOWN = 5

/** What a feedback notification carries. */
export type FeedbackNotificationData = { feedbackId: string; subject: string }

/** What a connect notification carries: the connect a request to it was decided on. */
export type ConnectNotificationData = { connectId: string; title: string }
