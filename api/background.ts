import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { sweepMap } from '#api/content/index.ts'
import type { Database } from '#api/db/client.ts'
import { indexOutOfDate } from '#api/search/index.ts'
import { expireDueLots } from '#api/pocket/index.ts'
import { expireUnpaidOrders } from '#api/shop/index.ts'
import { refreshTrending } from '#api/social/index.ts'
import { runRenewals, type SubscriptionPayments } from '#api/subscriptions/index.ts'

// Work each API replica does on a timer, besides answering requests. Each job is safe to run on every
// replica at once (advisory locks, or writes that only touch rows still out of date).

/**
 * Search needs a database whose character type knows Thai letters: under LC_CTYPE "C", pg_trgm silently
 * makes no trigrams of Thai (docs/decisions/0023-feed-and-search.md). Refuses to start on such a database.
 */
export async function checkThaiSearch(db: Database) {
	const { rows } = (await db.execute(sql`select cardinality(show_trgm('กาแฟ')) as n, (select datctype from pg_database where datname = current_database()) as ctype`)) as unknown as {
		rows: Array<{ n: number; ctype: string }>
	}
	const row = rows[0]
	if (!row || Number(row.n) === 0) {
		throw new Error(`The database's character type (${row?.ctype ?? 'unknown'}) does not know Thai letters, so search would miss parts of Thai words: create it with LC_CTYPE C.UTF-8 (or another UTF-8 locale)`)
	}
}

/** Starts the timers; answers a function that stops them. */
export function startBackgroundWork(db: Database, logger: Logger, payments: SubscriptionPayments = { gateway: null }) {
	const every = (ms: number, name: string, work: () => Promise<unknown>) => {
		let running = false
		const run = async () => {
			if (running) return
			running = true
			try {
				await work()
			} catch (error) {
				logger.warn({ err: error }, `${name} failed; it runs again in ${Math.round(ms / 1000)} s`)
			} finally {
				running = false
			}
		}
		void run()
		const timer = setInterval(run, ms)
		timer.unref()
		return timer
	}
	const timers = [
		// What has ended leaves the map and what has begun joins it (api/content/map.ts).
		every(60_000, 'the map sweep', () => sweepMap(db)),
		// Trending is worked out again when it is five minutes old (api/social/trending.ts).
		every(60_000, 'the trending refresh', () => refreshTrending(db)),
		// Names and texts changed outside the content writes get their search words (api/search/indexing.ts), a batch at a time.
		every(5_000, 'search indexing', async () => {
			while ((await indexOutOfDate(db)) > 0);
		}),
		// Unpaid orders past their payment time expire and give their stock back (api/shop/orders.ts); each
		// under its row lock, so replicas sweeping at once expire an order once.
		every(15_000, 'the unpaid-order sweep', async () => {
			while ((await expireUnpaidOrders(db)) > 0);
		}),
		// Points past their day leave their owners' accounts (api/pocket/ledger.ts), a batch at a time; lots are
		// taken with SKIP LOCKED, so replicas sweeping at once expire each once.
		every(60_000, 'the points expiry', async () => {
			while ((await expireDueLots(db)) > 0);
		}),
		// Subscriptions' next periods opened and charged, past due ones retried and lapsed (api/subscriptions/renewals.ts);
		// every replica runs it, and SKIP LOCKED gives each subscription and each card attempt to one of them.
		every(60_000, 'the subscription renewals', () => runRenewals(db, payments, new Date())),
	]
	return () => timers.forEach((timer) => clearInterval(timer))
}
