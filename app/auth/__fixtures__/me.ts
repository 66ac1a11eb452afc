import type { Me } from '#contracts/me.ts'

// What the API's /v1/me answers for a signed-in person, to build user states from.

export const OWNED_ACCOUNT_ID = '0b5e8f3a-6c1d-4e7b-9a2f-1d3c5e7f9a0b'
export const ADMIN_BUSINESS_USER_ID = '2c4e6a8b-0d1f-4a3c-8e5b-7d9f1a3c5e7b'
export const MEMBER_BUSINESS_USER_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b'

export function makeMe(overrides: Partial<Me> = {}): Me {
	return {
		profile: {
			id: '42',
			uuid: '5f0c2b7e-8a1d-4c3e-9b6f-2e4d6c8a0b1f',
			firstName: 'Somchai',
			lastName: 'Jaidee',
			imageUrl: null,
			email: 'somchai@example.com',
			phoneNumber: '+66812345678',
			birthday: '1990-04-13',
			country: 'TH',
			province: 'Bangkok',
			city: 'Bang Rak',
			isProfessionalAccount: false,
			aboutTitle: null,
			aboutDescription: null,
			specialty: null,
			createdAt: '2025-01-01T00:00:00.000Z',
		},
		accountPoint: { point: 120, tokenTotal: 3.5, totalExperience: 12.345678 },
		businessAccounts: [{ id: OWNED_ACCOUNT_ID, name: 'Som Tam Corner', ownerProfileUuid: '5f0c2b7e-8a1d-4c3e-9b6f-2e4d6c8a0b1f', role: 'owner', createdAt: '2025-01-02T00:00:00.000Z' }],
		businessUsers: [
			{ id: ADMIN_BUSINESS_USER_ID, businessAccountId: OWNED_ACCOUNT_ID, name: 'Front shop', description: null, imageUrl: null, isAdmin: true, permissions: [], createdAt: '2025-01-03T00:00:00.000Z' },
			{ id: MEMBER_BUSINESS_USER_ID, businessAccountId: OWNED_ACCOUNT_ID, name: 'Kitchen', description: null, imageUrl: null, isAdmin: false, permissions: [], createdAt: '2025-01-04T00:00:00.000Z' },
		],
		activeBusinessUser: null,
		businessAccountPermission: false,
		permissions: [],
		permission: {},
		subscription: { isSubscribed: false, currentPeriodEnd: null, businessUserIds: [], haveCreditCard: false },
		cartItemCount: 0,
		chatUnread: 0,
		notifications: [],
		...overrides,
	}
}
