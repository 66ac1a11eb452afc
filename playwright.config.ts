import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`

// Debian's chromium where Playwright cannot download its own browser; Playwright's otherwise.
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
const launchOptions = {
	executablePath: chromiumPath,
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--no-first-run',
		'--disable-quic',
	],
}

export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: true,
	forbidOnly: Boolean(process.env.CI),
	retries: process.env.CI ? 1 : 0,
	workers: 2,
	reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
	timeout: 30_000,
	expect: { timeout: 7_000 },
	use: { baseURL, trace: 'retain-on-failure', launchOptions },
	projects: [
		{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions } },
		{ name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
		{ name: 'no-js', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions } },
	],
	// The production build, as users get it (npm test builds it first). E2E_BASE_URL points at a
	// running stack instead (docker-compose QA), and then no server is started here.
	webServer: process.env.E2E_BASE_URL
		? undefined
		: {
				command: 'node server-build/index.js',
				url: `${baseURL}/healthz`,
				reuseExistingServer: !process.env.CI,
				timeout: 60_000,
				env: {
					NODE_ENV: 'production',
					PORT: String(port),
					HOST: '127.0.0.1',
					SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
					LOG_LEVEL: 'warn',
				},
			},
})
