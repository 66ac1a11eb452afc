import { createRemixStub } from '@remix-run/testing'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, test } from 'vitest'
import type { Language } from '#app/i18n/config.ts'
import { orderSummaryView } from '#app/shop/views.ts'
import { createTestI18n } from '#tests/support/i18n.ts'
import Sales, { type loader } from './sales.tsx'

// The Sales list as its staff see it: the "Status" choices (named as QA names them), each stage's count,
// each order linking to its page, an empty state per status, and "More".

const BUSINESS_USER = '1c7a4c1e-0000-4000-8000-000000000001'
const PATH = `/business-user/${BUSINESS_USER}/sale-screen/my-activities`

const summary = orderSummaryView(
	{
		id: '1c7a4c1e-0000-4000-8000-000000000002',
		businessOrderId: '1c7a4c1e-0000-4000-8000-000000000003',
		origin: 'shop',
		number: 12,
		businessUser: { id: BUSINESS_USER, name: 'Demo Shop' },
		buyer: { id: '1c7a4c1e-0000-4000-8000-000000000004', name: 'Somchai' },
		status: 'paid',
		totalSatang: 12_000,
		itemCount: 2,
		createdAt: '2026-01-02T03:04:05.000Z',
	},
	'en',
	`${PATH}/1c7a4c1e-0000-4000-8000-000000000002`,
)

async function render(data: Partial<Awaited<ReturnType<typeof loader>>>, lng: Language = 'en') {
	const loaderData: Awaited<ReturnType<typeof loader>> = {
		meta: { title: '', description: '' },
		businessUser: { id: BUSINESS_USER, name: 'Demo Shop', href: `/business-user/${BUSINESS_USER}` },
		status: 'new',
		counts: [
			{ stage: 'new', count: 3 },
			{ stage: 'to-prepare', count: 1 },
			{ stage: 'ready', count: 0 },
			{ stage: 'completed', count: 0 },
			{ stage: 'cancelled', count: 0 },
		],
		orders: [summary],
		nextHref: null,
		firstHref: null,
		rewardsHref: `/business-user/${BUSINESS_USER}/sale-screen/rewards`,
		canRingUp: false,
		redeem: null,
		...data,
	}
	const Stub = createRemixStub([{ id: 'sales', path: '/business-user/:id/sale-screen/my-activities', Component: Sales, loader: () => loaderData }])
	const i18n = await createTestI18n(lng)
	return renderToString(
		<I18nextProvider i18n={i18n}>
			<Stub initialEntries={[PATH]} hydrationData={{ loaderData: { sales: loaderData } }} />
		</I18nextProvider>,
	)
}

const countLinksOf = (html: string) =>
	[...(/<ul class="sales-counts">(.*?)<\/ul>/.exec(html)?.[1] ?? '').matchAll(/<a([^>]*)>(.*?)<\/a>/g)].map(([, attributes, text]) => ({
		href: /href="([^"]*)"/.exec(attributes!)?.[1],
		current: attributes!.includes('aria-current="page"'),
		text: text!.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''),
	}))
const optionsOf = (html: string) => [...html.matchAll(/<option[^>]*>(.*?)<\/option>/g)].map((match) => match[1])

describe('the Sales list', () => {
	test('"Sales", the Status choices, the counts, and each order linking to its page', async () => {
		const html = await render({})
		expect(html).toContain('<h1>Sales</h1>')
		expect(html).toContain('<label for="sales-status">Status</label>')
		expect(optionsOf(html)).toEqual(['New', 'To prepare', 'Ready', 'Completed', 'Cancelled', 'All'])
		expect(html).toContain('>Show</button>')
		expect(html).toContain(`href="${PATH}/1c7a4c1e-0000-4000-8000-000000000002"`)
		expect(html).toContain('Order 12')
		expect(html).toContain('Somchai')
		expect(html).toContain('฿120<')
	})

	test('each stage’s count is a link to its list, the one shown marked as current', async () => {
		const links = countLinksOf(await render({ status: 'to-prepare', firstHref: `${PATH}?status=to-prepare` }))
		expect(links).toEqual([
			{ href: `${PATH}?status=new`, current: false, text: 'New 3' },
			{ href: `${PATH}?status=to-prepare`, current: true, text: 'To prepare 1' },
			{ href: `${PATH}?status=ready`, current: false, text: 'Ready 0' },
			{ href: `${PATH}?status=completed`, current: false, text: 'Completed 0' },
			{ href: `${PATH}?status=cancelled`, current: false, text: 'Cancelled 0' },
		])
	})

	test('an empty status says so; "More" leads to the next page', async () => {
		const html = await render({ status: 'ready', orders: [], nextHref: `${PATH}?status=ready&cursor=abc` })
		expect(html).toContain('Nothing ready and waiting')
		expect(html).toContain(`href="${PATH}?status=ready&amp;cursor=abc"`)
	})

	test('"New sale" (a form post) only for those who may ring up a counter sale', async () => {
		expect(await render({})).not.toContain('New sale')
		const html = await render({ canRingUp: true })
		expect(html).toMatch(/<form method="post"[^>]*class="sales-new-sale[ "]/)
		expect(html).toMatch(/<button type="submit" class="button" name="intent" value="newSale"[^>]*>New sale<\/button>/)
	})

	test('in Thai', async () => {
		const html = await render({ canRingUp: true }, 'th')
		expect(html).toContain('>เปิดบิลใหม่</button>')
		expect(html).toContain('<h1>การขาย</h1>')
		expect(optionsOf(html)).toEqual(['ใหม่', 'รอเตรียม', 'พร้อมแล้ว', 'เสร็จสมบูรณ์', 'ยกเลิกแล้ว', 'ทั้งหมด'])
	})
})
