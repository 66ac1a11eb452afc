import { useTranslation } from 'react-i18next'
import { Avatar } from '#app/profile/person-avatar.tsx'
import type { PagePreviewView } from './page-preview.ts'

/** What the visitor is signing in to see (docs/product.md#page-previews): its picture, name and kind, and whose it is. */
export function PagePreviewCard({ preview, lead }: { preview: PagePreviewView; lead: string }) {
	const { t } = useTranslation('auth')
	return (
		<figure className="page-preview">
			<figcaption className="page-preview__lead">{lead}</figcaption>
			<div className="page-preview__card">
				{preview.round || !preview.imageUrl ? (
					<Avatar name={preview.name} imageUrl={preview.imageUrl} size="medium" />
				) : (
					<img className="page-preview__picture" src={preview.imageUrl} alt="" width={56} height={56} />
				)}
				<p className="page-preview__text">
					<strong className="page-preview__name">{preview.name}</strong>
					<span className="muted">{preview.ownerName ? t('preview.kindBy', { kind: preview.kind, name: preview.ownerName }) : preview.kind}</span>
				</p>
			</div>
		</figure>
	)
}
