import { describe, expect, test } from 'vitest'
import { formBody, formValues } from './form-values.ts'
import { linkLabel, linkSchema, linkToRemove } from './link-form.ts'

// What a person's profile forms and a business user's share.
describe('form values and bodies', () => {
	const keys = ['company', 'phone'] as const
	test('a form starts from what is kept, "" for none', () => {
		expect(formValues(keys, null)).toEqual({ company: '', phone: '' })
		expect(formValues(keys, { company: 'Shop', phone: null })).toEqual({ company: 'Shop', phone: '' })
	})
	test('every key goes back, an emptied field as null', () => {
		expect(formBody(keys, { company: 'Shop' })).toEqual({ company: 'Shop', phone: null })
	})
})

describe('links', () => {
	test('Website is website_or_empty: empty adds nothing, ftp is refused', () => {
		expect(linkSchema.safeParse({}).success).toBe(true)
		expect(linkSchema.safeParse({ url: 'ftp://x' }).error?.issues.map((issue) => issue.message)).toEqual(['website'])
		expect(linkSchema.parse({ url: ' https://shop.example ' })).toEqual({ url: 'https://shop.example' })
	})

	test("a link without a title is called by its site's host", () => {
		expect(linkLabel({ url: 'https://www.shop.example/menu' })).toBe('www.shop.example')
		expect(linkLabel({ label: 'Menu', url: 'https://www.shop.example/menu' })).toBe('Menu')
	})

	test('Remove finds its link by id, or by address and title once the list was written again', () => {
		const links = [
			{ id: '1', label: 'Menu', url: 'https://shop.example/menu' },
			{ id: '2', label: 'Map', url: 'https://maps.example/shop' },
		]
		expect(linkToRemove(links, { id: '2', label: 'x', url: 'x' })).toBe(links[1])
		expect(linkToRemove(links, { id: 'gone', label: 'Menu', url: 'https://shop.example/menu' })).toBe(links[0])
		expect(linkToRemove(links, { id: 'gone', label: 'Menu', url: 'https://other.example' })).toBeUndefined()
	})
})
