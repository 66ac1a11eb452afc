import { createRemixStub } from '@remix-run/testing'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, test } from 'vitest'
import { itemView } from '#app/content/views.ts'
import type { Language } from '#app/i18n/config.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import { createTestI18n } from '#tests/support/i18n.ts'
import { AddToCart } from './add-to-cart.tsx'

// A catalogue item with options, as its page offers it: its options' list labelled with their name ("Size")
// when the item gives one, "Option" when it does not; and the item's facts name its options the same way.

const item = (optionName: string | null) =>
	({
		id: '1c7a4c1e-0000-4000-8000-000000000001',
		kind: 'catalogue',
		owner: { type: 'business-user', id: '1c7a4c1e-0000-4000-8000-000000000002', name: 'Demo Shop' },
		postedBy: null,
		title: 'Cotton shirt',
		body: '',
		tags: [],
		visibility: 'public',
		province: null,
		location: null,
		locationExact: false,
		pictures: [],
		startsAt: null,
		endsAt: null,
		publishedAt: '2026-01-02T03:04:05.000Z',
		createdAt: '2026-01-02T03:04:05.000Z',
		details: { priceSatang: 39000, stock: 5, sku: null, options: ['S', 'M', 'L'], optionName },
	}) as unknown as ContentItem<'catalogue'>

async function render(optionName: string | null, lng: Language = 'en') {
	const view = itemView(item(optionName), lng)
	const Page = () => <AddToCart itemId={view.id} sale={view.sale!} idempotencyKey="2f1c1a52-2a5e-4f8e-9c7a-0c4b2f1d9e11" back="/item" />
	const Stub = createRemixStub([{ path: '/item', Component: Page }])
	const i18n = await createTestI18n(lng)
	const html = renderToString(
		<I18nextProvider i18n={i18n}>
			<Stub initialEntries={['/item']} />
		</I18nextProvider>,
	)
	return { html, facts: view.facts }
}

const optionLabelOf = (html: string) => /<label for="add-to-cart-[^"]*-option">(.*?)<\/label>/.exec(html)?.[1]

describe('an item’s options', () => {
	test('under their name: the list’s label, and the fact', async () => {
		const { html, facts } = await render('Size')
		expect(optionLabelOf(html)).toBe('Size')
		expect(facts).toContainEqual({ label: 'options', title: 'Size', text: 'S, M, L' })
		expect(facts.map((fact) => fact.label)).not.toContain('optionName')
	})

	test('without one: "Option", and the fact is "Options"', async () => {
		expect(optionLabelOf((await render(null)).html)).toBe('Option')
		expect(optionLabelOf((await render(null, 'th')).html)).toBe('ตัวเลือก')
		expect((await render(null)).facts).toContainEqual({ label: 'options', text: 'S, M, L' })
	})
})
