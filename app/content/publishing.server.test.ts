import { describe, expect, test } from 'vitest'
import { ADMIN_BUSINESS_USER_ID, makeMe, MEMBER_BUSINESS_USER_ID } from '#app/auth/__fixtures__/me.ts'
import { buildUserState } from '#app/auth/user-state.ts'
import { comingFrom, postAsOptions } from './publishing.server.ts'

// The fixture's person administers "Front shop" (so posts for it) and is a member of "Kitchen" without
// any grant (so may not).
const me = makeMe()
const user = buildUserState(me, { hasCognitoUsername: true })
const acting = (id: string) => buildUserState(makeMe({ activeBusinessUser: me.businessUsers.find((businessUser) => businessUser.id === id)! }), { hasCognitoUsername: true })
const options = postAsOptions(user, 'catalogue', 'Somchai Jaidee')

describe('where a create page starts (docs/product.md#acting-as-a-business-user)', () => {
	test('a business user one may post for is chosen, from its link or because one acts as it', () => {
		expect(options.map((option) => option.value)).toEqual(['me', ADMIN_BUSINESS_USER_ID])
		expect(comingFrom(user, options, ADMIN_BUSINESS_USER_ID)).toEqual({ preselect: ADMIN_BUSINESS_USER_ID, cannotPostFor: null })
		expect(comingFrom(acting(ADMIN_BUSINESS_USER_ID), options, null)).toEqual({ preselect: ADMIN_BUSINESS_USER_ID, cannotPostFor: null })
		// The link says more than whom one acts as.
		expect(comingFrom(acting(ADMIN_BUSINESS_USER_ID), options, 'me')).toEqual({ preselect: undefined, cannotPostFor: null })
	})

	test('nothing to say when one comes from nowhere in particular, or the link names nobody', () => {
		expect(comingFrom(user, options, null)).toEqual({ preselect: undefined, cannotPostFor: null })
		for (const junk of ['', 'x', '<script>', `${ADMIN_BUSINESS_USER_ID}x`]) expect(comingFrom(user, options, junk)).toEqual({ preselect: undefined, cannotPostFor: null })
		expect(comingFrom(acting(MEMBER_BUSINESS_USER_ID), options, 'junk')).toEqual({ preselect: undefined, cannotPostFor: { name: 'Kitchen' } })
	})

	test('one of theirs they may not post for is named; anyone else is not', () => {
		expect(comingFrom(user, options, MEMBER_BUSINESS_USER_ID)).toEqual({ preselect: undefined, cannotPostFor: { name: 'Kitchen' } })
		expect(comingFrom(acting(MEMBER_BUSINESS_USER_ID), options, null)).toEqual({ preselect: undefined, cannotPostFor: { name: 'Kitchen' } })
		expect(comingFrom(user, options, '66666666-7777-4888-8999-000000000000')).toEqual({ preselect: undefined, cannotPostFor: { name: null } })
	})
})
