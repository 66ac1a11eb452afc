import { and, asc, eq, gt, lte, sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { ledgerAccounts, ledgerEntries, ledgerTransfers, pointLots, type LedgerReason } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { ProblemError } from '#api/http/problems.ts'
import type { PocketUnit } from '#contracts/pocket.ts'

// The ledger (docs/data-model.md §2.8, ADR 0028): points, tokens and experience move only as transfers
// between two accounts, each written as two entries (minus on one, plus on the other) with the balance
// after. A transfer happens once per idempotency key; the accounts are locked in id order, so two
// transfers touching the same two accounts cannot deadlock; a person's balance cannot go below zero
// (a conditional update, and the table's CHECK behind it). Points arrive as lots that are spent
// oldest-expiring first and expire on their day.

export type Holder = { profileId: string } | { businessUserId: string } | { system: 'opening' | 'expired' | 'adjustment' }

/** The holder's account of a unit, made the first time it is needed. A business user's may go below zero (the points it has given out). */
export async function accountOf(tx: Tx | Database, holder: Holder, unit: PocketUnit): Promise<string> {
	const where =
		'profileId' in holder
			? and(eq(ledgerAccounts.profileId, holder.profileId), eq(ledgerAccounts.unit, unit))
			: 'businessUserId' in holder
				? and(eq(ledgerAccounts.businessUserId, holder.businessUserId), eq(ledgerAccounts.unit, unit))
				: and(eq(ledgerAccounts.systemName, holder.system), eq(ledgerAccounts.unit, unit))
	const [found] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where)
	if (found) return found.id
	const values =
		'profileId' in holder
			? { unit, profileId: holder.profileId }
			: 'businessUserId' in holder
				? { unit, businessUserId: holder.businessUserId, allowNegative: true }
				: { unit, systemName: holder.system, allowNegative: holder.system !== 'expired' }
	await tx.insert(ledgerAccounts).values(values).onConflictDoNothing()
	const [made] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where)
	return made!.id
}

export type TransferInput = {
	unit: PocketUnit
	from: Holder
	to: Holder
	/** In the unit's smallest step (contracts/pocket.ts `unitScale`). */
	amount: number
	reason: LedgerReason
	reference: { type: string; id?: string | null }
	businessUserId?: string | null
	idempotencyKey: string
	/** Points earned expire this many months later (the settings' POINTS_EXPIRE_MONTHS). */
	expireMonths?: number
}

export const notEnoughPoints = () => new ProblemError(409, 'not_enough_points', 'Not enough points for this')

/**
 * One transfer, in the caller's transaction: the same idempotency key again changes nothing and answers
 * the first transfer's id (`replayed`). A debit the account cannot cover is `not_enough_points` (409).
 */
