import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { chatApi } from '#app/chat/api.server.ts'
import { inboxSearchSchema } from '#app/chat/search-params.ts'
import { chatQuotaPath, inboxPath } from '#app/chat/paths.ts'
import { useChatLive } from '#app/chat/use-chat-live.ts'
import { inboxEntryView, type InboxEntryView } from '#app/chat/views.ts'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { formatCount } from '#app/i18n/formats.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound } from '#app/routing/params.server.ts'
import { Avatar } from '#app/profile/person-avatar.tsx'

export const handle = { i18n: ['chat'] }
export const meta = pageMeta

/**
 * /chat: the signed-in person's conversations, newest first (docs/product.md#chat), each with the other
 * side's name, the last message and how many are unread; "More" for the next page. Someone who answers
 * for a business user (the chat grant) has its inbox too (`?inbox={id}`), and there `?filter=unanswered`
 * keeps the conversations waiting for the business's answer. With JavaScript the list follows new messages.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const search = inboxSearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const filter = search.inbox ? search.filter : 'all'
	const [t, language, inbox] = await Promise.all([
		i18next.getFixedT(request, 'chat'),
		i18next.getLocale(request),
		chatApi(request, context, session)
			.inbox({ businessUserId: search.inbox, filter, cursor: search.cursor })
			.catch((error: unknown) => {
				// A page of the list that is no more (an old "More" link) starts again at the first.
				if (search.cursor && isApiError(error) && error.kind === 'bad-request') throw redirect(inboxPath({ inbox: search.inbox, filter }))
				// A business user's inbox the person does not answer for is none of theirs.
				if (isApiError(error) && (error.kind === 'forbidden' || error.kind === 'not-found' || error.kind === 'bad-request')) throw notFound(request)
				throw error
			}),
	])
	const now = new Date()
	const current = inbox.inboxes.find((ref) => (ref.businessUser?.id ?? undefined) === search.inbox)
	return {
		meta: { title: t('inbox.title'), description: t('inbox.description') },
		inboxes: inbox.inboxes.map((ref) => ({
			key: ref.businessUser?.id ?? 'own',
			name: ref.businessUser?.name ?? null,
			unread: ref.unread,
			href: inboxPath({ inbox: ref.businessUser?.id }),
			current: ref === current,
		})),
		/** The business user whose inbox this is; null for the person's own. */
		business: current?.businessUser ?? null,
		filter,
		filters: search.inbox ? { all: inboxPath({ inbox: search.inbox }), unanswered: inboxPath({ inbox: search.inbox, filter: 'unanswered' }) } : null,
		rooms: inbox.rooms.map((entry) => inboxEntryView(entry, language, now)),
		nextHref: inbox.nextCursor ? inboxPath({ inbox: search.inbox, filter, cursor: inbox.nextCursor }) : null,
		firstHref: search.cursor ? inboxPath({ inbox: search.inbox, filter }) : null,
	}
}

export default function Chats() {
	const { t, i18n } = useTranslation('chat')
	const { inboxes, business, filter, filters, rooms, nextHref, firstHref } = useLoaderData<typeof loader>()
	useChatLive({})
	return (
		<div className="chats stack">
			<div className="page-head">
				<h1>{t('inbox.title')}</h1>
				<Link to={chatQuotaPath}>{t('quota.title')}</Link>
			</div>

			{inboxes.length > 1 ? (
				<nav className="subnav" aria-label={t('inbox.inboxes')}>
					<ul>
						{inboxes.map((inbox) => (
							<li key={inbox.key}>
								<Link to={inbox.href} aria-current={inbox.current ? 'page' : undefined}>
									{inbox.name ?? t('inbox.yours')}
									{inbox.unread > 0 ? (
										<>
											{' '}
											<span className="chat-count" aria-hidden="true">
												{formatCount(inbox.unread, i18n.language)}
											</span>
											<span className="visually-hidden">{t('inbox.unread', { count: inbox.unread })}</span>
										</>
									) : null}
								</Link>
							</li>
						))}
					</ul>
				</nav>
			) : null}

			{business ? <p className="muted">{t('inbox.businessLead', { name: business.name })}</p> : null}
			{filters ? (
				<nav className="subnav" aria-label={t('inbox.show')}>
					<ul>
						<li>
							<Link to={filters.all} aria-current={filter === 'all' ? 'page' : undefined}>
								{t('inbox.all')}
							</Link>
						</li>
						<li>
							<Link to={filters.unanswered} aria-current={filter === 'unanswered' ? 'page' : undefined}>
								{t('inbox.unanswered')}
							</Link>
						</li>
					</ul>
				</nav>
			) : null}

			<section className="stack" aria-labelledby="chats-list">
				<h2 id="chats-list" className="visually-hidden">
					{business ? t('inbox.listOf', { name: business.name }) : t('inbox.list')}
				</h2>
				{rooms.length === 0 ? (
					<EmptyState
						title={filter === 'unanswered' ? t('inbox.emptyUnanswered') : t('inbox.empty')}
						description={business ? t('inbox.emptyBusinessHint') : t('inbox.emptyHint')}
						headingLevel={3}
					/>
				) : (
					<ul className="chat-list">
						{rooms.map((room) => (
							<InboxEntry key={room.id} room={room} business={business !== null} />
						))}
					</ul>
				)}
				{nextHref || firstHref ? (
					<p className="button-row">
						{nextHref ? (
							<Link className="button button--secondary" to={nextHref}>
								{t('inbox.more')}
							</Link>
						) : null}
						{firstHref ? <Link to={firstHref}>{t('inbox.first')}</Link> : null}
					</p>
				) : null}
			</section>
		</div>
	)
}

/** One conversation: the other side's name (its link), when and what was said last, and how many are unread. */
function InboxEntry({ room, business }: { room: InboxEntryView; business: boolean }) {
	const { t, i18n } = useTranslation('chat')
	const last = room.last.kind === 'text' ? room.last.text : room.last.kind === 'none' ? t('last.none') : t(`last.${room.last.kind}`)
	return (
		<li className={room.unread > 0 ? 'chat-entry chat-entry--unread' : 'chat-entry'}>
			<Avatar name={room.name} imageUrl={room.imageUrl} size="small" />
			<div className="chat-entry__body">
				<p className="chat-entry__head">
					<Link className="chat-entry__name" to={room.href}>
						{room.name}
					</Link>
					{room.time && room.at ? (
						<time className="chat-entry__time" dateTime={room.at}>
							{room.time}
						</time>
					) : null}
				</p>
				<p className="chat-entry__last">{room.lastMine && room.last.kind !== 'none' ? t('last.mine', { text: last }) : last}</p>
				{business && !room.answered ? <p className="chat-entry__waiting">{t('inbox.waiting')}</p> : null}
			</div>
			{room.unread > 0 ? (
				<span className="chat-entry__unread">
					<span className="chat-count" aria-hidden="true">
						{formatCount(room.unread, i18n.language)}
					</span>
					<span className="visually-hidden">{t('inbox.unread', { count: room.unread })}</span>
				</span>
			) : null}
		</li>
	)
}
