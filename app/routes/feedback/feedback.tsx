import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '#app/auth/guards.server.ts'
import { feedbackApi } from '#app/feedback/api.server.ts'
import { replyFormSchema } from '#app/feedback/forms.ts'
import { feedbackItemPath, feedbackListPath } from '#app/feedback/paths.ts'
import { FeedbackStatusBadge } from '#app/feedback/status-badge.tsx'
import { feedbackLinks } from '#app/feedback/styles.ts'
import { conversationOf } from '#app/feedback/views.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { newIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { saveForm } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound } from '#app/routing/params.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { isApiError } from '#app/api/errors.ts'

const ReplyForm = hydrateLater(() => import('#app/feedback/reply-form.tsx').then((m) => m.ReplyForm))

export const handle = { i18n: ['feedback'] }
export const meta = pageMeta
export const links = feedbackLinks

const idOf = (params: LoaderFunctionArgs['params']) => params.id ?? ''

/**
 * /feedback/{id} (docs/product.md#feedback; signed in): one of my feedback, its status and the
 * conversation with the team; "Reply" while it is not closed. Anyone else's is Page Not Found (the API
 * says it does not exist).
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { session } = await requireUser(args)
	const [language, item] = await Promise.all([
		i18next.getLocale(request),
		feedbackApi(request, context, session)
			.one(idOf(params))
			.catch((error: unknown) => {
				throw isApiError(error) && (error.kind === 'not-found' || error.kind === 'bad-request') ? notFound(request) : error
			}),
	])
	return {
		meta: { title: item.subject, description: item.message.slice(0, 160) },
		subject: item.subject,
		status: item.status,
		pictureUrl: item.pictureUrl,
		page: item.page,
		conversation: conversationOf(item, language),
		idempotencyKey: newIdempotencyKey(),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request, context, params } = args
	const { session } = await requireUser(args)
	const id = idOf(params)
	return saveForm({
		request,
		formData: await readForm(request),
		schema: replyFormSchema,
		save: (value) => feedbackApi(request, context, session).reply(id, value.reply, value.idempotencyKey),
		done: async () => redirectWithSuccess(feedbackItemPath(id), (await i18next.getFixedT(request, 'feedback'))('item.replied')),
	})
}

export default function FeedbackItem() {
	const { t } = useTranslation('feedback')
	const { subject, status, pictureUrl, page, conversation, idempotencyKey } = useLoaderData<typeof loader>()
	return (
		<div className="stack feedback-page">
			<p>
				<Link to={feedbackListPath()}>{t('item.back')}</Link>
			</p>
			<h1>{subject}</h1>
			<p>
				<FeedbackStatusBadge status={status} />
			</p>
			{page ? (
				<p className="muted">
					{t('form.page')} <Link to={page}>{page}</Link>
				</p>
			) : null}
			{pictureUrl ? <img src={pictureUrl} alt={t('item.pictureAlt')} className="feedback-picture" /> : null}
			<section aria-labelledby="conversation" className="stack">
				<h2 id="conversation">{t('item.conversation')}</h2>
				<ol className="feedback-conversation">
					{conversation.map((message) => (
						<li key={message.id} className={`feedback-message feedback-message--${message.author}`}>
							<p className="feedback-message__meta">
								<strong>{t(`item.author.${message.author}`)}</strong>{' '}
								<time dateTime={message.createdAt} className="muted">
									{message.when}
								</time>
							</p>
							<p className="feedback-message__body">{message.body}</p>
						</li>
					))}
				</ol>
			</section>
			{status === 'closed' ? <p className="muted">{t('item.closed')}</p> : <ReplyForm idempotencyKey={idempotencyKey} />}
		</div>
	)
}
