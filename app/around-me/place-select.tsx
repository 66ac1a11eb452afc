import { Form, Link } from '@remix-run/react'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import type { PlaceKind } from '#contracts/places/thailand.ts'
import type { PlaceChoices } from './place-choices.ts'
import type { FoundPlaces } from './place.ts'

// The "Place" list (docs/product.md#around-me): areas people know by name, Bangkok's districts and
// Thailand's provinces, each named in the reader's language with the other beside it, in the reader's
// alphabetical order, so it works without JavaScript; the loader sends the names (app/around-me/place-choices.ts).
// "Find a place" above it finds a place by any of its names (contracts/places/place-search.ts): as the person
// types, with JavaScript, the list narrows to what is found (the search and its list of names load when the
// box is first used, not with the page); Enter chooses the best match, or says that nothing matched and
// keeps what was typed.

const groupLabels: Record<PlaceKind, 'place.areas' | 'place.bangkokDistricts' | 'place.provinces'> = {
	area: 'place.areas',
	'bangkok-district': 'place.bangkokDistricts',
	province: 'place.provinces',
}

/** How many of the other places a search found are offered as links. */
const OTHER_MATCHES = 6

/**
 * "Find a place" as its own form, for the page that shows a place (around me, today, the home): a GET of
 * the same page with `find` (app/around-me/place.ts answers with the best match, and the others), keeping
 * the page's other choices. It is empty: its box and button sit beside the select (`form=` names it),
 * since the select's own form cannot hold another.
 */
export function PlaceFinderForm({ id, action, keep }: { id: string; action: string; keep: Record<string, string | number | null | undefined> }) {
	return (
		<Form id={id} method="get" action={action} hidden>
			{Object.entries(keep).map(([name, value]) => (value === null || value === undefined || value === '' ? null : <input key={name} type="hidden" name={name} value={value} />))}
		</Form>
	)
}

type Finder = {
	/** The id of the page's `PlaceFinderForm`. */
	formId: string
	/** What the page's address asked "Find a place", and what it found. */
	found: FoundPlaces | null
	/** The page around one of the places found. */
	hrefOf: (placeId: string) => string
}

type PlaceSelectProps = {
	id: string
	/** The list's places, from the loader (app/around-me/place-choices.ts). */
	choices: PlaceChoices
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
	required?: boolean
	/**
	 * On a page that shows a place: "Find a place" sends its own form, with or without JavaScript. Without
	 * it (a form that saves), the box is there with JavaScript only, and Enter chooses in the select.
	 */
	finder?: Finder
	/** Below the select: its hint or errors. */
	children?: ReactNode
}

/** The place select with its label, and "Find a place" above it. */
export function PlaceSelect({ id, choices, label, name, defaultValue, emptyOption, extraOption, describedBy, invalid, required, finder, children }: PlaceSelectProps) {
	const { t } = useTranslation('around-me')
	const hydrated = useHydrated()
	const found = finder?.found ?? null
	const [query, setQuery] = useState(found?.query ?? '')
	const [value, setValue] = useState(defaultValue)
	// A place chosen while the page's script still loads is what the select holds, not what the server
	// sent: taken over when React takes the page over, or its next render would put the server's back (a
	// slow phone's person would lose their choice). A select made later by React holds nothing else.
	const select = useRef<HTMLSelectElement>(null)
	const madeByServer = useRef(!hydrated)
	useEffect(() => {
		if (madeByServer.current && select.current) setValue(select.current.value)
	}, [])
	const nameOf = useMemo(() => new Map(choices.flatMap((group) => group.places.map((place) => [place.id, place.name]))), [choices])
	// The search with its names in both languages comes when the box is first used, not with the page.
	const [find, setFind] = useState<((query: string) => string[]) | null>(null)
	const searchAsked = useRef(false)
	function loadSearch() {
		if (searchAsked.current) return
		searchAsked.current = true
		void import('#contracts/places/place-search.ts').then(
			({ findPlaces }) => setFind(() => (text: string) => findPlaces(text).map((place) => place.id)),
			() => (searchAsked.current = false),
		)
	}
	// Until the search has come (and without JavaScript), what the page's address found for the same words.
	const matches = useMemo(() => (find && query.trim() ? find(query) : found && found.query === query ? found.placeIds : null), [find, found, query])
	// With JavaScript the list narrows to what is typed; the chosen place stays in it, so the select never loses its value.
	const shown = hydrated && matches ? new Set(matches) : null
	const searchId = `${id}-search`
	const statusId = `${id}-search-status`

	function chooseBest(event: KeyboardEvent<HTMLInputElement>) {
		if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
		// Enter would send the form the box sits in (a post that saves): it chooses the place instead.
		event.preventDefault()
		const best = matches?.[0]
		if (best) setValue(best)
	}

	const others = found && found.query === query ? found.placeIds.slice(1) : []
	return (
		<div className="place-field">
			{/* Without a finder the box only narrows the list, which takes a script: rendered from the start but
			    shown only with scripts (js-only), so the select does not move down when the page hydrates, and
			    disabled until then (Enter in it would send the form it sits in). */}
			<div className={finder ? 'field place-field__search' : 'field place-field__search js-only'}>
				<label htmlFor={searchId}>{t('place.search')}</label>
				<div className="place-field__find">
					<input
						id={searchId}
						type="search"
						name={finder ? 'find' : undefined}
						form={finder?.formId}
						disabled={!finder && !hydrated}
						defaultValue={found?.query}
						onFocus={loadSearch}
						onChange={(event) => (loadSearch(), setQuery(event.currentTarget.value))}
						onKeyDown={finder ? undefined : chooseBest}
						autoComplete="off"
						enterKeyHint="search"
						aria-controls={id}
						aria-describedby={statusId}
					/>
					{finder ? (
						<Button type="submit" variant="secondary" form={finder.formId}>
							{t('place.find')}
						</Button>
					) : null}
				</div>
				<p id={statusId} role="status" className={matches?.length === 0 ? 'form-error' : 'visually-hidden'}>
					{matches?.length === 0 ? t('place.noMatch', { query: query.trim() }) : null}
				</p>
				{others.length > 0 && finder ? (
					<div className="place-field__others">
						<p className="muted">{t('place.alsoFound')}</p>
						<ul className="subnav__links">
							{others.slice(0, OTHER_MATCHES).map((placeId) => {
								const placeName = nameOf.get(placeId)
								return placeName ? (
									<li key={placeId}>
										<Link to={finder.hrefOf(placeId)}>{placeName}</Link>
									</li>
								) : null
							})}
						</ul>
						{others.length > OTHER_MATCHES ? <p className="muted">{t('place.moreFound', { count: others.length - OTHER_MATCHES })}</p> : null}
					</div>
				) : null}
			</div>
			<div className="field">
				<label htmlFor={id}>{label}</label>
				<select ref={select} id={id} name={name} value={value} onChange={(event) => setValue(event.currentTarget.value)} aria-describedby={describedBy} aria-invalid={invalid || undefined} required={required}>
				{emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
				{extraOption ? <option value={extraOption.value}>{extraOption.label}</option> : null}
				{choices.map(({ kind, places }) => {
					const options = places.filter((place) => !shown || shown.has(place.id) || place.id === value)
					return options.length > 0 ? (
						<optgroup key={kind} label={t(groupLabels[kind])}>
							{options.map((place) => (
								<option key={place.id} value={place.id}>
									{place.name}
								</option>
							))}
						</optgroup>
					) : null
				})}
				</select>
				{children}
			</div>
		</div>
	)
}
