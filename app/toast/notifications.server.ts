import type { AppLoadContext } from '@remix-run/node'
import { productApiFor } from '#app/api/product-api.server.ts'
import type { CurrentAuth } from '#app/auth/current-user.server.ts'
import { feedbackItemPath } from '#app/feedback/paths.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { apiPath } from '#contracts/api-paths.ts'
import type { FeedbackNotificationData, NotificationKind } from '#contracts/notification-kinds.ts'
import type { IncomingToast } from './toast-queue.ts'

// What the person is told (docs/product.md#notifications): the unseen notifications come with GET /v1/me,
// which every signed-in page asks anyway (app/auth/current-user.server.ts), so telling costs no call of its
// own; only a page that shows some marks them seen (one call). Each is a toast in the page's language
// that leads to what it is about. A kind this web does not know is left unseen for one that does.

const feedbackKinds: ReadonlySet<string> = new Set<NotificationKind>(['feedback_answered', 'feedback_closed'])

/** The toasts of the person's unseen notifications, marked seen once they are on their way to the page. */
export async function notificationToasts(request: Request, context: AppLoadContext, auth: CurrentAuth | undefined, locale: string): Promise<IncomingToast[]> {
	const unseen = auth?.me?.notifications ?? []
	if (!auth || unseen.length === 0) return []
	const shown = unseen.filter((notification) => feedbackKinds.has(notification.kind) && typeof notification.data.feedbackId === 'string')
	if (shown.length === 0) return []
	const t = await i18next.getFixedT(locale, 'feedback')
	const toasts = shown.map((notification): IncomingToast => {
		const { feedbackId, subject } = notification.data as FeedbackNotificationData
		return {
			type: 'info',
			message: t(`notifications.${notification.kind}`, { subject: String(subject ?? '') }),
			link: { href: feedbackItemPath(feedbackId), label: t('notifications.open') },
		}
	})
	try {
		await productApiFor(request, context, auth.session).post(apiPath('/v1/me/notifications/seen'), { body: { ids: shown.map((notification) => notification.id) } })
	} catch {
		// Not marked (the API client logged why): the toasts come again on a later page, which is better than never.
	}
	return toasts
}
