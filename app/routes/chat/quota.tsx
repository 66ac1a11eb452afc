import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { currentAuth } from '#app/auth/current-user.server.ts'
import { chatApi, visitorChatQuota } from '#app/chat/api.server.ts'
import { chatsPath } from '#app/chat/paths.ts'
import { fullTime } from '#app/chat/views.ts'
import { formatCount } from '#app/i18n/formats.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'

export const handle = { i18n: ['chat'] }
export const meta = pageMeta

/**
 * /chat/quota (public, docs/product.md#chat): who may message whom, and the limits every person has;
 * signed in, how many new conversations and messages are left today and when the counts start again
 * (midnight in Bangkok, in the reader's language and calendar).
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const auth = await currentAuth(request, context)
	const [t, language, quota] = await Promise.all([
		i18next.getFixedT(request, 'chat'),
		i18next.getLocale(request),
		auth.user ? chatApi(request, context, auth.session).quota() : visitorChatQuota(request, context),
	])
	const today = quota.today
	return {
		meta: { title: t('quota.title'), description: t('quota.description') },
		limits: { newConversationsPerDay: quota.newConversationsPerDay, messagesPerDay: quota.messagesPerDay, sendsPerMinute: quota.sendsPerMinute },
		today: today
			? {
					conversationsLeft: Math.max(0, quota.newConversationsPerDay - today.newConversations),
					messagesLeft: Math.max(0, quota.messagesPerDay - today.messages),
					resetsAt: today.resetsAt,
					resets: fullTime(today.resetsAt, language),
				}
			: null,
	}
}

export default function ChatQuota() {
	const { t, i18n } = useTranslation('chat')
	const { limits, today } = useLoaderData<typeof loader>()
	return (
		<div className="chat-quota stack">
			<header className="stack">
				<h1>{t('quota.title')}</h1>
				<p className="muted">{t('quota.lead')}</p>
			</header>

			<section className="card stack" aria-labelledby="quota-who">
				<h2 id="quota-who">{t('quota.who.title')}</h2>
				<ul className="chat-quota__rules">
					<li>{t('quota.who.business')}</li>
					<li>{t('quota.who.person')}</li>
					<li>{t('quota.who.staff')}</li>
					<li>{t('quota.who.block')}</li>
				</ul>
			</section>

			<section className="card stack" aria-labelledby="quota-limits">
				<h2 id="quota-limits">{t('quota.limits.title')}</h2>
				<dl className="chat-quota__limits">
					<div>
						<dt>{t('quota.limits.newConversations')}</dt>
						<dd>{formatCount(limits.newConversationsPerDay, i18n.language)}</dd>
					</div>
					<div>
						<dt>{t('quota.limits.messages')}</dt>
						<dd>{formatCount(limits.messagesPerDay, i18n.language)}</dd>
					</div>
					<div>
						<dt>{t('quota.limits.perMinute')}</dt>
						<dd>{formatCount(limits.sendsPerMinute, i18n.language)}</dd>
					</div>
				</dl>
				<p className="muted">{t('quota.limits.note')}</p>
			</section>

			<section className="card stack" aria-labelledby="quota-today">
				<h2 id="quota-today">{t('quota.today.title')}</h2>
				{today ? (
					<>
						<dl className="chat-quota__limits">
							<div>
								<dt>{t('quota.today.conversationsLeft')}</dt>
								<dd>{formatCount(today.conversationsLeft, i18n.language)}</dd>
							</div>
							<div>
								<dt>{t('quota.today.messagesLeft')}</dt>
								<dd>{formatCount(today.messagesLeft, i18n.language)}</dd>
							</div>
						</dl>
						<p>
							{t('quota.today.resets')} <time dateTime={today.resetsAt}>{today.resets}</time>
						</p>
						<p>
							<Link to={chatsPath}>{t('quota.today.chats')}</Link>
						</p>
					</>
				) : (
					<p>
						{t('quota.today.visitor')} <Link to="/login">{t('quota.today.signIn')}</Link>
					</p>
				)}
			</section>
		</div>
	)
}
