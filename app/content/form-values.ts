import type { ContentItem } from '#contracts/content/registry.ts'
import { thailandPlaces } from '#contracts/places/thailand.ts'
import { toLocalInput } from './display.ts'
import type { PublishableKind } from './kinds.ts'

// An item as its edit form starts (the reverse of forms.ts's contentBody): strings as the inputs hold
// them, prices in baht, times in Thailand's, the place as the list's when it is one of its centres.

/** Satang as a person types baht: "1250" or "1250.50". */
export const bahtInput = (satang: number | null | undefined) => (satang == null ? '' : satang % 100 === 0 ? String(satang / 100) : (satang / 100).toFixed(2))

const text = (value: unknown) => (value == null ? '' : String(value))

/** The form's values and the pictures it keeps, for an item of a kind. */
export function formValuesOf(kind: PublishableKind, item: ContentItem<PublishableKind>) {
	const details = item.details as Record<string, unknown>
	const place = item.province ? thailandPlaces.find((candidate) => candidate.id === item.province) : undefined
	const atPlace = place && item.location && place.lat === item.location.lat && place.lng === item.location.lng
	const values: Record<string, string> = {
		title: item.title,
		body: item.body,
		tags: item.tags.join(', '),
		visibility: item.visibility,
		postAs: item.owner.type === 'business-user' ? item.owner.id : 'me',
		place: place?.id ?? '',
		latitude: item.location && !atPlace ? String(item.location.lat) : '',
		longitude: item.location && !atPlace ? String(item.location.lng) : '',
		exact: item.locationExact && item.owner.type === 'person' && item.location ? 'on' : '',
		startsAt: toLocalInput(item.startsAt),
		endsAt: toLocalInput(item.endsAt),
	}
	if (kind === 'event') Object.assign(values, { venue: text(details.venue), capacity: text(details.capacity), price: bahtInput(details.priceSatang as number | null) })
	if (kind === 'attention') values.severity = text(details.severity)
	if (kind === 'catalogue') {
		Object.assign(values, { price: bahtInput(details.priceSatang as number | null), stock: text(details.stock), sku: text(details.sku), options: ((details.options as string[] | undefined) ?? []).join('\n') })
	}
	if (kind === 'media') values.videoUrl = text(details.videoUrl)
	if (kind === 'new_room') {
		Object.assign(values, {
			size: text(details.sizeSquareMetres),
			monthlyRent: bahtInput(details.monthlyRentSatang as number | null),
			deposit: bahtInput(details.depositSatang as number | null),
			availableFrom: text(details.availableFrom),
		})
	}
	if (kind === 'ebook') values.fileUrl = text(details.fileUrl)
	return { values, pictures: item.pictures }
}
