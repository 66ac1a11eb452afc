import { describe, expect, test } from 'vitest'
import { abilitiesOf, allows } from './abilities.ts'

const member = { businessAccountPermission: false, permission: { 'content-read': true, 'content-delete': false, 'sale-read': true } }
const admin = { businessAccountPermission: true, permission: { 'content-read': true } }

describe('abilitiesOf', () => {
	test('admin exactly when businessAccountPermission is set, general-user otherwise', () => {
		expect(abilitiesOf(admin).has('admin')).toBe(true)
		expect(abilitiesOf(admin).has('general-user')).toBe(false)
		expect(abilitiesOf(member).has('admin')).toBe(false)
		expect(abilitiesOf(member).has('general-user')).toBe(true)
	})

	test('every permission that is true is an ability; false ones are not', () => {
		expect([...abilitiesOf(member)].sort()).toEqual(['content-read', 'general-user', 'sale-read'])
	})

	test('a visitor has no abilities at all', () => {
		expect(abilitiesOf(null).size).toBe(0)
		expect(abilitiesOf(undefined).size).toBe(0)
	})
})

describe('allows', () => {
	const abilities = abilitiesOf(member)

	test('any: at least one of them', () => {
		expect(allows(abilities, { any: ['admin', 'sale-read'] })).toBe(true)
		expect(allows(abilities, { any: ['admin', 'content-delete'] })).toBe(false)
	})

	test('all: every one of them', () => {
		expect(allows(abilities, { all: ['content-read', 'sale-read'] })).toBe(true)
		expect(allows(abilities, { all: ['content-read', 'content-delete'] })).toBe(false)
	})

	test('none: not one of them', () => {
		expect(allows(abilities, { none: ['admin'] })).toBe(true)
		expect(allows(abilities, { none: ['admin', 'general-user'] })).toBe(false)
	})

	test('rules combine: each part must hold', () => {
		expect(allows(abilities, { any: ['sale-read'], all: ['content-read'], none: ['admin'] })).toBe(true)
		expect(allows(abilities, { any: ['sale-read'], all: ['content-read'], none: ['general-user'] })).toBe(false)
		expect(allows(abilitiesOf(admin), { any: ['sale-read'], none: ['general-user'] })).toBe(false)
	})

	test('an empty rule allows anyone, visitors too', () => {
		expect(allows(abilities, {})).toBe(true)
		expect(allows(abilitiesOf(null), { any: [], all: [], none: [] })).toBe(true)
	})

	test('a visitor meets no any/all rule', () => {
		expect(allows(abilitiesOf(null), { any: ['general-user'] })).toBe(false)
		expect(allows(abilitiesOf(null), { all: ['general-user'] })).toBe(false)
	})
})
