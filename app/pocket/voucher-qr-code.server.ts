import QRCode from 'qrcode'
import { escapeHtml } from '#contracts/html.ts'

/**
 * A code staff scan (a voucher's, a person's member code) as a QR code, SVG markup made on the server (as
 * app/qr-code/qr-code.server.ts makes a page's): staff scan the code itself, not an address. It carries its role and accessible name, since the
 * page shows it as markup, not as a picture file.
 */
export async function voucherQrCodeSvg(code: string, { label }: { label: string }) {
	const svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } })
	return svg.replace('<svg ', `<svg role="img" aria-label="${escapeHtml(label)}" `)
}
