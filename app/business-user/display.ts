import type { BusinessUserPage } from '#contracts/business-profile.ts'
import { nearSchema, type GeoPoint } from '#contracts/content/geo.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import { nearPlaces, nearValue, type NearPlace } from './near.ts'
import { formatDay, formatDistance, formatTimeRange, posterName } from '#app/content/display.ts'
import { itemPath } from '#app/content/kinds.ts'
import { placeLabel } from '#app/content/views.ts'

// What a business user's stories and events look like on its pages, made on the server in the page's
// language (so the browser shows the very text the server rendered), and the places to find events near.

export function storyView(story: ContentItem<'story'>, language: string) {
	return {
		id: story.id,
		href: itemPath(story),
		title: story.title,
		body: story.body,
		imageUrl: story.pictures[0] ?? null,
		publishedAt: story.publishedAt ?? story.createdAt,
		published: formatDay(story.publishedAt ?? story.createdAt, language),
		postedBy: posterName(story.postedBy),
	}
}
export type StoryView = ReturnType<typeof storyView>

export function eventView(event: ContentItem<'event'>, language: string) {
	return {
		id: event.id,
		href: itemPath(event),
		title: event.title,
		startsAt: event.startsAt,
		when: formatTimeRange(event, language),
		place: placeLabel(event, language),
		distance: event.distanceKm == null ? null : formatDistance(event.distanceKm, language),
		postedBy: posterName(event.postedBy),
	}
}
export type EventView = ReturnType<typeof eventView>

/**
 * The `near` parameter of /event/around-here: a point (a place's or the browser's location) and the
 * place it is, if it is one of ours; null when there is none or it is not a point.
 */
export function parseNear(value: string | null | undefined): { point: GeoPoint; value: string; place: NearPlace | null } | null {
	const parsed = nearSchema.safeParse(value?.trim() ?? '')
	if (!parsed.success) return null
	const point = parsed.data
	return { point, value: nearValue(point), place: nearPlaces.find((place) => place.lat === point.lat && place.lng === point.lng) ?? null }
}

/**
 * What the profile and its pages show of a business user, its stories and events made ready to show.
 * `actingAs`: the business user the viewer acts as, if any.
 */
export function businessUserView(page: BusinessUserPage, language: string, actingAs?: string | null) {
	return {
		id: page.id,
		name: page.name,
		overview: page.overview,
		description: page.description,
		imageUrl: page.imageUrl,
		coverUrl: page.coverUrl,
		account: page.businessAccount,
		businessInfo: page.businessInfo,
		links: page.links,
		memberCount: page.memberCount,
		canEdit: page.canEdit,
		canPostStory: page.canPostStory,
		follow: page.follow,
		/** The viewer is the business user (they act as it) or owns it: it is not offered to them to follow (docs/product.md#feed). */
		own: page.myRole === 'owner' || actingAs === page.id,
		stories: page.stories.items.map((story) => storyView(story, language)),
		moreStories: page.stories.nextCursor !== null,
		events: page.events.items.map((event) => eventView(event, language)),
	}
}
export type BusinessUserView = ReturnType<typeof businessUserView>
