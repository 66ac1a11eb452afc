import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { whereaboutsOf } from '#app/around-me/whereabouts.ts'
import { ItemPage } from '#app/content/item-page.tsx'
import { itemPageAction, pageItemOf } from '#app/content/item.server.ts'
import type { PublishableKind } from '#app/content/kinds.ts'
import { StoryScreen } from '#app/content/story-screen.tsx'
import { itemView } from '#app/content/views.ts'
import { newIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { kilometresBetween } from '#contracts/content/geo.ts'

export const handle = { i18n: ['content', 'around-me', 'shop'] }
export const meta = pageMeta

/**
 * An item's page, for every kind: /around-me/{kind}/{id}, and a business user's
 * /business-user/{id}/{kind}/{itemId}. Someone else's hidden item, or one that never was, is a 404 that
 * names what is missing. With `?place=` or `?near=` (from a list around a place) it says how far it is.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { kind, item, confirmingDelete } = await pageItemOf(args)
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'content'), i18next.getLocale(request)])
	const url = new URL(request.url)
	const search = url.searchParams
	const where = search.has('place') || search.has('near') ? whereaboutsOf(search) : null
	const distanceKm = where && item.location ? kilometresBetween(where.point, item.location) : item.distanceKm
	const view = itemView({ ...item, distanceKm }, language)
	const business = item.owner.type === 'business-user'
	return {
		meta: { title: item.title, description: item.body.slice(0, 160) || t(`kinds.${kind}`) },
		kind,
		item: view,
		back: business ? { to: `/business-user/${item.owner.id}`, label: t('back.businessUser', { name: item.owner.name }) } : { to: '/around-me', label: t('back.aroundMe') },
		confirmingDelete,
		cart: view.sale ? { idempotencyKey: newIdempotencyKey(), back: `${url.pathname}${url.search}` } : null,
	}
}

/** "I'm going" and taking it back, and "Delete" after its confirmation. */
export const action = (args: ActionFunctionArgs) => itemPageAction(args)

export default function ContentItemPage() {
	const { t } = useTranslation('content')
	const { kind, item, back, confirmingDelete, cart } = useLoaderData<typeof loader>()
	const failure = useActionData<typeof action>()?.failure
	if ((kind as PublishableKind) === 'story') return <StoryScreen item={item} closeTo={back.to} closeLabel={t('close')} confirmingDelete={confirmingDelete} />
	return <ItemPage item={item} back={back} confirmingDelete={confirmingDelete} failure={failure} cart={cart} />
}
