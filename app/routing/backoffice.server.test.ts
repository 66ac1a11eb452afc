import { describe, expect, test } from 'vitest'
import { backofficePageUrl, businessSignupPath, termsOfUsePath } from './backoffice.server.ts'

describe('backofficePageUrl', () => {
	test('a page of the back-office site, whether or not its address ends in a slash', () => {
		expect(backofficePageUrl(termsOfUsePath, 'https://office.robtua.example/site')).toBe('https://office.robtua.example/site/terms')
		expect(backofficePageUrl(termsOfUsePath, 'https://office.robtua.example/site/')).toBe('https://office.robtua.example/site/terms')
		expect(backofficePageUrl(businessSignupPath, 'https://office.robtua.example')).toBe('https://office.robtua.example/business/signup')
	})
})
