import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { consentEvents, memberships, packages, profiles, subscriptions } from '#api/db/schema.ts'
import type { Tx } from '#api/db/transaction.ts'
import { jsonCursor, pageOf } from '#api/db/paging.ts'
import { notFound } from '#api/http/problems.ts'
import { phoneForDisplay } from '#contracts/thai-phone.ts'
import { DATA_EXCHANGE_PURPOSE, subscriptionLimits, tierOf, type Consent, type ConsentInput, type DataScope, type Subscriber, type SubscriberList } from '#contracts/subscription.ts'
import { z } from 'zod'
import { requireSubscriptionStaff, subscribableBusinessUser } from './packages.ts'

// Data exchange (PDPA; docs/product.md#data-exchange): what a person lets a business user receive, kept
// as events never changed — granted, changed, withdrawn, or declined — the latest of which holds now. A
// business user reads its subscribers only through `listSubscribers`, which shows what holds now.

type ConsentRow = typeof consentEvents.$inferSelect

const consentView = (row: ConsentRow): Consent => ({
	action: row.action,
	scopes: row.scopes as DataScope[],
	noticeVersion: row.noticeVersion,
	occurredAt: row.occurredAt.toISOString(),
})

/** The person's latest consent event about a business user (the one that holds), or null when never asked. */
async function latestConsentEvent(db: Database | Tx, profileId: string, businessUserId: string) {
	const [row] = await db
		.select()
		.from(consentEvents)
		.where(and(eq(consentEvents.profileId, profileId), eq(consentEvents.businessUserId, businessUserId)))
		.orderBy(desc(consentEvents.occurredAt), desc(consentEvents.id))
		.limit(1)
	return row ?? null
}

/** The person's latest decision about a business user, or null when never asked. */
export async function currentConsent(db: Database | Tx, profileId: string, businessUserId: string): Promise<Consent | null> {
	const row = await latestConsentEvent(db, profileId, businessUserId)
	return row ? consentView(row) : null
}

/** The latest decisions of one person about many business users. */
export async function currentConsents(db: Database | Tx, profileId: string, businessUserIds: string[]): Promise<Map<string, Consent>> {
	if (!businessUserIds.length) return new Map()
	const rows = await db
		.selectDistinctOn([consentEvents.businessUserId])
		.from(consentEvents)
		.where(and(eq(consentEvents.profileId, profileId), inArray(consentEvents.businessUserId, businessUserIds)))
		.orderBy(consentEvents.businessUserId, desc(consentEvents.occurredAt), desc(consentEvents.id))
	return new Map(rows.map((row) => [row.businessUserId, consentView(row)]))
}

/**
 * The person's answer to the data-exchange question: "Allow" with what they ticked (granted the first
 * time, changed after), or "Don't allow" (declined; shares nothing). Allowing nothing is declining.
 */
export async function decideConsent(db: Database, profileId: string, businessUserId: string, input: ConsentInput, requestId: string | null): Promise<Consent> {
	await subscribableBusinessUser(db, businessUserId)
	const scopes = input.decision === 'allow' ? [...new Set(input.scopes)] : []
	const before = await currentConsent(db, profileId, businessUserId)
	const action = scopes.length === 0 ? 'declined' : before && before.scopes.length > 0 ? 'changed' : 'granted'
	const [row] = await db
		.insert(consentEvents)
		.values({ profileId, businessUserId, action, scopes, purpose: DATA_EXCHANGE_PURPOSE, noticeVersion: input.noticeVersion, language: input.language, requestId })
		.returning()
	return consentView(row!)
}

/** "Stop sharing": from now the business user receives nothing. Nothing shared already: the decision as it is. */
export async function withdrawConsent(db: Database, profileId: string, businessUserId: string, requestId: string | null): Promise<Consent> {
	await subscribableBusinessUser(db, businessUserId)
	const before = await latestConsentEvent(db, profileId, businessUserId)
	if (!before) throw notFound('Nothing is shared with this business user')
	if (before.scopes.length === 0) return consentView(before)
	const [row] = await db
		.insert(consentEvents)
		.values({ profileId, businessUserId, action: 'withdrawn', scopes: [], purpose: before.purpose, noticeVersion: before.noticeVersion, language: before.language, requestId })
		.returning()
	return consentView(row!)
}

const subscribersCursor = jsonCursor(z.object({ at: z.string().datetime(), id: z.uuid() }))

/**
 * A business user's subscribers, newest first, each with only what they share now (their latest consent
 * event's scopes): a withdrawn or declined one shows no personal data at all.
 */
export async function listSubscribers(db: Database, profileId: string, businessUserId: string, cursor?: string): Promise<SubscriberList> {
	await requireSubscriptionStaff(db, profileId, businessUserId, 'read')
	const after = cursor ? subscribersCursor.decode(cursor) : null
	const shared = sql<string[] | null>`(select ${consentEvents.scopes} from ${consentEvents} where ${consentEvents.profileId} = ${subscriptions.subscriberProfileId} and ${consentEvents.businessUserId} = ${subscriptions.businessUserId} order by ${consentEvents.occurredAt} desc, ${consentEvents.id} desc limit 1)`
	const rows = await db
		.select({
			id: subscriptions.id,
			createdAt: subscriptions.createdAt,
			status: subscriptions.status,
			accessUntil: subscriptions.accessUntil,
			packageName: packages.name,
			tier: packages.tier,
			memberNumber: memberships.number,
			scopes: shared,
			firstName: profiles.firstName,
			lastName: profiles.lastName,
			email: profiles.email,
			phone: profiles.phoneNumber,
			birthday: profiles.birthday,
		})
		.from(subscriptions)
		.innerJoin(packages, eq(packages.id, subscriptions.packageId))
		.innerJoin(profiles, eq(profiles.id, subscriptions.subscriberProfileId))
		.leftJoin(memberships, and(eq(memberships.profileId, subscriptions.subscriberProfileId), eq(memberships.businessUserId, subscriptions.businessUserId)))
		.where(
			and(
				eq(subscriptions.businessUserId, businessUserId),
				after ? sql`(${subscriptions.createdAt}, ${subscriptions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
			),
		)
		.orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
		.limit(subscriptionLimits.subscribersPage + 1)
	const { page, nextCursor } = pageOf(rows, subscriptionLimits.subscribersPage, (last) => subscribersCursor.encode({ at: last.createdAt.toISOString(), id: last.id }))
	return {
		subscribers: page.map((row): Subscriber => {
			const scopes = new Set(row.scopes ?? [])
			const name = `${row.firstName} ${row.lastName}`.trim()
			return {
				subscriptionId: row.id,
				memberNumber: row.memberNumber === null ? null : memberNumberText(row.memberNumber),
				packageName: row.packageName,
				tier: tierOf({ tier: row.tier, name: row.packageName }),
				status: row.status,
				since: row.createdAt.toISOString(),
				accessUntil: row.accessUntil.toISOString(),
				shared: {
					...(scopes.has('name') && name ? { name } : {}),
					...(scopes.has('email') && row.email ? { email: row.email } : {}),
					...(scopes.has('phone') && row.phone ? { phone: phoneForDisplay(row.phone) } : {}),
					...(scopes.has('birthday') && row.birthday ? { birthday: row.birthday } : {}),
				},
			}
		}),
		nextCursor,
	}
}

/** A member number as printed on the card: six digits at least. */
export const memberNumberText = (number: number) => String(number).padStart(6, '0')
