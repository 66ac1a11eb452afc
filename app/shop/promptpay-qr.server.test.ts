import { describe, expect, test } from 'vitest'
import { promptPayQrToSave } from './promptpay-qr.server.ts'

// "Save QR code" on the bill: a picture a banking app can open from the phone's photos.

describe('the PromptPay QR to save', () => {
	test('ours: a PNG of the payload, named after the order', async () => {
		const saved = await promptPayQrToSave({ payload: '00020101021229370016A000000677010111011300668123456785802TH53037645406500.006304ABCD', image: 'data:image/svg+xml;base64,PHN2Zz4=' }, 12)
		expect(saved.fileName).toBe('promptpay-12.png')
		expect(saved.href).toMatch(/^data:image\/png;base64,/)
		expect(Buffer.from(saved.href.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG')
	})

	test('the gateway’s own image: as it is, with its kind in the name', async () => {
		expect(await promptPayQrToSave({ payload: null, image: 'https://api.example.test/charges/chrg_1/documents/docu_1/downloads/qr.svg' }, 7)).toEqual({
			href: 'https://api.example.test/charges/chrg_1/documents/docu_1/downloads/qr.svg',
			fileName: 'promptpay-7.svg',
		})
		expect((await promptPayQrToSave({ payload: null, image: 'data:image/png;base64,iVBORw0KGgo=' }, 7)).fileName).toBe('promptpay-7.png')
	})
})
