import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '#app/auth/guards.server.ts'
import { contentApi } from '#app/content/api.server.ts'
import { readContentForm } from '#app/content/content-form.server.ts'
import { boardApi } from '#app/board/api.server.ts'
import { itemPath, kindOfPath, takesCommunity, type PublishableKind } from '#app/content/kinds.ts'
import { comingFrom, postAsOptions, publishAsOf } from '#app/content/publishing.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { newIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { FormRefusal, saveForm } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { notFound } from '#app/routing/params.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { thailandPlaces } from '#contracts/places/thailand.ts'

const Form = hydrateLater(() => import('#app/content/content-form.tsx').then((m) => m.ContentForm))

export const handle = { i18n: ['content', 'around-me'] }
export const meta = pageMeta

async function publishing(args: LoaderFunctionArgs) {
	const auth = await requireUser(args)
	const kind = kindOfPath(new URL(args.request.url).pathname)
	if (!kind) throw notFound(args.request)
	const ownName = `${auth.user.firstName ?? ''} ${auth.user.lastName ?? ''}`.trim() || auth.user.email || ''
	return { ...auth, kind, ownName, postAs: postAsOptions(auth.user, kind, ownName) }
}

/**
 * /around-me/{kind}/create: publish an item of a kind as oneself or as a business user one may post for
 * ("Post as"). `?as={businessUserId}` (or the business user one acts as) chooses that business user, or,
 * when one may not post for it, the page says so above the form; `?place=` the place. An e-book is a
 * business user's: someone who posts for none is told how to.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { kind, postAs, ownName, user, session } = await publishing(args)
	const t = await i18next.getFixedT(args.request, 'content')
	const search = new URL(args.request.url).searchParams
	const { preselect, cannotPostFor } = comingFrom(user, postAs, search.get('as'))
	const as = preselect ?? postAs[0]?.value ?? 'me'
	const place = thailandPlaces.some((candidate) => candidate.id === search.get('place')) ? search.get('place')! : ''
	// An event or agenda item may be published for a community the person is an active member of; `?community=` chooses one.
	const communities = takesCommunity(kind) ? (await boardApi(args.request, args.context, session).communities()).items : []
	const community = communities.some((candidate) => candidate.id === search.get('community')) ? search.get('community')! : ''
	return {
		communities,
		meta: { title: t(`create.${kind}`), description: t('create.intro') },
		kind,
		postAs,
		cannotPostFor,
		// Whom it is posted as unless the person chooses otherwise: themself, or (for a business user's kind) the first they post for.
		postedAs: as === 'me' ? { you: true, name: ownName } : { you: false, name: postAs.find((option) => option.value === as)?.label ?? '' },
		defaultValue: { postAs: as, visibility: 'public', place, communityId: community, ...(kind === 'attention' ? { severity: 'warning' } : {}) },
		// The form's idempotency key (ADR 0016): sent again after a failure, the item is not published twice.
		idempotencyKey: newIdempotencyKey(),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { kind, postAs, session } = await publishing(args)
	const content = contentApi(request, args.context, session)
	const { formData, refusals } = await readContentForm(request, content.caller, kind)
	const { contentFormSchema, contentBody } = await import('#app/content/forms.ts')
	let created: { kind: string; id: string; owner: { type: 'person' | 'business-user'; id: string } } | undefined
	return saveForm({
		request,
		formData,
		schema: contentFormSchema(kind, 'create'),
		refusals,
		save: async (value) => {
			const as = publishAsOf(value.postAs as string | undefined, postAs)
			if (!as) throw new FormRefusal(encodeMessage('notYours'))
			created = await content.create(kind, as, contentBody(kind, value) as never, value.idempotencyKey as string)
		},
		done: async () => redirectWithSuccess(itemPath(created!), (await i18next.getFixedT(request, 'content'))('published')),
	})
}

export default function CreateContent() {
	const { t } = useTranslation('content')
	const { t: tc } = useTranslation()
	const { kind, postAs, cannotPostFor, postedAs, defaultValue, idempotencyKey, communities } = useLoaderData<typeof loader>()
	const k = kind as PublishableKind
	return (
		<div className="form-page">
			<h1>{t(`create.${k}`)}</h1>
			<p className="muted">{t(`create.${k}Intro`)}</p>
			{cannotPostFor ? (
				<p className="notice notice--warning">
					{cannotPostFor.name
						? t('create.cannotPostFor', { name: cannotPostFor.name, permission: tc('permissions.named', { slug: tc('permissions.slugs.content'), scope: tc('permissions.scopes.create') }) })
						: t('create.notTheirs')}
					{postAs.length > 0 ? ` ${t(postedAs.you ? 'create.postedAsYou' : 'create.postedAs', { name: postedAs.name })}` : null}
				</p>
			) : null}
			{postAs.length === 0 ? (
				<div className="card stack">
					<p>{t('create.needsBusinessUser')}</p>
					<p>
						<Link to="/account/business-users">{t('create.yourBusinessUsers')}</Link>
					</p>
				</div>
			) : (
				<Form kind={k} mode="create" defaultValue={defaultValue} pictures={[]} postAs={postAs} idempotencyKey={idempotencyKey} cancelTo="/around-me" communities={communities} />
			)}
		</div>
	)
}
