import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { ConfirmStep } from './confirm-step.tsx'

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
export function DeleteEntry({ confirming, question }: { confirming: boolean; question: string }) {
	const { t } = useTranslation()
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
		<ConfirmStep
			id="delete-entry-title"
			question={question}
			warning={t('forms.deleteWarning')}
			fields={{ intent: 'delete' }}
			confirm={t('forms.delete')}
			confirming={t('forms.deleting')}
			keep={t('forms.keep')}
		/>
	)
}
