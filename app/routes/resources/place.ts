import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { placeToRemember, rememberedPlaceOf, serializeRememberedPlace } from '#app/around-me/remembered-place.server.ts'
import { placeOfId } from '#contracts/places/thailand.ts'
import { nameIn } from '#contracts/places/place-search.ts'
import { getConfig } from '#app/config/env.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { safeBackPath } from '#app/routing/back-path.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'

// "Where are you?" (app/around-me/where-are-you.tsx) posts here: a place of the list, the browser's
// location (rounded again here to about 100 m) or "Not now". The answer is kept in a cookie on the browser
// (app/around-me/remembered-place.server.ts), and the person goes back to the page they were on.
export async function action({ request }: ActionFunctionArgs) {
	const form = await readForm(request)
	const backPath = safeBackPath(form.get('redirectTo'))
	const t = await i18next.getFixedT(request, 'around-me')
	const secure = getConfig().SECURE_COOKIES
	if (form.get('intent') === 'not-now') {
		// Asked again ("Change place"), "Not now" keeps the place told before.
		if (rememberedPlaceOf(request).answered) return redirect(backPath)
		return redirect(backPath, { headers: { 'Set-Cookie': serializeRememberedPlace(null, { secure }) } })
	}
	const remembered = placeToRemember({ place: form.get('place'), near: form.get('near') })
	if (!remembered) return redirectWithError(backPath, t('whereAreYou.missing'))
	const place = placeOfId(remembered)
	const saved = place ? t('whereAreYou.saved', { place: nameIn(place, await i18next.getLocale(request)) }) : t('whereAreYou.savedLocation')
	return redirectWithSuccess(backPath, saved, { headers: { 'Set-Cookie': serializeRememberedPlace(remembered, { secure }) } })
}

export function loader() {
	return redirect('/')
}
