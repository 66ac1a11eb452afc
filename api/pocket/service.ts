import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '#api/db/client.ts'
import { jsonCursor, pageOf } from '#api/db/paging.ts'
import { accountPoints, businessUsers, ledgerAccounts, ledgerEntries, ledgerTransfers, pointLots, voucherClaims, vouchers } from '#api/db/schema.ts'
import { isUuid } from '#api/db/values.ts'
import { requireBusinessUserGrant } from '#api/business-account/index.ts'
import { notFound } from '#api/http/problems.ts'
import { pocketLimits, unitScale, type MyVoucher, type Pocket, type PocketHistory, type PocketUnit, type VoucherState } from '#contracts/pocket.ts'
import { z } from 'zod'

// Newest-first lists order `desc nulls last`, as their indexes are declared: a plain `desc` (nulls first)
// cannot be read from such an index, and the planner then scans and sorts everything (scripts/bench-pocket.mjs).

// A person's pocket (docs/product.md#pocket): balances (account_points, which the ledger keeps), points
// expiring soon, the history of their points (their account's ledger entries, newest first) and the
// vouchers they got. Every read is the caller's own.

export type PocketSettings = { expireMonths: number }
export const defaultPocketSettings: PocketSettings = { expireMonths: 12 }

/** An amount of the ledger (whole smallest steps) in its unit: points as they are, tokens and experience to 4 decimals. */
export const inUnit = (amount: number, unit: PocketUnit) => (unitScale[unit] === 1 ? amount : Math.round(amount) / unitScale[unit])

/** Where a voucher a person got stands now: used once redeemed, else ready until its last day, then expired. */
export const voucherStateSql = sql<VoucherState>`case when ${voucherClaims.status} = 'redeemed' then 'used' when ${vouchers.validUntil} <= now() then 'expired' else 'ready' end`

export async function readPocket(db: Database, settings: PocketSettings, profileId: string): Promise<Pocket> {
	const [balances] = await db.select().from(accountPoints).where(eq(accountPoints.profileId, profileId))
	const soon = await db
		.select({ expiresAt: sql<string>`to_char(date_trunc('day', ${pointLots.expiresAt} at time zone 'Asia/Bangkok'), 'YYYY-MM-DD')`, points: sql<number>`sum(${pointLots.remaining})::int` })
		.from(pointLots)
		.innerJoin(ledgerAccounts, eq(ledgerAccounts.id, pointLots.accountId))
		.where(and(eq(ledgerAccounts.profileId, profileId), eq(ledgerAccounts.unit, 'points'), gt(pointLots.remaining, 0), lt(pointLots.expiresAt, sql`now() + make_interval(days => ${pocketLimits.expiringSoonDays})`)))
		.groupBy(sql`1`)
		.orderBy(sql`1`)
	return {
		points: balances?.point ?? 0,
		tokens: Number(balances?.tokenTotal ?? 0),
		experience: Math.round(Number(balances?.totalExperience ?? 0) * 10_000) / 10_000,
		expiringSoon: soon.map((row) => ({ points: Number(row.points), expiresAt: row.expiresAt })),
		expireMonths: settings.expireMonths,
		memberCode: balances?.memberCode ?? null,
	}
}

const historyCursor = jsonCursor(z.object({ id: z.number().int().positive() }))
const voucherOfClaim = alias(vouchers, 'voucher_of_claim')
const claimOfTransfer = alias(voucherClaims, 'claim_of_transfer')

/** The person's points as they moved, newest first: one page of their points account's entries. */
export async function readHistory(db: Database, profileId: string, cursor?: string): Promise<PocketHistory> {
	const after = cursor ? historyCursor.decode(cursor) : null
	const [account] = await db
		.select({ id: ledgerAccounts.id })
		.from(ledgerAccounts)
		.where(and(eq(ledgerAccounts.profileId, profileId), eq(ledgerAccounts.unit, 'points')))
	if (!account) return { entries: [], nextCursor: null }
	const rows = await db
		.select({
			id: ledgerEntries.id,
			amount: ledgerEntries.amount,
			balanceAfter: ledgerEntries.balanceAfter,
			at: ledgerEntries.createdAt,
			reason: ledgerTransfers.reason,
			businessUserId: businessUsers.id,
			businessUserName: businessUsers.name,
			businessUserImage: businessUsers.imageUrl,
			voucherTitle: voucherOfClaim.title,
		})
		.from(ledgerEntries)
		.innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
		.leftJoin(businessUsers, eq(businessUsers.id, ledgerTransfers.businessUserId))
		.leftJoin(claimOfTransfer, and(eq(ledgerTransfers.referenceType, 'voucher_claim'), eq(claimOfTransfer.id, ledgerTransfers.referenceId)))
		.leftJoin(voucherOfClaim, eq(voucherOfClaim.id, claimOfTransfer.voucherId))
		.where(and(eq(ledgerEntries.accountId, account.id), after ? lt(ledgerEntries.id, after.id) : undefined))
		.orderBy(sql`${ledgerEntries.id} desc nulls last`)
		.limit(pocketLimits.historyPage + 1)
	const { page, nextCursor } = pageOf(rows, pocketLimits.historyPage, (last) => historyCursor.encode({ id: last.id }))
	return {
		entries: page.map((row) => ({
			id: String(row.id),
			unit: 'points' as const,
			amount: row.amount,
			balanceAfter: row.balanceAfter,
			reason: row.reason,
			businessUser: row.businessUserId ? { id: row.businessUserId, name: row.businessUserName!, imageUrl: row.businessUserImage } : null,
			voucherTitle: row.voucherTitle,
			at: row.at.toISOString(),
		})),
		nextCursor,
	}
}

