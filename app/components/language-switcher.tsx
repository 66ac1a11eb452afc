import { Form, useLocation, useSubmit } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { supportedLanguages } from '#app/i18n/config.ts'

/**
 * A form post to /resources/language, so it works without JavaScript (pick, then "Change");
 * with JavaScript, picking a language submits at once, and "Change" is hidden from the first paint
 * (app/enhancement/before-hydration.tsx), so the header never moves. A phone or tablet without JavaScript has no
 * room for the list and its button beside the cart and the menu: it gets one button per other language
 * instead, named in that language ("ไทย"), so its header takes the rows it takes with JavaScript
 * (app.css shows it below 1024 px, where the navigation is in the menu).
 */
export function LanguageSwitcher() {
	const { t, i18n } = useTranslation()
	const location = useLocation()
	const submit = useSubmit()
	const id = useId()
	const redirectTo = <input type="hidden" name="redirectTo" value={location.pathname + location.search + location.hash} />
	return (
		<>
			<Form method="post" action="/resources/language" className="language-switcher" preventScrollReset>
				{redirectTo}
				<label htmlFor={id}>{t('language.label')}</label>
				<select
					id={id}
					name="lng"
					defaultValue={i18n.language}
					key={i18n.language}
					data-submit-on-change
					onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
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
			</Form>
			<Form method="post" action="/resources/language" className="language-toggle no-js-only">
				{redirectTo}
				{supportedLanguages
					.filter((language) => language !== i18n.language)
					.map((language) => (
						<button key={language} type="submit" name="lng" value={language} className="button button--secondary button--small">
							<span className="visually-hidden">{t('language.label')}</span> <span lang={language}>{t(`language.names.${language}`)}</span>
						</button>
					))}
			</Form>
		</>
	)
}
