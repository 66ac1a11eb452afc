import { createRemixStub } from '@remix-run/testing'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, test } from 'vitest'
import type { Language } from '#app/i18n/config.ts'
import { createTestI18n } from '#tests/support/i18n.ts'
import { LanguageSwitcher } from './language-switcher.tsx'

// The header's language switcher as the server renders it: the list with "Change", and for a phone or
// tablet without JavaScript (app.css chooses) one button per other language, both posting `lng` back here.

async function render(lng: Language) {
	const Stub = createRemixStub([{ path: '/shop', Component: LanguageSwitcher }])
	const i18n = await createTestI18n(lng)
	return renderToString(
		<I18nextProvider i18n={i18n}>
			<Stub initialEntries={['/shop?status=new']} />
		</I18nextProvider>,
	)
}

const formsOf = (html: string) => [...html.matchAll(/<form[^>]*class="([^"]*)"[^>]*>(.*?)<\/form>/g)].map(([, className, body]) => ({ className, body: body! }))

describe('the language switcher', () => {
	test('the list and "Change"; and the other language as one button, named in it', async () => {
		const [list, toggle] = formsOf(await render('en'))
		expect(list!.className).toBe('language-switcher')
		expect(list!.body).toContain('>Change</button>')
		expect(toggle!.className).toBe('language-toggle no-js-only')
		expect(toggle!.body).toContain('<input type="hidden" name="redirectTo" value="/shop?status=new"/>')
		expect([...toggle!.body.matchAll(/<button[^>]*name="lng" value="(\w+)"/g)].map((match) => match[1])).toEqual(['th'])
		expect(toggle!.body).toContain('<span class="visually-hidden">Language</span> <span lang="th">ไทย</span>')
	})

	test('in Thai: English', async () => {
		const [, toggle] = formsOf(await render('th'))
		expect(toggle!.body).toContain('<span class="visually-hidden">ภาษา</span> <span lang="en">English</span>')
	})
})
