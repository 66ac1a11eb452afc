import { createRemixStub } from '@remix-run/testing'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, test, vi } from 'vitest'
import type { RememberedDevice } from '#app/auth/identity/account-security.server.ts'
import { createTestI18n } from '#tests/support/i18n.ts'
import AccountSecurity from './security.tsx'

// The page reaches the identity service only through its loader and action, which these renders stub.
vi.mock('#app/auth/identity/identity.server.ts', () => ({ accountSecurity: {} }))

const THIS_BROWSER = 'ap-southeast-1_5d7c3a1e-9b8f-4e2d-a6c4-0f1e2d3c4b5a'
const device = (key: string, name: string, remembered: boolean | null): RememberedDevice => ({ key, name, remembered, createDate: null, lastModifiedDate: null, lastAuthenticatedDate: 1_735_776_000 })

async function render(devices: RememberedDevice[], lng: 'en' | 'th' = 'en') {
	const loaderData = {
		meta: {},
		mfa: { ok: true, value: { enabled: [], preferred: null, phoneNumber: null, phoneVerified: false } },
		devices: { ok: true, value: devices },
		thisDeviceKey: THIS_BROWSER,
		phone: null,
		phoneCodeSent: false,
	}
	const Stub = createRemixStub([{ id: 'security', path: '/account/security', Component: AccountSecurity, loader: () => loaderData }])
	const i18n = await createTestI18n(lng)
	return renderToString(
		<I18nextProvider i18n={i18n}>
			<Stub initialEntries={['/account/security']} hydrationData={{ loaderData: { security: loaderData } }} />
		</I18nextProvider>,
	)
}

/** Each listed device: its name, whether it is this browser, and the forms it offers (by intent). */
function rowsOf(html: string) {
	return [...html.matchAll(/<li class="choice-list__item"([^>]*)>(.*?)<\/li>/g)].map(([, attributes, row]) => ({
		name: /<p class="choice-list__name">([^<]*)/.exec(row!)?.[1],
		thisBrowser: attributes!.includes('aria-current="true"'),
		intents: [...row!.matchAll(/name="intent" value="([\w-]+)"/g)].map((match) => match[1]),
	}))
}

describe('the remembered-devices list', () => {
	test('marks this browser, and offers to remember it when the pool has not', async () => {
		const html = await render([device(THIS_BROWSER, 'Chrome on Android', false), device('ap-southeast-1_other', 'Safari on iOS', false)])
		expect(rowsOf(html)).toEqual([
			{ name: 'Chrome on Android', thisBrowser: true, intents: ['remember-device', 'forget-device'] },
			{ name: 'Safari on iOS', thisBrowser: false, intents: ['forget-device'] },
		])
		expect(html).toContain('<span class="tag">This browser</span>')
		expect(html.match(/Not remembered: the second step is still asked here\./g)).toHaveLength(2)
	})

	test('a remembered browser can stop being remembered; in Thai too', async () => {
		const html = await render([device(THIS_BROWSER, 'Chrome on Android', true)], 'th')
		expect(rowsOf(html)).toEqual([{ name: 'Chrome on Android', thisBrowser: true, intents: ['stop-remembering-device', 'forget-device'] }])
		expect(html).toContain('เบราว์เซอร์นี้')
		expect(html).toContain('เลิกจดจำ')
	})

	test('when the identity service does not say whether it is remembered, only forgetting is offered', async () => {
		const html = await render([device(THIS_BROWSER, 'Chrome on Android', null)])
		expect(rowsOf(html)).toEqual([{ name: 'Chrome on Android', thisBrowser: true, intents: ['forget-device'] }])
		expect(html).not.toContain('Not remembered')
	})
})
