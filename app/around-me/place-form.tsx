import { Form, useNavigate } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { aroundMeRadiiKm, type AroundMeKind } from '#contracts/content/around-me-choices.ts'
import { KindSelect } from './kind-select.tsx'
import { PlaceFinderForm, PlaceSelect } from './place-select.tsx'
import { LocateButton } from './locate-button.tsx'
import { aroundMeHref, HERE, roundedNear } from './place.ts'
import type { PlaceFormValues } from './whereabouts.ts'

/** The id of the page's "Find a place" form. */
const FIND_FORM = 'around-find'

type PlaceFormProps = {
	/** The page the form shows again (`/around-me`, `/around-me/events`, …). */
	path: string
	where: PlaceFormValues
	/** The "Kind" filter, on pages that list every kind. */
	kind?: { value: AroundMeKind | null }
}

/**
 * Where to look (docs/product.md#around-me): "Find a place" and "Place" (the list) first, then the
 * filters, "Distance" and, where the page lists every kind, "Kind", folded under a disclosure on a phone
 * so the list shows on the first screen; "Show" shows it: a GET form, so the choice is in the address.
 * With JavaScript, "Use my location" asks the browser, rounds its answer to about 100 m (before it leaves
 * the browser) and shows what is around it.
 */
export function PlaceForm({ path, where, kind }: PlaceFormProps) {
	const { t } = useTranslation('around-me')
	const { t: tc } = useTranslation('content')
	const navigate = useNavigate()
	const chosen = { place: where.near ? null : where.place, near: where.near, distance: where.radiusKm, kind: kind?.value }
	const hrefOf = (placeId: string) => aroundMeHref(path, { param: { name: 'place', value: placeId }, radiusKm: where.radiusKm }, { kind: kind?.value ?? null })
	return (
		<div className="card stack place-form">
			{/* key: a new place (or search) is a new form, so its fields show it after a client-side navigation too. */}
			<Form method="get" action={path} className="place-form__fields" key={`${where.place ?? where.near}-${where.radiusKm}-${kind?.value ?? ''}-${where.found?.query ?? ''}`}>
				{/* The browser's point stays chosen as "Your location" until a place of the list is. */}
				{where.near ? <input type="hidden" name="near" value={where.near} /> : null}
				<PlaceSelect
					choices={where.choices}
					id="around-place"
					label={t('place.label')}
					name="place"
					defaultValue={where.near ? HERE : (where.place ?? '')}
					extraOption={where.near ? { value: HERE, label: t('place.yourLocation') } : undefined}
					finder={{ formId: FIND_FORM, found: where.found, hrefOf }}
				/>
				<details className="place-form__filters">
					<summary>
						{t('filters.label')} <span className="muted">{[t('distance.option', { count: where.radiusKm }), ...(kind ? [kind.value ? tc(`kindsPlural.${kind.value}`) : t('kind.everything')] : [])].join(' · ')}</span>
					</summary>
					<div className="place-form__filter-fields">
						<div className="field">
							<label htmlFor="around-distance">{t('distance.label')}</label>
							<select id="around-distance" name="distance" defaultValue={String(where.radiusKm)}>
								{aroundMeRadiiKm.map((km) => (
									<option key={km} value={km}>
										{t('distance.option', { count: km })}
									</option>
								))}
							</select>
						</div>
						{kind ? <KindSelect id="around-kind" value={kind.value} /> : null}
					</div>
				</details>
				<Button type="submit">{t('show')}</Button>
			</Form>
			<PlaceFinderForm id={FIND_FORM} action={path} keep={chosen} />
			<LocateButton onLocated={(coords) => navigate(aroundMeHref(path, { param: { name: 'near', value: roundedNear(coords) }, radiusKm: where.radiusKm }, { kind: kind?.value ?? null }))} />
		</div>
	)
}
