import { bahtTyped } from '#app/forms/baht.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import { placeOfId } from '#contracts/places/thailand.ts'
import { toLocalInput } from './display.ts'
import { kindFields, type ContentFieldSpec } from './form-fields.ts'
import type { PublishableKind } from './kinds.ts'

// An item as its edit form starts (the reverse of forms.ts's contentBody): strings as the inputs hold
// them, prices in baht, times in Thailand's, the place as the list's when it is one of its centres.


/** A kind's own field as its input holds it. */
function inputOf(spec: ContentFieldSpec, item: ContentItem<PublishableKind>) {
	const value = spec.type === 'datetime' ? item[spec.name as 'startsAt' | 'endsAt'] : (item.details as Record<string, unknown>)[spec.detail ?? spec.name]
	if (value == null) return ''
	if (spec.type === 'datetime') return toLocalInput(value as string)
	if (spec.type === 'baht') return bahtTyped(value as number)
	if (spec.type === 'lines') return (value as string[]).join('\n')
	return String(value)
}

/** The form's values and the pictures it keeps, for an item of a kind. */
export function formValuesOf(kind: PublishableKind, item: ContentItem<PublishableKind>) {
	const place = placeOfId(item.province)
	const atPlace = place && item.location && place.lat === item.location.lat && place.lng === item.location.lng
	const values: Record<string, string> = {
		title: item.title,
		body: item.body,
		tags: item.tags.join(', '),
		// A community's item is seen as its community is (the API keeps that): the person's own choice reads public.
		visibility: item.communityId && item.owner.type === 'person' ? 'public' : item.visibility,
		communityId: item.communityId ?? '',
		postAs: item.owner.type === 'business-user' ? item.owner.id : 'me',
		place: place?.id ?? '',
		latitude: item.location && !atPlace ? String(item.location.lat) : '',
		longitude: item.location && !atPlace ? String(item.location.lng) : '',
		exact: item.locationExact && item.owner.type === 'person' && item.location ? 'on' : '',
		startsAt: toLocalInput(item.startsAt),
		endsAt: toLocalInput(item.endsAt),
	}
	for (const spec of kindFields[kind]) values[spec.name] = inputOf(spec, item)
	return { values, pictures: item.pictures }
}
