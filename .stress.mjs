import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--no-first-run','--disable-quic'] })
let errors = 0
for (let i = 0; i < 40; i++) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const delay = (i % 8) * 60
  page.on('pageerror', (e) => { errors++; console.log(i, delay, 'pageerror', e.message.slice(0, 80)) })
  await page.route(/sign-in-form|use-validated-form/, async (route) => { await new Promise(r => setTimeout(r, delay)); await route.continue().catch(() => {}) })
  await page.goto('http://127.0.0.1:3100/login')
  await page.getByLabel('Username').fill(`nobody${i}@robtua.test`)
  await page.getByLabel('Password', { exact: true }).fill('Wrong#2026x')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('alert').filter({ hasText: /Incorrect|attempts/ }).waitFor({ timeout: 8000 }).catch(() => console.log(i, 'no alert'))
  await context.close()
}
console.log('errors', errors)
await browser.close()
