import type { Me } from '#contracts/me.ts'
import type { Permission } from '#contracts/permissions.ts'

/**
 * The signed-in user state of docs/product.md#signed-in-state, built on the server for every page. It holds nothing secret:
 * tokens stay in the session cookie (the business-user token is sent to the API, never to the page).
 */
export type UserState = ReturnType<typeof buildUserState>

/** `is-{slug}-{scope}` flags, true where the scope map says so (docs/product.md#signed-in-state). */
export function permissionFlags(permissions: Permission[]): Record<string, boolean> {
	const flags: Record<string, boolean> = {}
	for (const { slug, scope } of permissions) {
		for (const [name, value] of Object.entries(scope)) flags[`is-${slug}-${name}`] = value === true
	}
	return flags
}

/** Total experience to 4 decimals (docs/product.md#signed-in-state, #constants-and-limits). */
export function roundExperience(value: number): number {
	return Math.round(value * 10_000) / 10_000
}

export function buildUserState(me: Me, { hasCognitoUsername }: { hasCognitoUsername: boolean }) {
	const { profile } = me
	return {
		isLogin: true as const,
		id: profile.id,
		uuid: profile.uuid,
		firstName: profile.firstName,
		lastName: profile.lastName,
		imageUrl: profile.imageUrl,
		email: profile.email,
		phoneNumber: profile.phoneNumber,
		birthday: profile.birthday,
		country: profile.country,
		province: profile.province,
		city: profile.city,
		isProfessionalAccount: profile.isProfessionalAccount,
		aboutTitle: profile.aboutTitle,
		aboutDescription: profile.aboutDescription,
		specialty: profile.specialty,
		hasCognitoUsername,
		activeDigitalMenu: 'story',
		businessAccounts: me.businessAccounts,
		businessUsers: me.businessUsers,
		/** The business users this person may act as (docs/product.md#signed-in-state myBusinessUsers). */
		myBusinessUsers: me.businessUsers,
		activeBusinessUser: me.activeBusinessUser,
		activeBusinessAccount: me.activeBusinessUser ? (me.businessAccounts.find((a) => a.id === me.activeBusinessUser?.businessAccountId) ?? null) : null,
		businessAccountPermission: me.businessAccountPermission,
		permissions: me.permissions,
		permission: me.permission,
		flags: permissionFlags(me.permissions),
		isSubscribed: me.subscription.isSubscribed,
		subscriptionEndsAt: me.subscription.currentPeriodEnd,
		/** The business users the person is subscribed to (check-unsubscription on a business user's "subscribe" page). */
		subscribedBusinessUserIds: me.subscription.businessUserIds,
		haveCreditCard: me.subscription.haveCreditCard,
		/** How many items the person's carts hold (the header's "Cart" count). */
		cartItemCount: me.cartItemCount,
		/** Unread chat messages in every inbox the person may open (the header's "Chat" count). */
		chatUnread: me.chatUnread,
		profileAccountPoint: me.accountPoint ? { ...me.accountPoint, totalExperience: roundExperience(me.accountPoint.totalExperience) } : null,
	}
}
