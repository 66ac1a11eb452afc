// Lighthouse on a phone, for scripts/bench.mjs: a page's performance as Lighthouse 12's default (mobile)
// run scores it, with its simulated 4× slower CPU and slow 4G, in the machine's Chromium. Each page is
// run BENCH_LIGHTHOUSE_RUNS times (default 3) and the median run by score is kept, as Lighthouse's own
// advice on variance says.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) > 0 ? Number(process.env.BENCH_LIGHTHOUSE_RUNS) : 3

/**
 * `url` asked with `headers` (a session or language cookie) in a fresh headless Chromium per run: the
 * median run's performance score (0–100), total blocking time, largest contentful paint, layout shift,
 * and every run's score.
 */
export async function measureLighthouse(url, { headers = {}, chromePath, chromeFlags = [] }) {
	const runs = []
	// A run Lighthouse itself could not record (its trace lost the navigation, say) is run again, twice at most.
	for (let i = 0, failures = 0; i < RUNS; i++) {
		const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] })
		try {
			const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'], extraHeaders: headers })
			if (lhr.runtimeError) {
				if (++failures > 2) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
				i--
				continue
			}
			runs.push({
				score: Math.round(lhr.categories.performance.score * 100),
				tbtMs: lhr.audits['total-blocking-time'].numericValue,
				lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
				cls: lhr.audits['cumulative-layout-shift'].numericValue,
			})
		} finally {
			await chrome.kill()
		}
	}
	const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]
	return { ...median, scores: runs.map((run) => run.score) }
}
