import type { BusinessUserPage } from '#contracts/business-profile.ts'
import { nearSchema, type GeoPoint } from '#contracts/content/geo.ts'
import type { PostedBy } from '#contracts/content/kind.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import { nearPlaces, nearValue, type NearPlace } from './near.ts'
import { dateTimeFormat, numberFormat } from '#app/i18n/formats.ts'

// What a business user's stories and events look like on its pages, made on the server in the page's
// language (so the browser shows the very text the server rendered), and the places to find events near.

/** The time zone of every date the pages show: Thailand's. */
export const TIME_ZONE = 'Asia/Bangkok'

/** "Posted by" whom: the member's name, or null once their profile is gone. */
export function posterName(postedBy: PostedBy | null) {
	return postedBy ? `${postedBy.firstName} ${postedBy.lastName}`.trim() : null
}

/** A day, e.g. "5 Dec 2025" (Thai: "5 ธ.ค. 2568"). */
export function formatDay(iso: string, language: string) {
	return dateTimeFormat(language, { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(iso))
}

/** When an event is: its start, or its start to its end on one line. */
export function formatEventTime({ startsAt, endsAt }: Pick<ContentItem, 'startsAt' | 'endsAt'>, language: string) {
	if (!startsAt) return null
	const format = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE })
	const start = new Date(startsAt)
	return endsAt ? format.formatRange(start, new Date(endsAt)) : format.format(start)
}

/** A distance in kilometres, e.g. "3.7 km" (Thai: "3.7 กม."). */
export function formatDistance(km: number, language: string) {
	return numberFormat(language, { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)
}

export function storyView(story: ContentItem<'story'>, language: string) {
	return {
		id: story.id,
		title: story.title,
		body: story.body,
		imageUrl: story.details.imageUrl,
		publishedAt: story.publishedAt ?? story.createdAt,
		published: formatDay(story.publishedAt ?? story.createdAt, language),
		postedBy: posterName(story.postedBy),
	}
}
export type StoryView = ReturnType<typeof storyView>

export function eventView(event: ContentItem<'event'>, language: string) {
	return {
		id: event.id,
		title: event.title,
		startsAt: event.startsAt,
		when: formatEventTime(event, language),
		place: event.address ?? event.province,
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

/** What the profile and its pages show of a business user, its stories and events made ready to show. */
export function businessUserView(page: BusinessUserPage, language: string) {
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
		stories: page.stories.items.map((story) => storyView(story, language)),
		moreStories: page.stories.nextCursor !== null,
		events: page.events.items.map((event) => eventView(event, language)),
	}
}
export type BusinessUserView = ReturnType<typeof businessUserView>
