import { expect, test } from 'vitest'
import { chatLimits, chatPartyParam } from '#contracts/chat.ts'
import { MESSAGE_MAX_LENGTH, REASON_MAX_LENGTH } from './limits.ts'
import { chatWithPath } from './paths.ts'

// What the pages keep apart from the contract, to keep the validation library out of their first load, is the contract's.

test('the fields’ lengths are the API’s', () => {
	expect(MESSAGE_MAX_LENGTH).toBe(chatLimits.text)
	expect(REASON_MAX_LENGTH).toBe(chatLimits.reason)
})

test('a party’s address part is the contract’s', () => {
	const id = '8c2b6f0e-5d1a-4b7e-9f3c-2a1b0c9d8e7f'
	for (const type of ['person', 'business-user'] as const) expect(chatWithPath({ type, id })).toBe(`/chat/${chatPartyParam({ type, id })}`)
})
