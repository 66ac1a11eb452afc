import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { ListPageLinks } from '#app/content/paged-cards.tsx'
import { feedbackApi } from '#app/feedback/api.server.ts'
import { feedbackFields } from '#app/feedback/form-fields.ts'
import { feedbackBody, feedbackFormSchema } from '#app/feedback/forms.ts'
import { feedbackListPath } from '#app/feedback/paths.ts'
import { FeedbackStatusBadge } from '#app/feedback/status-badge.tsx'
import { feedbackLinks } from '#app/feedback/styles.ts'
import { feedbackLine } from '#app/feedback/views.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { newIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { saveForm } from '#app/forms/save-form.server.ts'
import { fallbackLanguage, isLanguage } from '#app/i18n/config.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pictureRefusals, readPictureForm } from '#app/media/picture-form.server.ts'
import { picturesOf } from '#app/media/pictures.ts'
import { notFound } from '#app/routing/params.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { isOwnPath } from '#contracts/feedback-limits.ts'

const FeedbackForm = hydrateLater(() => import('#app/feedback/feedback-form.tsx').then((m) => m.FeedbackForm))

export const handle = { i18n: ['feedback'] }
export const meta = pageMeta
export const links = feedbackLinks

/**
 * /feedback (docs/product.md#feedback; signed in): the form to send the team feedback (about the page of
 * `?from=`, when it is a path of ours), then my feedback with its status, newest first, a page at a time.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const search = new URL(request.url).searchParams
	const cursor = search.get('cursor') ?? undefined
	const from = search.get('from')
	const [t, language, list] = await Promise.all([
		i18next.getFixedT(request, 'feedback'),
		i18next.getLocale(request),
		feedbackApi(request, context, session)
			.mine(cursor)
			.catch((error: unknown) => {
				// A cursor the API did not give is no page of this list.
				throw isApiError(error) && error.kind === 'bad-request' ? notFound(request) : error
			}),
	])
	return {
		meta: { title: t('title'), description: t('description') },
		page: from && isOwnPath(from) ? from : null,
		items: list.items.map((item) => feedbackLine(item, language)),
		older: list.nextCursor ? feedbackListPath(list.nextCursor) : null,
		newest: cursor ? feedbackListPath() : null,
		// The form's idempotency key (ADR 0016): sent again after a failure, the feedback is not sent twice.
		idempotencyKey: newIdempotencyKey(),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const api = feedbackApi(request, context, session)
	// The picture is uploaded first; the feedback is then sent with its URL.
	const { formData, failures } = await readPictureForm(request, api.caller, picturesOf(feedbackFields))
	const locale = await i18next.getLocale(request)
	return saveForm({
		request,
		formData,
		schema: feedbackFormSchema,
		refusals: pictureRefusals(failures),
		save: (value) => api.send(feedbackBody(value, isLanguage(locale) ? locale : fallbackLanguage), value.idempotencyKey),
		done: async () => redirectWithSuccess(feedbackListPath(), (await i18next.getFixedT(request, 'feedback'))('sent')),
	})
}

export default function FeedbackPage() {
	const { t } = useTranslation('feedback')
	const { page, items, older, newest, idempotencyKey } = useLoaderData<typeof loader>()
	return (
		<div className="stack feedback-page">
			<h1>{t('title')}</h1>
			<p className="muted">{t('intro')}</p>
			<FeedbackForm page={page} idempotencyKey={idempotencyKey} />
			<section aria-labelledby="my-feedback" className="stack">
				<h2 id="my-feedback">{t('mine.heading')}</h2>
				{items.length === 0 ? (
					<EmptyState title={t('mine.empty')} description={t('mine.emptyHint')} headingLevel={3} />
				) : (
					<ul className="feedback-list">
						{items.map((item) => (
							<li key={item.id} className="feedback-list__item">
								<Link to={item.href} className="feedback-list__subject">
									{item.subject}
								</Link>
								<time dateTime={item.sentAt} className="muted">
									{item.sentOn}
								</time>
								<FeedbackStatusBadge status={item.status} />
							</li>
						))}
					</ul>
				)}
				<ListPageLinks nextHref={older} firstHref={newest} words={{ list: t('mine.heading'), first: t('mine.newest'), next: t('mine.older') }} />
			</section>
		</div>
	)
}
