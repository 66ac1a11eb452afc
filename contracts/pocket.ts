import { z } from 'zod'
import { moment } from './dates.ts'
import { paragraph, requiredLine } from './text.ts'

// My pocket (docs/product.md#pocket, docs/data-model.md §2.8, ADR 0028): points, tokens and experience
// on a double-entry ledger; vouchers a business user offers, got for points and redeemed by its staff;
// points codes collected from a counter sale's receipt or a business's counter QR code.

export const pocketUnits = ['points', 'tokens', 'experience'] as const
export type PocketUnit = (typeof pocketUnits)[number]

/** The ledger keeps whole numbers of each unit's smallest step: a point; a ten-thousandth of a token or of experience (4 decimals). */
export const unitScale: Record<PocketUnit, number> = { points: 1, tokens: 10_000, experience: 10_000 }

export const pocketLimits = {
	title: 120,
	description: 1000,
	historyPage: 30,
	vouchersPage: 30,
	/** A voucher's code: ten Crockford base-32 letters and digits (no I, L, O or U), easy to type. */
	voucherCode: 10,
	/** How long staff may undo a redemption. */
	undoSeconds: 120,
	/** Points that expire within this many days are "expiring soon". */
	expiringSoonDays: 60,
} as const

/** What a voucher leaves to pay of an order: at least the payment gateway's smallest charge (฿20). */
export const VOUCHER_LEAVES_SATANG = 2000

/**
 * How much a voucher takes off an order of `subtotalSatang` (docs/product.md#pocket): its amount, or its
 * percentage rounded down to the satang, never leaving less than ฿20 to pay. Zero: it cannot be used here.
 */
export function voucherDiscount(subtotalSatang: number, voucher: { valueSatang: number | null; percent: number | null }) {
	const off = voucher.valueSatang ?? Math.floor((subtotalSatang * (voucher.percent ?? 0)) / 100)
	return Math.max(0, Math.min(off, subtotalSatang - VOUCHER_LEAVES_SATANG))
}

/** Crockford's base 32: digits and capitals without I, L, O and U, so a code read aloud or typed is not mistaken. */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A typed voucher code as stored: capitals, I and L read as 1, O as 0, spaces and dashes dropped. */
export const normaliseVoucherCode = (typed: string) =>
	typed
		.toUpperCase()
		.replace(/[\s-]/g, '')
		.replace(/[IL]/g, '1')
		.replace(/O/g, '0')

export const voucherCodeSchema = z
	.string()
	.transform(normaliseVoucherCode)
	.pipe(z.string().regex(new RegExp(`^[${CROCKFORD}]{${pocketLimits.voucherCode}}$`), { error: 'Ten letters and digits' }))
	.describe('Ten letters and digits, as on the voucher (spaces, dashes and case do not matter)')

const businessUserRef = z.object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable() })

export const pocketSchema = z
	.object({
		points: z.number().int(),
		tokens: z.number().describe('To 4 decimals'),
		experience: z.number().describe('To 4 decimals'),
		expiringSoon: z.array(z.object({ points: z.number().int(), expiresAt: z.string() })).describe(`Points that expire within ${pocketLimits.expiringSoonDays} days, soonest first`),
		expireMonths: z.number().int().describe('Points expire this many months after they are earned, oldest first'),
		memberCode: z.string().nullable().describe('What staff type or scan at a counter sale to give the person its points at once (contracts/shop/counter.ts); null without an account-point record'),
	})
	.meta({ id: 'Pocket' })
export type Pocket = z.infer<typeof pocketSchema>

export const ledgerReasonNames = ['sale', 'counter', 'voucher', 'voucher_returned', 'expiry', 'opening', 'adjustment'] as const
export type LedgerReasonName = (typeof ledgerReasonNames)[number]

export const pocketEntrySchema = z
	.object({
		id: z.string(),
		unit: z.enum(pocketUnits),
		amount: z.number().describe('Plus earned, minus spent or expired, in the unit (to 4 decimals for tokens and experience)'),
		balanceAfter: z.number(),
		reason: z.enum(ledgerReasonNames),
		businessUser: businessUserRef.nullable().describe('Who it was with'),
		voucherTitle: z.string().nullable().describe('For a voucher got or given back'),
		at: z.string(),
	})
	.meta({ id: 'PocketEntry' })
