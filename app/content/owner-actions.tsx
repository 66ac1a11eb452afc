import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { DeleteEntry } from '#app/forms/delete-entry.tsx'
import { editPath, type PublishableKind } from './kinds.ts'

/** "Edit" and "Delete" (which asks first) for whoever may (docs/product.md#content); nothing for anyone else. */
export function OwnerActions({ item, confirmingDelete }: { item: { kind: string; id: string; title: string; canEdit: boolean; canDelete: boolean }; confirmingDelete: boolean }) {
	const { t } = useTranslation('content')
	if (!item.canEdit && !item.canDelete) return null
	return (
		<div className="button-row content-item__actions">
			{item.canEdit ? (
				<Link className="button button--secondary" to={editPath(item.kind as PublishableKind, item.id)}>
					{t('edit')}
				</Link>
			) : null}
			{item.canDelete ? <DeleteEntry confirming={confirmingDelete} question={t('deleteQuestion', { title: item.title })} /> : null}
		</div>
	)
}
