import { useFetcher, useLocation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { supportedLanguages } from '#app/i18n/config.ts'

/**
 * A form post to /resources/language, so it works without JavaScript (pick, then "Change");
 * with JavaScript, picking a language submits at once, and "Change" is hidden from the first paint
 * (app/enhancement/before-hydration.tsx), so the header never moves. With JavaScript it is a fetcher's post,
 * not a navigation: while a navigation to /resources/language waits, another fetcher's post finishing (a
 * like, a conversation marked read) reloads the data of that address, whose loader sends the person home.
 * The action's redirect brings the page back in the new language all the same.
 */
export function LanguageSwitcher() {
	const { t, i18n } = useTranslation()
	const location = useLocation()
	const fetcher = useFetcher()
	const id = useId()
	return (
		<fetcher.Form method="post" action="/resources/language" className="language-switcher" preventScrollReset>
			<input type="hidden" name="redirectTo" value={location.pathname + location.search + location.hash} />
			<label htmlFor={id}>{t('language.label')}</label>
			<select
				id={id}
				name="lng"
				defaultValue={i18n.language}
				key={i18n.language}
				data-submit-on-change
				onChange={(event) => fetcher.submit(event.currentTarget.form, { preventScrollReset: true })}
			>
				{supportedLanguages.map((language) => (
					<option key={language} value={language} lang={language}>
						{t(`language.names.${language}`)}
					</option>
				))}
			</select>
			<button type="submit" className="button button--secondary button--small no-js-only">
				{t('language.apply')}
			</button>
		</fetcher.Form>
	)
}
