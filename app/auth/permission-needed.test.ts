import { describe, expect, test } from 'vitest'
import { isPermissionNeeded, ofBusinessAccount, ofBusinessUser } from './permission-needed.ts'

const of = ofBusinessUser({ id: '3f2e1d0c-9b8a-4765-8432-10fedcba9876', name: 'Siam Square' })

describe('what a 403 page says is needed', () => {
	test('a grant, being an admin, or owning the account; of a business user or a business account', () => {
		expect(of).toEqual({ name: 'Siam Square', to: '/business-user/3f2e1d0c-9b8a-4765-8432-10fedcba9876' })
		expect(ofBusinessAccount({ id: 'a1', name: 'Robtua Demo Shop' })).toEqual({ name: 'Robtua Demo Shop', to: '/business-account/a1' })
		expect(isPermissionNeeded({ needs: { slug: 'member', scope: 'create' }, of })).toBe(true)
		expect(isPermissionNeeded({ needs: 'admin', of })).toBe(true)
		expect(isPermissionNeeded({ needs: 'owner', of })).toBe(true)
	})

	test('anything else is not one (the error page then shows its plain 403)', () => {
		for (const value of [null, undefined, 'admin', {}, { needs: 'admin' }, { needs: 'root', of }, { needs: { slug: 'member', scope: 'approve' }, of }, { needs: { slug: 'money', scope: 'read' }, of }, { needs: 'admin', of: { name: 1, to: '/' } }]) {
			expect(isPermissionNeeded(value), JSON.stringify(value)).toBe(false)
		}
	})
})
