import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { businessUsers, packages, packageVouchers, subscriptions, vouchers } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { isUuid } from '#api/db/values.ts'
import { liveBusinessUser, noSuchBusinessUser, requireBusinessUserGrant } from '#api/business-account/index.ts'
import { notFound, ProblemError } from '#api/http/problems.ts'
import { runningSubscriptionStatuses } from '#contracts/subscription-state.ts'
import type { BusinessPackage, BusinessPackageList, Package, PackageInput } from '#contracts/subscription.ts'

// A business user's packages (docs/product.md#subscriptions): made, changed, retired and deleted by its
// owner, its admins and members with the subscription grant. A package someone ever subscribed to keeps
// its price, period and trial (what they agreed to pay) and is retired, never deleted.

type PermissionScope = 'read' | 'create' | 'update' | 'delete'

/** The caller's standing toward a business user's subscriptions: a stranger 404, a member without the grant 403. */
export async function requireSubscriptionStaff(db: Database | Tx, profileId: string, businessUserId: string, scope: PermissionScope) {
	return requireBusinessUserGrant(db, profileId, businessUserId, 'subscription', scope, 'Packages and subscribers')
}

const packageInUse = () => new ProblemError(409, 'package_in_use', 'Someone subscribed to this package: its price, period and trial stay as they agreed, and it is retired rather than deleted')
const noSuchPackage = () => notFound('No such package')

type PackageRow = typeof packages.$inferSelect

/** Packages with their vouchers, in the order given. */
export async function packagesWithVouchers(db: Database | Tx, rows: PackageRow[]): Promise<Package[]> {
	const ids = rows.map((row) => row.id)
	const given = ids.length
		? await db
				.select({ packageId: packageVouchers.packageId, voucherId: packageVouchers.voucherId, title: vouchers.title, quantity: packageVouchers.quantity })
				.from(packageVouchers)
				.innerJoin(vouchers, eq(vouchers.id, packageVouchers.voucherId))
				.where(inArray(packageVouchers.packageId, ids))
				.orderBy(asc(vouchers.title))
		: []
	return rows.map((row) => ({
		id: row.id,
		businessUserId: row.businessUserId,
		name: row.name,
		priceSatang: Number(row.priceSatang),
		period: row.period,
		benefits: row.benefits,
		tier: row.tier,
		trialDays: row.trialDays,
		vouchers: given.filter((v) => v.packageId === row.id).map(({ voucherId, title, quantity }) => ({ voucherId, title, quantity })),
		active: row.active,
	}))
}

async function withUse(db: Database | Tx, list: Package[]): Promise<BusinessPackage[]> {
	const ids = list.map((p) => p.id)
	const counts = ids.length
		? await db
				.select({
					packageId: subscriptions.packageId,
					ever: sql<number>`count(*)::int`,
					running: sql<number>`(count(*) filter (where ${inArray(subscriptions.status, runningSubscriptionStatuses)}))::int`,
				})
				.from(subscriptions)
				.where(inArray(subscriptions.packageId, ids))
				.groupBy(subscriptions.packageId)
		: []
	return list.map((p) => {
		const count = counts.find((c) => c.packageId === p.id)
		return { ...p, subscribers: count?.running ?? 0, inUse: (count?.ever ?? 0) > 0 }
	})
}

export async function listPackages(db: Database, profileId: string, businessUserId: string): Promise<BusinessPackageList> {
	await requireSubscriptionStaff(db, profileId, businessUserId, 'read')
	const rows = await db.select().from(packages).where(eq(packages.businessUserId, businessUserId)).orderBy(desc(packages.active), asc(packages.priceSatang), asc(packages.id))
	return { packages: await withUse(db, await packagesWithVouchers(db, rows)) }
}

async function packageRow(db: Database | Tx, businessUserId: string, packageId: string, lock = false) {
	if (!isUuid(packageId)) throw noSuchPackage()
	const query = db.select().from(packages).where(and(eq(packages.id, packageId), eq(packages.businessUserId, businessUserId)))
	const [row] = lock ? await query.for('update') : await query
	if (!row) throw noSuchPackage()
	return row
}

async function businessPackage(db: Database | Tx, row: PackageRow) {
	const [view] = await withUse(db, await packagesWithVouchers(db, [row]))
	return view!
}

