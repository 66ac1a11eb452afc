import { placeName } from '#app/around-me/place.ts'
import { placeOfId } from '#contracts/places/thailand.ts'
import { formatDistance, formatMoment, formatTimeRange } from '#app/content/display.ts'
import type { Community, CommunityAgendaItem, CommunityBoard, CommunityMember } from '#contracts/community.ts'
import { boardPath, communityPath } from './paths.ts'

// What a community's pages show, made in their loaders: names of places, days and times in the reader's
// language and calendar (Buddhist-era years in Thai, Bangkok's time).

/** A community as a card or a page shows it. */
export function communityView(community: Community, language: string) {
	const place = placeOfId(community.province)
	return {
		id: community.id,
		href: communityPath(community.id),
		name: community.name,
		description: community.description,
		coverImageUrl: community.coverImageUrl,
		visibility: community.visibility,
		memberCount: community.memberCount,
		standing: community.standing,
		role: community.role,
		canSeeInside: community.canSeeInside,
		place: [community.address, place ? placeName(place, language) : community.province].filter(Boolean).join(', ') || null,
		distance: community.distanceKm === null ? null : formatDistance(community.distanceKm, language),
	}
}
export type CommunityView = ReturnType<typeof communityView>

export const boardView = (board: CommunityBoard, language: string) => ({
	id: board.id,
	href: boardPath(board.id),
	title: board.title,
	author: board.author,
	published: formatMoment(board.publishedAt, language),
	replyCount: board.replyCount,
})

export const agendaView = (item: CommunityAgendaItem, language: string) => ({
	id: item.id,
	kind: item.kind,
	href: item.kind === 'event' ? `/around-me/events/${item.id}` : `/around-me/agenda/${item.id}`,
	title: item.title,
	when: formatTimeRange(item, language),
	where: [item.address, placeOfId(item.province) ? placeName(placeOfId(item.province)!, language) : item.province].filter(Boolean).join(', ') || null,
})

export const memberView = (member: CommunityMember, language: string) => ({
	uuid: member.person.uuid,
	name: member.person.name,
	imageUrl: member.person.imageUrl,
	href: `/profiles/${member.person.uuid}`,
	role: member.role,
	since: formatMoment(member.since, language),
})
