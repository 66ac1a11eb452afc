import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { packageBody, packageFormSchema, savePackageFormSchema } from './forms.ts'

// The package form as people fill it in: baht as typed, benefits one a line, vouchers with how many each period.

const form = (fields: Record<string, string>) => {
	const data = new FormData()
	for (const [name, value] of Object.entries({ intent: 'save', name: 'Gold club', price: '199', period: 'month', ...fields })) data.set(name, value)
	return parseWithZod(data, { schema: packageFormSchema })
}
const voucherA = '6f1c1a52-3a9e-4c55-9d8e-0f6a8e2b1c11'
const voucherB = '7a2d2b63-4b0f-4d66-8e9f-1a7b9f3c2d22'

describe('package form', () => {
	test('reads baht, benefit lines and the vouchers given into the API’s body', () => {
		const submission = form({
			price: '1,250.50',
			benefits: 'A free coffee a week\r\n\r\n  10% off food  \n',
			tier: ' Gold ',
			trialDays: '14',
			'vouchers[0].voucherId': voucherA,
			'vouchers[0].quantity': '2',
			'vouchers[1].voucherId': voucherB,
			'vouchers[1].quantity': '0',
		})
		expect(submission.status).toBe('success')
		if (submission.status !== 'success' || submission.value.intent !== 'save') return
		expect(packageBody(submission.value)).toEqual({
			name: 'Gold club',
			priceSatang: 125050,
			period: 'month',
			benefits: ['A free coffee a week', '10% off food'],
			tier: 'Gold',
			trialDays: 14,
			vouchers: [{ voucherId: voucherA, quantity: 2 }],
		})
	})

	test('blank tier, trial and vouchers are none', () => {
		const submission = form({ period: 'year' })
		expect(submission.status === 'success' && submission.value.intent === 'save' && packageBody(submission.value)).toEqual({ name: 'Gold club', priceSatang: 19900, period: 'year', benefits: [], tier: '', trialDays: 0, vouchers: [] })
	})

	test('refuses what the API would: a price under ฿20 or not baht, too many benefits, a long line, more than 90 free days, six vouchers', () => {
		const errorsOf = (fields: Record<string, string>) => {
			const submission = form(fields)
			return submission.status === 'success' ? null : submission.reply().error
		}
		expect(errorsOf({ price: '19.99' })).toEqual({ price: ['between|min=20&max=100000'] })
		expect(errorsOf({ price: '12,34' })).toEqual({ price: ['baht'] })
		expect(errorsOf({ price: '100001' })).toEqual({ price: ['baht_max|max=100000'] })
		expect(errorsOf({ benefits: Array.from({ length: 11 }, (_, i) => `Benefit ${i}`).join('\n') })).toEqual({ benefits: ['lines_max|max=10'] })
		expect(errorsOf({ benefits: 'x'.repeat(161) })).toEqual({ benefits: ['line_too_long|max=160'] })
		expect(errorsOf({ trialDays: '91' })).toEqual({ trialDays: ['between|min=0&max=90'] })
		const six = Object.fromEntries(
			Array.from({ length: 6 }, (_, i) => [
				[`vouchers[${i}].voucherId`, `6f1c1a52-3a9e-4c55-9d8e-0f6a8e2b1c1${i}`],
				[`vouchers[${i}].quantity`, '1'],
			]).flat(),
		)
		expect(errorsOf(six)).toEqual({ vouchers: ['vouchers_max|max=5'] })
		expect(errorsOf({ name: '' })).toEqual({ name: ['required'] })
	})

	test('"Retire" and "Delete" carry only their confirmation', () => {
		const data = new FormData()
		data.set('intent', 'retire')
		data.set('confirmed', 'yes')
		expect(parseWithZod(data, { schema: packageFormSchema }).status).toBe('success')
		expect(savePackageFormSchema.safeParse({ intent: 'retire' }).success).toBe(false)
	})
})
