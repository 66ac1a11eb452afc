import * as cookie from 'cookie'
import { pointOf } from './place.ts'
import { placeOfId } from '#contracts/places/thailand.ts'
import { whereaboutsOf } from './whereabouts.ts'

// The place a person told us they are (docs/product.md#home, "Where are you?"), kept in a cookie on their
// browser alone: a place of the list (`bangkok-silom`) or their location rounded to about 100 m
// (`13.745,100.534`), never more exact, and nothing on the server. "Not now" is kept as `-`, so the
// question is asked once. Pages that look around a place start there when their address names none.

const cookieName = 'place'
const NOT_NOW = '-'
const oneYearInSeconds = 365 * 24 * 60 * 60

export type RememberedPlace = {
	/** A place's id or a rounded point, as `whereaboutsOf` takes it; null when none was told. */
	value: string | null
	/** Whether the person answered "Where are you?" (a place, their location, or "Not now"). */
	answered: boolean
}

/** What the request's cookie remembers (something unreadable is nothing). */
export function rememberedPlaceOf(request: Request): RememberedPlace {
	const value = cookie.parse(request.headers.get('Cookie') ?? '')[cookieName]
	if (value === NOT_NOW) return { value: null, answered: true }
	const known = placeOfId(value) || pointOf(value) ? value! : null
	return { value: known, answered: known !== null }
}

/** The whereabouts of a page: its address's, else the remembered place (app/around-me/place.ts). */
export function whereaboutsOfRequest(request: Request) {
	return whereaboutsOf(new URL(request.url).searchParams, rememberedPlaceOf(request).value)
}

/**
 * What to remember from the "Where are you?" form: a place's id, or a point, rounded here to about 100 m
 * whatever the browser sent; `null` when the form holds neither.
 */
export function placeToRemember(form: { place: unknown; near: unknown }): string | null {
	if (typeof form.place === 'string' && placeOfId(form.place)) return form.place
	const point = typeof form.near === 'string' ? pointOf(form.near) : null
	return point ? `${point.lat.toFixed(3)},${point.lng.toFixed(3)}` : null
}

/** The cookie that remembers a place (or, with null, that the person said "Not now"), for a year. */
export function serializeRememberedPlace(value: string | null, { secure }: { secure: boolean }) {
	return cookie.serialize(cookieName, value ?? NOT_NOW, { path: '/', maxAge: oneYearInSeconds, sameSite: 'lax', httpOnly: true, secure })
}
