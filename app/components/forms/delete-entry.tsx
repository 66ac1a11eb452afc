import { Form, Link, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'

/** The query that asks for the confirmation step (`?delete=confirm`). */
export const CONFIRM_DELETE_QUERY = { name: 'delete', value: 'confirm' } as const

export function isConfirmingDelete(request: Request) {
	return new URL(request.url).searchParams.get(CONFIRM_DELETE_QUERY.name) === CONFIRM_DELETE_QUERY.value
}

/**
 * "Delete" on an edit page, which asks first. The question is a page state in the address
 * (`?delete=confirm`), so it works the same with and without JavaScript; the second "Delete" posts
 * `intent=delete` to the page's action.
 */
export function DeleteEntry({ confirming, question: questionText }: { confirming: boolean; question: string }) {
	const { t } = useTranslation()
	const deleting = useNavigation().formData?.get('intent') === 'delete'
	const question = useRef<HTMLElement>(null)
	// The question appears after a press of Delete: take focus there, so it is read and answered next.
	useEffect(() => {
		if (confirming) question.current?.focus()
	}, [confirming])
	if (!confirming) {
		return (
			<Form method="get" className="delete-entry" preventScrollReset>
				<input type="hidden" name={CONFIRM_DELETE_QUERY.name} value={CONFIRM_DELETE_QUERY.value} />
				<Button type="submit" variant="danger">
					{t('forms.delete')}
				</Button>
			</Form>
		)
	}
	return (
		<section ref={question} tabIndex={-1} className="delete-entry delete-entry--confirm" role="alert" aria-labelledby="delete-entry-title">
			<h2 id="delete-entry-title">{questionText}</h2>
			<p>{t('forms.deleteWarning')}</p>
			<Form method="post" className="delete-entry__actions">
				<input type="hidden" name="intent" value="delete" />
				<Button type="submit" variant="danger" aria-disabled={deleting || undefined}>
					{deleting ? t('forms.deleting') : t('forms.delete')}
				</Button>
				<Link to="." preventScrollReset>
					{t('forms.keep')}
				</Link>
			</Form>
		</section>
	)
}
