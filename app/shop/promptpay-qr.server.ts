import QRCode from 'qrcode'

/**
 * A bill's PromptPay QR as a picture to keep (docs/product.md#shop): who pays from the phone showing the
 * bill saves it and opens it in their banking app, which reads a QR from the phone's photos, where a PNG
 * goes and an SVG does not. The same code as the bill shows (its error correction and quiet zone), big
 * enough for any app to read.
 */
export function promptPayQrPng(payload: string): Promise<string> {
	return QRCode.toDataURL(payload, { type: 'image/png', errorCorrectionLevel: 'M', margin: 4, scale: 10, color: { dark: '#000000', light: '#ffffff' } })
}

/** The picture to save and its file's name: ours as a PNG; the gateway's own image (no payload) as it is. */
export async function promptPayQrToSave({ payload, image }: { payload: string | null; image: string }, orderNumber: string | number) {
	if (payload) return { href: await promptPayQrPng(payload), fileName: `promptpay-${orderNumber}.png` }
	const extension = /^data:image\/svg|\.svg(?:$|[?#])/i.test(image) ? 'svg' : /^data:image\/jpe?g|\.jpe?g(?:$|[?#])/i.test(image) ? 'jpg' : 'png'
	return { href: image, fileName: `promptpay-${orderNumber}.${extension}` }
}
