import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type ProfileSectionProps = {
	id: string
	title: string
	/** The owner's way to change the section; absent for everyone else. */
	editTo?: string
	editLabel?: string
	children: ReactNode
}

/** One section of a profile page: a heading, the owner's edit link beside it, the content. */
export function ProfileSection({ id, title, editTo, editLabel, children }: ProfileSectionProps) {
	const { t } = useTranslation()
	return (
		<section className="card profile-section" aria-labelledby={id}>
			<div className="profile-section__head">
				<h2 id={id}>{title}</h2>
				{editTo ? (
					<Link className="button button--secondary button--small" to={editTo} aria-label={editLabel}>
						{t('forms.edit')}
					</Link>
				) : null}
			</div>
			{children}
		</section>
	)
}
