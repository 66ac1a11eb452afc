import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { newVoucherSchema, rewardsInputSchema } from '#contracts/pocket.ts'
import {
	offerVoucherBody,
	offerVoucherFormSchema,
	redeemFormSchema,
	redemptionFormSchemaOf,
	renewCodeFormSchema,
	rewardsFormSchemaOf,
	saveRewardsBody,
	saveRewardsFormSchema,
	undoRedemptionFormSchema,
} from './forms.ts'

// The rewards forms as a browser sends them (every value a string, an empty field empty), read by conform as
// the actions read them; messages are encoded keys (app/validation/message.ts); bodies pass the API's schemas.

function parse<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string>) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.append(name, value)
	return parseWithZod(form, { schema })
}

const errorsOf = (submission: { reply: () => { error?: Record<string, string[] | null> | null } }) => submission.reply().error ?? {}

describe('"Save": points for sales and the counter QR code', () => {
	test('blank fields are none; numbers are whole numbers in the API’s ranges', () => {
		const blank = parse(saveRewardsFormSchema, { intent: 'save', bahtPerPoint: '', counterPoints: '', counterRadiusM: '', counterLatitude: '', counterLongitude: '' })
		expect(blank.status).toBe('success')
		if (blank.status !== 'success') return
		expect(saveRewardsBody(blank.value)).toEqual({ bahtPerPoint: null, counterPoints: null, counterRadiusM: null, counterLatitude: null, counterLongitude: null })

		const full = parse(saveRewardsFormSchema, { intent: 'save', bahtPerPoint: '25', counterPoints: '40', counterRadiusM: '200', counterLatitude: '13.7563', counterLongitude: '100.5018' })
		expect(full.status).toBe('success')
		if (full.status !== 'success') return
		const body = saveRewardsBody(full.value)
		expect(body).toEqual({ bahtPerPoint: 25, counterPoints: 40, counterRadiusM: 200, counterLatitude: 13.7563, counterLongitude: 100.5018 })
		expect(rewardsInputSchema.safeParse(body).success).toBe(true)
	})

	test('out of range, not whole, not a number: the field says so, and what was typed comes back', () => {
		const submission = parse(saveRewardsFormSchema, { intent: 'save', bahtPerPoint: '0', counterPoints: '2.5', counterRadiusM: 'near' })
		expect(errorsOf(submission)).toEqual({ bahtPerPoint: ['between|min=1&max=100000'], counterPoints: ['numeric'], counterRadiusM: ['numeric'] })
		expect(submission.reply().initialValue).toMatchObject({ bahtPerPoint: '0', counterPoints: '2.5', counterRadiusM: 'near' })
	})

	test('the place needs both halves, and a radius needs the place', () => {
		expect(errorsOf(parse(saveRewardsFormSchema, { intent: 'save', counterLatitude: '13.7' }))).toEqual({ '': ['placeHalf'] })
		expect(errorsOf(parse(saveRewardsFormSchema, { intent: 'save', counterRadiusM: '100' }))).toEqual({ '': ['placeNeeded'] })
	})
})

describe('"New code"', () => {
	test('asks first; the confirmation says yes', () => {
		expect(renewCodeFormSchema.parse({ intent: 'renew' })).toEqual({ intent: 'renew' })
		expect(renewCodeFormSchema.parse({ intent: 'renew', confirmed: 'yes' })).toEqual({ intent: 'renew', confirmed: 'yes' })
		expect(renewCodeFormSchema.parse({ intent: 'renew', confirmed: 'maybe' })).toEqual({ intent: 'renew' })
	})
})

