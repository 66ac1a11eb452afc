import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '#app/content/display.ts'
import type { BoardCard } from '#contracts/board.ts'
import { boardPath } from './paths.ts'

/** A time as boards show it: in the reader's language and calendar (Buddhist era in Thai), in Bangkok. */
export function useBoardTime() {
	const { i18n } = useTranslation()
	return (iso: string) => formatMoment(iso, i18n.language)
}

/** Boards as a list: each title links to the board, with its community, who opened it, replies and unread ones. */
export function BoardCardList({ boards, headingLevel = 3 }: { boards: readonly BoardCard[]; headingLevel?: 2 | 3 }) {
	const { t } = useTranslation('boards')
	const time = useBoardTime()
	const Heading = `h${headingLevel}` as const
	return (
		<ul className="stack board-list">
			{boards.map((board) => (
				<li key={board.id} className="card stack">
					<Heading>
						<Link to={boardPath(board.id)}>{board.title}</Link>
					</Heading>
					<p className="muted">
						{[
							board.community ? t('inCommunity', { name: board.community.name }) : null,
							board.author ? t('openedBy', { name: `${board.author.firstName} ${board.author.lastName}`.trim() }) : null,
							t('replies', { count: board.replyCount }),
							t('lastActivity', { time: time(board.lastReplyAt ?? board.createdAt) }),
						]
							.filter(Boolean)
							.join(' · ')}
					</p>
					{board.unread ? <p className="tag">{t('unread', { count: board.unread })}</p> : null}
				</li>
			))}
		</ul>
	)
}
