import { Form, useActionData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'

/**
 * The links a profile (a person's or a business user's) has now, each with a Remove that posts
 * `intent=remove` and its id to the page's action: a small form each, so it works without JavaScript.
 * Its texts are `forms.link.*` and `errors.*` of `namespace` (the page's).
 */
export function LinkList({ links, namespace = 'profile' }: { links: { id: string; label: string; url: string }[]; namespace?: string }) {
	const { t } = useTranslation(namespace)
	const failed = useActionData<{ removeFailed?: string }>()?.removeFailed
	return (
		<section aria-labelledby="current-links" className="stack">
			<h2 id="current-links">{t('forms.link.current', { ns: namespace })}</h2>
			<FormError id="link-list-error" errors={failed ? [failed] : undefined} namespace={namespace} />
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
								{/* Which link it was, should the list have been written again meanwhile (forms/link-form.server.ts). */}
								<input type="hidden" name="url" value={link.url} />
								<input type="hidden" name="label" value={link.label} />
								<Button type="submit" variant="ghost" size="small" aria-label={t('forms.link.remove', { ns: namespace, name: link.label })}>
									{t('forms.link.removeShort', { ns: namespace })}
								</Button>
							</Form>
						</li>
					))}
				</ul>
			) : (
				<p className="muted">{t('forms.link.none', { ns: namespace })}</p>
			)}
		</section>
	)
}
