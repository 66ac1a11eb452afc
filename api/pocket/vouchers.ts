import { randomInt } from 'node:crypto'
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { jsonCursor, pageOf } from '#api/db/paging.ts'
import { accountPoints, businessUsers, profiles, voucherClaims, voucherRedemptions, vouchers } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { isUuid } from '#api/db/values.ts'
import { notFound, ProblemError } from '#api/http/problems.ts'
import {
	CROCKFORD,
	pocketLimits,
	type BusinessVoucher,
	type BusinessVoucherList,
	type GotVoucher,
	type NewVoucher,
	type Redemption,
	type RedemptionList,
	type VoucherOffer,
	type VoucherOfferList,
	voucherDiscount,
} from '#contracts/pocket.ts'
import { z } from 'zod'
import { accountOf, expireLotsIn, transfer } from './ledger.ts'
import { myVoucherColumns, myVoucherView, requireRewardsStaff } from './service.ts'

// Vouchers (docs/product.md#pocket): a business user offers them; a person gets one (spending its points
// in the same transaction, never more than there are, nor more vouchers than offered); the business's
// staff redeem its code once, and may undo that for two minutes.

type OfferRow = typeof vouchers.$inferSelect & { businessUserName: string; businessUserImage: string | null }

const offerColumns = { voucher: vouchers, businessUserName: businessUsers.name, businessUserImage: businessUsers.imageUrl }

function offerBase(row: OfferRow) {
	return {
		id: row.id,
		businessUser: { id: row.businessUserId, name: row.businessUserName, imageUrl: row.businessUserImage },
		title: row.title,
		description: row.description,
		valueSatang: row.valueSatang === null ? null : Number(row.valueSatang),
		percent: row.percent,
		pointsCost: row.pointsCost,
		left: row.quantity === null ? null : row.quantity - row.claimed,
		perPerson: row.perPerson,
		validFrom: row.validFrom.toISOString(),
		validUntil: row.validUntil.toISOString(),
	}
}

/** Why a person cannot get a voucher now (null: they can), from the voucher, their points and how many they got. */
function getRefusal(row: OfferRow, points: number, got: number, now: Date): VoucherOffer['get']['reason'] {
	if (row.endedAt !== null || row.validUntil <= now) return 'ended'
	if (row.validFrom > now) return 'not_yet'
	if (row.quantity !== null && row.claimed >= row.quantity) return 'sold_out'
	if (got >= row.perPerson) return 'per_person'
	if (points < row.pointsCost) return 'points'
	return null
}

const offersCursor = jsonCursor(z.object({ until: z.string().datetime(), id: z.uuid() }))

/** The vouchers on offer now and soon (not ended), ending soonest first; each says whether the caller may get it. */
export async function listOffers(db: Database, profileId: string, { businessUserId, cursor }: { businessUserId?: string; cursor?: string }): Promise<VoucherOfferList> {
	const after = cursor ? offersCursor.decode(cursor) : null
	if (businessUserId !== undefined && !isUuid(businessUserId)) return { offers: [], nextCursor: null }
	const rows = await db
		.select({ ...offerColumns, got: sql<number>`(select count(*)::int from voucher_claims c where c.voucher_id = ${vouchers.id} and c.profile_id = ${profileId})` })
		.from(vouchers)
		.innerJoin(businessUsers, and(eq(businessUsers.id, vouchers.businessUserId), isNull(businessUsers.archivedAt)))
		.where(
			and(
				isNull(vouchers.endedAt),
				gt(vouchers.validUntil, sql`now()`),
				businessUserId ? eq(vouchers.businessUserId, businessUserId) : undefined,
				after ? sql`(${vouchers.validUntil}, ${vouchers.id}) > (${after.until}::timestamptz, ${after.id}::uuid)` : undefined,
			),
		)
		.orderBy(asc(vouchers.validUntil), asc(vouchers.id))
		.limit(pocketLimits.vouchersPage + 1)
	const [balance] = await db.select({ points: accountPoints.point }).from(accountPoints).where(eq(accountPoints.profileId, profileId))
	const now = new Date()
	const { page, nextCursor } = pageOf(rows, pocketLimits.vouchersPage, (last) => offersCursor.encode({ until: last.voucher.validUntil.toISOString(), id: last.voucher.id }))
	return {
		offers: page.map(({ voucher, businessUserName, businessUserImage, got }) => {
			const row = { ...voucher, businessUserName, businessUserImage }
			const reason = getRefusal(row, balance?.points ?? 0, Number(got), now)
			return { ...offerBase(row), got: Number(got), get: { allowed: reason === null, reason } }
		}),
		nextCursor,
	}
}

