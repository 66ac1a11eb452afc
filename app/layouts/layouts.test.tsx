import { createRemixStub } from '@remix-run/testing'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, test } from 'vitest'
import { createTestI18n } from '#tests/support/i18n.ts'

// Every layout of docs/product.md#routing-behaviour renders its own shell: brand, language switcher, main landmark, footer,
// and the same shell around a page's error.
const layouts = import.meta.glob<{ default: () => JSX.Element; ErrorBoundary: () => JSX.Element }>(
	['./*.tsx', '!./create-layout.tsx', '!./profile.tsx', '!./open-tab-connect.tsx', '!./*.test.tsx'],
	{ eager: true },
)

const layoutNames = [
	'blank',
	'business-account-form',
	'business-account',
	'business-create',
	'business-login',
	'default',
	'form',
	'full-screen',
	'login',
	'payment',
	'signup',
]

async function render(element: JSX.Element, lng: 'en' | 'th') {
	const i18n = await createTestI18n(lng)
	return renderToString(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>)
}

function stubWith(layout: { default: () => JSX.Element; ErrorBoundary: () => JSX.Element }, page: () => JSX.Element) {
	return createRemixStub([
		{
			id: 'layout',
			path: '/',
			Component: layout.default,
			ErrorBoundary: layout.ErrorBoundary,
			children: [{ id: 'page', path: 'page', Component: page }],
		},
	])
}

describe('the profile route, one segment for two pages', () => {
	test('/profiles/{uuid} in the default shell, /profiles/{uuid}-qr-code-bio in the blank one', async () => {
		const profileLayout = await import('./profile.tsx')
		const Stub = createRemixStub([
			{ id: 'layout', path: '/', Component: profileLayout.default, children: [{ id: 'page', path: 'profiles/:uuid', Component: () => <p>page body</p> }] },
		])
		const page = await render(<Stub initialEntries={['/profiles/abc']} />, 'en')
		const bio = await render(<Stub initialEntries={['/profiles/abc-qr-code-bio']} />, 'en')
		// The full header has the main navigation; the blank one has only the brand and the language.
		expect(page).toContain('aria-label="Main"')
		expect(bio).not.toContain('aria-label="Main"')
		expect(bio).toContain('page body')
	})
})

describe('an open-tab connect’s route, one segment for two pages', () => {
	test('/account/open-tab/connects/{id} in the default shell, …/{type}-create in the form one', async () => {
		const connectLayout = await import('./open-tab-connect.tsx')
		const Stub = createRemixStub([
			{ id: 'layout', path: '/', Component: connectLayout.default, children: [{ id: 'page', path: 'account/open-tab/connects/:id', Component: () => <p>page body</p> }] },
		])
		const connect = await render(<Stub initialEntries={['/account/open-tab/connects/0b4cd5d2-52d6-4d67-9a53-7d3c7f0a3b11']} />, 'en')
		const create = await render(<Stub initialEntries={['/account/open-tab/connects/job-create']} />, 'en')
		expect(connect).toContain('page page--page')
		expect(create).toContain('page page--narrow')
		expect(create).toContain('page body')
	})
})

describe('layouts', () => {
	test('all eleven layouts exist (docs/product.md#routing-behaviour)', () => {
		expect(Object.keys(layouts).map((path) => path.replace(/^\.\/|\.tsx$/g, '')).sort()).toEqual([...layoutNames].sort())
	})

	for (const name of layoutNames) {
		const layout = layouts[`./${name}.tsx`]!

		test(`${name}: the shell around its page, in English and Thai`, async () => {
			const Stub = stubWith(layout, () => <p>page body</p>)
			const english = await render(<Stub initialEntries={['/page']} />, 'en')
			expect(english).toContain('class="brand"')
			expect(english).toMatch(/<label[^>]*>Language<\/label>/)
			expect(english).toMatch(/<main id="main"/)
			expect(english).toContain('<footer')
			expect(english).toContain('page body')
			const thai = await render(<Stub initialEntries={['/page']} />, 'th')
			expect(thai).toMatch(/<label[^>]*>ภาษา<\/label>/)
		})

		test(`${name}: keeps its shell around a page's error`, async () => {
			const Stub = stubWith(layout, () => <p>unreachable</p>)
			// The page's loader failed and the router handed the error to the layout's boundary (keyed by its id).
			const failed = await render(<Stub initialEntries={['/page']} hydrationData={{ errors: { layout: new Error('boom') } }} />, 'en')
			expect(failed).toContain('Internal Server Error')
			expect(failed).toContain('class="brand"')
			expect(failed).not.toContain('unreachable')
			const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null }
			const missing = await render(<Stub initialEntries={['/page']} hydrationData={{ errors: { layout: notFound } }} />, 'th')
			expect(missing).toContain('ไม่พบหน้านี้')
			expect(missing).toContain('/page')
			expect(missing).toContain('<footer')
		})
	}

	test('business layouts carry the business badge; the payment layout its secure badge', async () => {
		for (const name of ['business-create', 'business-account', 'business-account-form']) {
			const Stub = stubWith(layouts[`./${name}.tsx`]!, () => <p />)
			expect(await render(<Stub initialEntries={['/page']} />, 'en')).toContain('>Business<')
		}
		const Payment = stubWith(layouts['./payment.tsx']!, () => <p />)
		expect(await render(<Payment initialEntries={['/page']} />, 'th')).toContain('ชำระเงินอย่างปลอดภัย')
	})
})
