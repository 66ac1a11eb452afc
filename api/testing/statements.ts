import type { Database } from '#api/db/client.ts'

/**
 * What `work` answers, and how many statements it sent the database: its client's queries (the embedded
 * database's, or a server pool's; a transaction's own connection is not counted). A statement is what
 * the API pays for most (docs/decisions/0034-the-cost-of-a-page.md), so a read that asks a fixed few says so.
 */
export async function statementsOf<T>(db: Database, work: () => Promise<T>): Promise<{ answer: T; statements: number }> {
	const client = db.$client as unknown as { query: (...args: unknown[]) => Promise<unknown> }
	const query = client.query
	let statements = 0
	client.query = function (this: unknown, ...args: unknown[]) {
		statements += 1
		return query.apply(this, args)
	}
	try {
		const answer = await work()
		return { answer, statements }
	} finally {
		client.query = query
	}
}