export type PocketEntry = z.infer<typeof pocketEntrySchema>

export const pocketHistorySchema = z.object({ entries: z.array(pocketEntrySchema), nextCursor: z.string().nullable() }).meta({ id: 'PocketHistory' })
export type PocketHistory = z.infer<typeof pocketHistorySchema>

const voucherValueSchema = z
	.object({ valueSatang: z.number().int().nullable(), percent: z.number().int().nullable() })
	.describe('Exactly one: an amount off in satang, or a percentage off')

export const voucherOfferSchema = z
	.object({
		id: z.string(),
		businessUser: businessUserRef,
		title: z.string(),
		description: z.string(),
		...voucherValueSchema.shape,
		pointsCost: z.number().int().describe('0: free'),
		left: z.number().int().nullable().describe('How many can still be got; null: no limit'),
		perPerson: z.number().int(),
		validFrom: z.string(),
		validUntil: z.string(),
		got: z.number().int().describe('How many of it the caller has got'),
		get: z
			.object({ allowed: z.boolean(), reason: z.enum(['points', 'per_person', 'sold_out', 'not_yet', 'ended']).nullable() })
			.describe('Whether the caller may get one now, and if not, why'),
	})
	.meta({ id: 'VoucherOffer' })
export type VoucherOffer = z.infer<typeof voucherOfferSchema>

export const voucherOfferListSchema = z.object({ offers: z.array(voucherOfferSchema), nextCursor: z.string().nullable() }).meta({ id: 'VoucherOfferList' })
export type VoucherOfferList = z.infer<typeof voucherOfferListSchema>

export const voucherStates = ['ready', 'used', 'expired'] as const
export type VoucherState = (typeof voucherStates)[number]

export const myVoucherSchema = z
	.object({
		id: z.string(),
		voucherId: z.string(),
		businessUser: businessUserRef,
		title: z.string(),
		description: z.string(),
		...voucherValueSchema.shape,
		code: z.string().describe('Shown to staff, who type or scan it'),
		state: z.enum(voucherStates),
		validUntil: z.string(),
		gotAt: z.string(),
		usedAt: z.string().nullable(),
	})
	.meta({ id: 'MyVoucher' })
export type MyVoucher = z.infer<typeof myVoucherSchema>

export const myVoucherListSchema = z.object({ vouchers: z.array(myVoucherSchema), nextCursor: z.string().nullable() }).meta({ id: 'MyVoucherList' })
export type MyVoucherList = z.infer<typeof myVoucherListSchema>

export const gotVoucherSchema = z.object({ voucher: myVoucherSchema, points: z.number().int().describe('The caller’s points after') }).meta({ id: 'GotVoucher' })
export type GotVoucher = z.infer<typeof gotVoucherSchema>

/** A business user's voucher as its staff manage it. */
export const businessVoucherSchema = voucherOfferSchema
	.omit({ got: true, get: true })
	.extend({ quantity: z.number().int().nullable(), claimed: z.number().int(), redeemed: z.number().int(), ended: z.boolean() })
	.meta({ id: 'BusinessVoucher' })
export type BusinessVoucher = z.infer<typeof businessVoucherSchema>

export const businessVoucherListSchema = z.object({ vouchers: z.array(businessVoucherSchema), nextCursor: z.string().nullable() }).meta({ id: 'BusinessVoucherList' })
export type BusinessVoucherList = z.infer<typeof businessVoucherListSchema>

const isoMoment = moment().describe('ISO 8601 with its offset')

export const newVoucherSchema = z
	.object({
		title: requiredLine(pocketLimits.title),
		description: paragraph(pocketLimits.description).default(''),
		valueSatang: z.number().int().min(100).max(10_000_000).nullable().default(null).describe('An amount off, ฿1 to ฿100,000'),
		percent: z.number().int().min(1).max(100).nullable().default(null).describe('Or a percentage off'),
		pointsCost: z.number().int().min(0).max(1_000_000),
		quantity: z.number().int().min(1).max(1_000_000).nullable().default(null).describe('How many may be got in all; null: no limit'),
		perPerson: z.number().int().min(1).max(100).default(1),
		validFrom: isoMoment,
		validUntil: isoMoment,
	})
	.refine((value) => (value.valueSatang === null) !== (value.percent === null), { path: ['valueSatang'], message: 'Give an amount or a percentage, not both' })
	.refine((value) => Date.parse(value.validUntil) > Date.parse(value.validFrom), { path: ['validUntil'], message: 'After it starts' })
	.meta({ id: 'NewVoucher' })
