import { describe, expect, test } from 'vitest'
import { parseChatParam } from '#contracts/chat.ts'
import { chatPath, chatWithPath, inboxPath, sentMessagePath } from './paths.ts'

// A conversation's address: its room, or the party it would be with (`person-{uuid}`, `business-user-{id}`);
// anything else names no conversation (the page is Page Not Found).

const uuid = '8c2b6f0e-5d1a-4b7e-9f3c-2a1b0c9d8e7f'

describe('a conversation’s address', () => {
	test('a room, and a party not talked with yet, each read back as it was made', () => {
		expect(chatPath(uuid)).toBe(`/chat/${uuid}`)
		expect(chatWithPath({ type: 'person', id: uuid })).toBe(`/chat/person-${uuid}`)
		expect(chatWithPath({ type: 'business-user', id: uuid })).toBe(`/chat/business-user-${uuid}`)
		expect(parseChatParam(chatPath(uuid).slice('/chat/'.length))).toEqual({ roomId: uuid })
		expect(parseChatParam(chatWithPath({ type: 'person', id: uuid }).slice('/chat/'.length))).toEqual({ party: { type: 'person', id: uuid } })
		expect(parseChatParam(chatWithPath({ type: 'business-user', id: uuid }).slice('/chat/'.length))).toEqual({ party: { type: 'business-user', id: uuid } })
	})

	test('upper case is the same conversation', () => {
		expect(parseChatParam(uuid.toUpperCase())).toEqual({ roomId: uuid })
		expect(parseChatParam(`person-${uuid.toUpperCase()}`)).toEqual({ party: { type: 'person', id: uuid } })
	})

	test('anything else names none', () => {
		for (const param of ['', 'quota', 'person-', 'person-123', `group-${uuid}`, `${uuid}x`, `person-${uuid}-x`, `business-${uuid}`, '../admin']) expect(parseChatParam(param), param).toBeNull()
	})

	test('a sent message is shown in its conversation', () => {
		expect(sentMessagePath(uuid, 7)).toBe(`/chat/${uuid}#m-7`)
	})
})

describe('an inbox’s address', () => {
	test('the person’s own, a business user’s, its unanswered ones, and a page of any', () => {
		expect(inboxPath({})).toBe('/chat')
		expect(inboxPath({ inbox: uuid })).toBe(`/chat?inbox=${uuid}`)
		expect(inboxPath({ inbox: uuid, filter: 'unanswered', cursor: 'a b' })).toBe(`/chat?inbox=${uuid}&filter=unanswered&cursor=a+b`)
		// The person's own inbox has no "unanswered".
		expect(inboxPath({ filter: 'unanswered', cursor: 'c' })).toBe('/chat?cursor=c')
	})
})
