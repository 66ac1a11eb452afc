import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { failureInit } from '#app/api/outage.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { contentApi } from '#app/content/api.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { idempotencyFailure, newIdempotencyKey, withIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { CollectionSummary } from '#app/social/collection-summary.tsx'
import { collectionBody, collectionItemFormSchema, createCollectionFormSchema, renameCollectionFormSchema } from '#app/social/forms.ts'
import { socialApi } from '#app/social/api.server.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'
import { contentKindNames, type ContentKindName } from '#contracts/content/registry.ts'

// The forms hydrate after the page (ADR 0007): the form library is not part of the first load.
const CreateCollectionForm = hydrateLater(() => import('#app/social/collection-form.tsx').then((m) => m.CreateCollectionForm))
const EditCollectionForm = hydrateLater(() => import('#app/social/collection-form.tsx').then((m) => m.EditCollectionForm))

export const handle = { i18n: ['social', 'content'] }
export const meta = pageMeta

/** The item being saved (`?save={id}&kind={kind}`, from "Add to collection"), if it is one the person can see. */
async function itemToSave(request: Request, load: (kind: ContentKindName, id: string) => Promise<{ id: string; title: string; kind: string }>) {
	const search = new URL(request.url).searchParams
	const [id, kind] = [search.get('save'), search.get('kind')]
	if (!id || !kind || !(contentKindNames as readonly string[]).includes(kind)) return null
	try {
		return await load(kind as ContentKindName, id)
	} catch (error) {
		if (isApiError(error) && (error.kind === 'not-found' || error.kind === 'bad-request')) return null
		throw error
	}
}

/**
 * /my-collection: the person's collections (docs/product.md#collections): make one ("Name", "Create"),
 * rename, describe, make public or private, delete. From "Add to collection" (`?save=`), each says whether
 * it holds that item and takes it with one press; a new one can be made with it in.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const t = await i18next.getFixedT(request, 'social')
	const save = await itemToSave(request, (kind, id) => contentApi(request, context, session).read(kind, id))
	const mine = await socialApi(request, context, session).myCollections(save?.id)
	return {
		meta: { title: t('collections.mine'), description: t('collections.meta.description') },
		save: save && { id: save.id, title: save.title, kind: save.kind },
		collections: mine.items,
		idempotencyKey: newIdempotencyKey(),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const form = await readForm(request)
	const intent = form.get('intent')
	const api = socialApi(request, context, session)
	const t = await i18next.getFixedT(request, 'social')
	const here = new URL(request.url)
	const back = `/my-collection${here.search}`

	if (intent === 'create' || intent === 'rename') {
		const submission = parseWithZod(form, { schema: intent === 'create' ? createCollectionFormSchema : renameCollectionFormSchema })
		const collection = typeof form.get('collection') === 'string' ? String(form.get('collection')) : undefined
		if (submission.status !== 'success') return data({ intent, collection, result: withIdempotencyKey(submission.reply()) }, { status: 400 })
		try {
			if (submission.value.intent === 'rename') {
				const changed = await api.updateCollection(submission.value.collection, collectionBody(submission.value))
				return redirectWithSuccess(back, t('collections.saved', { name: changed.name }))
			}
			const made = await api.createCollection(collectionBody(submission.value), submission.value.idempotencyKey)
			if (submission.value.save) {
				await api.addToCollection(made.id, submission.value.save)
				return redirectWithSuccess(`/collections/${made.id}`, t('collections.createdWith', { name: made.name }))
			}
			return redirectWithSuccess(back, t('collections.created', { name: made.name }))
		} catch (error) {
			if (!isApiError(error) || error.kind === 'unauthorized') throw error
			const reason = idempotencyFailure(error) ?? (error.kind === 'conflict' ? 'tooMany' : error.kind === 'not-found' ? 'gone' : error.kind === 'bad-request' ? 'invalid' : 'unavailable')
			return data({ intent, collection, result: withIdempotencyKey(submission.reply({ formErrors: [reason] }), error) }, failureInit(error, error.status ?? 502))
		}
	}

	const parsed = collectionItemFormSchema.safeParse(Object.fromEntries(form))
	if (!parsed.success) return redirectWithError(back, t('collections.failed'))
	const { collection, item } = parsed.data
	try {
		if (parsed.data.intent === 'delete') {
			await api.deleteCollection(collection)
			return redirectWithSuccess('/my-collection', t('collections.deleted'))
		}
		if (parsed.data.intent === 'add' && item) {
			const saved = await api.addToCollection(collection, item)
			return redirectWithSuccess(back, t('collections.added', { name: saved.name }))
		}
		if (parsed.data.intent === 'remove' && item) {
			const left = await api.removeFromCollection(collection, item)
			return redirectWithSuccess(back, t('collections.removed', { name: left.name }))
		}
		return redirectWithError(back, t('collections.failed'))
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		return redirectWithError(back, error.kind === 'conflict' ? t('collections.full') : error.kind === 'not-found' ? t('collections.gone') : t('collections.failed'))
	}
}

export default function MyCollections() {
	const { t } = useTranslation('social')
	const { save, collections, idempotencyKey } = useLoaderData<typeof loader>()
	return (
		<div className="stack">
			<h1>{t('collections.mine')}</h1>
			{save ? (
				<section aria-labelledby="saving" className="card stack">
					<h2 id="saving">{t('collections.saveTitle', { title: save.title })}</h2>
					<p className="muted">{t('collections.saveLead')}</p>
					{collections.length > 0 ? (
						<ul className="choice-list">
							{collections.map((collection) => (
								<li key={collection.id} className="choice-list__item">
									<span>{collection.name}</span>
									{collection.contains ? <span className="muted">{t('collections.already')}</span> : null}
									<Form method="post" className="inline-form">
										<input type="hidden" name="intent" value={collection.contains ? 'remove' : 'add'} />
										<input type="hidden" name="collection" value={collection.id} />
										<input type="hidden" name="item" value={save.id} />
										<button type="submit" className={`button button--small${collection.contains ? ' button--ghost' : ''}`}>
											{collection.contains ? t('collections.removeFrom', { name: collection.name }) : t('collections.addTo', { name: collection.name })}
										</button>
									</Form>
								</li>
							))}
						</ul>
					) : null}
				</section>
			) : null}

			<section aria-labelledby="new-collection" className="stack">
				<h2 id="new-collection">{save ? t('collections.newWith') : t('collections.new')}</h2>
				<CreateCollectionForm idempotencyKey={idempotencyKey} save={save?.id} />
			</section>

			<section aria-labelledby="my-collections" className="stack">
				<h2 id="my-collections">{t('collections.yours')}</h2>
				{collections.length === 0 ? (
					<p className="muted">{t('collections.none')}</p>
				) : (
					<ul className="collection-list">
						{collections.map((collection) => (
							<li key={collection.id} className="card stack">
								<CollectionSummary collection={collection} />
								<details>
									<summary>{t('collections.edit', { name: collection.name })}</summary>
									<EditCollectionForm collection={collection} />
									<Form method="post" className="inline-form">
										<input type="hidden" name="intent" value="delete" />
										<input type="hidden" name="collection" value={collection.id} />
										<button type="submit" className="button button--ghost button--small">
											{t('collections.delete', { name: collection.name })}
										</button>
									</Form>
								</details>
							</li>
						))}
					</ul>
				)}
			</section>
			<p>
				<Link to="/collections">{t('collections.discoverLink')}</Link>
			</p>
		</div>
	)
}
