import type { AppLoadContext } from '@remix-run/node'
import { productApiFor } from '#app/api/product-api.server.ts'
import type { CurrentAuth } from '#app/auth/current-user.server.ts'
import { feedbackItemPath } from '#app/feedback/paths.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { apiPath } from '#contracts/api-paths.ts'
import type { ConnectNotificationData, FeedbackNotificationData, NotificationKind } from '#contracts/notification-kinds.ts'
import { connectDetailPath } from '#app/open-tab/paths.ts'
import type { IncomingToast } from './toast-queue.ts'

// What the person is told (docs/product.md#notifications): the unseen notifications come with GET /v1/me,
// which every signed-in page asks anyway (app/auth/current-user.server.ts), so telling costs no call of its
// own; only a page that shows some marks them seen (one call). Each is a toast in the page's language
// that leads to what it is about. A kind this web does not know is left unseen for one that does.

/** Each kind this web shows: its locale namespace, its message's values and where its link leads; null when its data is not what it should be. */
const shown: Partial<Record<NotificationKind, (data: Record<string, unknown>) => { namespace: string; values: Record<string, string>; href: string } | null>> = {
	feedback_answered: feedbackToast,
	feedback_closed: feedbackToast,
	connect_accepted: connectToast,
	connect_declined: connectToast,
}

function feedbackToast(data: Record<string, unknown>) {
	const { feedbackId, subject } = data as Partial<FeedbackNotificationData>
	return typeof feedbackId === 'string' ? { namespace: 'feedback', values: { subject: String(subject ?? '') }, href: feedbackItemPath(feedbackId) } : null
}

function connectToast(data: Record<string, unknown>) {
	const { connectId, title } = data as Partial<ConnectNotificationData>
	return typeof connectId === 'string' ? { namespace: 'open-tab', values: { title: String(title ?? '') }, href: connectDetailPath(connectId) } : null
}

/** The toasts of the person's unseen notifications, marked seen once they are on their way to the page. */
export async function notificationToasts(request: Request, context: AppLoadContext, auth: CurrentAuth | undefined, locale: string): Promise<IncomingToast[]> {
	const unseen = auth?.me?.notifications ?? []
	if (!auth || unseen.length === 0) return []
	const known = unseen.flatMap((notification) => {
		const toast = shown[notification.kind as NotificationKind]?.(notification.data)
		return toast ? [{ notification, toast }] : []
	})
	if (known.length === 0) return []
	const toasts = await Promise.all(
		known.map(async ({ notification, toast }): Promise<IncomingToast> => {
			// The kind's namespace, chosen at run time.
			const say = await i18next.getFixedT(locale, toast.namespace)
			return { type: 'info', message: say(`notifications.${notification.kind}`, toast.values), link: { href: toast.href, label: say('notifications.open') } }
		}),
	)
	try {
		await productApiFor(request, context, auth.session).post(apiPath('/v1/me/notifications/seen'), { body: { ids: known.map(({ notification }) => notification.id) } })
	} catch {
		// Not marked (the API client logged why): the toasts come again on a later page, which is better than never.
	}
	return toasts
}
