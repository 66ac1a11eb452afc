import { cardView, type CardView } from '#app/content/views.ts'
import type { FeedEntry } from '#contracts/social/feed.ts'

// Items of the feed, trending, today, search and collections as cards (docs/product.md#feed).

/** Where "Add to collection" leads: the person's collections, to pick one or make one. */
export const saveToCollectionHref = (entry: FeedEntry) => `/my-collection?${new URLSearchParams({ save: entry.item.id, kind: entry.item.kind })}`

/** An entry as a card with its likes; a work's card leads to its owner's profile, where works are shown. */
export function entryCard(entry: FeedEntry, language: string, { signedIn = true, highlight }: { signedIn?: boolean; highlight?: string[] } = {}): CardView {
	const card = cardView(entry.item as Parameters<typeof cardView>[0], language)
	return {
		...card,
		href: entry.item.kind === 'work' ? `/profiles/${entry.item.owner.id}` : card.href,
		...(signedIn ? { likes: entry.likes, saveHref: saveToCollectionHref(entry) } : {}),
		...(highlight ? { highlight } : {}),
	}
}
