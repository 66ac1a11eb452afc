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

/**
 * Moves what is left of lots past their day to the system's `expired` account, one transfer per lot
 * (keyed by the lot: run twice, it moves nothing twice). For one person before they spend, or for
 * everyone (the background sweep, `limit` lots at a time). Answers how many lots expired.
 */
export async function expireDueLots(db: Database, { accountId, limit = 500 }: { accountId?: string; limit?: number } = {}): Promise<number> {
	return await inTransaction(db, async (tx) => await expireLotsIn(tx, { accountId, limit }))
}

export async function expireLotsIn(tx: Tx, { accountId, limit = 500 }: { accountId?: string; limit?: number }) {
	const due = await tx
		.select({ id: pointLots.id, accountId: pointLots.accountId, remaining: pointLots.remaining, profileId: ledgerAccounts.profileId })
		.from(pointLots)
		.innerJoin(ledgerAccounts, eq(ledgerAccounts.id, pointLots.accountId))
		.where(and(gt(pointLots.remaining, 0), lte(pointLots.expiresAt, sql`now()`), accountId ? eq(pointLots.accountId, accountId) : undefined))
		.orderBy(asc(pointLots.expiresAt))
		.limit(limit)
		.for('update', { of: pointLots, skipLocked: true })
	for (const lot of due) {
		if (!lot.profileId) continue
		// The lot is emptied first, so the transfer's own lot spending finds nothing more to take from it.
		await tx.update(pointLots).set({ remaining: 0 }).where(eq(pointLots.id, lot.id))
		await transfer(tx, {
			unit: 'points',
			from: { profileId: lot.profileId },
			to: { system: 'expired' },
			amount: lot.remaining,
			reason: 'expiry',
			reference: { type: 'point_lot', id: lot.id },
			idempotencyKey: `expiry:${lot.id}`,
		})
	}
	return due.length
}
