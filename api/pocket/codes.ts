import { randomInt } from 'node:crypto'
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { accountPoints, businessUserRewards, businessUsers, pointCodes, pointCollections, purchaseOrders } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { findBusinessUserAccess } from '#api/business-account/index.ts'
import { forbidden, notFound, ProblemError } from '#api/http/problems.ts'
import { kilometresBetween } from '#contracts/content/distance.ts'
import { CROCKFORD, type Collect, type Collected, type PointCode, type Rewards, type RewardsInput } from '#contracts/pocket.ts'
import { transfer } from './ledger.ts'
import { requireRewardsStaff } from './service.ts'

// Points codes (docs/product.md#pocket): a business user's counter QR code, collected at most once a day
// per person (optionally only near its counter), and a counter sale receipt's one-time code. Collecting
// moves points from the business user's account to the person's, keyed by the collection, so it happens once.

/** Counter codes start with C, a receipt's with R; sixteen random Crockford characters follow. */
const randomCode = (prefix: 'C' | 'R') => prefix + Array.from({ length: 16 }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join('')

/** The start of today in Bangkok: a counter code's day. */
const todayInBangkok = sql`(date_trunc('day', now() at time zone 'Asia/Bangkok') at time zone 'Asia/Bangkok')`
const bangkokDay = sql<string>`to_char(now() at time zone 'Asia/Bangkok', 'YYYY-MM-DD')`

/** A business user's rules, made with a counter code the first time they are read. */
async function rewardsRow(db: Database, businessUserId: string) {
	await db.insert(businessUserRewards).values({ businessUserId, counterCode: randomCode('C') }).onConflictDoNothing()
	const [row] = await db.select().from(businessUserRewards).where(eq(businessUserRewards.businessUserId, businessUserId))
	return row!
}

async function rewardsView(db: Database, row: typeof businessUserRewards.$inferSelect): Promise<Rewards> {
	const [today] = await db
		.select({ n: count() })
		.from(pointCollections)
		.where(and(eq(pointCollections.businessUserId, row.businessUserId), gte(pointCollections.createdAt, todayInBangkok)))
	return {
		bahtPerPoint: row.bahtPerPoint,
		counterPoints: row.counterPoints,
		counterRadiusM: row.counterRadiusM,
		counterLatitude: row.counterLocation?.y ?? null,
		counterLongitude: row.counterLocation?.x ?? null,
		counterCode: row.counterCode,
		collectedToday: today?.n ?? 0,
	}
}

export async function readRewards(db: Database, profileId: string, businessUserId: string): Promise<Rewards> {
	await requireRewardsStaff(db, profileId, businessUserId, 'read')
	return await rewardsView(db, await rewardsRow(db, businessUserId))
}

export async function saveRewards(db: Database, profileId: string, businessUserId: string, input: RewardsInput): Promise<Rewards> {
	await requireRewardsStaff(db, profileId, businessUserId, 'update')
	await rewardsRow(db, businessUserId)
	const location = input.counterLatitude === null || input.counterLongitude === null ? null : { x: input.counterLongitude, y: input.counterLatitude }
	const [row] = await db
		.update(businessUserRewards)
		.set({ bahtPerPoint: input.bahtPerPoint, counterPoints: input.counterPoints, counterRadiusM: input.counterRadiusM, counterLocation: location, updatedAt: sql`now()` })
		.where(eq(businessUserRewards.businessUserId, businessUserId))
		.returning()
	return await rewardsView(db, row!)
}

/** A new counter code: the printed ones stop working. */
export async function renewCounterCode(db: Database, profileId: string, businessUserId: string): Promise<Rewards> {
	await requireRewardsStaff(db, profileId, businessUserId, 'update')
	await rewardsRow(db, businessUserId)
	const [row] = await db.update(businessUserRewards).set({ counterCode: randomCode('C'), updatedAt: sql`now()` }).where(eq(businessUserRewards.businessUserId, businessUserId)).returning()
	return await rewardsView(db, row!)
}

type Found =
	| { kind: 'counter'; rewards: typeof businessUserRewards.$inferSelect; businessUser: { id: string; name: string; imageUrl: string | null } }
	| { kind: 'receipt'; code: typeof pointCodes.$inferSelect; businessUser: { id: string; name: string; imageUrl: string | null } }

const businessUserColumns = { id: businessUsers.id, name: businessUsers.name, imageUrl: businessUsers.imageUrl }

async function findCode(db: Database, code: string): Promise<Found> {
	const typed = code.trim().toUpperCase()
	if (/^C[0-9A-Z]{16}$/.test(typed)) {
		const [row] = await db
			.select({ rewards: businessUserRewards, businessUser: businessUserColumns })
			.from(businessUserRewards)
			.innerJoin(businessUsers, and(eq(businessUsers.id, businessUserRewards.businessUserId), isNull(businessUsers.archivedAt)))
			.where(eq(businessUserRewards.counterCode, typed))
		if (row) return { kind: 'counter', ...row }
	}
	if (/^R[0-9A-Z]{16}$/.test(typed)) {
		const [row] = await db
			.select({ code: pointCodes, businessUser: businessUserColumns })
			.from(pointCodes)
			.innerJoin(businessUsers, and(eq(businessUsers.id, pointCodes.businessUserId), isNull(businessUsers.archivedAt)))
			.where(eq(pointCodes.code, typed))
		if (row) return { kind: 'receipt', ...row }
	}
	throw notFound('No such points code')
}

const onceKeyOf = (found: Found, profileId: string | null) =>
	found.kind === 'receipt' ? sql<string>`${'code:' + found.code.id}` : sql<string>`${'counter:' + found.businessUser.id + ':' + (profileId ?? '') + ':'} || ${bangkokDay}`

/** What a code gives and whether the caller (or, for a visitor, anyone) may still collect it. */
export async function readPointCode(db: Database, profileId: string | null, code: string): Promise<PointCode> {
	const found = await findCode(db, code)
	const [collected] = await db
		.select({ n: count() })
		.from(pointCollections)
		.where(sql`${pointCollections.onceKey} = ${onceKeyOf(found, profileId)}`)
	const taken = (collected?.n ?? 0) > 0 && (found.kind === 'receipt' || profileId !== null)
	if (found.kind === 'receipt') {
		const expired = found.code.expiresAt <= new Date()
		return { kind: 'receipt', businessUser: found.businessUser, points: found.code.points, state: taken ? 'collected' : expired ? 'expired' : 'ready', needsLocation: false, expiresAt: found.code.expiresAt.toISOString() }
	}
	const { counterPoints, counterRadiusM } = found.rewards
	return {
		kind: 'counter',
		businessUser: found.businessUser,
		points: counterPoints ?? 0,
		state: counterPoints === null ? 'off' : taken ? 'collected_today' : 'ready',
		needsLocation: counterRadiusM !== null,
		expiresAt: null,
	}
}

/**
 * Collects a code's points for the caller, once (a receipt's) or once a day (a counter's, near its
 * counter when it has a radius). A business user's own staff do not collect its points.
 */
export async function collectPoints(db: Database, expireMonths: number, profileId: string, code: string, where: Collect): Promise<Collected> {
	const found = await findCode(db, code)
	if (await findBusinessUserAccess(db, profileId, found.businessUser.id)) throw forbidden('Staff do not collect their own business’s points')
	let points: number
	let experience = 0
	if (found.kind === 'receipt') {
		if (found.code.expiresAt <= new Date()) throw new ProblemError(409, 'code_expired', 'This points code has expired')
		points = found.code.points
		experience = found.code.experience
	} else {
		const { counterPoints, counterRadiusM, counterLocation } = found.rewards
		if (counterPoints === null) throw new ProblemError(409, 'code_expired', 'This business gives no points with its counter code now')
		if (counterRadiusM !== null && counterLocation) {
			if (where.latitude === null || where.longitude === null) throw new ProblemError(400, 'location_needed', 'Collecting here needs your location')
			const metres = kilometresBetween({ lat: where.latitude, lng: where.longitude }, { lat: counterLocation.y, lng: counterLocation.x }) * 1000
			if (metres > counterRadiusM) throw new ProblemError(403, 'too_far', `Collect within ${counterRadiusM} m of the business`)
		}
		points = counterPoints
	}
	return await inTransaction(db, async (tx) => {
		const [collection] = await tx
			.insert(pointCollections)
			.values({ onceKey: onceKeyOf(found, profileId) as unknown as string, businessUserId: found.businessUser.id, profileId, pointCodeId: found.kind === 'receipt' ? found.code.id : null, points })
			.onConflictDoNothing({ target: pointCollections.onceKey })
			.returning({ id: pointCollections.id })
		if (!collection) throw new ProblemError(409, 'already_collected', found.kind === 'receipt' ? 'This code was already collected' : 'Collected here today already: come back tomorrow')
		const common = { from: { businessUserId: found.businessUser.id }, to: { profileId }, reference: { type: 'point_collection', id: collection.id }, businessUserId: found.businessUser.id, expireMonths } as const
		const reason = found.kind === 'receipt' ? 'sale' : 'counter'
		await transfer(tx, { ...common, unit: 'points', amount: points, reason, idempotencyKey: `collect:${collection.id}` })
		if (experience > 0) await transfer(tx, { ...common, unit: 'experience', amount: experience, reason, idempotencyKey: `collect-experience:${collection.id}` })
		const [balance] = await tx.select({ points: accountPoints.point }).from(accountPoints).where(eq(accountPoints.profileId, profileId))
		return { points, balance: balance?.points ?? 0 }
	})
}

/** How long a receipt's points code can be collected. */
export const RECEIPT_CODE_DAYS = 30

/** What a sale gives at the business user's earning rule: a point for every `bahtPerPoint` baht, and one experience for every ฿100 (in ten-thousandths, so the total in satang). */
export const pointsForSale = (totalSatang: number, bahtPerPoint: number | null) => ({
	points: bahtPerPoint ? Math.floor(totalSatang / 100 / bahtPerPoint) : 0,
	experience: totalSatang,
})

/**
 * A counter sale's points, in its paying transaction: to the customer it names at once, or onto a one-time
 * code its receipt shows (collected within RECEIPT_CODE_DAYS). Keyed by the order, so it happens once;
 * nothing when the business user gives no points for it.
 */
export async function givePointsForSale(tx: Tx, purchaseOrderId: string, expireMonths: number) {
	const [order] = await tx
		.select({ businessUserId: purchaseOrders.businessUserId, buyerProfileId: purchaseOrders.buyerProfileId, totalSatang: purchaseOrders.totalSatang, bahtPerPoint: businessUserRewards.bahtPerPoint })
		.from(purchaseOrders)
		.leftJoin(businessUserRewards, eq(businessUserRewards.businessUserId, purchaseOrders.businessUserId))
		.where(eq(purchaseOrders.id, purchaseOrderId))
	if (!order) return
	const { points, experience } = pointsForSale(Number(order.totalSatang), order.bahtPerPoint)
	if (points <= 0) return
	if (order.buyerProfileId) {
		const common = { from: { businessUserId: order.businessUserId }, to: { profileId: order.buyerProfileId }, reference: { type: 'purchase_order', id: purchaseOrderId }, businessUserId: order.businessUserId, expireMonths, reason: 'sale' } as const
		await transfer(tx, { ...common, unit: 'points', amount: points, idempotencyKey: `sale:${purchaseOrderId}` })
		if (experience > 0) await transfer(tx, { ...common, unit: 'experience', amount: experience, idempotencyKey: `sale-experience:${purchaseOrderId}` })
		return
	}
	await tx
		.insert(pointCodes)
		.values({ code: randomCode('R'), businessUserId: order.businessUserId, purchaseOrderId, points, experience, expiresAt: sql`now() + make_interval(days => ${RECEIPT_CODE_DAYS})` as unknown as Date })
		.onConflictDoNothing({ target: pointCodes.purchaseOrderId })
}
