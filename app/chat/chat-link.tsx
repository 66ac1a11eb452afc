import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useOptionalUser } from '#app/auth/use-user.ts'
import { numberFormat } from '#app/i18n/formats.ts'
import { chatsPath } from './paths.ts'
import { useChatUnread } from './unread-store.ts'

/** The header's "Chat" link for a signed-in person, with how many messages are unread in their inboxes when any. */
export function ChatLink() {
	const user = useOptionalUser()
	return user ? <SignedInChatLink fromPage={user.chatUnread} /> : null
}

function SignedInChatLink({ fromPage }: { fromPage: number }) {
	const { t, i18n } = useTranslation()
	const count = useChatUnread(fromPage)
	return (
		<Link to={chatsPath} className="chat-link" prefetch="intent">
			{t('nav.chat')}
			{count > 0 ? (
				<>
					<span className="chat-link__count" aria-hidden="true">
						{numberFormat(i18n.language).format(count)}
					</span>
					<span className="visually-hidden">{t('nav.chatCount', { count })}</span>
				</>
			) : null}
		</Link>
	)
}
