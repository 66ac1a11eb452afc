import { createInstance } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { rememberTranslations } from './remembered-translations.server.ts'

const resources = {
	en: { common: { hello: 'Hello', greet: 'Hello, {{name}}', item_one: '{{count}} item', item_other: '{{count}} items' }, shop: { hello: 'Welcome to the shop' } },
	th: { common: { hello: 'สวัสดี', greet: 'สวัสดี {{name}}' } },
}

async function instance() {
	const made = rememberTranslations(createInstance())
	await made.init({ lng: 'en', fallbackLng: 'en', ns: ['common', 'shop'], defaultNS: 'common', resources, interpolation: { escapeValue: false }, initImmediate: false })
	return made
}

describe('remembered translations', () => {
	it('looks a plain phrase up once per language, namespace and key', async () => {
		const i18n = await instance()
		// i18next's own lookup, which every t calls (not in its types).
		const { translator } = i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } }
		const lookUp = vi.spyOn(translator, 'translate')
		const en = i18n.getFixedT('en', 'common')
		expect([en('hello'), en('hello'), en('hello')]).toEqual(['Hello', 'Hello', 'Hello'])
		expect(lookUp).toHaveBeenCalledTimes(1)
		// Each language and namespace has its own answer.
		expect(i18n.getFixedT('th', 'common')('hello')).toBe('สวัสดี')
		expect(i18n.getFixedT('en', 'shop')('hello')).toBe('Welcome to the shop')
		expect(i18n.getFixedT('en', 'shop', 'nothing')('hello')).toBe('nothing.hello')
		expect(lookUp).toHaveBeenCalledTimes(4)
	})

	it('translates a phrase with values, a count or a default afresh every time', async () => {
		const i18n = await instance()
		const t = i18n.getFixedT('en', 'common')
		expect(t('greet', { name: 'Dao' })).toBe('Hello, Dao')
		expect(t('greet', { name: 'Niran' })).toBe('Hello, Niran')
		expect(t('item', { count: 1 })).toBe('1 item')
		expect(t('item', { count: 2 })).toBe('2 items')
		expect(t('missing', 'A default')).toBe('A default')
		expect(t('missing', { defaultValue: 'Another' })).toBe('Another')
		expect(i18n.getFixedT('th', 'common')('greet', { name: 'ดาว' })).toBe('สวัสดี ดาว')
	})
})
