import type { AppLoadContext } from '@remix-run/node'
import { areaApi, callContextOf, mainApi } from '#app/api/product-api.server.ts'
import { defined } from '#app/api/query.ts'
import { apiPath } from '#contracts/api-paths.ts'
import {
	businessVoucherListSchema,
	businessVoucherSchema,
	collectedSchema,
	gotVoucherSchema,
	myVoucherListSchema,
	myVoucherSchema,
	pocketHistorySchema,
	pocketSchema,
	pointCodeSchema,
	redemptionListSchema,
	redemptionSchema,
	rewardsSchema,
	voucherOfferListSchema,
	type Collect,
	type NewVoucher,
	type PointCode,
	type RewardsInput,
} from '#contracts/pocket.ts'

// The product API's pocket calls (api/pocket): a person's balances, history and vouchers, the vouchers on
// offer, points codes; and a business user's rewards (points rules, counter code, vouchers, redemptions).
// The API decides who may see and do what; the pages show its answers.

/** A points code as a visitor sees it: no token, the same answer for everyone. */
export async function visitorPointCode(request: Request, context: AppLoadContext, code: string): Promise<PointCode> {
	return await mainApi.withContext(callContextOf(request, context)).get(apiPath('/v1/point-codes/{code}', { code }), { schema: pointCodeSchema })
}

export const pocketApi = areaApi((api) => ({
	pocket: async () => await api.get(apiPath('/v1/me/pocket'), { schema: pocketSchema }),
	history: async (cursor?: string) => await api.get(apiPath('/v1/me/pocket/history'), { schema: pocketHistorySchema, query: defined({ cursor }) }),
	myVouchers: async (cursor?: string) => await api.get(apiPath('/v1/me/pocket/vouchers'), { schema: myVoucherListSchema, query: defined({ cursor }) }),
	myVoucher: async (id: string) => await api.get(apiPath('/v1/me/pocket/vouchers/{id}', { id }), { schema: myVoucherSchema }),
	offers: async (query: { businessUserId?: string; cursor?: string } = {}) => await api.get(apiPath('/v1/vouchers'), { schema: voucherOfferListSchema, query: defined(query) }),
	/** Gets a voucher; the form's idempotency key makes a send twice one voucher. */
	getVoucher: async (voucherId: string, idempotencyKey: string) =>
		await api.post(apiPath('/v1/vouchers/{id}/claims', { id: voucherId }), { schema: gotVoucherSchema, idempotencyKey }),
	pointCode: async (code: string) => await api.get(apiPath('/v1/point-codes/{code}', { code }), { schema: pointCodeSchema }),
	collect: async (code: string, body: Collect) => await api.post(apiPath('/v1/point-codes/{code}/collect', { code }), { schema: collectedSchema, body }),

	// A business user's rewards, for its owner and members with the sale grant.
	rewards: async (businessUserId: string) => await api.get(apiPath('/v1/business-users/{id}/rewards', { id: businessUserId }), { schema: rewardsSchema }),
	saveRewards: async (businessUserId: string, body: RewardsInput) => await api.put(apiPath('/v1/business-users/{id}/rewards', { id: businessUserId }), { schema: rewardsSchema, body }),
	renewCounterCode: async (businessUserId: string) => await api.post(apiPath('/v1/business-users/{id}/rewards/counter-code', { id: businessUserId }), { schema: rewardsSchema }),
	businessVouchers: async (businessUserId: string, cursor?: string) =>
		await api.get(apiPath('/v1/business-users/{id}/vouchers', { id: businessUserId }), { schema: businessVoucherListSchema, query: defined({ cursor }) }),
	offerVoucher: async (businessUserId: string, body: NewVoucher, idempotencyKey: string) =>
		await api.post(apiPath('/v1/business-users/{id}/vouchers', { id: businessUserId }), { schema: businessVoucherSchema, body, idempotencyKey }),
	endVoucher: async (businessUserId: string, voucherId: string) =>
		await api.post(apiPath('/v1/business-users/{id}/vouchers/{voucherId}/end', { id: businessUserId, voucherId }), { schema: businessVoucherSchema }),
	redemptions: async (businessUserId: string) => await api.get(apiPath('/v1/business-users/{id}/voucher-redemptions', { id: businessUserId }), { schema: redemptionListSchema }),
	redeem: async (businessUserId: string, code: string) =>
		await api.post(apiPath('/v1/business-users/{id}/voucher-redemptions', { id: businessUserId }), { schema: redemptionSchema, body: { code } }),
	undoRedemption: async (businessUserId: string, redemptionId: string) =>
		await api.post(apiPath('/v1/business-users/{id}/voucher-redemptions/{redemptionId}/undo', { id: businessUserId, redemptionId }), { schema: redemptionSchema }),
}))
