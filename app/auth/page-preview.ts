import { z } from 'zod'
import { businessUserPages } from '#app/business-user/paths.ts'
import { kindOfPath } from '#app/content/kinds.ts'
import { parseProfileParam } from '#app/profile/qr-code-bio-param.ts'
import type { PagePreviewType } from '#contracts/page-preview.ts'

// Which shareable page a visitor was on their way to (docs/product.md#page-previews), from the back path
// remembered before sending them to sign in: a person's profile and its QR-code bio, a business user's
// pages and QR-code bio, an item's page, a collection. Forms, the account and anything else have no card.

export type PreviewTarget = {
	type: PagePreviewType
	id: string
	/** For an item under a business user's pages: whose it must be, as its page checks. */
	businessUserId?: string
}

/** A card as the sign-in and sign-up pages show it, its kind in the page's language (app/auth/page-preview.server.ts). */
export type PagePreviewView = { name: string; imageUrl: string | null; kind: string; ownerName: string | null; round: boolean }

const isId = (value: string | undefined): value is string => z.uuid().safeParse(value).success

/** A business user's pages anyone signed in may open, besides its profile (app/business-user/routes.ts). */
const businessUserShareable = new Set<string>([...businessUserPages, 'qr-code-bio'])

export function previewTargetOf(backPath: string | undefined): PreviewTarget | null {
	if (!backPath?.startsWith('/')) return null
	const { pathname } = new URL(backPath, 'http://robtua.invalid')
	const segments = pathname.split('/').filter(Boolean).map(decodeSegment)
	const [area, first, ...rest] = segments
	if (area === 'profiles') {
		const { uuid } = parseProfileParam(first)
		const shareable = rest.length === 0 || (rest.length === 1 && rest[0] === 'additional-content')
		return shareable && isId(uuid) ? { type: 'person', id: uuid } : null
	}
	if (area === 'collections') return rest.length === 0 && isId(first) ? { type: 'collection', id: first } : null
	if (area === 'business-user' && isId(first)) {
		if (rest.length === 0 || businessUserShareable.has(rest.join('/'))) return { type: 'business-user', id: first }
		const kind = kindOfPath(pathname)
		return kind && rest.length === 2 && isId(rest[1]) ? { type: kind, id: rest[1], businessUserId: first } : null
	}
	if (area === 'around-me') {
		const kind = kindOfPath(pathname)
		return kind && rest.length === 1 && isId(rest[0]) ? { type: kind, id: rest[0] } : null
	}
	return null
}

function decodeSegment(segment: string) {
	try {
		return decodeURIComponent(segment)
	} catch {
		return segment
	}
}
