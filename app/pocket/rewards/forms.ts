import { z } from 'zod'
import { fromLocalInput } from '#app/content/display.ts'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { bahtAsSatang, between, blankableParagraph, localMoment, max, required } from '#app/validation/rules.ts'
import { CROCKFORD, normaliseVoucherCode, pocketLimits, type NewVoucher, type RewardsInput } from '#contracts/pocket.ts'
import { voucherValueKinds } from '../rewards.ts'

// A business user's rewards forms (docs/product.md#pocket), one schema each: /business-user/{id}/sale-screen/rewards
// ("Save" the points rules and counter settings, "New code", "Offer voucher", a voucher's "End") and the Sales
// page's "Redeem a voucher" and "Undo". The limits are the API's (contracts/pocket.ts), so what passes here is
// not refused there for its form. Form-level refusals are keys of locales/{en,th}/rewards.json `errors.*`.

const DEFAULT = encodeMessage('default')

/** A whole number from `min` to `max`; blank for none. */
const wholeOrNone = (min: number, maxValue: number) => between(min, maxValue).int({ error: encodeMessage('numeric') }).optional()

// --- "Save": points for sales and the counter QR code ---

export const saveRewardsFormSchema = z
	.object({
		intent: z.literal('save'),
		bahtPerPoint: wholeOrNone(1, 100_000),
		counterPoints: wholeOrNone(1, 1000),
		counterRadiusM: wholeOrNone(10, 50_000),
		counterLatitude: between(-90, 90).optional(),
		counterLongitude: between(-180, 180).optional(),
	})
	// The counter's place is one thing: both halves or neither; a radius is measured from it.
	.refine((value) => (value.counterLatitude === undefined) === (value.counterLongitude === undefined), { error: 'placeHalf', path: [] })
	.refine((value) => value.counterRadiusM === undefined || value.counterLatitude !== undefined, { error: 'placeNeeded', path: [] })

/** What the API is sent: every rule, a blank one as none. */
export const saveRewardsBody = (value: z.output<typeof saveRewardsFormSchema>): RewardsInput => ({
	bahtPerPoint: value.bahtPerPoint ?? null,
	counterPoints: value.counterPoints ?? null,
	counterRadiusM: value.counterRadiusM ?? null,
	counterLatitude: value.counterLatitude ?? null,
	counterLongitude: value.counterLongitude ?? null,
})

/** "New code": pressed once it asks; "Yes, make a new code" sends `confirmed=yes`. */
export const renewCodeFormSchema = z.object({ intent: z.literal('renew'), confirmed: z.literal('yes').optional().catch(undefined) })

// --- "Offer voucher" ---

const MIN_SATANG = 100
const MAX_SATANG = 10_000_000

/** An amount in baht, read as satang (฿1 to ฿100,000, the API's range); blank for none. */
const voucherSatang = () =>
	bahtAsSatang()
		.pipe(
			z
				.number()
				.min(MIN_SATANG, { error: encodeMessage('between', { min: MIN_SATANG / 100, max: MAX_SATANG / 100 }) })
				.max(MAX_SATANG, { error: encodeMessage('baht_max', { max: MAX_SATANG / 100 }) }),
		)
		.optional()

/** A datetime-local value ("2026-03-02T10:00"), read in Bangkok's time, as the API takes it. */
export const bangkokMoment = () => localMoment().transform(fromLocalInput)

export const offerVoucherFormSchema = z
	.object({
		intent: z.literal('offer'),
		idempotencyKey: idempotencyKeyField,
		title: required().pipe(max(pocketLimits.title)),
		description: blankableParagraph(pocketLimits.description),
		valueKind: z.enum(voucherValueKinds, { error: encodeMessage('required') }),
		amount: voucherSatang(),
		percent: wholeOrNone(1, 100),
		pointsCost: between(0, 1_000_000).int({ error: encodeMessage('numeric') }),
		quantity: wholeOrNone(1, 1_000_000),
		perPerson: between(1, 100).int({ error: encodeMessage('numeric') }).default(1),
		validFrom: bangkokMoment(),
		validUntil: bangkokMoment(),
	})
	// The chosen kind of value needs its number; the other one is not sent.
	.superRefine((value, ctx) => {
		if (value.valueKind === 'baht' && value.amount === undefined) ctx.addIssue({ code: 'custom', message: encodeMessage('required'), path: ['amount'] })
		if (value.valueKind === 'percent' && value.percent === undefined) ctx.addIssue({ code: 'custom', message: encodeMessage('required'), path: ['percent'] })
		if (Date.parse(value.validUntil) <= Date.parse(value.validFrom)) ctx.addIssue({ code: 'custom', message: encodeMessage('ends_before_starts'), path: ['validUntil'] })
	})

/** What the API is sent for a valid voucher: one kind of value, times as ISO with Bangkok's offset. */
export const offerVoucherBody = (value: z.output<typeof offerVoucherFormSchema>): NewVoucher => ({
	title: value.title,
	description: value.description ?? '',
	valueSatang: value.valueKind === 'baht' ? (value.amount ?? null) : null,
	percent: value.valueKind === 'percent' ? (value.percent ?? null) : null,
	pointsCost: value.pointsCost,
	quantity: value.quantity ?? null,
	perPerson: value.perPerson,
	validFrom: value.validFrom,
	validUntil: value.validUntil,
})

/** A running voucher's "End". */
export const endVoucherFormSchema = z.object({ intent: z.literal('end'), voucherId: z.uuid({ error: DEFAULT }) })

export type RewardsIntent = 'save' | 'renew' | 'offer' | 'end'

/** The schema of the rewards page's form an intent names, or null for one that is none of them. */
export function rewardsFormSchemaOf(intent: unknown) {
	if (intent === 'save') return saveRewardsFormSchema
	if (intent === 'renew') return renewCodeFormSchema
	if (intent === 'offer') return offerVoucherFormSchema
	if (intent === 'end') return endVoucherFormSchema
	return null
}

// --- the Sales page: "Redeem a voucher" and "Undo" ---

/** A typed voucher code as the API stores it (spaces, dashes and case do not matter; I and L read as 1, O as 0). */
export const redeemFormSchema = z.object({
	intent: z.literal('redeem'),
	code: required()
		.transform(normaliseVoucherCode)
		.pipe(z.string().regex(new RegExp(`^[${CROCKFORD}]{${pocketLimits.voucherCode}}$`), { error: encodeMessage('regex') })),
})

export const undoRedemptionFormSchema = z.object({ intent: z.literal('undo'), redemptionId: z.uuid({ error: DEFAULT }) })

/** The schema of the Sales page's form an intent names, or null. */
export function redemptionFormSchemaOf(intent: unknown) {
	if (intent === 'redeem') return redeemFormSchema
	if (intent === 'undo') return undoRedemptionFormSchema
	return null
}
