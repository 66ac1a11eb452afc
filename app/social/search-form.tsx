import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { searchLimits } from '#contracts/limits.ts'

/**
 * The search box (docs/product.md#search): a GET form, so results have an address and work without
 * JavaScript. `kinds` adds the "Kind" select (/search); /feed/search looks at every kind of what one follows.
 */
export function SearchForm({ action, q, kind, kinds }: { action: string; q: string; kind?: string; kinds?: Array<{ value: string; label: string }> }) {
	const { t } = useTranslation('social')
	return (
		<Form method="get" action={action} role="search" className="search-form">
			<div className="field search-form__query">
				<label htmlFor="search-q">{t('search.box')}</label>
				<span id="search-hint" className="field__hint">
					{t('search.hint')}
				</span>
				<input id="search-q" type="search" name="q" defaultValue={q} maxLength={searchLimits.query} aria-describedby="search-hint" autoComplete="off" enterKeyHint="search" />
			</div>
			{kinds ? (
				<div className="field">
					<label htmlFor="search-kind">{t('search.kind')}</label>
					<select id="search-kind" name="kind" defaultValue={kind ?? ''}>
						{kinds.map((option) => (
							<option key={option.value} value={option.value}>
								{option.label}
							</option>
						))}
					</select>
				</div>
			) : null}
			<button type="submit" className="button">
				{t('search.submit')}
			</button>
		</Form>
	)
}
