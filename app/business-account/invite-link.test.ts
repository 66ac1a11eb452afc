import { describe, expect, test } from 'vitest'
import { invitePath, tokenFromPasted } from './invite-link.ts'

describe('invite links', () => {
	test('the link carries the token, encoded', () => {
		expect(invitePath('a.b-c_d')).toBe('/business-user/add-with-existing?invite=a.b-c_d')
	})

	test('a pasted link or a bare token gives the token; anything else gives nothing', () => {
		expect(tokenFromPasted(' https://robtua.example/business-user/add-with-existing?invite=eyJ.abc.def ')).toBe('eyJ.abc.def')
		expect(tokenFromPasted('/business-user/add-with-existing?invite=eyJ.abc.def')).toBe('eyJ.abc.def')
		expect(tokenFromPasted('eyJ.abc.def')).toBe('eyJ.abc.def')
		expect(tokenFromPasted('https://robtua.example/somewhere')).toBeNull()
		expect(tokenFromPasted('not a token!')).toBeNull()
		expect(tokenFromPasted('   ')).toBeNull()
	})
})
