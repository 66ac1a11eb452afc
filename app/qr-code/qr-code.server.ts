import QRCode from 'qrcode'
import { getConfig } from '#app/config/env.server.ts'
import { escapeHtml } from '#contracts/html.ts'

/** The full address of a page of this site, as people outside it open it (the QR code's content). */
export function siteUrlOf(path: string) {
	return new URL(path, getConfig().APP_URL).href
}

/** A page of this site that a QR code may point at: a path, never another site. */
export function isSitePath(path: string) {
	return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')
}

/**
 * A QR code of a page of this site as SVG markup (dark modules on white, a quiet zone of 2 modules),
 * made on the server so the page shows it without JavaScript and prints it sharp at any size.
 */
export function qrCodeSvg(path: string, { title }: { title?: string } = {}) {
	return QRCode.toString(siteUrlOf(path), { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } }).then((svg) =>
		// The page names the code with its own text; the markup gets a role and an accessible name.
		svg.replace('<svg ', `<svg role="img" aria-label="${escapeHtml(title ?? siteUrlOf(path))}" `),
	)
}