describe('"Offer voucher"', () => {
	const base = { intent: 'offer', title: ' Free latte ', description: '', pointsCost: '30', quantity: '', perPerson: '', validFrom: '2026-03-02T10:00', validUntil: '2026-04-01T21:30' }

	test('a percentage, Bangkok times as ISO with their offset, blank quantity none, one per person', () => {
		const submission = parse(offerVoucherFormSchema, { ...base, valueKind: 'percent', percent: '100', amount: '' })
		expect(submission.status).toBe('success')
		if (submission.status !== 'success') return
		const body = offerVoucherBody(submission.value)
		expect(body).toEqual({
			title: 'Free latte',
			description: '',
			valueSatang: null,
			percent: 100,
			pointsCost: 30,
			quantity: null,
			perPerson: 1,
			validFrom: '2026-03-02T10:00:00+07:00',
			validUntil: '2026-04-01T21:30:00+07:00',
		})
		expect(Date.parse(body.validFrom)).toBe(Date.UTC(2026, 2, 2, 3, 0))
		expect(newVoucherSchema.safeParse(body).success).toBe(true)
	})

	test('an amount in baht is sent in satang; the percentage typed beside it is not sent', () => {
		const submission = parse(offerVoucherFormSchema, { ...base, valueKind: 'baht', amount: '1,250.50', percent: '10', pointsCost: '0' })
		expect(submission.status).toBe('success')
		if (submission.status !== 'success') return
		const body = offerVoucherBody(submission.value)
		expect(body).toMatchObject({ valueSatang: 125_050, percent: null, pointsCost: 0 })
		expect(newVoucherSchema.safeParse(body).success).toBe(true)
	})

	test('the value is one of the two, and the chosen one needs its number', () => {
		expect(errorsOf(parse(offerVoucherFormSchema, { ...base }))).toEqual({ valueKind: ['required'] })
		expect(errorsOf(parse(offerVoucherFormSchema, { ...base, valueKind: 'coupon' }))).toEqual({ valueKind: ['required'] })
		expect(errorsOf(parse(offerVoucherFormSchema, { ...base, valueKind: 'baht', percent: '10' }))).toEqual({ amount: ['required'] })
		expect(errorsOf(parse(offerVoucherFormSchema, { ...base, valueKind: 'percent', amount: '50' }))).toEqual({ percent: ['required'] })
		expect(errorsOf(parse(offerVoucherFormSchema, { ...base, valueKind: 'baht', amount: '0.50' }))).toEqual({ amount: ['between|min=1&max=100000'] })
		expect(errorsOf(parse(offerVoucherFormSchema, { ...base, valueKind: 'baht', amount: '12.345' }))).toEqual({ amount: ['baht'] })
		expect(errorsOf(parse(offerVoucherFormSchema, { ...base, valueKind: 'percent', percent: '101' }))).toEqual({ percent: ['between|min=1&max=100'] })
	})

	test('a title, points (0 is free) and times are needed; the end comes after the start', () => {
		expect(errorsOf(parse(offerVoucherFormSchema, { intent: 'offer', valueKind: 'percent', percent: '5' }))).toEqual({
			title: ['required'],
			pointsCost: ['required'],
			validFrom: ['required'],
			validUntil: ['required'],
		})
		expect(errorsOf(parse(offerVoucherFormSchema, { ...base, valueKind: 'percent', percent: '5', validUntil: '2026-03-02T10:00' }))).toEqual({ validUntil: ['ends_before_starts'] })
		expect(errorsOf(parse(offerVoucherFormSchema, { ...base, valueKind: 'percent', percent: '5', validFrom: '2026-02-30T10:00' }))).toEqual({ validFrom: ['datetime'] })
	})

	test('a spoilt idempotency key is dropped, never a field error', () => {
		const submission = parse(offerVoucherFormSchema, { ...base, valueKind: 'percent', percent: '5', idempotencyKey: 'no' })
		expect(submission.status).toBe('success')
	})
})

describe('"Redeem a voucher" and "Undo"', () => {
	test('a code typed any way is read as stored', () => {
		const submission = parse(redeemFormSchema, { intent: 'redeem', code: ' abcd-efgh io ' })
		expect(submission.status).toBe('success')
		if (submission.status !== 'success') return
		expect(submission.value.code).toBe('ABCDEFGH10')
	})

	test('a code of the wrong length or letters is the field’s error, the typed code kept', () => {
		const submission = parse(redeemFormSchema, { intent: 'redeem', code: 'ABC' })
		expect(errorsOf(submission)).toEqual({ code: ['regex'] })
		expect(submission.reply().initialValue).toMatchObject({ code: 'ABC' })
		expect(errorsOf(parse(redeemFormSchema, { intent: 'redeem', code: '' }))).toEqual({ code: ['required'] })
		expect(errorsOf(parse(redeemFormSchema, { intent: 'redeem', code: 'ABCDEFGHU1' }))).toEqual({ code: ['regex'] })
	})

	test('"Undo" names a redemption', () => {
		expect(undoRedemptionFormSchema.safeParse({ intent: 'undo', redemptionId: 'x' }).success).toBe(false)
		expect(undoRedemptionFormSchema.safeParse({ intent: 'undo', redemptionId: '1c7a4c1e-0000-4000-8000-000000000001' }).success).toBe(true)
	})

	test('each intent has its form; anything else has none', () => {
		expect(redemptionFormSchemaOf('redeem')).toBe(redeemFormSchema)
		expect(redemptionFormSchemaOf('undo')).toBe(undoRedemptionFormSchema)
		expect(redemptionFormSchemaOf('status')).toBeNull()
		expect(rewardsFormSchemaOf('save')).toBe(saveRewardsFormSchema)
		for (const other of ['redeem', '', null]) expect(rewardsFormSchemaOf(other)).toBeNull()
	})
})