export async function transfer(tx: Tx, input: TransferInput): Promise<{ id: string; replayed: boolean }> {
	if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error(`a transfer moves a positive whole amount, not ${input.amount}`)
	const [fromId, toId] = [await accountOf(tx, input.from, input.unit), await accountOf(tx, input.to, input.unit)]
	// Locked in id order: two transfers between the same accounts wait for each other instead of deadlocking.
	await tx.execute(sql`select id from ledger_accounts where id in (${fromId}, ${toId}) order by id for update`)
	const [made] = await tx
		.insert(ledgerTransfers)
		.values({
			unit: input.unit,
			fromAccountId: fromId,
			toAccountId: toId,
			amount: input.amount,
			reason: input.reason,
			referenceType: input.reference.type,
			referenceId: input.reference.id ?? null,
			businessUserId: input.businessUserId ?? null,
			idempotencyKey: input.idempotencyKey,
		})
		.onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
		.returning({ id: ledgerTransfers.id })
	if (!made) {
		const [first] = await tx.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, input.idempotencyKey))
		return { id: first!.id, replayed: true }
	}
	const [debited] = await tx
		.update(ledgerAccounts)
		.set({ balance: sql`${ledgerAccounts.balance} - ${input.amount}` })
		.where(and(eq(ledgerAccounts.id, fromId), sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} >= ${input.amount})`))
		.returning({ balance: ledgerAccounts.balance })
	if (!debited) throw notEnoughPoints()
	const [credited] = await tx
		.update(ledgerAccounts)
		.set({ balance: sql`${ledgerAccounts.balance} + ${input.amount}` })
		.where(eq(ledgerAccounts.id, toId))
		.returning({ balance: ledgerAccounts.balance })
	await tx.insert(ledgerEntries).values([
		{ transferId: made.id, accountId: fromId, amount: -input.amount, balanceAfter: debited.balance },
		{ transferId: made.id, accountId: toId, amount: input.amount, balanceAfter: credited!.balance },
	])
	if (input.unit === 'points') {
		if ('profileId' in input.to) {
			await tx.insert(pointLots).values({
				accountId: toId,
				transferId: made.id,
				amount: input.amount,
				remaining: input.amount,
				expiresAt: sql`now() + make_interval(months => ${input.expireMonths ?? 12})` as unknown as Date,
			})
		}
		// Expiry empties its lot itself (expireLotsIn): every other debit spends lots.
		if ('profileId' in input.from && input.reason !== 'expiry') await consumeLots(tx, fromId, input.amount)
	}
	return { id: made.id, replayed: false }
}

/** Spends `amount` from the account's lots, the one expiring soonest first. */
async function consumeLots(tx: Tx, accountId: string, amount: number) {
	let left = amount
	const lots = await tx
		.select({ id: pointLots.id, remaining: pointLots.remaining })
		.from(pointLots)
		.where(and(eq(pointLots.accountId, accountId), gt(pointLots.remaining, 0)))
		.orderBy(asc(pointLots.expiresAt), asc(pointLots.id))
		.for('update')
	for (const lot of lots) {
		if (left === 0) break
		const take = Math.min(left, lot.remaining)
		await tx.update(pointLots).set({ remaining: lot.remaining - take }).where(eq(pointLots.id, lot.id))
		left -= take
	}
	// The balance covered it, so the lots do too; a shortfall means the two disagree, which must not pass silently.
	if (left > 0) throw new Error(`point lots of ${accountId} hold ${amount - left} of the ${amount} spent`)
}

/** The lots past their day, soonest first: of one account, or of everyone's. */
async function dueLots(db: Database | Tx, { accountId, limit }: { accountId?: string; limit: number }) {
	return await db
		.select({ id: pointLots.id, accountId: pointLots.accountId, profileId: ledgerAccounts.profileId })
		.from(pointLots)
		.innerJoin(ledgerAccounts, eq(ledgerAccounts.id, pointLots.accountId))
		.where(and(gt(pointLots.remaining, 0), lte(pointLots.expiresAt, sql`now()`), accountId ? eq(pointLots.accountId, accountId) : undefined))
		.orderBy(asc(pointLots.expiresAt))
		.limit(limit)
}

/**
 * Moves what is left of one lot past its day to the system's `expired` account (keyed by the lot: twice,
 * it moves nothing twice). The person's account is locked before the lot, as every spend locks them, so an
 * expiry and a spend of the same points wait for each other instead of deadlocking.
 */
async function expireLot(tx: Tx, lot: { id: string; accountId: string; profileId: string | null }) {
	if (!lot.profileId) return
	await tx.execute(sql`select id from ledger_accounts where id = ${lot.accountId} for update`)
	const [open] = await tx
		.select({ remaining: pointLots.remaining })
		.from(pointLots)
		.where(and(eq(pointLots.id, lot.id), gt(pointLots.remaining, 0), lte(pointLots.expiresAt, sql`now()`)))
		.for('update')
	if (!open) return
	// The lot is emptied first, so the transfer's own lot spending finds nothing more to take from it.
	await tx.update(pointLots).set({ remaining: 0 }).where(eq(pointLots.id, lot.id))
	await transfer(tx, {
		unit: 'points',
		from: { profileId: lot.profileId },
		to: { system: 'expired' },
		amount: open.remaining,
		reason: 'expiry',
		reference: { type: 'point_lot', id: lot.id },
		idempotencyKey: `expiry:${lot.id}`,
	})
}

/**
 * The background sweep: everyone's lots past their day, `limit` at a time, each in a transaction of its
 * own (one never holds the `expired` account while it waits for a person's). Answers how many were due.
 */
export async function expireDueLots(db: Database, { limit = 500 }: { limit?: number } = {}): Promise<number> {
	const due = await dueLots(db, { limit })
	for (const lot of due) await inTransaction(db, async (tx) => await expireLot(tx, lot))
	return due.length
}

/** Before a person spends, in the spend's transaction: their own lots past their day leave first. */
export async function expireLotsIn(tx: Tx, { accountId }: { accountId: string }) {
	for (const lot of await dueLots(tx, { accountId, limit: 1000 })) await expireLot(tx, lot)
}
