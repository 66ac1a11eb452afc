import { z } from 'zod'
import { satangOfBaht } from '#app/forms/baht.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { between, blankableLine, max, paragraph, required, text } from '#app/validation/rules.ts'
import { packagePeriods, subscriptionLimits, type PackageInput } from '#contracts/subscription.ts'

// A business user's package form (/business-user/{id}/subscription/packages/new and /{packageId}), one
// schema for "Save", "Retire" and "Delete". The limits are the API's (contracts/subscription.ts), so
// what passes here is not refused there for its form.

const { minPriceSatang, maxPriceSatang } = subscriptionLimits

/** The price in baht as typed ("199", "1,250.50"), read as satang, ฿20 to ฿100,000. */
const price = text()
	.trim()
	.refine((typed) => satangOfBaht(typed) !== null, { error: encodeMessage('baht') })
	.transform((typed) => satangOfBaht(typed)!)
	.pipe(z.number().min(minPriceSatang, { error: encodeMessage('between', { min: minPriceSatang / 100, max: maxPriceSatang / 100 }) }).max(maxPriceSatang, { error: encodeMessage('baht_max', { max: maxPriceSatang / 100 }) }))

/** Benefits one a line: blank lines dropped, each line and their number within the API's limits. */
const benefits = paragraph(subscriptionLimits.benefits * (subscriptionLimits.benefit + 1))
	.optional()
	.transform((typed) => (typed ?? '').split('\n').map((line) => line.trim()).filter(Boolean))
	.refine((lines) => lines.length <= subscriptionLimits.benefits, { error: encodeMessage('lines_max', { max: subscriptionLimits.benefits }) })
	.refine((lines) => lines.every((line) => line.length <= subscriptionLimits.benefit), { error: encodeMessage('line_too_long', { max: subscriptionLimits.benefit }) })

/** Each of the business user's vouchers with how many a period gives (blank or 0: none); at most five given. */
const vouchers = z
	.array(z.object({ voucherId: z.uuid({ error: encodeMessage('default') }), quantity: between(0, subscriptionLimits.voucherQuantity).int({ error: encodeMessage('numeric') }).optional() }))
	.max(100)
	.default([])
	.transform((rows) => rows.filter((row) => (row.quantity ?? 0) > 0).map((row) => ({ voucherId: row.voucherId, quantity: row.quantity! })))
	.refine((given) => given.length <= subscriptionLimits.vouchers, { error: encodeMessage('vouchers_max', { max: subscriptionLimits.vouchers }) })

export const savePackageFormSchema = z.object({
	intent: z.literal('save'),
	name: required().pipe(max(subscriptionLimits.name)),
	price,
	period: z.enum(packagePeriods, { error: encodeMessage('default') }),
	benefits,
	tier: blankableLine(subscriptionLimits.tier),
	trialDays: between(0, subscriptionLimits.trialDays).int({ error: encodeMessage('numeric') }).optional(),
	vouchers,
})

/** "Retire" and "Delete": pressed once they ask; the second press sends `confirmed=yes`. */
export const packageActionFormSchema = z.object({ intent: z.enum(['retire', 'delete']), confirmed: z.literal('yes').optional().catch(undefined) })

export const packageFormSchema = z.discriminatedUnion('intent', [savePackageFormSchema, packageActionFormSchema])
export type PackageFormValue = z.output<typeof packageFormSchema>

/** What the API is sent for "Save". */
export const packageBody = (value: z.output<typeof savePackageFormSchema>): PackageInput => ({
	name: value.name,
	priceSatang: value.price,
	period: value.period,
	benefits: value.benefits,
	tier: value.tier ?? '',
	trialDays: value.trialDays ?? 0,
	vouchers: value.vouchers,
})
