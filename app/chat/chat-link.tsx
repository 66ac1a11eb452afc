import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useOptionalUser } from '#app/auth/use-user.ts'
import { formatCount } from '#app/i18n/formats.ts'
import { chatsPath } from './paths.ts'
import { useChatUnread } from './unread-store.ts'

/**
 * The header's "Chat" link for a signed-in person, with how many messages are unread in their inboxes when
 * any: the count a badge, said in words to screen readers; on a phone a speech bubble in place of the word.
 */
export function ChatLink() {
	const user = useOptionalUser()
	return user ? <SignedInChatLink fromPage={user.chatUnread} /> : null
}

function SignedInChatLink({ fromPage }: { fromPage: number }) {
	const { t, i18n } = useTranslation()
	const count = useChatUnread(fromPage)
	return (
		<Link to={chatsPath} className="chat-link" prefetch="intent">
			{/* On a phone the bubble stands for the word, which screen readers still read (app.css). */}
			<svg className="chat-link__icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
				<path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 3 13.5v-8" />
			</svg>
			<span className="chat-link__label">{t('nav.chat')}</span>
			{count > 0 ? (
				<>
					<span className="chat-link__count" aria-hidden="true">
						{formatCount(count, i18n.language)}
					</span>
					<span className="visually-hidden">{t('nav.chatCount', { count })}</span>
				</>
			) : null}
		</Link>
	)
}
