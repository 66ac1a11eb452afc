import type { ContentOwnerRef } from '#contracts/content/kind.ts'
import type { ContentKindName } from '#contracts/content/registry.ts'

// Where each kind of content lives on the web (docs/product.md#content; docs/routes.tsv): its pages under
// /around-me and, for a business user's, under /business-user/{id}. Plain values: lists, cards and links
// of every page use them, in the browser too.

/** The kinds people and business users publish from /around-me (a person's works are a profile form's). */
export const publishableKinds = ['agenda', 'announce', 'event', 'attention', 'catalogue', 'media', 'new_room', 'story', 'ebook'] as const satisfies readonly ContentKindName[]
export type PublishableKind = (typeof publishableKinds)[number]

/** Each kind's segment under /around-me: /around-me/{segment}/create, /around-me/{segment}/{id}. */
export const aroundMeSegments = {
	agenda: 'agenda',
	announce: 'announces',
	event: 'events',
	attention: 'attention',
	catalogue: 'catalogue',
	media: 'media',
	new_room: 'new-room',
	story: 'story',
	ebook: 'ebook',
} as const satisfies Record<PublishableKind, string>

/** The kinds a business user's pages show one by one, and their segment: /business-user/{id}/{segment}/{itemId}. */
export const businessUserSegments = {
	attention: 'attention',
	catalogue: 'catalogue',
	event: 'event',
	media: 'media',
	new_room: 'new-room',
	story: 'story',
	ebook: 'ebook',
} as const satisfies Partial<Record<PublishableKind, string>>
export type BusinessUserPageKind = keyof typeof businessUserSegments

/** Kinds only a business user publishes (an e-book is a business's). */
export const businessOnlyKinds: readonly PublishableKind[] = ['ebook']

/** The kinds a person may publish for a community they are an active member of (docs/product.md#communities). */
export const communityKinds: readonly PublishableKind[] = ['event', 'agenda']
export const takesCommunity = (kind: PublishableKind) => communityKinds.includes(kind)

export const isPublishableKind = (kind: string): kind is PublishableKind => (publishableKinds as readonly string[]).includes(kind)
const hasBusinessUserPage = (kind: string): kind is BusinessUserPageKind => Object.hasOwn(businessUserSegments, kind)

/** An item's page: a board's under /account/board, a connect's under /open-tabs; a business user's under its pages where it has one, else under /around-me. */
export function itemPath({ kind, id, owner }: { kind: string; id: string; owner: ContentOwnerRef }) {
	// A board has its own pages (app/board/paths.ts).
	if (kind === 'board_post') return `/account/board/${encodeURIComponent(id)}`
	// An open-tab connect has its own page (app/open-tab/paths.ts).
	if (kind === 'connect') return `/open-tabs/connects/${encodeURIComponent(id)}/detail`
	if (owner.type === 'business-user' && hasBusinessUserPage(kind)) return `/business-user/${owner.id}/${businessUserSegments[kind]}/${id}`
	return `/around-me/${isPublishableKind(kind) ? aroundMeSegments[kind] : kind}/${id}`
}

export const createPath = (kind: PublishableKind) => `/around-me/${aroundMeSegments[kind]}/create`
export const editPath = (kind: PublishableKind, id: string) => `/around-me/${aroundMeSegments[kind]}/${id}/edit`

/**
 * The kind a content page is about, from its address: /around-me/{segment}/… or
 * /business-user/{id}/{segment}/…; null for any other (one page module serves every kind).
 */
export function kindOfPath(pathname: string): PublishableKind | null {
	const aroundMe = /^\/around-me\/([a-z-]+)(?:\/|$)/.exec(pathname)?.[1]
	if (aroundMe) return publishableKinds.find((kind) => aroundMeSegments[kind] === aroundMe) ?? null
	const business = /^\/business-user\/[^/]+\/([a-z-]+)(?:\/|$)/.exec(pathname)?.[1]
	if (business) return (Object.keys(businessUserSegments) as BusinessUserPageKind[]).find((kind) => businessUserSegments[kind] === business) ?? null
	return null
}

