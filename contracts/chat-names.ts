// Chat's names without the schemas (contracts/chat.ts has those): the limits, and how a conversation's
// address names a party, for pages that show them in the browser without the validation library.

export const chatLimits = {
	/** The longest message, in characters. */
	text: 4000,
	/** Messages in one page of history. */
	page: 50,
	/** Conversations in one page of the inbox. */
	inboxPage: 30,
	/** A report's reason. */
	reason: 500,
} as const

/** A party by reference: a person by their public uuid, or a business user by its id. */
export type ChatPartyRef = { type: 'person' | 'business-user'; id: string }

/** A conversation's address part for a party not yet talked with: `/chat/person-{uuid}`, `/chat/business-user-{id}`. */
export function chatPartyParam({ type, id }: ChatPartyRef) {
	return `${type}-${id}`
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A room's id, or the party a new conversation is with; null for anything else. */
export function parseChatParam(param: string): { roomId: string } | { party: ChatPartyRef } | null {
	if (uuidPattern.test(param)) return { roomId: param.toLowerCase() }
	const match = /^(person|business-user)-(.+)$/.exec(param)
	if (match && uuidPattern.test(match[2]!)) return { party: { type: match[1] as ChatPartyRef['type'], id: match[2]!.toLowerCase() } }
	return null
}
