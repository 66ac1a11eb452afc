import { useFetcher } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatCount } from '#app/i18n/formats.ts'
import type { Likes } from '#contracts/social/feed.ts'
import { BackFields } from './back-field.tsx'

/**
 * "Like" with its count: a form that posts to /resources/like (without JavaScript the page comes back);
 * with it, the count changes at once and the answer settles it. Pressed when the person likes it.
 */
export function LikeButton({ kind, id, likes }: { kind: string; id: string; likes: Likes }) {
	const { t, i18n } = useTranslation('social')
	const fetcher = useFetcher<{ likes?: Likes }>()
	const pending = fetcher.formData?.get('liked')
	const shown: Likes = pending !== undefined && pending !== null ? { me: pending === 'true', count: likes.count + (pending === 'true' ? 1 : -1) * (likes.me === (pending === 'true') ? 0 : 1) } : (fetcher.data?.likes ?? likes)
	return (
		<fetcher.Form method="post" action="/resources/like" className="inline-form">
			<BackFields />
			<input type="hidden" name="kind" value={kind} />
			<input type="hidden" name="id" value={id} />
			<input type="hidden" name="liked" value={String(!shown.me)} />
			<button type="submit" className="button button--ghost button--small like-button" aria-pressed={shown.me}>
				<span>{t('like.label')}</span> <span className="like-button__count">{formatCount(shown.count, i18n.language)}</span>
			</button>
		</fetcher.Form>
	)
}
