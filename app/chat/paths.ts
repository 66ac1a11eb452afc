import { chatPartyParam, type ChatPartyRef } from '#contracts/chat-names.ts'

// Chat's pages (docs/product.md#chat): the inbox, a conversation, and the rules and today's counts.

/** The signed-in person's chats; `inbox` a business user's they answer for, `filter` its unanswered ones. */
export const chatsPath = '/chat'
/** Who may message whom, the limits, and (signed in) what is left today. */
export const chatQuotaPath = '/chat/quota'

/** A conversation by its room's id. */
export const chatPath = (roomId: string) => `${chatsPath}/${roomId}`

/** The conversation with a party, made by its first message: `/chat/person-{uuid}`, `/chat/business-user-{id}`. */
export const chatWithPath = (party: ChatPartyRef) => `${chatsPath}/${chatPartyParam(party)}`

/** Where a sent message is shown: its conversation, scrolled to it. */
export const sentMessagePath = (roomId: string, seq: number) => `${chatPath(roomId)}#${messageAnchor(seq)}`

/** The id of a message's element in its conversation (`#m-12`). */
export const messageAnchor = (seq: number) => `m-${seq}`

/** The element after the newest message: "Check for new messages" leads there. */
export const LATEST_ANCHOR = 'latest'

/** An inbox's page: the person's own (no business user), a business user's, all or only the unanswered ones. */
export function inboxPath({ inbox, filter, cursor }: { inbox?: string | null; filter?: 'all' | 'unanswered'; cursor?: string | null }) {
	const search = new URLSearchParams()
	if (inbox) search.set('inbox', inbox)
	if (inbox && filter === 'unanswered') search.set('filter', 'unanswered')
	if (cursor) search.set('cursor', cursor)
	const query = search.toString()
	return query ? `${chatsPath}?${query}` : chatsPath
}