export type NewVoucher = z.infer<typeof newVoucherSchema>

export const rewardsSchema = z
	.object({
		bahtPerPoint: z.number().int().nullable().describe('One point for every this many baht of a counter sale; null gives none'),
		counterPoints: z.number().int().nullable().describe('What the counter QR code gives, once a day per person; null: no counter code'),
		counterRadiusM: z.number().int().nullable().describe('How near the business (metres) a person must be to collect; null: anywhere'),
		counterLatitude: z.number().nullable().describe('Where the counter is: the radius’s centre'),
		counterLongitude: z.number().nullable(),
		counterCode: z.string().describe('The counter QR code’s code, for /qr-code-receive?code='),
		collectedToday: z.number().int().describe('Points collections at this business today (Bangkok)'),
	})
	.meta({ id: 'Rewards' })
export type Rewards = z.infer<typeof rewardsSchema>

export const rewardsInputSchema = z
	.object({
		bahtPerPoint: z.number().int().min(1).max(100_000).nullable(),
		counterPoints: z.number().int().min(1).max(1000).nullable(),
		counterRadiusM: z.number().int().min(10).max(50_000).nullable(),
		counterLatitude: z.number().min(-90).max(90).nullable().default(null),
		counterLongitude: z.number().min(-180).max(180).nullable().default(null),
	})
	.refine((value) => (value.counterLatitude === null) === (value.counterLongitude === null), { path: ['counterLatitude'], message: 'Both or neither' })
	.refine((value) => value.counterRadiusM === null || value.counterLatitude !== null, { path: ['counterRadiusM'], message: 'A radius needs the counter’s place' })
	.meta({ id: 'RewardsInput' })
export type RewardsInput = z.infer<typeof rewardsInputSchema>

export const pointCodeStates = ['ready', 'collected', 'collected_today', 'expired', 'off'] as const
export type PointCodeState = (typeof pointCodeStates)[number]

export const pointCodeSchema = z
	.object({
		kind: z.enum(['receipt', 'counter']),
		businessUser: businessUserRef,
		points: z.number().int(),
		state: z.enum(pointCodeStates).describe('For a visitor, `ready` while it may still be collected by someone'),
		needsLocation: z.boolean().describe('Collecting asks where the person is (a counter code with a radius)'),
		expiresAt: z.string().nullable(),
	})
	.meta({ id: 'PointCode' })
export type PointCode = z.infer<typeof pointCodeSchema>

export const collectSchema = z
	.object({
		latitude: z.number().min(-90).max(90).nullable().default(null),
		longitude: z.number().min(-180).max(180).nullable().default(null),
	})
	.refine((value) => (value.latitude === null) === (value.longitude === null), { path: ['latitude'], message: 'Both or neither' })
	.meta({ id: 'Collect' })
export type Collect = z.infer<typeof collectSchema>

export const collectedSchema = z.object({ points: z.number().int().describe('Points added'), balance: z.number().int() }).meta({ id: 'Collected' })
export type Collected = z.infer<typeof collectedSchema>

export const redeemSchema = z.object({ code: voucherCodeSchema }).meta({ id: 'Redeem' })

export const redemptionSchema = z
	.object({
		id: z.string(),
		code: z.string(),
		title: z.string(),
		...voucherValueSchema.shape,
		person: z.object({ name: z.string() }),
		at: z.string(),
		undoUntil: z.string(),
		undone: z.boolean(),
		undoable: z.boolean().describe('The caller may still undo it'),
	})
	.meta({ id: 'Redemption' })
export type Redemption = z.infer<typeof redemptionSchema>

export const redemptionListSchema = z.object({ redemptions: z.array(redemptionSchema) }).meta({ id: 'RedemptionList' })
export type RedemptionList = z.infer<typeof redemptionListSchema>

