import { createRemixStub } from '@remix-run/testing'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, test } from 'vitest'
import { SiteShell } from '#app/components/site-shell.tsx'
import { createTestI18n } from '#tests/support/i18n.ts'
import { ToastProvider } from './toaster.tsx'

// A toast as the server renders it, which is what a browser without JavaScript keeps: in the page, under
// the header and before the main content, so it covers none of it (app.css floats it only with JavaScript).

async function render(toast: { type: 'success'; message: string } | undefined) {
	const Stub = createRemixStub([
		{
			id: 'root',
			path: '/',
			Component: () => (
				<ToastProvider toast={toast}>
					<SiteShell header="full" body="page">
						<p>page body</p>
					</SiteShell>
				</ToastProvider>
			),
		},
	])
	const i18n = await createTestI18n('en')
	return renderToString(
		<I18nextProvider i18n={i18n}>
			<Stub initialEntries={['/']} />
		</I18nextProvider>,
	)
}

describe('the toasts', () => {
	test('between the header and the main content, with Dismiss', async () => {
		const html = await render({ type: 'success', message: 'Order 12 is accepted.' })
		const header = html.indexOf('</header>')
		const toast = html.indexOf('Order 12 is accepted.')
		const main = html.indexOf('<main')
		expect(header).toBeGreaterThan(-1)
		expect(toast).toBeGreaterThan(header)
		expect(main).toBeGreaterThan(toast)
		expect(html).toMatch(/<div class="toast toast--success" role="status">.*>Dismiss<\/button>/)
	})

	test('none: an empty place for them', async () => {
		expect(await render(undefined)).toContain('<div class="toaster"></div>')
	})
})
