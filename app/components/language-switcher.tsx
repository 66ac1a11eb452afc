import { Form, useLocation, useSubmit } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { supportedLanguages } from '#app/i18n/config.ts'

/**
 * A form post to /resources/language, so it works without JavaScript (pick, then "Change");
 * with JavaScript, picking a language submits at once.
 */
export function LanguageSwitcher() {
	const { t, i18n } = useTranslation()
	const location = useLocation()
	const submit = useSubmit()
	const hydrated = useHydrated()
	const id = useId()
	return (
		<Form method="post" action="/resources/language" className="language-switcher" preventScrollReset>
			<input type="hidden" name="redirectTo" value={location.pathname + location.search + location.hash} />
			<label htmlFor={id}>{t('language.label')}</label>
			<select
				id={id}
				name="lng"
				defaultValue={i18n.language}
				key={i18n.language}
				onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
			>
				{supportedLanguages.map((language) => (
					<option key={language} value={language} lang={language}>
						{t(`language.names.${language}`)}
					</option>
				))}
			</select>
			{hydrated ? null : (
				<button type="submit" className="button button--secondary button--small">
					{t('language.apply')}
				</button>
			)}
		</Form>
	)
}
