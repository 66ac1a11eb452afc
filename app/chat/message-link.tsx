import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ChatPartyRef } from '#contracts/chat.ts'
import { chatWithPath } from './paths.ts'

/**
 * "Message" on a person's profile and a business user's page (docs/product.md#chat): the conversation
 * with them, made by its first message. A visitor is sent to sign in first, and back (the page's guard).
 */
export function MessageLink({ party, name }: { party: ChatPartyRef; name: string }) {
	const { t } = useTranslation()
	return (
		<Link className="button button--small button--secondary" to={chatWithPath(party)} title={t('chat.messageHint', { name })}>
			{t('chat.message')}
		</Link>
	)
}