/** A voucher's code: ten Crockford base-32 characters from the system's random source. */
export function newVoucherCode() {
	return Array.from({ length: pocketLimits.voucherCode }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join('')
}

const unavailable = (reason: 'per_person' | 'sold_out' | 'not_yet' | 'ended') =>
	new ProblemError(409, 'voucher_unavailable', `This voucher cannot be got now: ${reason.replace('_', ' ')}`, { voucher: [reason] })

/**
 * Gets a voucher for the caller: one more of it taken (a conditional update: never more than offered),
 * their count checked under that row's lock, its code made and its points spent, all in one transaction.
 * The same idempotency key again answers the voucher already got.
 */
export async function getVoucher(db: Database, expireMonths: number, profileId: string, voucherId: string, idempotencyKey: string): Promise<GotVoucher> {
	if (!isUuid(voucherId)) throw notFound('No such voucher')
	return await inTransaction(db, async (tx) => {
		const [already] = await tx.select({ id: voucherClaims.id }).from(voucherClaims).where(and(eq(voucherClaims.profileId, profileId), eq(voucherClaims.idempotencyKey, idempotencyKey)))
		if (already) return await gotAnswer(tx, profileId, already.id)
		const [taken] = await tx
			.update(vouchers)
			.set({ claimed: sql`${vouchers.claimed} + 1` })
			.where(
				and(
					eq(vouchers.id, voucherId),
					isNull(vouchers.endedAt),
					sql`now() >= ${vouchers.validFrom} and now() < ${vouchers.validUntil}`,
					sql`(${vouchers.quantity} is null or ${vouchers.claimed} < ${vouchers.quantity})`,
				),
			)
			.returning()
		if (!taken) throw await whyNotTaken(tx, voucherId)
		const [mine] = await tx.select({ n: count() }).from(voucherClaims).where(and(eq(voucherClaims.voucherId, voucherId), eq(voucherClaims.profileId, profileId)))
		if ((mine?.n ?? 0) >= taken.perPerson) throw unavailable('per_person')
		const [claim] = await tx.insert(voucherClaims).values({ voucherId, profileId, code: newVoucherCode(), idempotencyKey }).returning({ id: voucherClaims.id })
		if (taken.pointsCost > 0) {
			// Points past their day are not spent: they leave first.
			await expireLotsIn(tx, { accountId: await accountOf(tx, { profileId }, 'points') })
			await transfer(tx, {
				unit: 'points',
				from: { profileId },
				to: { businessUserId: taken.businessUserId },
				amount: taken.pointsCost,
				reason: 'voucher',
				reference: { type: 'voucher_claim', id: claim!.id },
				businessUserId: taken.businessUserId,
				idempotencyKey: `voucher-claim:${claim!.id}`,
				expireMonths,
			})
		}
		return await gotAnswer(tx, profileId, claim!.id)
	})
}

async function whyNotTaken(tx: Tx, voucherId: string) {
	const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, voucherId))
	if (!row) return notFound('No such voucher')
	const now = new Date()
	if (row.endedAt !== null || row.validUntil <= now) return unavailable('ended')
	if (row.validFrom > now) return unavailable('not_yet')
	return unavailable('sold_out')
}

async function gotAnswer(tx: Tx, profileId: string, claimId: string): Promise<GotVoucher> {
	const [row] = await tx
		.select(myVoucherColumns)
		.from(voucherClaims)
		.innerJoin(vouchers, eq(vouchers.id, voucherClaims.voucherId))
		.innerJoin(businessUsers, eq(businessUsers.id, vouchers.businessUserId))
		.where(eq(voucherClaims.id, claimId))
	const [balance] = await tx.select({ points: accountPoints.point }).from(accountPoints).where(eq(accountPoints.profileId, profileId))
	return { voucher: myVoucherView(row as Parameters<typeof myVoucherView>[0]), points: balance?.points ?? 0 }
}

// --- the business's side ---

