import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { CardView } from '#app/content/views.ts'
import type { Likes } from '#contracts/social/feed.ts'
import { LikeButton } from './like-button.tsx'

/** A feed card's actions (docs/product.md#feed): "Like" with its count, and "Add to collection". */
export function CardActions({ card, likes }: { card: CardView; likes: Likes }) {
	const { t } = useTranslation('social')
	return (
		<div className="content-card__actions">
			<LikeButton kind={card.kind} id={card.id} likes={likes} />
			{card.saveHref ? (
				<Link className="button button--ghost button--small" to={card.saveHref} aria-label={t('collections.addItem', { title: card.title })}>
					{t('collections.add')}
				</Link>
			) : null}
		</div>
	)
}
