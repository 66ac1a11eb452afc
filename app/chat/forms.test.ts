import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { sendChatMessageSchema } from '#contracts/chat.ts'
import { blockFormSchema, chatFormSchemaOf, deleteMessageFormSchema, markReadFormSchema, reportFormSchema, sendMessageBody, sendMessageFormSchema } from './forms.ts'

// A conversation's forms as the action reads them (conform hands an empty field over as undefined); their
// messages are encoded keys (validation/message.ts), the form's own error a key of chat.json's `errors`.

const clientId = '5b0f3c59-3c1e-4a5e-8f57-2f0a4a1f6c11'
const picture = '/media/0123456789abcdef0123456789abcdef-960.webp'
const order = '44444444-4444-4444-8444-444444444444'

function form(values: Record<string, string>) {
	const formData = new FormData()
	for (const [name, value] of Object.entries(values)) formData.set(name, value)
	return formData
}
const errorsOf = (values: Record<string, string>) => parseWithZod(form(values), { schema: sendMessageFormSchema }).reply().error

describe('"Send"', () => {
	test('text alone, a picture alone, or both; the text trimmed with its line breaks kept', () => {
		expect(sendMessageFormSchema.parse({ intent: 'send', clientId, text: '  สวัสดีครับ\r\nพรุ่งนี้เปิดไหม  ' })).toEqual({ intent: 'send', clientId, text: 'สวัสดีครับ\nพรุ่งนี้เปิดไหม' })
		expect(sendMessageFormSchema.parse({ intent: 'send', clientId, pictureUrl: picture })).toEqual({ intent: 'send', clientId, pictureUrl: picture })
		expect(sendMessageFormSchema.safeParse({ intent: 'send', clientId, text: 'Look', pictureUrl: picture }).success).toBe(true)
	})

	test('neither is the form’s own error, not the text field’s', () => {
		expect(errorsOf({ intent: 'send', clientId })).toEqual({ '': ['empty'] })
		expect(errorsOf({ intent: 'send', clientId, text: '   \n ' })).toEqual({ '': ['empty'] })
	})

	test('at most 4,000 characters, Thai counted by character; no control characters', () => {
		expect(sendMessageFormSchema.safeParse({ intent: 'send', clientId, text: 'ก'.repeat(4000) }).success).toBe(true)
		expect(errorsOf({ intent: 'send', clientId, text: 'ก'.repeat(4001) })).toMatchObject({ text: ['max|max=4000'] })
		expect(errorsOf({ intent: 'send', clientId, text: 'a\u0007b' })).toMatchObject({ text: ['control_characters'] })
	})

	test('an order alone is a message; "No order" is none; an order is named by its id', () => {
		expect(sendMessageFormSchema.parse({ intent: 'send', clientId, orderId: order })).toEqual({ intent: 'send', clientId, orderId: order })
		expect(errorsOf({ intent: 'send', clientId, orderId: '' })).toEqual({ '': ['empty'] })
		expect(errorsOf({ intent: 'send', clientId, text: 'x', orderId: '12' })).toMatchObject({ orderId: ['default'] })
	})

	test('a picture is only an address the uploader gave; the client id a UUID', () => {
		expect(errorsOf({ intent: 'send', clientId, text: 'x', pictureUrl: 'javascript:alert(1)' })).toMatchObject({ pictureUrl: ['default'] })
		expect(errorsOf({ intent: 'send', clientId, text: 'x', pictureUrl: 'https://evil.test/a.png' })).toMatchObject({ pictureUrl: ['default'] })
		expect(errorsOf({ intent: 'send', clientId: 'again', text: 'x' })).toMatchObject({ clientId: ['default'] })
	})

	test('what the API is sent, and the API takes it', () => {
		const bodies = [
			sendMessageBody(sendMessageFormSchema.parse({ intent: 'send', clientId, text: 'Hello' })),
			sendMessageBody(sendMessageFormSchema.parse({ intent: 'send', clientId, pictureUrl: picture })),
			sendMessageBody(sendMessageFormSchema.parse({ intent: 'send', clientId, orderId: order })),
		]
		expect(bodies).toEqual([
			{ clientId, text: 'Hello', pictureUrl: null, orderId: null },
			{ clientId, text: null, pictureUrl: picture, orderId: null },
			{ clientId, text: null, pictureUrl: null, orderId: order },
		])
		for (const body of bodies) expect(sendChatMessageSchema.safeParse(body).success).toBe(true)
	})
})

describe('the other forms', () => {
	test('"Delete" and "Mark as read" name a message by its number', () => {
		expect(deleteMessageFormSchema.parse({ intent: 'delete', seq: '12' })).toEqual({ intent: 'delete', seq: 12 })
		expect(deleteMessageFormSchema.safeParse({ intent: 'delete', seq: '0' }).success).toBe(false)
		expect(deleteMessageFormSchema.safeParse({ intent: 'delete', seq: 'x' }).success).toBe(false)
		expect(markReadFormSchema.parse({ intent: 'read', seq: '0' })).toEqual({ intent: 'read', seq: 0 })
	})

	test('"Report" needs a reason of at most 500 characters; its message is optional', () => {
		expect(reportFormSchema.safeParse({ intent: 'report' }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['reason', 'required']])
		expect(reportFormSchema.safeParse({ intent: 'report', reason: 'x'.repeat(501) }).success).toBe(false)
		expect(reportFormSchema.parse({ intent: 'report', reason: ' สแปม ', seq: '3' })).toEqual({ intent: 'report', reason: 'สแปม', seq: 3 })
	})

	test('each intent has its form; anything else has none', () => {
		expect(chatFormSchemaOf('send')).toBe(sendMessageFormSchema)
		expect(chatFormSchemaOf('delete')).toBe(deleteMessageFormSchema)
		expect(chatFormSchemaOf('read')).toBe(markReadFormSchema)
		expect(chatFormSchemaOf('block')).toBe(blockFormSchema)
		expect(chatFormSchemaOf('unblock')).toBe(blockFormSchema)
		expect(chatFormSchemaOf('report')).toBe(reportFormSchema)
		for (const other of ['edit', '', null, undefined]) expect(chatFormSchemaOf(other)).toBeNull()
	})
})