const businessVouchersCursor = jsonCursor(z.object({ at: z.string().datetime(), id: z.uuid() }))

function businessVoucherView(row: OfferRow & { redeemed: number }): BusinessVoucher {
	return { ...offerBase(row), quantity: row.quantity, claimed: row.claimed, redeemed: Number(row.redeemed), ended: row.endedAt !== null || row.validUntil <= new Date() }
}

/** A business user's vouchers, newest first, with how many were got and used. */
export async function listBusinessVouchers(db: Database, profileId: string, businessUserId: string, cursor?: string): Promise<BusinessVoucherList> {
	await requireRewardsStaff(db, profileId, businessUserId, 'read')
	const after = cursor ? businessVouchersCursor.decode(cursor) : null
	const rows = await db
		.select({ ...offerColumns, redeemed: sql<number>`(select count(*)::int from voucher_claims c where c.voucher_id = ${vouchers.id} and c.status = 'redeemed')` })
		.from(vouchers)
		.innerJoin(businessUsers, eq(businessUsers.id, vouchers.businessUserId))
		.where(and(eq(vouchers.businessUserId, businessUserId), after ? sql`(${vouchers.createdAt}, ${vouchers.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
		.orderBy(sql`${vouchers.createdAt} desc nulls last`, sql`${vouchers.id} desc nulls last`)
		.limit(pocketLimits.vouchersPage + 1)
	const { page, nextCursor } = pageOf(rows, pocketLimits.vouchersPage, (last) => businessVouchersCursor.encode({ at: last.voucher.createdAt.toISOString(), id: last.voucher.id }))
	return { vouchers: page.map(({ voucher, businessUserName, businessUserImage, redeemed }) => businessVoucherView({ ...voucher, businessUserName, businessUserImage, redeemed })), nextCursor }
}

export async function createVoucher(db: Database, profileId: string, businessUserId: string, input: NewVoucher): Promise<BusinessVoucher> {
	const access = await requireRewardsStaff(db, profileId, businessUserId, 'update')
	const [made] = await db
		.insert(vouchers)
		.values({ ...input, businessUserId, validFrom: new Date(input.validFrom), validUntil: new Date(input.validUntil) })
		.returning()
	return businessVoucherView({ ...made!, businessUserName: access.businessUser.name, businessUserImage: access.businessUser.imageUrl, redeemed: 0 })
}

/** Stops offering a voucher (those already got stay usable until their day). */
export async function endVoucher(db: Database, profileId: string, businessUserId: string, voucherId: string): Promise<BusinessVoucher> {
	const access = await requireRewardsStaff(db, profileId, businessUserId, 'update')
	if (!isUuid(voucherId)) throw notFound('No such voucher')
	const [row] = await db
		.update(vouchers)
		.set({ endedAt: sql`coalesce(${vouchers.endedAt}, now())` })
		.where(and(eq(vouchers.id, voucherId), eq(vouchers.businessUserId, businessUserId)))
		.returning()
	if (!row) throw notFound('No such voucher')
	const [used] = await db.select({ n: count() }).from(voucherClaims).where(and(eq(voucherClaims.voucherId, voucherId), eq(voucherClaims.status, 'redeemed')))
	return businessVoucherView({ ...row, businessUserName: access.businessUser.name, businessUserImage: access.businessUser.imageUrl, redeemed: used?.n ?? 0 })
}

const redemptionColumns = {
	id: voucherRedemptions.id,
	code: voucherClaims.code,
	title: vouchers.title,
	valueSatang: vouchers.valueSatang,
	percent: vouchers.percent,
	firstName: profiles.firstName,
	lastName: profiles.lastName,
	at: voucherRedemptions.at,
	undoUntil: voucherRedemptions.undoUntil,
	undoneAt: voucherRedemptions.undoneAt,
	byProfileId: voucherRedemptions.byProfileId,
}

function selectRedemptions(db: Database | Tx) {
	return db
		.select(redemptionColumns)
		.from(voucherRedemptions)
		.innerJoin(voucherClaims, eq(voucherClaims.id, voucherRedemptions.claimId))
		.innerJoin(vouchers, eq(vouchers.id, voucherClaims.voucherId))
		.innerJoin(profiles, eq(profiles.id, voucherClaims.profileId))
		.$dynamic()
}

function redemptionView(row: Awaited<ReturnType<ReturnType<typeof selectRedemptions>['execute']>>[number], profileId: string): Redemption {
	return {
		id: row.id,
		code: row.code,
		title: row.title,
		valueSatang: row.valueSatang === null ? null : Number(row.valueSatang),
		percent: row.percent,
		person: { name: `${row.firstName} ${row.lastName}`.trim() },
		at: row.at.toISOString(),
		undoUntil: row.undoUntil.toISOString(),
		undone: row.undoneAt !== null,
		undoable: row.undoneAt === null && row.undoUntil > new Date() && row.byProfileId === profileId,
	}
}

/** The business user's last redemptions, newest first (the ones the caller may still undo among them). */
export async function listRedemptions(db: Database, profileId: string, businessUserId: string): Promise<RedemptionList> {
	await requireRewardsStaff(db, profileId, businessUserId, 'read')
	// `desc nulls last`, as the index is declared (api/pocket/service.ts).
	const rows = await selectRedemptions(db).where(eq(voucherRedemptions.businessUserId, businessUserId)).orderBy(sql`${voucherRedemptions.at} desc nulls last`).limit(10)
	return { redemptions: rows.map((row) => redemptionView(row, profileId)) }
}

/**
 * Staff redeem a voucher by its code: held, of this business user and not past its day. A conditional
 * update, so of two staff redeeming the same code at once one succeeds and the other is told it was used.
 */
export async function redeemVoucher(db: Database, profileId: string, businessUserId: string, code: string): Promise<Redemption> {
	await requireRewardsStaff(db, profileId, businessUserId, 'update')
	return await inTransaction(db, async (tx) => {
		const [claim] = await tx
			.update(voucherClaims)
			.set({ status: 'redeemed', redeemedAt: sql`now()`, redeemedByProfileId: profileId })
			.from(vouchers)
			.where(
				and(
					eq(voucherClaims.code, code),
					eq(vouchers.id, voucherClaims.voucherId),
					eq(vouchers.businessUserId, businessUserId),
					eq(voucherClaims.status, 'held'),
					gt(vouchers.validUntil, sql`now()`),
				),
			)
			.returning({ id: voucherClaims.id })
		if (!claim) {
			const [found] = await tx
				.select({ status: voucherClaims.status, validUntil: vouchers.validUntil })
				.from(voucherClaims)
				.innerJoin(vouchers, and(eq(vouchers.id, voucherClaims.voucherId), eq(vouchers.businessUserId, businessUserId)))
				.where(eq(voucherClaims.code, code))
			if (!found) throw notFound('No voucher of this business has this code')
			if (found.status === 'redeemed') throw new ProblemError(409, 'already_redeemed', 'This voucher was already used')
			throw new ProblemError(409, 'voucher_expired', 'This voucher is past its last day')
		}
		const [made] = await tx
			.insert(voucherRedemptions)
			.values({ claimId: claim.id, businessUserId, byProfileId: profileId, undoUntil: sql`now() + make_interval(secs => ${pocketLimits.undoSeconds})` as unknown as Date })
			.returning({ id: voucherRedemptions.id })
		const [row] = await selectRedemptions(tx).where(eq(voucherRedemptions.id, made!.id))
		return redemptionView(row!, profileId)
	})
}

/** The staff member who redeemed a voucher undoes it within two minutes: the voucher is ready to use again. */
export async function undoRedemption(db: Database, profileId: string, businessUserId: string, redemptionId: string): Promise<Redemption> {
	await requireRewardsStaff(db, profileId, businessUserId, 'update')
	if (!isUuid(redemptionId)) throw notFound('No such redemption')
	return await inTransaction(db, async (tx) => {
		const [undone] = await tx
			.update(voucherRedemptions)
			.set({ undoneAt: sql`now()`, undoneByProfileId: profileId })
			.where(
				and(
					eq(voucherRedemptions.id, redemptionId),
					eq(voucherRedemptions.businessUserId, businessUserId),
					eq(voucherRedemptions.byProfileId, profileId),
					isNull(voucherRedemptions.undoneAt),
					gt(voucherRedemptions.undoUntil, sql`now()`),
				),
			)
			.returning({ claimId: voucherRedemptions.claimId })
		if (!undone) {
			const [found] = await tx
				.select({ id: voucherRedemptions.id })
				.from(voucherRedemptions)
				.where(and(eq(voucherRedemptions.id, redemptionId), eq(voucherRedemptions.businessUserId, businessUserId)))
			if (!found) throw notFound('No such redemption')
			throw new ProblemError(409, 'undo_expired', 'Only the staff member who redeemed it may undo it, within two minutes')
		}
		await tx.update(voucherClaims).set({ status: 'held', redeemedAt: null, redeemedByProfileId: null }).where(eq(voucherClaims.id, undone.claimId))
		const [row] = await selectRedemptions(tx).where(eq(voucherRedemptions.id, redemptionId))
		return redemptionView(row!, profileId)
	})
}

// --- paying part of a shop order (docs/product.md#pocket) ---

/** The caller's vouchers of a business user ready to use, with what each takes off `subtotalSatang` (those that take nothing left out). */
export async function vouchersForOrder(db: Database | Tx, profileId: string, businessUserId: string, subtotalSatang: number) {
	const rows = await db
		.select({ id: voucherClaims.id, title: vouchers.title, valueSatang: vouchers.valueSatang, percent: vouchers.percent })
		.from(voucherClaims)
		.innerJoin(vouchers, eq(vouchers.id, voucherClaims.voucherId))
		.where(and(eq(voucherClaims.profileId, profileId), eq(voucherClaims.status, 'held'), eq(vouchers.businessUserId, businessUserId), gt(vouchers.validUntil, sql`now()`)))
		.orderBy(asc(vouchers.validUntil), asc(voucherClaims.id))
	return rows
		.map((row) => {
			const value = { valueSatang: row.valueSatang === null ? null : Number(row.valueSatang), percent: row.percent }
			return { id: row.id, title: row.title, ...value, discountSatang: voucherDiscount(subtotalSatang, value) }
		})
		.filter((row) => row.discountSatang > 0)
}

/**
 * Uses a voucher of the buyer's for an order being placed, in the placing transaction: a conditional update
 * of a held claim of theirs, of the seller, before its last day (two orders at once: one gets it), recorded
 * as redeemed by the buyer. Answers what it takes off; a voucher that cannot be used is 409 `voucher_unavailable`.
 */
export async function useVoucherForOrder(tx: Tx, { claimId, profileId, businessUserId, subtotalSatang }: { claimId: string; profileId: string; businessUserId: string; subtotalSatang: number }) {
	const [used] = await tx
		.update(voucherClaims)
		.set({ status: 'redeemed', redeemedAt: sql`now()`, redeemedByProfileId: profileId })
		.from(vouchers)
		.where(
			and(
				eq(voucherClaims.id, claimId),
				eq(voucherClaims.profileId, profileId),
				eq(voucherClaims.status, 'held'),
				eq(vouchers.id, voucherClaims.voucherId),
				eq(vouchers.businessUserId, businessUserId),
				gt(vouchers.validUntil, sql`now()`),
			),
		)
		.returning({ valueSatang: vouchers.valueSatang, percent: vouchers.percent })
	const discountSatang = used ? voucherDiscount(subtotalSatang, { valueSatang: used.valueSatang === null ? null : Number(used.valueSatang), percent: used.percent }) : 0
	if (discountSatang === 0) throw new ProblemError(409, 'voucher_unavailable', 'This voucher cannot pay for this order', { voucherId: ['unavailable'] })
	await tx.insert(voucherRedemptions).values({ claimId, businessUserId, byProfileId: profileId, undoUntil: sql`now()` as unknown as Date })
	return discountSatang
}

/** An order that paid with a voucher stops holding its stock (cancelled, expired, refunded): the voucher is ready to use again. */
export async function giveVoucherBack(tx: Tx, claimId: string) {
	const [back] = await tx
		.update(voucherClaims)
		.set({ status: 'held', redeemedAt: null, redeemedByProfileId: null })
		.where(and(eq(voucherClaims.id, claimId), eq(voucherClaims.status, 'redeemed')))
		.returning({ id: voucherClaims.id })
	if (back) await tx.update(voucherRedemptions).set({ undoneAt: sql`now()` }).where(and(eq(voucherRedemptions.claimId, claimId), isNull(voucherRedemptions.undoneAt)))
}
