import { describe, expect, test } from 'vitest'
import { cancelFormSchema, cardFormSchema, payFormSchema, sharingFormSchema, sharingFormValues, stopSharingFormSchema, subscribeFormSchema } from './forms.ts'
import { packageSearchSchema, paySearchSchema, subscriptionAccountSearchSchema, subscriptionsSearchSchema, vouchersSearchSchema } from './search-params.ts'

// Subscriptions' forms as the browser sends them (with or without JavaScript), and their addresses: only
// our own values pass; an address edited by hand reads as if the odd value were not there.

const form = (entries: [string, string][]) => {
	const data = new FormData()
	for (const [name, value] of entries) data.append(name, value)
	return data
}
const id = '11111111-1111-4111-8111-111111111111'

describe('data exchange', () => {
	test('"Allow" shares the ticked boxes, in the question’s order', () => {
		const sent = form([['scopes', 'email'], ['scopes', 'name'], ['decision', 'allow']])
		expect(sharingFormSchema.parse(sharingFormValues(sent))).toEqual({ decision: 'allow', scopes: ['name', 'email'] })
	})

	test('"Allow" with nothing ticked is "Don’t allow"; "Don’t allow" shares nothing, whatever is ticked', () => {
		expect(sharingFormSchema.parse(sharingFormValues(form([['decision', 'allow']])))).toEqual({ decision: 'deny', scopes: [] })
		expect(sharingFormSchema.parse(sharingFormValues(form([['scopes', 'phone'], ['decision', 'deny']])))).toEqual({ decision: 'deny', scopes: [] })
	})

	test('a value not of the question, or no button, is refused', () => {
		expect(sharingFormSchema.safeParse(sharingFormValues(form([['scopes', 'address'], ['decision', 'allow']]))).success).toBe(false)
		expect(sharingFormSchema.safeParse(sharingFormValues(form([['scopes', 'name']]))).success).toBe(false)
	})
})

describe('buttons', () => {
	test('Subscribe: card or PromptPay, and the key (a bad key is no key: the server makes one)', () => {
		expect(subscribeFormSchema.parse({ paymentMethod: 'promptpay', idempotencyKey: 'abcdefgh-1234' })).toEqual({ paymentMethod: 'promptpay', idempotencyKey: 'abcdefgh-1234' })
		expect(subscribeFormSchema.parse({ paymentMethod: 'card', idempotencyKey: '<x>' })).toEqual({ paymentMethod: 'card', idempotencyKey: undefined })
		expect(subscribeFormSchema.safeParse({ paymentMethod: 'cash' }).success).toBe(false)
	})

	test('Cancel subscription and Stop sharing name their subscription and business user', () => {
		expect(cancelFormSchema.parse({ intent: 'cancel', subscriptionId: id })).toEqual({ intent: 'cancel', subscriptionId: id })
		expect(cancelFormSchema.safeParse({ intent: 'cancel', subscriptionId: '../x' }).success).toBe(false)
		expect(stopSharingFormSchema.parse({ intent: 'stopSharing', businessUserId: id })).toEqual({ intent: 'stopSharing', businessUserId: id })
		expect(stopSharingFormSchema.safeParse({ intent: 'cancel', businessUserId: id }).success).toBe(false)
	})

	test('the card’s and the pay page’s buttons', () => {
		expect(cardFormSchema.parse({ intent: 'removeCard' })).toEqual({ intent: 'removeCard' })
		expect(cardFormSchema.safeParse({ intent: 'charge' }).success).toBe(false)
		expect(payFormSchema.parse({ intent: 'card' })).toEqual({ intent: 'card' })
	})
})

describe('addresses', () => {
	test('the package chosen and the subscription being cancelled are ids, else nothing', () => {
		expect(packageSearchSchema.parse({ package: id })).toEqual({ package: id })
		expect(packageSearchSchema.parse({ package: 'nope' })).toEqual({ package: undefined })
		expect(subscriptionsSearchSchema.parse({ cancel: id })).toEqual({ cancel: id })
		expect(subscriptionsSearchSchema.parse({ cancel: '' })).toEqual({ cancel: undefined })
	})

	test('the subscription account: a page, Remove card asked, and the card page’s return', () => {
		expect(subscriptionAccountSearchSchema.parse({})).toEqual({ cursor: undefined, remove: false, customer: undefined, cancelled: false, subscription: undefined })
		expect(subscriptionAccountSearchSchema.parse({ remove: '' })).toMatchObject({ remove: true })
		expect(subscriptionAccountSearchSchema.parse({ customer: 'cust_1', card: 'card_1', subscription: id })).toMatchObject({ customer: 'cust_1', subscription: id, cancelled: false })
		expect(subscriptionAccountSearchSchema.parse({ cancelled: '1', subscription: 'x' })).toMatchObject({ cancelled: true, subscription: undefined })
		expect(subscriptionAccountSearchSchema.parse({ cursor: 'a b' })).toMatchObject({ cursor: undefined })
	})

	test('the vouchers’ page and the pay page’s "checked"', () => {
		expect(vouchersSearchSchema.parse({ cursor: 'eyJ0IjoxfQ' })).toEqual({ cursor: 'eyJ0IjoxfQ' })
		expect(paySearchSchema.parse({ checked: '' })).toEqual({ checked: true })
		expect(paySearchSchema.parse({})).toEqual({ checked: false })
	})
})