export const myVoucherColumns = {
	id: voucherClaims.id,
	voucherId: vouchers.id,
	businessUserId: businessUsers.id,
	businessUserName: businessUsers.name,
	businessUserImage: businessUsers.imageUrl,
	title: vouchers.title,
	description: vouchers.description,
	valueSatang: vouchers.valueSatang,
	percent: vouchers.percent,
	code: voucherClaims.code,
	state: voucherStateSql,
	validUntil: vouchers.validUntil,
	gotAt: voucherClaims.createdAt,
	usedAt: voucherClaims.redeemedAt,
}

type MyVoucherRow = {
	id: string
	voucherId: string
	businessUserId: string
	businessUserName: string
	businessUserImage: string | null
	title: string
	description: string
	valueSatang: number | null
	percent: number | null
	code: string
	state: VoucherState
	validUntil: Date
	gotAt: Date
	usedAt: Date | null
}

export function myVoucherView(row: MyVoucherRow): MyVoucher {
	return {
		id: row.id,
		voucherId: row.voucherId,
		businessUser: { id: row.businessUserId, name: row.businessUserName, imageUrl: row.businessUserImage },
		title: row.title,
		description: row.description,
		valueSatang: row.valueSatang === null ? null : Number(row.valueSatang),
		percent: row.percent,
		code: row.code,
		state: row.state,
		validUntil: row.validUntil.toISOString(),
		gotAt: row.gotAt.toISOString(),
		usedAt: row.usedAt?.toISOString() ?? null,
	}
}

function selectMyVouchers(db: Database) {
	return db.select(myVoucherColumns).from(voucherClaims).innerJoin(vouchers, eq(vouchers.id, voucherClaims.voucherId)).innerJoin(businessUsers, eq(businessUsers.id, vouchers.businessUserId)).$dynamic()
}

const myVouchersCursor = jsonCursor(z.object({ at: z.string().datetime(), id: z.uuid() }))

/** The vouchers the person got, newest first (each with its state). */
export async function listMyVouchers(db: Database, profileId: string, cursor?: string, { fromSubscriptions = false } = {}) {
	const after = cursor ? myVouchersCursor.decode(cursor) : null
	const rows = (await selectMyVouchers(db)
		.where(
			and(
				eq(voucherClaims.profileId, profileId),
				// Only those a subscription's paid period gave (/account/subscription/voucher).
				fromSubscriptions ? isNotNull(voucherClaims.subscriptionInvoiceId) : undefined,
				after ? sql`(${voucherClaims.createdAt}, ${voucherClaims.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
			),
		)
		.orderBy(sql`${voucherClaims.createdAt} desc nulls last`, sql`${voucherClaims.id} desc nulls last`)
		.limit(pocketLimits.vouchersPage + 1)) as MyVoucherRow[]
	const { page, nextCursor } = pageOf(rows, pocketLimits.vouchersPage, (last) => myVouchersCursor.encode({ at: last.gotAt.toISOString(), id: last.id }))
	return { vouchers: page.map(myVoucherView), nextCursor }
}

/** One voucher the person got; anyone else's (or an unknown id) is 404. */
export async function readMyVoucher(db: Database, profileId: string, claimId: string): Promise<MyVoucher> {
	if (!isUuid(claimId)) throw notFound('No such voucher')
	const [row] = (await selectMyVouchers(db).where(and(eq(voucherClaims.id, claimId), eq(voucherClaims.profileId, profileId)))) as MyVoucherRow[]
	if (!row) throw notFound('No such voucher')
	return myVoucherView(row)
}

/**
 * The caller's standing toward a business user's rewards (its vouchers, points rules, redemptions): its
 * owner and members with the sale grant (read to see, update to change and to redeem). A stranger is
 * told the business user does not exist (404); a member without the grant, that it is needed (403).
 */
export async function requireRewardsStaff(db: Database, profileId: string, businessUserId: string, scope: 'read' | 'update') {
	return requireBusinessUserGrant(db, profileId, businessUserId, 'sale', scope, 'Rewards')
}

