import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { failureInit } from '#app/api/outage.ts'
import { whereaboutsOf } from '#app/around-me/whereabouts.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { contentApi } from '#app/content/api.server.ts'
import { ItemPage } from '#app/content/item-page.tsx'
import { kindOfPath, type PublishableKind } from '#app/content/kinds.ts'
import { missingRecordOf } from '#app/content/missing-record.ts'
import { StoryScreen } from '#app/content/story-screen.tsx'
import { itemView } from '#app/content/views.ts'
import { isConfirmingDelete } from '#app/forms/delete-entry.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound, orNotFound } from '#app/routing/params.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { kilometresBetween } from '#contracts/content/geo.ts'
import type { ContentItem } from '#contracts/content/registry.ts'

export const handle = { i18n: ['content', 'around-me'] }
export const meta = pageMeta

/** The page's kind and item, from its address (one module serves every kind's item page, app/around-me/routes.ts). */
async function itemOf(args: LoaderFunctionArgs) {
	const { request, params } = args
	const auth = await requireUser(args)
	const kind = kindOfPath(new URL(request.url).pathname)
	if (!kind) throw notFound(request)
	const content = contentApi(request, args.context, auth.session)
	const item = (await content.read(kind, params.itemId ?? '').catch(orNotFound(request, missingRecordOf(kind)))) as ContentItem<PublishableKind>
	// Under a business user's pages, only that business user's items.
	if (params.id !== undefined && (item.owner.type !== 'business-user' || item.owner.id !== params.id)) throw notFound(request, missingRecordOf(kind))
	return { kind, item, content, session: auth.session }
}

/**
 * An item's page, for every kind: /around-me/{kind}/{id}, and a business user's
 * /business-user/{id}/{kind}/{itemId}. Someone else's hidden item, or one that never was, is a 404 that
 * names what is missing. With `?place=` or `?near=` (from a list around a place) it says how far it is.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { kind, item } = await itemOf(args)
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'content'), i18next.getLocale(request)])
	const search = new URL(request.url).searchParams
	const where = search.has('place') || search.has('near') ? whereaboutsOf(search) : null
	const distanceKm = where && item.location ? kilometresBetween(where.point, item.location) : item.distanceKm
	const view = itemView({ ...item, distanceKm }, language)
	const business = item.owner.type === 'business-user'
	return {
		meta: { title: item.title, description: item.body.slice(0, 160) || t(`kinds.${kind}`) },
		kind,
		item: view,
		back: business ? { to: `/business-user/${item.owner.id}`, label: t('back.businessUser', { name: item.owner.name }) } : { to: '/around-me', label: t('back.aroundMe') },
		confirmingDelete: item.canDelete && isConfirmingDelete(request),
	}
}

/** "I'm going" and taking it back, and "Delete" after its confirmation. */
export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { kind, item, content } = await itemOf(args)
	const intent = (await readForm(request)).get('intent')
	const t = await i18next.getFixedT(request, 'content')
	try {
		if (intent === 'going' || intent === 'not-going') {
			await content.going(kind, item.id, intent === 'going')
			const url = new URL(request.url)
			return redirect(`${url.pathname}${url.search}`, 303)
		}
		if (intent === 'delete') {
			await content.delete(kind, item.id)
			return redirectWithSuccess(item.owner.type === 'business-user' ? `/business-user/${item.owner.id}` : '/around-me', t('deleted', { title: item.title }))
		}
	} catch (error) {
		const reason = failureReason(request, error)
		return data({ failure: intent === 'going' && reason === 'conflict' ? 'full' : reason }, failureInit(error, 409))
	}
	return data({ failure: 'invalid' }, { status: 400 })
}

export default function ContentItemPage() {
	const { t } = useTranslation('content')
	const { kind, item, back, confirmingDelete } = useLoaderData<typeof loader>()
	const failure = useActionData<typeof action>()?.failure
	if ((kind as PublishableKind) === 'story') return <StoryScreen item={item} closeTo={back.to} closeLabel={t('close')} confirmingDelete={confirmingDelete} />
	return <ItemPage item={item} back={back} confirmingDelete={confirmingDelete} failure={failure} />
}
