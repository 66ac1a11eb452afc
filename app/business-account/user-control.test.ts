import { describe, expect, test } from 'vitest'
import { userControlSchema } from './user-control.server.ts'
import { grantFieldName, grantsFromForm } from './user-control.ts'

describe('user control form', () => {
	test('checked boxes become grants; unchecked ones are refused scopes', () => {
		const form = new FormData()
		form.set(grantFieldName('content', 'read'), 'on')
		form.set(grantFieldName('content', 'create'), 'on')
		form.set(grantFieldName('sale', 'read'), 'on')
		expect(grantsFromForm(form)).toEqual({
			content: { read: true, create: true, update: false, delete: false },
			sale: { read: true, create: false, update: false, delete: false },
			chat: { read: false, create: false, update: false, delete: false },
			member: { read: false, create: false, update: false, delete: false },
			subscription: { read: false, create: false, update: false, delete: false },
		})
	})

	test('an update or a removal of one member, by uuid', () => {
		expect(userControlSchema.safeParse({ intent: 'update', profileUuid: '6f1c1a52-3a9e-4c55-9d8e-0f6a8e2b1c11', isAdmin: 'on' }).success).toBe(true)
		expect(userControlSchema.safeParse({ intent: 'remove', profileUuid: 'not-a-uuid' }).success).toBe(false)
		expect(userControlSchema.safeParse({ intent: 'promote', profileUuid: '6f1c1a52-3a9e-4c55-9d8e-0f6a8e2b1c11' }).success).toBe(false)
	})
})
