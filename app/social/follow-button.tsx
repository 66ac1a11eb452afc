import { useFetcher } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { FollowState } from '#contracts/social/follow.ts'
import { BackFields } from './back-field.tsx'

/**
 * "Follow", or "Following" (pressed) which unfollows (docs/product.md#feed): a form posting to
 * /resources/follow, so it works without JavaScript; with it, the button changes at once.
 */
export function FollowButton({ type, id, following, name }: { type: 'person' | 'business-user'; id: string; following: boolean; name: string }) {
	const { t } = useTranslation('social')
	const fetcher = useFetcher<{ state?: FollowState }>()
	const pending = fetcher.formData?.get('following')
	const shown = pending ? pending === 'true' : (fetcher.data?.state?.following ?? following)
	return (
		<fetcher.Form method="post" action="/resources/follow" className="inline-form">
			<BackFields />
			<input type="hidden" name="type" value={type} />
			<input type="hidden" name="id" value={id} />
			<input type="hidden" name="following" value={String(!shown)} />
			<button
				type="submit"
				className={`button button--small ${shown ? 'button--secondary' : ''}`}
				aria-pressed={shown}
				title={shown ? t('follow.unfollowHint', { name }) : undefined}
			>
				{shown ? t('follow.following') : t('follow.follow')}
			</button>
		</fetcher.Form>
	)
}
