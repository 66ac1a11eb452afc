import { areaApi } from '#app/api/product-api.server.ts'
import { defined } from '#app/api/query.ts'
import { apiPath } from '#contracts/api-paths.ts'
import { businessVoucherListSchema } from '#contracts/pocket.ts'
import { businessPackageListSchema, businessPackageSchema, subscriberListSchema, type PackageInput } from '#contracts/subscription.ts'

// The product API's calls for a business user's packages and subscribers (api/subscriptions/packages.ts,
// consent.ts). The API decides who may (the subscription grant); the pages show its answers.

export const packagesApi = areaApi((api) => ({
	packages: async (businessUserId: string) => await api.get(apiPath('/v1/business-users/{id}/packages', { id: businessUserId }), { schema: businessPackageListSchema }),
	package: async (businessUserId: string, packageId: string) =>
		await api.get(apiPath('/v1/business-users/{id}/packages/{packageId}', { id: businessUserId, packageId }), { schema: businessPackageSchema }),
	create: async (businessUserId: string, body: PackageInput) => await api.post(apiPath('/v1/business-users/{id}/packages', { id: businessUserId }), { schema: businessPackageSchema, body }),
	update: async (businessUserId: string, packageId: string, body: PackageInput) =>
		await api.put(apiPath('/v1/business-users/{id}/packages/{packageId}', { id: businessUserId, packageId }), { schema: businessPackageSchema, body }),
	retire: async (businessUserId: string, packageId: string) =>
		await api.post(apiPath('/v1/business-users/{id}/packages/{packageId}/retire', { id: businessUserId, packageId }), { schema: businessPackageSchema }),
	remove: async (businessUserId: string, packageId: string) => await api.delete(apiPath('/v1/business-users/{id}/packages/{packageId}', { id: businessUserId, packageId })),
	subscribers: async (businessUserId: string, cursor?: string) =>
		await api.get(apiPath('/v1/business-users/{id}/subscribers', { id: businessUserId }), { schema: subscriberListSchema, query: defined({ cursor }) }),
	/** The business user's vouchers a package may give (the first page: the newest). */
	vouchers: async (businessUserId: string) => await api.get(apiPath('/v1/business-users/{id}/vouchers', { id: businessUserId }), { schema: businessVoucherListSchema }),
}))
