import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { thailandPlaces, type Place } from '#contracts/places/thailand.ts'

// The "Place" list (docs/product.md#around-me): Bangkok's districts and Thailand's provinces, each named
// in the reader's language with the other beside it, so it works without JavaScript. With JavaScript a
// search box narrows it as the person types (Thai or English).

const districts = thailandPlaces.filter((place) => place.kind === 'bangkok-district')
const provinces = thailandPlaces.filter((place) => place.kind === 'province')

/** A place's name in the reader's language, with the other language's beside it. */
export function placeName(place: Place, language: string) {
	return language === 'th' ? `${place.th} (${place.en})` : `${place.en} (${place.th})`
}

/** The place of an id in the list, or undefined. */
export const placeOfId = (id: string | null | undefined) => (id ? thailandPlaces.find((place) => place.id === id) : undefined)

type PlaceSelectProps = {
	id: string
	/** The select's label: "Place". */
	label: string
	name: string
	defaultValue: string
	/** The first option: "No place" on a form, "Choose a place" elsewhere; none when a place must be chosen. */
	emptyOption?: string
	/** An option for a point that is no place of the list (the browser's location). */
	extraOption?: { value: string; label: string }
	describedBy?: string
	invalid?: boolean
	/** Below the select: its hint or errors. */
	children?: ReactNode
}

/** The place select with its label (and, with JavaScript, its search box above it). */
export function PlaceSelect({ id, label, name, defaultValue, emptyOption, extraOption, describedBy, invalid, children }: PlaceSelectProps) {
	const { t, i18n } = useTranslation('around-me')
	const hydrated = useHydrated()
	const [query, setQuery] = useState('')
	const [value, setValue] = useState(defaultValue)
	const wanted = query.trim().toLocaleLowerCase()
	const matches = (place: Place) => !wanted || place.en.toLocaleLowerCase().includes(wanted) || place.th.includes(wanted)
	const options = (places: readonly Place[]) =>
		places
			// The chosen place stays in the list whatever is typed, so the select never loses its value.
			.filter((place) => matches(place) || place.id === value)
			.map((place) => (
				<option key={place.id} value={place.id}>
					{placeName(place, i18n.language)}
				</option>
			))
	return (
		<div className="field place-field">
			{hydrated ? (
				<div className="place-field__search">
					<label htmlFor={`${id}-search`}>{t('place.search')}</label>
					<input id={`${id}-search`} type="search" value={query} onChange={(event) => setQuery(event.currentTarget.value)} autoComplete="off" aria-controls={id} />
				</div>
			) : null}
			<label htmlFor={id}>{label}</label>
			<select id={id} name={name} value={value} onChange={(event) => setValue(event.currentTarget.value)} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
				{emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
				{extraOption ? <option value={extraOption.value}>{extraOption.label}</option> : null}
				<optgroup label={t('place.bangkokDistricts')}>{options(districts)}</optgroup>
				<optgroup label={t('place.provinces')}>{options(provinces)}</optgroup>
			</select>
			{children}
		</div>
	)
}