export async function readPackage(db: Database, profileId: string, businessUserId: string, packageId: string): Promise<BusinessPackage> {
	await requireSubscriptionStaff(db, profileId, businessUserId, 'read')
	return businessPackage(db, await packageRow(db, businessUserId, packageId))
}

/** The package's vouchers: each the business user's own (else a field error), replacing what it gave. */
async function putVouchers(tx: Tx, businessUserId: string, packageId: string, given: PackageInput['vouchers']) {
	const ids = given.map((v) => v.voucherId)
	if (ids.length) {
		const own = await tx.select({ id: vouchers.id }).from(vouchers).where(and(inArray(vouchers.id, ids), eq(vouchers.businessUserId, businessUserId)))
		if (own.length !== ids.length) throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { vouchers: ['Only this business user’s own vouchers'] })
	}
	await tx.delete(packageVouchers).where(eq(packageVouchers.packageId, packageId))
	if (given.length) await tx.insert(packageVouchers).values(given.map((v) => ({ packageId, voucherId: v.voucherId, quantity: v.quantity })))
}

const packageValues = (input: PackageInput) => ({
	name: input.name,
	priceSatang: input.priceSatang,
	period: input.period,
	benefits: input.benefits,
	tier: input.tier,
	trialDays: input.trialDays,
})

export async function createPackage(db: Database, profileId: string, businessUserId: string, input: PackageInput): Promise<BusinessPackage> {
	await requireSubscriptionStaff(db, profileId, businessUserId, 'create')
	return inTransaction(db, async (tx) => {
		const [row] = await tx.insert(packages).values({ businessUserId, ...packageValues(input) }).returning()
		await putVouchers(tx, businessUserId, row!.id, input.vouchers)
		return businessPackage(tx, row!)
	})
}

/** Changes a package; once someone subscribed, its price, period and trial stay (409 package_in_use). */
export async function updatePackage(db: Database, profileId: string, businessUserId: string, packageId: string, input: PackageInput): Promise<BusinessPackage> {
	await requireSubscriptionStaff(db, profileId, businessUserId, 'update')
	return inTransaction(db, async (tx) => {
		const current = await packageRow(tx, businessUserId, packageId, true)
		const fixedChanged = Number(current.priceSatang) !== input.priceSatang || current.period !== input.period || current.trialDays !== input.trialDays
		if (fixedChanged && (await everSubscribed(tx, packageId))) throw packageInUse()
		const [row] = await tx.update(packages).set(packageValues(input)).where(eq(packages.id, packageId)).returning()
		await putVouchers(tx, businessUserId, packageId, input.vouchers)
		return businessPackage(tx, row!)
	})
}

/** No longer offered; its subscriptions run on. */
export async function retirePackage(db: Database, profileId: string, businessUserId: string, packageId: string): Promise<BusinessPackage> {
	await requireSubscriptionStaff(db, profileId, businessUserId, 'update')
	await packageRow(db, businessUserId, packageId)
	const [row] = await db.update(packages).set({ active: false }).where(eq(packages.id, packageId)).returning()
	return businessPackage(db, row!)
}

/** Deletes a package nobody ever subscribed to (409 package_in_use otherwise: retire it). */
export async function deletePackage(db: Database, profileId: string, businessUserId: string, packageId: string) {
	await requireSubscriptionStaff(db, profileId, businessUserId, 'delete')
	await inTransaction(db, async (tx) => {
		await packageRow(tx, businessUserId, packageId, true)
		if (await everSubscribed(tx, packageId)) throw packageInUse()
		await tx.delete(packages).where(eq(packages.id, packageId))
	})
}

async function everSubscribed(tx: Tx, packageId: string) {
	const [row] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.packageId, packageId)).limit(1)
	return Boolean(row)
}

/** A business user that exists and is not archived: what a person may subscribe to, or a 404. */
export async function subscribableBusinessUser(db: Database | Tx, businessUserId: string) {
	if (!isUuid(businessUserId)) throw noSuchBusinessUser()
	const [row] = await db
		.select({ id: businessUsers.id, name: businessUsers.name, imageUrl: businessUsers.imageUrl })
		.from(businessUsers)
		.where(and(eq(businessUsers.id, businessUserId), liveBusinessUser))
	if (!row) throw noSuchBusinessUser()
	return row
}
