import { Form, Link, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { AddToCart } from '#app/shop/add-to-cart.tsx'
import { ContentPicture } from './content-card.tsx'
import { LinkedText } from './linked-text.tsx'
import { OwnerActions } from './owner-actions.tsx'
import type { ItemView } from './views.ts'

type ItemPageProps = {
	item: ItemView
	/** A link back: the business user's page, or around me. */
	back: { to: string; label: string }
	confirmingDelete: boolean
	/** Why the last "going" or delete failed, if it did (`errors.*`). */
	failure?: string | null
	/** For an item for sale: "Add to cart"'s idempotency key and the page it comes back to. */
	cart?: { idempotencyKey: string; back: string } | null
}

/**
 * An item's own page (docs/product.md#content), for every kind: its title as the page's heading, who
 * posted it, its pictures (or video, or PDF), its text, its facts, when and where, its tags; "I'm going"
 * for an event; and for whoever may, "Edit" and "Delete" (which asks first).
 */
export function ItemPage({ item, back, confirmingDelete, failure, cart }: ItemPageProps) {
	const { t } = useTranslation('content')
	const [first, ...others] = item.pictures
	return (
		<article className="content-item stack">
			<p>
				<Link to={back.to}>{back.label}</Link>
			</p>
			<header className="stack">
				<p className="content-card__meta">
					<span className={`tag tag--${item.kind}`}>{t(`kinds.${item.kind}`)}</span>
					{item.severity ? <span className={`tag tag--severity-${item.severity}`}>{t(`options.severity.${item.severity}`)}</span> : null}
				</p>
				<h1>{item.title}</h1>
				<p className="muted">
					{item.byBusiness ? (
						<>
							<Link to={item.owner.href}>{item.owner.name}</Link> · {item.postedBy ? t('postedBy', { name: item.postedBy }) : t('postedByFormer')}
						</>
					) : (
						<Link to={item.owner.href}>{t('by', { name: item.owner.name })}</Link>
					)}{' '}
					· <time dateTime={item.when.at ?? undefined}>{t('publishedOn', { day: item.published })}</time>
				</p>
			</header>

			{failure ? (
				<p className="form-error" role="alert">
					{t(`errors.${failure}`)}
				</p>
			) : null}

			{first ? (
				<figure className="content-item__picture">
					<ContentPicture picture={first} alt={t('pictureAlt', { title: item.title, number: 1 })} sizes="(min-width: 1024px) 720px, 100vw" loading="eager" />
				</figure>
			) : null}
			{item.video ? (
				// A person's own video comes without a captions file; its title and description are its text.
				// eslint-disable-next-line jsx-a11y/media-has-caption
				<video className="content-item__video" src={item.video} controls preload="metadata" width={720} height={405} aria-label={t('videoOf', { title: item.title })} />
			) : null}
			{item.pdf ? (
				<p className="button-row">
					<a className="button button--secondary" href={`${item.pdf}?download`} download>
						{t('ebook.download')}
					</a>
				</p>
			) : null}

			{item.time || item.validFrom || item.validUntil ? (
				<p className="content-item__when">
					{item.time ? <time dateTime={item.startsAt ?? undefined}>{item.time}</time> : null}
					{item.validFrom ? <span>{t('validFrom', { time: item.validFrom })} </span> : null}
					{item.validUntil ? <span>{t('until', { time: item.validUntil })}</span> : null}
					{item.ended ? <span className="tag">{t('ended')}</span> : null}
				</p>
			) : null}

			{item.body ? <LinkedText text={item.body} /> : null}

			{item.facts.length > 0 ? (
				<dl className="facts">
					{item.facts.map((fact) => (
						<div key={fact.label}>
							<dt>{fact.title ?? t(`facts.${fact.label}`)}</dt>
							<dd>{fact.free ? t('free') : fact.label === 'severity' && fact.text ? t(`options.severity.${fact.text}`) : fact.text}</dd>
						</div>
					))}
				</dl>
			) : null}

			{item.sale && cart ? <AddToCart itemId={item.id} sale={item.sale} {...cart} /> : null}

			{item.place || item.distance ? (
				<p className="content-item__place">
					{item.place ? <span>{item.place}</span> : null}
					{item.distance ? <span className="tag">{t('distance', { distance: item.distance })}</span> : null}
					{item.approximate && item.location ? <span className="muted">{t('approximate')}</span> : null}
				</p>
			) : null}

			{item.kind === 'event' && item.goingCount !== null ? <Going item={item} /> : null}

			<p>
				<Link className="button button--secondary button--small" to={`/my-collection?${new URLSearchParams({ save: item.id, kind: item.kind })}`}>
					{t('addToCollection')}
				</Link>
			</p>

			{others.length > 0 ? (
				<ul className="content-item__pictures">
					{others.map((picture, index) => (
						<li key={picture.src}>
							<ContentPicture picture={picture} alt={t('pictureAlt', { title: item.title, number: index + 2 })} sizes="(min-width: 1024px) 360px, 50vw" />
						</li>
					))}
				</ul>
			) : null}

			{item.tags.length > 0 ? (
				<ul className="tags" aria-label={t('fields.tags')}>
					{item.tags.map((tag) => (
						<li key={tag} className="tag">
							#{tag}
						</li>
					))}
				</ul>
			) : null}

			<OwnerActions item={item} confirmingDelete={confirmingDelete} />
		</article>
	)
}

/** "I'm going" (then "Going", which takes it back) with how many are going: a form post, no JavaScript needed. */
function Going({ item }: { item: ItemView }) {
	const { t } = useTranslation('content')
	const busy = useNavigation().formData?.get('intent')?.toString().includes('going')
	const closed = !item.goingMe && (item.full || item.ended)
	return (
		<Form method="post" className="going" preventScrollReset>
			<input type="hidden" name="intent" value={item.goingMe ? 'not-going' : 'going'} />
			<Button type="submit" variant={item.goingMe ? 'secondary' : 'primary'} aria-pressed={item.goingMe} aria-disabled={busy || closed || undefined} disabled={closed}>
				{item.goingMe ? t('going.going') : t('going.join')}
			</Button>
			<span role="status">{t('going.count', { count: item.goingCount ?? 0, number: item.going?.text ?? '0' })}</span>
			{closed ? <span className="muted">{item.ended ? t('ended') : t('going.full')}</span> : null}
		</Form>
	)
}
