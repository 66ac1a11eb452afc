import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const apiPort = Number(process.env.E2E_API_PORT ?? 4100)
const identityPort = Number(process.env.E2E_IDENTITY_PORT ?? 9329)
const paymentsPort = Number(process.env.E2E_PAYMENTS_PORT ?? 9340)
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`

// Debian's Chromium where Playwright cannot download its own browser, Playwright's otherwise. Its headless
// shell first, as Playwright itself uses: the whole browser composites and draws every page it opens,
// which on two cores took a quarter of the suite's time (README, "The tests' time").
const debianChromium = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path))
const chromiumPath = process.env.CHROMIUM_PATH || debianChromium
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
	// Two cores run the stack and two browsers: a test that signs up, signs in and fills several forms
	// needs more than 30 s when the whole suite runs.
	timeout: 45_000,
	expect: { timeout: 7_000 },
	// A trace records every step's page and pictures, which costs the browser as much as the test: CI
	// records one when a test fails once and is tried again.
	use: { baseURL, trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure', launchOptions },
	projects: [
		// The demo people sign in once per run (tests/e2e/sessions.ts).
		{ name: 'sessions', testMatch: /sessions\.setup\.ts$/ },
		{ name: 'desktop', dependencies: ['sessions'], use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions } },
		// A phone runs what differs on a phone (the header's menu, narrow layouts, the forms people use there):
		// the tests tagged @phone. Without JavaScript, everything but what is the same without it (a redirect,
		// a page that only reads): the tests tagged @same-without-js stay on the desktop project.
		{ name: 'mobile', dependencies: ['sessions'], grep: /@phone/, use: { ...devices['Pixel 7'], launchOptions } },
		{ name: 'no-js', dependencies: ['sessions'], grepInvert: /@same-without-js/, use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions } },
	],
	// The whole stack (identity and payment stand-ins, API, web) from the production build, as users get it
	// (npm test builds it first), with fresh data. E2E_BASE_URL points at a running stack instead
	// (docker-compose QA), and then nothing is started here.
	webServer: process.env.E2E_BASE_URL
		? undefined
		: {
				command: 'node scripts/e2e-stack.mjs',
				url: `${baseURL}/readyz`,
				reuseExistingServer: !process.env.CI,
				timeout: 120_000,
				stdout: 'ignore',
				stderr: 'pipe',
				env: {
					PORT: String(port),
					API_PORT: String(apiPort),
					IDENTITY_PORT: String(identityPort),
					PAYMENT_STAND_IN_PORT: String(paymentsPort),
					APP_URL: `http://127.0.0.1:${port}`,
					LOG_LEVEL: 'warn',
				},
			},
})
