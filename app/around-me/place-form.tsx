import { Form, useNavigate } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { aroundMeRadiiKm, type AroundMeKind } from '#contracts/content/around-me-choices.ts'
import { KindSelect } from './kind-select.tsx'
import { PlaceSelect } from './place-select.tsx'
import { LocateButton } from './locate-button.tsx'
import { aroundMeHref, HERE, roundedNear } from './place.ts'

type PlaceFormProps = {
	/** The page the form shows again (`/around-me`, `/around-me/events`, …). */
	path: string
	where: { place: string | null; near: string | null; radiusKm: number }
	/** The "Kind" filter, on pages that list every kind. */
	kind?: { value: AroundMeKind | null }
}

/**
 * Where to look (docs/product.md#around-me): "Place" (the list), "Distance" and, where the page lists
 * every kind, "Kind", shown with "Show": a GET form, so the choice is in the address. With JavaScript,
 * "Use my location" asks the browser, rounds its answer to about 100 m (before it leaves the browser)
 * and shows what is around it.
 */
export function PlaceForm({ path, where, kind }: PlaceFormProps) {
	const { t } = useTranslation('around-me')
	const navigate = useNavigate()
	return (
		<div className="card stack place-form">
			{/* key: a new place is a new form, so its fields show it after a client-side navigation too. */}
			<Form method="get" action={path} className="place-form__fields" key={`${where.place ?? where.near}-${where.radiusKm}-${kind?.value ?? ''}`}>
				{/* The browser's point stays chosen as "Your location" until a place of the list is. */}
				{where.near ? <input type="hidden" name="near" value={where.near} /> : null}
				<PlaceSelect
					id="around-place"
					label={t('place.label')}
					name="place"
					defaultValue={where.near ? HERE : (where.place ?? '')}
					extraOption={where.near ? { value: HERE, label: t('place.yourLocation') } : undefined}
				/>
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
				<Button type="submit">{t('show')}</Button>
			</Form>
			<LocateButton onLocated={(coords) => navigate(aroundMeHref(path, { param: { name: 'near', value: roundedNear(coords) }, radiusKm: where.radiusKm }, { kind: kind?.value ?? null }))} />
		</div>
	)
}
