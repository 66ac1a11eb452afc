import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { pictureSources } from '#app/media/picture-sources.ts'
import type { Collection } from '#contracts/social/collections.ts'

/** A collection in a list: its cover, name (a link to it), who keeps it, how many items, public or private. */
export function CollectionSummary({ collection, headingLevel = 3 }: { collection: Collection; headingLevel?: 2 | 3 }) {
	const { t } = useTranslation('social')
	const Heading = `h${headingLevel}` as const
	const cover = collection.cover ? pictureSources(collection.cover) : null
	return (
		<div className="collection-summary">
			{cover ? <img src={cover.src} srcSet={cover.srcSet} sizes="96px" alt="" width={96} height={54} loading="lazy" decoding="async" /> : null}
			<div>
				<Heading className="collection-summary__name">
					<Link to={`/collections/${collection.id}`}>{collection.name}</Link>
				</Heading>
				<p className="muted">
					<span className="tag">{collection.visibility === 'public' ? t('collections.publicBadge') : t('collections.privateBadge')}</span>{' '}
					{t('collections.items', { count: collection.itemCount })}
					{collection.mine ? null : <> · {t('collections.by', { name: collection.owner.name })}</>}
				</p>
				{collection.description ? <p>{collection.description}</p> : null}
			</div>
		</div>
	)
}

/** Collections as a list of cards. */
export function CollectionList({ collections }: { collections: Collection[] }) {
	return (
		<ul className="collection-list">
			{collections.map((collection) => (
				<li key={collection.id} className="card">
					<CollectionSummary collection={collection} />
				</li>
			))}
		</ul>
	)
}
