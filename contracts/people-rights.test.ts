import { describe, expect, test } from 'vitest'
import { changedGrants, changesMembers, mayChange, mayRegrant, mayRemove, opensInvites, opensUserControl, peopleRightsOf, standingOf, type Target } from './people-rights.ts'

const admin = { isAdmin: true, grants: {} }
const plain = { isAdmin: false, grants: { content: { read: true, create: true }, member: { read: true } } }
const changer = { isAdmin: false, grants: { content: { read: true }, member: { read: true, update: true } } }
const remover = { isAdmin: false, grants: { member: { delete: true } } }

const owner: Target = { role: 'owner', isAdmin: true, self: false }
const member: Target = { role: 'member', isAdmin: false, self: false }
const otherAdmin: Target = { role: 'member', isAdmin: true, self: false }
const myself: Target = { role: 'member', isAdmin: false, self: true }

describe('people rights', () => {
	test('an admin holds all; a member what the member grant says', () => {
		expect(peopleRightsOf(admin)).toEqual({ see: true, add: true, change: true, remove: true, makeAdmin: true })
		expect(peopleRightsOf(plain)).toEqual({ see: true, add: false, change: false, remove: false, makeAdmin: false })
		expect(peopleRightsOf(changer)).toEqual({ see: true, add: false, change: true, remove: false, makeAdmin: false })
		expect(opensUserControl(peopleRightsOf(changer))).toBe(true)
		expect(opensUserControl(peopleRightsOf(remover))).toBe(true)
		expect(changesMembers(peopleRightsOf(remover))).toBe(true)
	})

	test('People · See opens user control to read, not to change; without any people right it stays shut', () => {
		expect(opensUserControl(peopleRightsOf(plain))).toBe(true)
		expect(changesMembers(peopleRightsOf(plain))).toBe(false)
		const contentOnly = { isAdmin: false, grants: { content: { read: true, create: true } } }
		expect(opensUserControl(peopleRightsOf(contentOnly))).toBe(false)
		expect(opensInvites(peopleRightsOf(contentOnly))).toBe(false)
		expect(opensInvites(peopleRightsOf({ isAdmin: false, grants: { member: { create: true } } }))).toBe(true)
		expect(opensInvites(peopleRightsOf(changer))).toBe(false)
	})

	test('nobody changes the owner; admins anyone else; a changer only plain members other than themself', () => {
		expect([owner, member, otherAdmin, myself].map((target) => mayChange(admin, target))).toEqual([false, true, true, true])
		expect([owner, member, otherAdmin, myself].map((target) => mayChange(changer, target))).toEqual([false, true, false, false])
		expect([owner, member, otherAdmin, myself].map((target) => mayChange(plain, target))).toEqual([false, false, false, false])
	})

	test('anyone but the owner may leave; removing others needs the grant, and admins stay for non-admins', () => {
		expect([owner, member, otherAdmin, myself].map((target) => mayRemove(plain, target))).toEqual([false, false, false, true])
		expect([owner, member, otherAdmin, myself].map((target) => mayRemove(remover, target))).toEqual([false, true, false, true])
		expect([owner, member, otherAdmin, myself].map((target) => mayRemove(admin, target))).toEqual([false, true, true, true])
	})

	test('a grant is given or taken only by someone holding it; absent means false', () => {
		expect(changedGrants({ content: { read: true } }, { content: { read: true, create: false } })).toEqual([])
		expect(changedGrants({ content: { read: true } }, { sale: { read: true } })).toEqual([
			{ slug: 'content', scope: 'read' },
			{ slug: 'sale', scope: 'read' },
		])
		expect(mayRegrant(changer, {}, { content: { read: true } })).toBe(true)
		expect(mayRegrant(changer, { content: { read: true } }, {})).toBe(true)
		expect(mayRegrant(changer, {}, { content: { create: true } })).toBe(false)
		expect(mayRegrant(changer, { sale: { delete: true } }, { sale: { delete: true }, content: { read: true } })).toBe(true)
		expect(mayRegrant(changer, { sale: { delete: true } }, {})).toBe(false)
		expect(mayRegrant(admin, {}, { sale: { delete: true } })).toBe(true)
	})

	test('a business user as the API lists it becomes a standing', () => {
		expect(standingOf({ isAdmin: false, permissions: [{ slug: 'member', scope: { create: true } }] })).toEqual({ isAdmin: false, grants: { member: { create: true } } })
	})
})
