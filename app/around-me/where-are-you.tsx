import { useFetcher } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { LocateButton } from './locate-button.tsx'
import { PlaceFinderForm, PlaceSelect } from './place-select.tsx'
import type { PlaceChoices } from './place-choices.ts'
import { roundedNear, type FoundPlaces } from './place.ts'

/** The address of the home with the question open, around a place of the list. */
export const askWhereHref = (placeId?: string) => `/?${new URLSearchParams({ ask: 'where', ...(placeId ? { place: placeId } : {}) })}`

/**
 * "Where are you?" (docs/product.md#home): asked once on the signed-in home, so Today, the feed's
 * suggestions and Around me start near the person rather than in central Bangkok. A place of the list
 * ("Find a place" finds it), or with JavaScript "Use my location" (rounded to about 100 m in the browser),
 * or "Not now". The answer is kept on the browser alone (app/routes/resources/place.ts). A fetcher posts it, as
 * the language switcher does (app/components/language-switcher.tsx says why).
 */
export function WhereAreYou({ chosen, found, choices }: { chosen: string; found: FoundPlaces | null; choices: PlaceChoices }) {
	const { t } = useTranslation('around-me')
	const fetcher = useFetcher()
	return (
		<section id="where-are-you" className="card stack where-are-you" aria-labelledby="where-are-you-title">
			<h2 id="where-are-you-title">{t('whereAreYou.title')}</h2>
			<p className="muted">{t('whereAreYou.intro')}</p>
			{/* key: a place found is a new form, so the select shows it after a client-side navigation too. */}
			<fetcher.Form method="post" action="/resources/place" key={`${chosen}-${found?.query ?? ''}`}>
				<input type="hidden" name="redirectTo" value="/" />
				<PlaceSelect
					choices={choices}
					id="where-place"
					label={t('place.label')}
					name="place"
					defaultValue={chosen}
					emptyOption={t('whereAreYou.choose')}
					required
					finder={{ formId: 'where-find', found, hrefOf: askWhereHref }}
				/>
				<div className="button-row">
					<Button type="submit">{t('whereAreYou.save')}</Button>
					<Button type="submit" variant="ghost" name="intent" value="not-now" formNoValidate>
						{t('whereAreYou.notNow')}
					</Button>
				</div>
			</fetcher.Form>
			<PlaceFinderForm id="where-find" action="/" keep={{ ask: 'where' }} />
			<LocateButton onLocated={(coords) => fetcher.submit({ near: roundedNear(coords), redirectTo: '/' }, { method: 'post', action: '/resources/place' })} />
		</section>
	)
}
