import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { placeChoices } from '#app/around-me/place-choices.ts'
import { whereaboutsOfRequest } from '#app/around-me/remembered-place.server.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { communityApi } from '#app/community/api.server.ts'
import { CommunityCards } from '#app/community/community-cards.tsx'
import type { CommunityFormValues } from '#app/community/community-form.tsx'
import { communityBody, communityFormSchema } from '#app/community/forms.ts'
import { communitiesPath, communityPath } from '#app/community/paths.ts'
import { communityView } from '#app/community/views.ts'
import { Button } from '#app/components/ui/button.tsx'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import type { ActionReply } from '#app/forms/reply.ts'
import { saveForm } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pictureRefusals, readPictureForm } from '#app/media/picture-form.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { MoreLink } from '#app/components/ui/more-link.tsx'

// The form (its picture uploader and place list) hydrates after the page (ADR 0007): not part of the first load.
const CommunityForm = hydrateLater(() => import('#app/community/community-form.tsx').then((m) => m.CommunityForm))

// A module-level constant, so the lazy form's props stay the same between renders.
const emptyCommunity: CommunityFormValues = { name: '', description: '', visibility: 'public', place: '', address: '', coverImageUrl: '' }

export const handle = { i18n: ['communities', 'around-me'] }
export const meta = pageMeta

const NEAR = /^-?\d{1,3}(\.\d{1,12})?,-?\d{1,3}(\.\d{1,12})?$/

/**
 * /account/community (docs/product.md#communities): the person's communities (with invitations to accept
 * or decline and their requests), public ones to discover by words ("Search", a GET form) or near their
 * place ("Near me"), and the form to create one.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const url = new URL(request.url)
	const q = (url.searchParams.get('q') ?? '').slice(0, 200)
	const nearAsked = url.searchParams.get('near') ?? ''
	const near = NEAR.test(nearAsked) ? nearAsked : undefined
	const cursor = url.searchParams.get('cursor') || undefined
	const api = communityApi(request, context, session)
	const where = whereaboutsOfRequest(request)
	const [t, language, mine, found] = await Promise.all([
		i18next.getFixedT(request, 'communities'),
		i18next.getLocale(request),
		api.mine(),
		api.discover({ q: q.trim() || undefined, near: q.trim() ? undefined : near, cursor }).catch((error: unknown) => {
			if (isApiError(error) && error.kind === 'bad-request') return { items: [], nextCursor: null }
			throw error
		}),
	])
	const view = (list: typeof mine.active) => list.map((community) => communityView(community, language))
	const hrefWith = (more: Record<string, string>) => `${communitiesPath}?${new URLSearchParams({ ...(q ? { q } : {}), ...(near && !q ? { near } : {}), ...more })}`
	return {
		meta: { title: t('list.title'), description: t('list.description') },
		q,
		near: Boolean(near && !q.trim()),
		nearHref: `${communitiesPath}?near=${where.point.lat},${where.point.lng}#discover`,
		mine: { active: view(mine.active), invited: view(mine.invited), requested: view(mine.requested) },
		found: { items: view(found.items), nextHref: found.nextCursor ? hrefWith({ cursor: found.nextCursor }) : null },
		places: placeChoices(language),
	}
}

/** "Create": the cover picture is uploaded first, then the community is created and its page opens. */
export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const api = communityApi(request, context, session)
	const { formData, failures } = await readPictureForm(request, api.caller, [{ name: 'coverImageUrl', purpose: 'cover' }])
	let created: { id: string; name: string } | null = null
	return saveForm({
		request,
		formData,
		schema: communityFormSchema,
		refusals: pictureRefusals(failures),
		save: async (value) => void (created = await api.create(communityBody(value))),
		done: async () => redirectWithSuccess(communityPath(created!.id), (await i18next.getFixedT(request, 'communities'))('done.created', { name: created!.name }), { status: 303 }),
	})
}

export default function Communities() {
	const { t } = useTranslation('communities')
	const { q, near, nearHref, mine, found, places } = useLoaderData<typeof loader>()
	const actionData = useActionData<ActionReply>()
	const nothingMine = mine.active.length + mine.invited.length + mine.requested.length === 0
	return (
		<div className="stack community-page">
			<h1>{t('list.title')}</h1>
			<section className="stack" aria-labelledby="my-communities">
				<h2 id="my-communities">{t('list.mine')}</h2>
				{nothingMine ? <p className="muted">{t('list.mineEmpty')}</p> : null}
				{mine.invited.length > 0 ? (
					<div className="stack">
						<h3>{t('list.invited')}</h3>
						<ul className="community-cards">
							{mine.invited.map((community) => (
								<li key={community.id} className="card community-card">
									<p>
										<Link to={community.href}>{community.name}</Link>
									</p>
									<div className="community-actions">
										<Form method="post" action={community.href}>
											<input type="hidden" name="intent" value="join" />
											<Button type="submit" aria-label={t('actions.acceptInvitationOf', { name: community.name })}>
												{t('actions.acceptInvitation')}
											</Button>
										</Form>
										<Form method="post" action={community.href}>
											<input type="hidden" name="intent" value="leave" />
											<Button type="submit" variant="secondary" aria-label={t('actions.declineInvitationOf', { name: community.name })}>
												{t('actions.declineInvitation')}
											</Button>
										</Form>
									</div>
								</li>
							))}
						</ul>
					</div>
				) : null}
				{mine.active.length > 0 ? <CommunityCards communities={mine.active} /> : null}
				{mine.requested.length > 0 ? (
					<div className="stack">
						<h3>{t('list.requested')}</h3>
						<ul className="community-cards">
							{mine.requested.map((community) => (
								<li key={community.id} className="card community-card">
									<p>
										<Link to={community.href}>{community.name}</Link> <span className="muted">{t('standing.requested')}</span>
									</p>
									<Form method="post" action={community.href}>
										<input type="hidden" name="intent" value="leave" />
										<Button type="submit" variant="secondary" aria-label={t('actions.cancelRequestOf', { name: community.name })}>
											{t('actions.cancelRequest')}
										</Button>
									</Form>
								</li>
							))}
						</ul>
					</div>
				) : null}
			</section>

			<section className="stack" aria-labelledby="discover">
				<h2 id="discover">{t('list.discover')}</h2>
				<Form method="get" action={communitiesPath} role="search" className="search-form">
					<div className="field search-form__query">
						<label htmlFor="community-q">{t('list.search')}</label>
						<input id="community-q" type="search" name="q" defaultValue={q} maxLength={200} autoComplete="off" enterKeyHint="search" />
					</div>
					<button type="submit" className="button">
						{t('list.find')}
					</button>
				</Form>
				<p>
					<Link to={nearHref}>{t('list.nearMe')}</Link>
				</p>
				<p className="muted">{q ? t('list.foundFor', { q }) : near ? t('list.nearYou') : t('list.newest')}</p>
				{found.items.length === 0 ? <p className="muted">{q ? t('list.noneFound', { q }) : t('list.noneYet')}</p> : <CommunityCards communities={found.items} headingLevel={3} />}
				<MoreLink to={found.nextHref} label={t('list.more')} />
			</section>

			<section className="card stack" aria-labelledby="create-community">
				<h2 id="create-community">{t('list.create')}</h2>
				<CommunityForm intent="create" values={emptyCommunity} places={places} actionData={actionData} submit={t('form.create')} />
			</section>
		</div>
	)
}
