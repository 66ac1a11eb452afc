import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestStandIn, type TestStandIn } from './testing.ts'

let stand: TestStandIn
let site: string

beforeAll(async () => {
	stand = await startTestStandIn()
	site = stand.standIn.backofficeSiteUrl
}, 30_000)

afterAll(() => stand?.close())

const requestsFile = () => join(stand.settings.dataDir, 'business-signups.jsonl')
const storedRequests = () => (existsSync(requestsFile()) ? readFileSync(requestsFile(), 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, string>) : [])

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site}${path}`, { headers })
const post = (fields: Record<string, string>, query = '?lang=en') =>
	fetch(`${site}/business/signup${query}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) })

const good = { businessName: 'Baan Suan Café', contactName: 'Somchai Jaidee', email: 'somchai@example.com', phone: '081 234 5678', message: 'We roast coffee in Chiang Mai.' }

/** The h1 and h2 texts, in order. */
const headings = (page: string) => [...page.matchAll(/<h([12])[^>]*>(.*?)<\/h\1>/gs)].map(([, level, text]) => `h${level} ${text!.replace(/<[^>]+>/g, '')}`)

describe('the back-office site', () => {
	test('its address comes with the stand-in, and the start page links both pages in the reader’s language', async () => {
		expect(site).toBe(`${stand.standIn.hostedUiUrl}/backoffice`)
		const page = await (await get('/?lang=th')).text()
		expect(page).toContain('<html lang="th">')
		expect(page).toContain('href="/backoffice/terms?lang=th"')
		expect(page).toContain('href="/backoffice/business/signup?lang=th"')
		// The other language, named in itself.
		expect(page).toMatch(/<a href="\/backoffice\/\?lang=en" hreflang="en" lang="en">English<\/a>/)
	})

	test('the terms of use in English and in Thai, with headings in order and nothing loaded from elsewhere', async () => {
		const english = await get('/terms?lang=en')
		expect(english.status).toBe(200)
		expect(english.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'$/)
		const en = await english.text()
		expect(en).toContain('<html lang="en">')
		expect(headings(en)).toEqual(expect.arrayContaining(['h1 Terms of use', 'h2 Business accounts', 'h2 Privacy and personal data', 'h2 Payments', 'h2 Contact us']))
		expect(headings(en)[0]).toBe('h1 Terms of use')
		expect(en).toContain('Personal Data Protection Act')
		expect(en).not.toMatch(/<script|<link|<img|\ssrc=|url\(/i)

		const th = await (await get('/terms?lang=th')).text()
		expect(th).toContain('<html lang="th">')
		expect(headings(th)).toEqual(expect.arrayContaining(['h1 ข้อกำหนดการใช้งาน', 'h2 บัญชีธุรกิจ', 'h2 ความเป็นส่วนตัวและข้อมูลส่วนบุคคล', 'h2 การชำระเงิน', 'h2 ติดต่อเรา']))
		expect(th).toContain('พระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562')
	})

	test('without ?lang, the browser’s languages decide, by preference', async () => {
		const thai = await get('/terms', { 'Accept-Language': 'en;q=0.5, th-TH;q=0.9' })
		expect(await thai.text()).toContain('<html lang="th">')
		expect(thai.headers.get('vary')).toContain('Accept-Language')
		expect(thai.headers.get('content-language')).toBe('th')
		expect(await (await get('/terms', { 'Accept-Language': 'fr, de;q=0.8' })).text()).toContain('<html lang="en">')
		// ?lang wins over the header.
		expect(await (await get('/terms?lang=en', { 'Accept-Language': 'th' })).text()).toContain('<html lang="en">')
	})

	test('the business sign-up page says what to prepare and the steps, with a labelled form, in both languages', async () => {
		const en = await (await get('/business/signup?lang=en')).text()
		expect(headings(en)).toEqual(['h1 Sign up your business', 'h2 What to prepare', 'h2 How it works', 'h2 Tell us about your business'])
		for (const name of ['businessName', 'contactName', 'email', 'phone', 'message']) expect(en).toMatch(new RegExp(`<label for="${name}">[^<]+</label>`))
		expect(en).toContain('action="/backoffice/business/signup?lang=en"')
		const th = await (await get('/business/signup?lang=th')).text()
		expect(headings(th)).toEqual(['h1 สมัครบัญชีธุรกิจ', 'h2 สิ่งที่ต้องเตรียม', 'h2 ขั้นตอน', 'h2 บอกเราเกี่ยวกับธุรกิจของคุณ'])
		expect(th).toContain('<label for="businessName">ชื่อธุรกิจ</label>')
	})

	test('bad input is refused with 400, explained in the reader’s language, and kept', async () => {
		const before = storedRequests().length
		const refused = await post({ ...good, contactName: '', email: 'somchai-at-example', phone: '12' }, '?lang=th')
		expect(refused.status).toBe(400)
		const page = await refused.text()
		expect(page).toContain('กรุณากรอกชื่อผู้ที่เราควรติดต่อ')
		expect(page).toContain('กรุณากรอกอีเมลให้ถูกรูปแบบ')
		expect(page).toContain('กรุณากรอกเบอร์โทรศัพท์ 9 ถึง 15 หลัก')
		expect(page).toMatch(/id="email"[^>]*aria-invalid="true"[^>]*value="somchai-at-example"/)
		expect(page).toContain('value="Baan Suan Café"')
		expect(page).toContain('>We roast coffee in Chiang Mai.</textarea>')
		expect((await post({ ...good, message: 'x'.repeat(2001) })).status).toBe(400)
		expect(storedRequests()).toHaveLength(before)
	})

	test('good input is kept as a JSON line and confirmed with a reference', async () => {
		const sent = await post(good)
		expect(sent.status).toBe(303)
		const location = new URL(sent.headers.get('location')!, site)
		expect(location.pathname).toBe('/backoffice/business/signup/sent')
		const reference = location.searchParams.get('ref')!
		expect(reference).toMatch(/^[0-9A-F]{8}$/)
		expect(storedRequests().at(-1)).toMatchObject({ ...good, reference, language: 'en', receivedAt: expect.any(String) })
		const page = await (await fetch(location)).text()
		expect(page).toContain('Thank you, we have your request')
		expect(page).toContain(reference)
	})

	test('what people type is escaped, never markup', async () => {
		const script = '<script>alert("x")</script>'
		const refused = await post({ ...good, businessName: script, contactName: `"><img src=x onerror=alert(1)>`, email: '' })
		expect(refused.status).toBe(400)
		const page = await refused.text()
		expect(page).not.toContain('<script>')
		expect(page).not.toContain('<img')
		expect(page).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"')
		expect(page).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"')
		// Kept as typed in the store (JSON), where no browser reads it as HTML.
		const sent = await post({ ...good, message: script })
		expect(sent.status).toBe(303)
		expect(storedRequests().at(-1)?.message).toBe(script)
		// A reference that is not one is not shown.
		expect(await (await get(`/business/signup/sent?lang=en&ref=${encodeURIComponent(script)}`)).text()).not.toContain('<script>')
	})

	test('a robot that fills the hidden field is thanked, and nothing is kept', async () => {
		const before = storedRequests().length
		const sent = await post({ ...good, website: 'https://spam.example' })
		expect(sent.status).toBe(303)
		expect(new URL(sent.headers.get('location')!, site).searchParams.get('ref')).toBeNull()
		expect(storedRequests()).toHaveLength(before)
	})

	test('an unknown page is a page too, not JSON', async () => {
		const missing = await get('/nothing-here?lang=th')
		expect(missing.status).toBe(404)
		expect(missing.headers.get('content-type')).toContain('text/html')
		expect(await missing.text()).toContain('ไม่พบหน้านี้')
	})
})
