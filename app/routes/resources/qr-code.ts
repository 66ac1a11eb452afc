import type { LoaderFunctionArgs } from '@remix-run/node'
import { isSitePath, qrCodeSvg } from '#app/qr-code/qr-code.server.ts'

/**
 * `/resources/qr-code?for=/profiles/…-qr-code-bio[&download]`: the QR code of a page of this site as an
 * SVG file, to save or print (the bio pages link here). Only this site's pages: never a code for
 * somebody else's address under our name.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const path = url.searchParams.get('for') ?? ''
	if (!isSitePath(path) || path.length > 512) return new Response('Not a page of this site', { status: 400 })
	const svg = await qrCodeSvg(path)
	const headers = new Headers({ 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' })
	if (url.searchParams.has('download')) headers.set('Content-Disposition', `attachment; filename="${fileNameOf(path)}.svg"`)
	return new Response(svg, { headers })
}

function fileNameOf(path: string) {
	return `robtua-qr${path.replace(/[^A-Za-z0-9-]+/g, '-').replace(/-+$/, '')}`
}
