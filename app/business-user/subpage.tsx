import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { businessUserPath } from './paths.ts'
import { BusinessUserNav } from './business-user-nav.tsx'

type SubpageProps = { id: string; name: string; title: string; intro?: ReactNode; children: ReactNode }

/** A page under /business-user/{id}: the way back to the profile, the page's title, the pages' navigation. */
export function BusinessUserSubpage({ id, name, title, intro, children }: SubpageProps) {
	const { t } = useTranslation('business-user')
	return (
		<div className="business-user stack">
			<p>
				<Link to={businessUserPath(id)}>{t('page.back', { name })}</Link>
			</p>
			<div>
				<h1>{title}</h1>
				{intro ? <p className="muted">{intro}</p> : null}
			</div>
			<BusinessUserNav id={id} name={name} />
			{children}
		</div>
	)
}
