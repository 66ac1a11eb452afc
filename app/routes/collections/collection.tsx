import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { ContentCard } from '#app/content/content-card.tsx'
import { PageLinks } from '#app/content/paged-cards.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound, parseParams } from '#app/routing/params.server.ts'
import { entryCard } from '#app/social/entries.ts'
import { collectionItemFormSchema } from '#app/social/forms.ts'
import { socialApi } from '#app/social/api.server.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'

export const handle = { i18n: ['social', 'content'] }
export const meta = pageMeta

const params = z.object({ id: z.string() })

/**
 * /collections/{id}: a collection's items in its owner's order (docs/product.md#collections), a page at a
 * time. Its owner moves items up and down and removes them; a private one is a 404 to anyone else.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { id } = parseParams(params, args.params, request)
	const cursor = new URL(request.url).searchParams.get('cursor') || undefined
	const api = socialApi(request, context, session)
	const [collection, items, language] = await Promise.all([
		api.collection(id).catch(orNotFound(request, 'collection')),
		api.collectionItems(id, cursor).catch((error: unknown) => {
			if (cursor && isApiError(error) && error.kind === 'bad-request') throw redirect(`/collections/${id}`)
			return orNotFound(request, 'collection')(error)
		}),
		i18next.getLocale(request),
	])
	return {
		meta: { title: collection.name, description: collection.description || collection.name },
		collection,
		cards: items.entries.map((entry) => entryCard(entry, language)),
		// Places count from 1 across pages: a page after the first starts after its cursor's.
		firstPosition: cursor ? Number(cursor) + 1 : 1,
		nextHref: items.nextCursor ? `/collections/${id}?${new URLSearchParams({ cursor: items.nextCursor })}` : null,
		firstHref: cursor ? `/collections/${id}` : null,
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { id } = parseParams(params, args.params, request)
	const form = await readForm(request)
	const t = await i18next.getFixedT(request, 'social')
	const back = `/collections/${id}${new URL(request.url).search}`
	const parsed = collectionItemFormSchema.safeParse({ ...Object.fromEntries(form), collection: id })
	if (!parsed.success || !parsed.data.item) return redirectWithError(back, t('collections.failed'))
	const { intent, item, position } = parsed.data
	const api = socialApi(request, context, session)
	try {
		if (intent === 'remove') {
			const collection = await api.removeFromCollection(id, item)
			return redirectWithSuccess(back, t('collections.removed', { name: collection.name }))
		}
		if ((intent === 'up' || intent === 'down') && position) {
			await api.moveInCollection(id, item, intent === 'up' ? Math.max(1, position - 1) : position + 1)
			return redirect(back)
		}
		return redirectWithError(back, t('collections.failed'))
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		return redirectWithError(back, error.kind === 'not-found' ? t('collections.gone') : t('collections.failed'))
	}
}

export default function CollectionPage() {
	const { t } = useTranslation('social')
	const { collection, cards, firstPosition, nextHref, firstHref } = useLoaderData<typeof loader>()
	return (
		<div className="stack">
			<header className="stack">
				<h1>{collection.name}</h1>
				<p className="muted">
					<span className="tag">{collection.visibility === 'public' ? t('collections.publicBadge') : t('collections.privateBadge')}</span>{' '}
					{t('collections.items', { count: collection.itemCount })} · {collection.mine ? <Link to="/my-collection">{t('collections.manage')}</Link> : t('collections.by', { name: collection.owner.name })}
				</p>
				{collection.description ? <p>{collection.description}</p> : null}
			</header>
			{cards.length === 0 ? (
				<p className="muted">{t('collections.itemsEmpty')}</p>
			) : (
				<ol className="content-cards collection-items" start={firstPosition}>
					{cards.map((card, index) => (
						<li key={card.id} data-card={card.id}>
							<ContentCard card={card} headingLevel={2} />
							{collection.mine ? <OwnerControls itemId={card.id} title={card.title} position={firstPosition + index} last={index === cards.length - 1 && !nextHref} /> : null}
						</li>
					))}
				</ol>
			)}
			<PageLinks nextHref={nextHref} firstHref={firstHref} />
		</div>
	)
}

/** The owner's "Move up", "Move down" and "Remove" for one item. */
function OwnerControls({ itemId, title, position, last }: { itemId: string; title: string; position: number; last: boolean }) {
	const { t } = useTranslation('social')
	const button = (intent: 'up' | 'down' | 'remove', label: string, hint: string) => (
		<Form method="post" className="inline-form" preventScrollReset>
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="item" value={itemId} />
			<input type="hidden" name="position" value={position} />
			<button type="submit" className="button button--ghost button--small" aria-label={hint}>
				{label}
			</button>
		</Form>
	)
	return (
		<div className="button-row collection-items__controls">
			{position > 1 ? button('up', t('collections.moveUp'), t('collections.moveUpItem', { title })) : null}
			{last ? null : button('down', t('collections.moveDown'), t('collections.moveDownItem', { title }))}
			{button('remove', t('collections.remove'), t('collections.removeItem', { title }))}
		</div>
	)
}
