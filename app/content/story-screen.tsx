import { Link, useNavigate } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ContentPicture } from './content-card.tsx'
import { LinkedText } from './linked-text.tsx'
import { OwnerActions } from './owner-actions.tsx'
import type { ItemView } from './views.ts'

type StoryScreenProps = {
	item: ItemView
	closeTo: string
	closeLabel: string
	/** The stories before and after it (the around-me viewer): links without JavaScript; keys and swipes with it. */
	previousTo?: string | null
	nextTo?: string | null
	/** "Story 3 of 12". */
	position?: string
	confirmingDelete?: boolean
}

/**
 * A story full screen (docs/product.md#content): its pictures edge to edge with the caption over them,
 * who posted it and when; "Previous", "Next" and "Close" as links, so it works without JavaScript. With
 * JavaScript the arrow keys, Escape and a swipe do the same.
 */
export function StoryScreen({ item, closeTo, closeLabel, previousTo, nextTo, position, confirmingDelete = false }: StoryScreenProps) {
	const { t } = useTranslation('content')
	const navigate = useNavigate()
	const screen = useRef<HTMLElement>(null)

	useEffect(() => {
		function onKey(event: KeyboardEvent) {
			if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
			if (event.key === 'ArrowRight' && nextTo) navigate(nextTo)
			else if (event.key === 'ArrowLeft' && previousTo) navigate(previousTo)
			else if (event.key === 'Escape') navigate(closeTo)
		}
		let startX: number | null = null
		const element = screen.current
		const onTouchStart = (event: TouchEvent) => void (startX = event.touches[0]?.clientX ?? null)
		const onTouchEnd = (event: TouchEvent) => {
			const endX = event.changedTouches[0]?.clientX
			if (startX === null || endX === undefined) return
			const moved = endX - startX
			startX = null
			// A swipe, not a tap: a fifth of a phone's width.
			if (moved < -60 && nextTo) navigate(nextTo)
			else if (moved > 60 && previousTo) navigate(previousTo)
		}
		document.addEventListener('keydown', onKey)
		element?.addEventListener('touchstart', onTouchStart, { passive: true })
		element?.addEventListener('touchend', onTouchEnd)
		return () => {
			document.removeEventListener('keydown', onKey)
			element?.removeEventListener('touchstart', onTouchStart)
			element?.removeEventListener('touchend', onTouchEnd)
		}
	}, [navigate, nextTo, previousTo, closeTo])

	return (
		<section ref={screen} className="story-screen" aria-labelledby="story-title">
			<div className="story-screen__pictures">
				{item.pictures.map((picture, index) => (
					<ContentPicture key={picture.src} picture={picture} alt={t('pictureAlt', { title: item.title, number: index + 1 })} sizes="100vw" loading={index === 0 ? 'eager' : 'lazy'} />
				))}
			</div>
			<div className="story-screen__caption stack">
				{position ? <p className="story-screen__position">{position}</p> : null}
				<h1 id="story-title">{item.title}</h1>
				<p className="muted">
					{item.byBusiness ? `${item.owner.name} · ${item.postedBy ? t('postedBy', { name: item.postedBy }) : t('postedByFormer')}` : t('by', { name: item.owner.name })} · <time dateTime={item.when.at ?? undefined}>{item.when.text}</time>
					{item.distance ? <> · {t('distance', { distance: item.distance })}</> : null}
				</p>
				{item.body ? <LinkedText text={item.body} /> : null}
				<OwnerActions item={item} confirmingDelete={confirmingDelete} />
			</div>
			<nav className="story-screen__nav" aria-label={t('story.navigation')}>
				{previousTo ? (
					<Link to={previousTo} rel="prev" className="button button--secondary">
						{t('story.previous')}
					</Link>
				) : null}
				<Link to={closeTo} className="button button--ghost">
					{closeLabel}
				</Link>
				{nextTo ? (
					<Link to={nextTo} rel="next" className="button">
						{t('story.next')}
					</Link>
				) : null}
			</nav>
		</section>
	)
}
