import type { ContentItem } from '#contracts/content/registry.ts'
import { shopLimits } from '#contracts/limits.ts'
import { saleOf } from '#contracts/shop/sale.ts'
import { placeOfId } from '#contracts/places/thailand.ts'
import { formatCount } from '#app/i18n/formats.ts'
import { formatBaht, formatDay, formatDistance, formatMoment, formatTimeRange, posterName } from './display.ts'
import { pictureSources } from '#app/media/picture-sources.ts'
import { isFileField, kindFields, type ContentFieldSpec } from './form-fields.ts'
import { itemPath, type PublishableKind } from './kinds.ts'
import type { AroundMeKind } from '#contracts/content/around-me-choices.ts'

// What content looks like on a page, made on the server in the page's language (docs/product.md#content):
// a card in a list, and an item's own page. Plain data: the components only lay it out.

// Around me lists connects too (an open-tab page's); they are published from /account/open-tab.
type AnyItem = ContentItem<PublishableKind | AroundMeKind>

/**
 * Where an item is, in the reader's language: its address, and the place of the list it is at by that
 * place's name. The stored id of a place ("bangkok-bang-khun-thian") is never shown, not even one the
 * list no longer has.
 */
export function placeLabel(item: Pick<AnyItem, 'province' | 'address'>, language: string) {
	const place = placeOfId(item.province)
	const name = place ? (language === 'th' ? place.th : place.en) : null
	return [item.address, name].filter(Boolean).join(' · ') || null
}

/** What a card says about when: an event's or agenda item's time, an announcement's or alert's "until", a story's day. */
function whenOf(item: AnyItem, language: string) {
	if (item.kind === 'event' || item.kind === 'agenda') return { at: item.startsAt, text: formatTimeRange(item, language) }
	if ((item.kind === 'announce' || item.kind === 'attention') && item.endsAt) return { at: item.endsAt, text: formatMoment(item.endsAt, language), until: true }
	const at = item.publishedAt ?? item.createdAt
	return { at, text: formatDay(at, language) }
}

/** A price a card shows: an event's ticket (or that it is free), a catalogue item's price, a room's rent; null for none. */
function priceOf(item: AnyItem, language: string): { text: string } | { free: true } | null {
	const details = item.details as Record<string, unknown>
	const satang = (details.priceSatang ?? details.monthlyRentSatang) as number | null | undefined
	if (satang) return { text: formatBaht(satang, language) }
	return item.kind === 'event' ? { free: true } : null
}

/** An item in a list: its kind, title, first picture, distance, when and who posted it. */
export function cardView(item: AnyItem, language: string) {
	const picture = item.pictures[0]
	return {
		id: item.id,
		kind: item.kind,
		href: itemPath(item),
		title: item.title,
		picture: picture ? pictureSources(picture) : null,
		distance: item.distanceKm == null ? null : formatDistance(item.distanceKm, language),
		when: whenOf(item, language),
		place: placeLabel(item, language),
		price: priceOf(item, language),
		severity: item.kind === 'attention' ? ((item.details as { severity?: string }).severity ?? null) : null,
		postedBy: posterName(item.postedBy),
		byBusiness: item.owner.type === 'business-user',
		/** Whose it is, and their page: the business user's, or the person's profile. */
		owner: { name: item.owner.name, href: item.owner.type === 'business-user' ? `/business-user/${item.owner.id}` : `/profiles/${item.owner.id}` },
		going: item.going ? { count: item.going.count, text: formatCount(item.going.count, language) } : null,
		sale: saleNowOf(item),
	}
}
/** A card of the feed, trending, search or a collection: with its likes, and where to save it to a collection. */
export type CardView = ReturnType<typeof cardView> & { likes?: { count: number; me: boolean }; saveHref?: string; highlight?: string[] }

/**
 * A fact of a kind's own fields: its label key (`facts.*` in locales/{en,th}/content.json), or the name the
 * item gives it (`title`: its options' "Size"), and its text (or that it is free).
 */
type Fact = { label: string; title?: string; text: string | null; free?: true }

/** A kind's own field as its fact says it; null: it has no value. */
function factTextOf(spec: ContentFieldSpec, value: unknown, language: string) {
	if (value == null || value === '') return null
	switch (spec.type) {
		case 'baht':
			return formatBaht(value as number, language)
		case 'count':
			return formatCount(value as number, language)
		case 'decimal':
			return [formatCount(value as number, language), spec.unit].filter(Boolean).join(' ')
		case 'date':
			return formatDay(`${value as string}T00:00:00+07:00`, language)
		case 'lines':
			return (value as string[]).join(', ') || null
		default:
			return String(value)
	}
}

/** The facts of a kind's own fields (app/content/form-fields.ts) that have a value; its times, video and PDF are shown apart. */
function factsOf(item: AnyItem, language: string): Fact[] {
	const details = item.details as Record<string, unknown>
	const facts = kindFields[item.kind as PublishableKind] ?? []
	return facts
		.filter((spec) => spec.detail && !isFileField(spec) && !spec.noFact)
		.map((spec): Fact => {
			const text = factTextOf(spec, details[spec.detail!], language)
			const name = spec.namedBy ? details[spec.namedBy] : undefined
			const title = typeof name === 'string' && name.trim() ? { title: name } : {}
			return text === null && spec.freeWhenBlank ? { label: spec.label, text, free: true } : { label: spec.label, ...title, text }
		})
		.filter((fact) => fact.text !== null || fact.free)
}

/** An item's own page: everything a card has, and its text, every picture, its facts and what the reader may do. */
export function itemView(item: AnyItem, language: string) {
	const details = item.details as Record<string, unknown>
	return {
		...cardView(item, language),
		body: item.body,
		pictures: item.pictures.map(pictureSources),
		video: typeof details.videoUrl === 'string' ? details.videoUrl : null,
		pdf: typeof details.fileUrl === 'string' ? details.fileUrl : null,
		facts: factsOf(item, language),
		startsAt: item.startsAt,
		endsAt: item.endsAt,
		time: item.kind === 'event' || item.kind === 'agenda' ? formatTimeRange(item, language) : null,
		validFrom: item.kind === 'announce' && item.startsAt ? formatMoment(item.startsAt, language) : null,
		validUntil: (item.kind === 'announce' || item.kind === 'attention') && item.endsAt ? formatMoment(item.endsAt, language) : null,
		published: formatDay(item.publishedAt ?? item.createdAt, language),
		location: item.location,
		approximate: !item.locationExact,
		tags: item.tags,
		goingCount: item.going?.count ?? null,
		goingMe: item.going?.me ?? false,
		full: item.kind === 'event' && typeof details.capacity === 'number' && (item.going?.count ?? 0) >= details.capacity,
		ended: item.endsAt ? Date.parse(item.endsAt) < Date.now() : false,
		canEdit: item.canEdit,
		canDelete: item.canDelete,
	}
}

/**
 * What "Add to cart" offers for an item (docs/product.md#shop): a business user's catalogue item or
 * event with a price (an event until it ends); its options and their name, and how many one line may hold. Null: not for sale.
 */
function saleNowOf(item: AnyItem) {
	const sale = saleOf({ kind: item.kind, ownerType: item.owner.type, details: item.details, endsAt: item.endsAt })
	if (!sale) return null
	return { options: sale.options, optionName: sale.optionName, soldOut: sale.stock === 0, max: Math.min(shopLimits.quantity, sale.stock ?? shopLimits.quantity) }
}
export type ItemView = ReturnType<typeof itemView>
