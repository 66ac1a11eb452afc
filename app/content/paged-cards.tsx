import { Link, useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ContentCards } from './content-card.tsx'
import type { CardView } from './views.ts'

type Page = { cards: CardView[]; nextHref: string | null }

/**
 * A list of cards a page at a time. "More" is a link to the next page, so it works without JavaScript;
 * with it, the next page's cards are added below these (the page's loader answers `page` for the
 * fetcher too) and focus moves to the first new one. `firstHref` leads back to the first page when this one is not.
 */
export function PagedCards({
	page,
	firstHref,
	empty,
	headingLevel,
	moreOnScroll = false,
}: {
	page: Page
	firstHref?: string | null
	empty: ReactNode
	headingLevel?: 2 | 3 | 4
	/** Load the next page when "More" scrolls into view (the feed), besides on a click. */
	moreOnScroll?: boolean
}) {
	const { t } = useTranslation('content')
	// The next page's loader answers the same shape as this one's: `page` is in it.
	const fetcher = useFetcher<{ page: Page }>()
	const [cards, setCards] = useState(page.cards)
	const [nextHref, setNextHref] = useState(page.nextHref)
	const list = useRef<HTMLDivElement>(null)
	const more = useRef<HTMLAnchorElement>(null)
	// What the list was last made from (React's "adjusting state when a prop changes", during render).
	const [shown, setShown] = useState<{ page: Page; added: Page | undefined }>({ page, added: undefined })
	if (shown.page !== page) {
		// A new first page (another place, kind or distance) starts the list again.
		// Whatever the fetcher loaded for the old list is not this one's.
		setShown({ page, added: fetcher.data?.page })
		setCards(page.cards)
		setNextHref(page.nextHref)
	} else if (fetcher.state === 'idle' && fetcher.data?.page && fetcher.data.page !== shown.added) {
		const added = fetcher.data.page
		setShown({ page, added })
		setCards((before) => [...before, ...added.cards.filter((card) => !before.some((known) => known.id === card.id))])
		setNextHref(added.nextHref)
	}

	// Focus moves to the first card a "More" added, so a keyboard or screen reader continues there.
	const firstAdded = shown.added?.cards[0]?.id
	useEffect(() => {
		if (firstAdded) list.current?.querySelector<HTMLAnchorElement>(`[data-card="${firstAdded}"] a`)?.focus()
	}, [firstAdded])

	// More on scroll: when "More" comes near the screen, the next page loads as a click would.
	useEffect(() => {
		const link = more.current
		if (!moreOnScroll || !link || !nextHref || typeof IntersectionObserver === 'undefined') return
		const observer = new IntersectionObserver((seen) => {
			if (seen.some((entry) => entry.isIntersecting) && fetcher.state === 'idle') fetcher.load(nextHref)
		}, { rootMargin: '400px 0px' })
		observer.observe(link)
		return () => observer.disconnect()
	}, [moreOnScroll, nextHref, fetcher])

	if (cards.length === 0) return <>{empty}</>
	return (
		<div ref={list} className="stack" aria-busy={fetcher.state !== 'idle' || undefined}>
			<ContentCards cards={cards} headingLevel={headingLevel} />
			<nav className="button-row" aria-label={t('pages')}>
				{firstHref ? <Link to={firstHref}>{t('firstPage')}</Link> : null}
				{nextHref ? (
					<Link
						ref={more}
						className="button button--secondary"
						to={nextHref}
						preventScrollReset
						onClick={(event) => {
							event.preventDefault()
							if (fetcher.state === 'idle') fetcher.load(nextHref)
						}}
					>
						{fetcher.state !== 'idle' ? t('loadingMore') : t('more')}
					</Link>
				) : null}
			</nav>
		</div>
	)
}

/** The links to the first and the next page of a list that is not added to in place (each page shows its own): "Back to the start" and "More". */
export function PageLinks({ nextHref, firstHref }: { nextHref: string | null; firstHref: string | null }) {
	const { t } = useTranslation('content')
	return <ListPageLinks nextHref={nextHref} firstHref={firstHref} words={{ list: t('pages'), first: t('firstPage'), next: t('more') }} />
}

/** The same links in a list's own words: its name, and e.g. "Back to the newest" and "Older" for a history. */
export function ListPageLinks({ nextHref, firstHref, words }: { nextHref: string | null; firstHref: string | null; words: { list: string; first: string; next: string } }) {
	if (!nextHref && !firstHref) return null
	return (
		<nav className="button-row" aria-label={words.list}>
			{firstHref ? <Link to={firstHref}>{words.first}</Link> : null}
			{nextHref ? (
				<Link className="button button--secondary" to={nextHref}>
					{words.next}
				</Link>
			) : null}
		</nav>
	)
}
