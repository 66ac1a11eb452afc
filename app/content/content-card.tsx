import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { QuickAddToCart } from '#app/shop/quick-add.tsx'
import { CardActions } from '#app/social/card-actions.tsx'
import { Highlighted } from '#app/social/highlighted.tsx'
import type { CardView } from './views.ts'

/** A picture at the widths it has (views.ts), sized for a card or a page. */
export function ContentPicture({ picture, alt, sizes, loading = 'lazy' }: { picture: NonNullable<CardView['picture']>; alt: string; sizes: string; loading?: 'lazy' | 'eager' }) {
	return <img src={picture.src} srcSet={picture.srcSet} sizes={picture.srcSet ? sizes : undefined} alt={alt} width={picture.width} height={Math.round((picture.width * 9) / 16)} loading={loading} decoding="async" />
}

/**
 * An item in a list (around me, a business user's pages): its title as a link to its page, its kind,
 * how far it is, when, where and who posted it. `headingLevel` fits the list's place on the page.
 */
export function ContentCard({ card, headingLevel = 3 }: { card: CardView; headingLevel?: 2 | 3 | 4 }) {
	const { t } = useTranslation('content')
	const Heading = `h${headingLevel}` as const
	return (
		<article className={`content-card content-card--${card.kind}`}>
			{card.picture ? (
				<div className="content-card__picture">
					<ContentPicture picture={card.picture} alt="" sizes="(min-width: 600px) 240px, 100vw" />
				</div>
			) : null}
			<div className="content-card__body">
				<p className="content-card__meta">
					<span className={`tag tag--${card.kind}`}>{t(`kinds.${card.kind}`)}</span>
					{card.severity ? <span className={`tag tag--severity-${card.severity}`}>{t(`options.severity.${card.severity}`)}</span> : null}
					{card.distance ? <span className="content-card__distance">{t('distance', { distance: card.distance })}</span> : null}
				</p>
				<Heading className="content-card__title">
					<Link to={card.href} prefetch="intent">
						{card.highlight ? <Highlighted text={card.title} terms={card.highlight} /> : card.title}
					</Link>
				</Heading>
				{card.when.text ? (
					<p className="content-card__when">
						<time dateTime={card.when.at ?? undefined}>{'until' in card.when ? t('until', { time: card.when.text }) : card.when.text}</time>
					</p>
				) : null}
				{card.place ? <p className="muted">{card.place}</p> : null}
				<p className="content-card__foot muted">
					{card.price ? <span>{'free' in card.price ? t('free') : card.price.text}</span> : null}
					{card.going ? <span>{t('going.count', { count: card.going.count, number: card.going.text })}</span> : null}
					<span>{card.byBusiness ? card.owner.name : t('by', { name: card.owner.name })}</span>
				</p>
				{card.sale ? <QuickAddToCart itemId={card.id} title={card.title} href={card.href} sale={card.sale} /> : null}
				{card.likes ? <CardActions card={card} likes={card.likes} /> : null}
			</div>
		</article>
	)
}

/** A list of cards, or nothing (the page says what to do when it is empty). */
export function ContentCards({ cards, headingLevel }: { cards: CardView[]; headingLevel?: 2 | 3 | 4 }) {
	return (
		<ul className="content-cards">
			{cards.map((card) => (
				<li key={card.id} data-card={card.id}>
					<ContentCard card={card} headingLevel={headingLevel} />
				</li>
			))}
		</ul>
	)
}
