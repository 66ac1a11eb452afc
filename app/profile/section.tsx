import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type ProfileSectionProps = {
	id: string
	title: string
	/** The owner's way to change the section; absent for everyone else. */
	editTo?: string
	editLabel?: string
	/**
	 * Given when the section has nothing yet. Its owner is then asked to add it: the button reads "Add"
	 * (named `label`, leading to `to`, else to `editTo`) and `invitation` stands for the content, since
	 * "Edit" on nothing reads as a mistake. Everyone else sees the content (its own neutral empty text).
	 */
	empty?: { label: string; invitation: string; to?: string }
	children: ReactNode
}

/** One section of a profile page: a heading, the owner's edit (or add) link beside it, the content. */
export function ProfileSection({ id, title, editTo, editLabel, empty, children }: ProfileSectionProps) {
	const { t } = useTranslation()
	const adding = editTo && empty ? empty : undefined
	return (
		<section className="card profile-section" aria-labelledby={id}>
			<div className="profile-section__head">
				<h2 id={id}>{title}</h2>
				{editTo ? (
					<Link className="button button--secondary button--small" to={adding?.to ?? editTo} aria-label={adding?.label ?? editLabel}>
						{adding ? t('forms.add') : t('forms.edit')}
					</Link>
				) : null}
			</div>
			{adding ? <p className="muted">{adding.invitation}</p> : children}
		</section>
	)
}
