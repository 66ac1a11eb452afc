import { Form, useActionData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'

/**
 * The links a profile (a person's or a business user's) has now, each with a Remove that posts
 * `intent=remove` and its id to the page's action: a small form each, so it works without JavaScript.
 */
export function LinkList({ links }: { links: { id: string; label: string; url: string }[] }) {
	const { t } = useTranslation('profile')
	const failed = useActionData<{ removeFailed?: string }>()?.removeFailed
	return (
		<section aria-labelledby="current-links" className="stack">
			<h2 id="current-links">{t('forms.link.current')}</h2>
			{failed ? (
				<p role="alert" className="form-error">
					{t(`errors.${failed}`)}
				</p>
			) : null}
			{links.length ? (
				<ul className="list">
					{links.map((link) => (
						<li key={link.id} className="list__row">
							<span>
								<strong>{link.label}</strong>
								<br />
								<span className="muted">{link.url}</span>
							</span>
							<Form method="post">
								<input type="hidden" name="intent" value="remove" />
								<input type="hidden" name="linkId" value={link.id} />
								<Button type="submit" variant="ghost" size="small" aria-label={t('forms.link.remove', { name: link.label })}>
									{t('forms.link.removeShort')}
								</Button>
							</Form>
						</li>
					))}
				</ul>
			) : (
				<p className="muted">{t('forms.link.none')}</p>
			)}
		</section>
	)
}
