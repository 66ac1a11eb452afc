import type { Database } from '#api/db/client.ts'
import { isUuid } from '#api/db/values.ts'
import { ProblemError, notFound } from '#api/http/problems.ts'
import { readCollection } from '#api/collections/index.ts'
import { readContent } from '#api/content/index.ts'
import { buildBusinessUserPage } from '#api/business-user/index.ts'
import { findPublicProfile, type ProfileRow } from '#api/profile/index.ts'
import type { ContentKindName } from '#contracts/content/registry.ts'
import type { PagePreview, PagePreviewType } from '#contracts/page-preview.ts'

// A shareable page's card for a visitor on the sign-in page (docs/product.md#page-previews). Each read is
// the one its page makes, asked as nobody in particular: somebody signed in who is not its owner, not on
// its team and follows no one. So the card shows only what anyone signed in would see, and whatever they
// would not (a private, followers-only, team-only or deleted item, an archived business user, a private
// collection) answers exactly as a page that never was.

/** A visitor: nobody's id, so "is it mine, am I on its team, do I follow it" is no for everything. */
const visitor = { id: '00000000-0000-0000-0000-000000000000' } as ProfileRow

/** The one answer for anything hidden or missing, whatever the read said, so neither can be told from the other. */
export const noPreview = () => notFound('Nothing to show here')

export async function pagePreview(db: Database, type: PagePreviewType, id: string): Promise<PagePreview> {
	if (!isUuid(id)) throw noPreview()
	try {
		return await previewOf(db, type, id)
	} catch (error) {
		if (error instanceof ProblemError && error.status === 404) throw noPreview()
		throw error
	}
}

async function previewOf(db: Database, type: PagePreviewType, id: string): Promise<PagePreview> {
	if (type === 'person') {
		const profile = await findPublicProfile(db, id)
		if (!profile) throw noPreview()
		return { type, name: `${profile.firstName} ${profile.lastName}`.trim(), imageUrl: profile.imageUrl, owner: null }
	}
	if (type === 'business-user') {
		const page = await buildBusinessUserPage(db, visitor, id)
		return { type, name: page.name, imageUrl: page.imageUrl, owner: null }
	}
	if (type === 'collection') {
		// Its cover is the first picture among the items the caller may see (docs/product.md#who-sees-what).
		const collection = await readCollection(db, visitor, id)
		return { type, name: collection.name, imageUrl: collection.cover, owner: { type: 'person', id: collection.owner.uuid, name: collection.owner.name } }
	}
	// An archived business user's items are gone with it: the rule of who sees what says so (api/content/visibility.ts).
	const item = await readContent(db, visitor, type satisfies ContentKindName, id)
	return { type, name: item.title, imageUrl: item.pictures[0] ?? null, owner: item.owner }
}
