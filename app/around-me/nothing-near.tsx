import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '#app/components/ui/empty-state.tsx'

/**
 * An empty list around a place (docs/product.md#around-me): it says so, and offers the next distance
 * when there is one. `title`: what is missing, when the page says it its own way.
 */
export function NothingNear({ radiusKm, wider, title, headingLevel = 3 }: { radiusKm: number; wider: { km: number; href: string } | null; title?: string; headingLevel?: 2 | 3 }) {
	const { t } = useTranslation('around-me')
	return (
		<EmptyState
			title={title ?? t('empty.title', { count: radiusKm })}
			description={wider ? t('empty.wider', { count: wider.km }) : t('empty.widest')}
			headingLevel={headingLevel}
			action={
				wider ? (
					<Link className="button button--secondary" to={wider.href}>
						{t('empty.widerAction', { count: wider.km })}
					</Link>
				) : undefined
			}
		/>
	)
}
