import { and, eq, gt, inArray, lt, max, sql, type Placeholder } from 'drizzle-orm'
import type { AccessTokenClaims } from '#api/auth/access-token.ts'
import { accessFromJson, accessListQuery, accountsFromJson, accountsListQuery, toBusinessUser } from '#api/business-account/index.ts'
import type { Database } from '#api/db/client.ts'
import { preparedRead } from '#api/db/prepared.ts'
import { chatUnreadTotal, ownUnreadQuery } from '#api/chat/index.ts'
import { cartItemCountQuery } from '#api/shop/index.ts'
import { toNotifications, unseenQuery } from '#api/notifications/index.ts'
import { accountPoints, profiles, revokedSignIns, savedCards, subscriptions } from '#api/db/schema.ts'
import type { Caller } from '#api/http/env.ts'
import { accountPointColumns, toAccountPoint, toProfile, type ProfileRow } from '#api/profile/index.ts'
import type { Me } from '#contracts/me.ts'
import { permissionScopes, permissionSlugs, toPermissionList } from '#contracts/permissions.ts'
import { countingSubscriptionStatuses } from '#contracts/subscription-state.ts'

/**
 * The signed-in state in one statement: the account point, the saved card, the cart's items, the person's
 * own unread messages, their subscriptions, unseen notifications, business accounts and business users,
 * each the query its area owns, as a subquery of the person's row. Every signed-in page asks for the state,
 * and a statement is what the API pays for most (docs/decisions/0034-the-cost-of-a-page.md): these were
 * eight.
 */
const signedInState = preparedRead((db) => {
	const profileId = sql.placeholder('profileId')
	return db
		.select({
			accountPoint: accountPointColumns,
			savedCardId: sql<string | null>`${db.select({ cardId: savedCards.cardId }).from(savedCards).where(eq(savedCards.profileId, profileId))}`,
			cartItems: sql<number>`${cartItemCountQuery(db, profileId)}`,
			ownUnread: sql<number>`${ownUnreadQuery(db, profileId)}`,
			subscribedUntil: sql`${db.select({ until: max(subscriptions.accessUntil) }).from(subscriptions).where(subscribed(profileId))}`.mapWith(subscriptions.accessUntil),
			subscribedTo: sql<string[]>`array(${db.selectDistinct({ id: sql`${subscriptions.businessUserId}::text` }).from(subscriptions).where(subscribed(profileId))})`,
			notifications: sql`${unseenQuery(db, profileId)}`.mapWith(toNotifications),
			businessAccounts: sql`${accountsListQuery(db, profileId)}`,
			businessUserAccess: sql`${accessListQuery(db, profileId)}`,
		})
		.from(profiles)
		.leftJoin(accountPoints, eq(accountPoints.profileId, profiles.id))
		.where(eq(profiles.id, profileId))
		.prepare('signed_in_state')
})

/** The signed-in user state's server half (docs/product.md#signed-in-state), in one round trip for the web. */
export async function buildMe(db: Database, caller: Caller): Promise<Me> {
	const { profile, activeBusinessUser } = caller
	const [state] = await signedInState(db).execute({ profileId: profile.id })
	const { accountPoint, cartItems, ownUnread, savedCardId, subscribedUntil, subscribedTo, notifications, businessAccounts, businessUserAccess } = state!
	const access = accessFromJson(businessUserAccess, profile.id)
	// The business users listed here are also those whose chats count as unread.
	const chatUnread = await chatUnreadTotal(db, profile.id, access, ownUnread)
	const grants = activeBusinessUser?.grants ?? {}
	const permission = Object.fromEntries(
		permissionSlugs.flatMap((slug) => permissionScopes.map((scope) => [`${slug}-${scope}`, grants[slug]?.[scope] === true])),
	)
	return {
		profile: toProfile(profile),
		accountPoint: toAccountPoint(accountPoint),
		businessAccounts: accountsFromJson(businessAccounts, profile.id),
		businessUsers: access.map(toBusinessUser),
		activeBusinessUser: activeBusinessUser ? toBusinessUser(activeBusinessUser) : null,
		businessAccountPermission: activeBusinessUser?.isAdmin ?? false,
		permissions: toPermissionList(grants),
		permission,
		subscription: { isSubscribed: subscribedUntil !== null, currentPeriodEnd: subscribedUntil?.toISOString() ?? null, businessUserIds: subscribedTo, haveCreditCard: Boolean(savedCardId) },
		cartItemCount: cartItems,
		chatUnread,
		notifications,
	}
}

// Signing out is recorded here, in the database every API replica reads, so a copy of a signed-out
// browser's cookie or access token stops working at once (docs/architecture.md#sessions-and-tokens). The identity service revokes the
// refresh tokens itself; its access tokens stay valid until they expire, which is what this closes.

/**
 * How long after authenticating a sign-in's tokens may still be alive: the identity service's refresh
 * token validity (Cognito's default is 30 days). A revocation older than this protects nothing.
 */
export const SIGN_IN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

/** "Sign out": this sign-in's tokens (this one and every one its refresh token made or will make) end now. */
export async function signOut(db: Database, profileId: string, claims: Pick<AccessTokenClaims, 'signInId' | 'authTime'>) {
	const expiresAt = new Date(claims.authTime * 1000 + SIGN_IN_LIFETIME_MS)
	await db.insert(revokedSignIns).values({ originJti: claims.signInId, profileId, expiresAt }).onConflictDoNothing()
	// Housekeeping on the way: revocations whose tokens have all expired.
	await db.delete(revokedSignIns).where(lt(revokedSignIns.expiresAt, new Date()))
}

/** "Sign out everywhere": every sign-in made before now ends, on every browser and device. */
export async function signOutEverywhere(db: Database, profileId: string) {
	await db.update(profiles).set({ signedOutEverywhereAt: sql`now()` }).where(eq(profiles.id, profileId))
}

/** Whether this token's sign-in was ended by "Sign out", or by "Sign out everywhere" after it began. */
export async function isSignedOut(db: Database, profile: ProfileRow, claims: Pick<AccessTokenClaims, 'signInId' | 'authTime'>): Promise<boolean> {
	return signedOutEverywhere(profile, claims) || isRevoked(db, claims.signInId)
}

/** Whether "Sign out everywhere" came after this sign-in began (the person's row says when). */
export function signedOutEverywhere(profile: ProfileRow, claims: Pick<AccessTokenClaims, 'authTime'>) {
	// auth_time has whole seconds: a sign-in in the very second of "everywhere" counts as before it, since
	// it may have been made on another device just before. Only a sign-in a second later stands (a person
	// signing in again is never that quick).
	return Boolean(profile.signedOutEverywhereAt && claims.authTime <= Math.floor(profile.signedOutEverywhereAt.getTime() / 1000))
}

/** Whether this sign-in was ended by "Sign out". */
export async function isRevoked(db: Database, signInId: string) {
	const [revoked] = await db.select({ originJti: revokedSignIns.originJti }).from(revokedSignIns).where(eq(revokedSignIns.originJti, signInId)).limit(1)
	return Boolean(revoked)
}

/**
 * Whether a subscription counts for the person (the check-subscription and check-unsubscription guards):
 * trialing, active or past due, and its access not ended (a past due one keeps it through its grace period
 * while its payment is retried; an ended one never counts). The clock is the database's.
 */
const subscribed = (profileId: Placeholder) =>
	and(eq(subscriptions.subscriberProfileId, profileId), inArray(subscriptions.status, countingSubscriptionStatuses), gt(subscriptions.accessUntil, sql`now()`))
