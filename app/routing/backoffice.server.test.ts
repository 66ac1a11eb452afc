import { describe, expect, test } from 'vitest'
import { backofficePageUrl, businessSignupPath, termsOfUsePath } from './backoffice.server.ts'

describe('backofficePageUrl', () => {
	test('a page of the back-office site, whether or not its address ends in a slash', () => {
		expect(backofficePageUrl(termsOfUsePath, 'en', 'https://office.robtua.example/site')).toBe('https://office.robtua.example/site/terms?lang=en')
		expect(backofficePageUrl(termsOfUsePath, 'en', 'https://office.robtua.example/site/')).toBe('https://office.robtua.example/site/terms?lang=en')
		expect(backofficePageUrl(businessSignupPath, 'en', 'https://office.robtua.example')).toBe('https://office.robtua.example/business/signup?lang=en')
	})

	test('in the reader’s language; a language the site does not have is left out', () => {
		expect(backofficePageUrl(businessSignupPath, 'th', 'http://localhost:9229/backoffice')).toBe('http://localhost:9229/backoffice/business/signup?lang=th')
		expect(backofficePageUrl(termsOfUsePath, 'fr', 'https://office.robtua.example')).toBe('https://office.robtua.example/terms')
	})

	test('the configured site by default', () => {
		expect(backofficePageUrl(termsOfUsePath, 'th')).toMatch(/\/terms\?lang=th$/)
	})
})
