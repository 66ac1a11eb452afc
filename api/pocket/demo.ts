import { eq } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { businessUserRewards, vouchers } from '#api/db/schema.ts'
import { inTransaction } from '#api/db/transaction.ts'
import { unitScale } from '#contracts/pocket.ts'
import { transfer } from './ledger.ts'

// The demo's pocket (README "Demo accounts"): demo.user's points, tokens and experience as opening
// balances on the ledger, and the demo shop's rules and vouchers. Seeding again changes nothing (the
// transfers are keyed, the rows looked for first).

export async function seedDemoPocket(db: Database, { profileId, businessUserId }: { profileId: string; businessUserId: string }) {
	await inTransaction(db, async (tx) => {
		const opening = { points: 1250, tokens: 35.5, experience: 742.1235 } as const
		for (const unit of ['points', 'tokens', 'experience'] as const) {
			await transfer(tx, {
				unit,
				from: { system: 'opening' },
				to: { profileId },
				amount: Math.round(opening[unit] * unitScale[unit]),
				reason: 'opening',
				reference: { type: 'demo' },
				idempotencyKey: `demo-opening:${profileId}:${unit}`,
			})
		}
	})
	await db
		.insert(businessUserRewards)
		.values({ businessUserId, bahtPerPoint: 25, counterPoints: 10, counterCode: 'CDEM0SH0PC0VNTER0' })
		.onConflictDoNothing()
	const [offered] = await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.businessUserId, businessUserId)).limit(1)
	if (offered) return
	const now = Date.now()
	const day = 86_400_000
	await db.insert(vouchers).values([
		{ businessUserId, title: 'Free cold brew', description: 'Any size, once.', valueSatang: 9500, pointsCost: 300, quantity: 200, validFrom: new Date(now - day), validUntil: new Date(now + 90 * day) },
		{ businessUserId, title: '10% off beans', description: 'On any bag of beans.', percent: 10, pointsCost: 0, perPerson: 2, validFrom: new Date(now - day), validUntil: new Date(now + 30 * day) },
	])
}
