import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { communityApi } from '#app/community/api.server.ts'
import { communityActionSchema } from '#app/community/forms.ts'
import { communitiesPath, communityPath, newBoardPath } from '#app/community/paths.ts'
import { createPath } from '#app/content/kinds.ts'
import { agendaView, boardView, communityView, memberView } from '#app/community/views.ts'
import { FormError } from '#app/components/form-error.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { ConfirmStep } from '#app/forms/confirm-step.tsx'
import { replyFor, type ActionReply } from '#app/forms/reply.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { orNotFound, parseParams } from '#app/routing/params.server.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'

export const handle = { i18n: ['communities', 'around-me'] }
export const meta = pageMeta

const paramsSchema = z.object({ id: z.uuid() })
const seeOther = { status: 303 }
const itemsOf = <Item,>(list: { items: Item[] } | null) => list?.items ?? []

/**
 * /account/community/{id} (docs/product.md#communities): the community's name, cover, description and
 * place, the caller's "Join", "Leave", "Ask to join", "Cancel request" or "Accept invitation"; for those
 * who see inside (a public community, or a private one's members) its boards (with "New board"), agenda
 * and members; for its moderators the requests to accept or decline, "Invite", "Remove" and, for the
 * owner, "Make moderator", "Edit" (its own page) and "Delete" (asked first, `?delete`).
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { id } = parseParams(paramsSchema, params, request)
	const { session } = await requireUser(args)
	const api = communityApi(request, context, session)
	// One answer for the page (GET /v1/communities/{id}/page): a list the person may not see comes as null and is shown as none.
	const [t, language, page] = await Promise.all([i18next.getFixedT(request, 'communities'), i18next.getLocale(request), api.page(id).catch(orNotFound(request, 'community'))])
	const { community } = page
	const moderates = community.role === 'owner' || community.role === 'moderator'
	const url = new URL(request.url)
	const isOwner = community.role === 'owner'
	const view = communityView(community, language)
	return {
		meta: { title: community.name, description: community.description.slice(0, 160) || t('page.description', { name: community.name }) },
		community: view,
		moderates,
		isOwner,
		deleting: isOwner && url.searchParams.has('delete'),
		boards: itemsOf(page.boards).map((board) => boardView(board, language)),
		agenda: itemsOf(page.agenda).map((item) => agendaView(item, language)),
		members: itemsOf(page.members).map((member) => memberView(member, language)),
		requested: itemsOf(page.requested).map((member) => memberView(member, language)),
		invited: itemsOf(page.invited).map((member) => memberView(member, language)),
		newBoardHref: newBoardPath(id),
		// A member publishes an event or agenda item for the community from its create page, the community chosen.
		newEventHref: `${createPath('event')}?community=${encodeURIComponent(id)}`,
		newAgendaHref: `${createPath('agenda')}?community=${encodeURIComponent(id)}`,
		editHref: `${communityPath(id)}/edit`,
	}
}

/** Every press of the page: the API does it (and refuses what the person may not do), and the page says what became of it. */
export async function action(args: ActionFunctionArgs) {
	const { request, context, params } = args
	const { id } = parseParams(paramsSchema, params, request)
	const { session } = await requireUser(args)
	const api = communityApi(request, context, session)
	const t = await i18next.getFixedT(request, 'communities')
	const here = communityPath(id)
	const formData = await readForm(request)
	const submission = parseWithZod(formData, { schema: communityActionSchema })
	if (submission.status !== 'success') {
		if (formData.get('intent') === 'invite') return data({ result: submission.reply() } satisfies ActionReply, { status: 400 })
		return redirectWithError(here, t('errors.invalid'), seeOther)
	}
	const value = submission.value
	try {
		switch (value.intent) {
			case 'join': {
				const joined = await api.join(id)
				return redirectWithSuccess(here, t(joined.standing === 'active' ? 'done.joined' : 'done.requested', { name: joined.name }), seeOther)
			}
			case 'leave': {
				const left = await api.leave(id)
				return redirectWithSuccess(left.visibility === 'private' ? communitiesPath : here, t('done.left', { name: left.name }), seeOther)
			}
			case 'invite': {
				const member = await api.invite(id, value.email)
				return redirectWithSuccess(here, t(member.status === 'active' ? 'done.added' : 'done.invited', { name: member.person.name }), seeOther)
			}
			case 'accept': {
				const member = await api.accept(id, value.person)
				return redirectWithSuccess(here, t('done.accepted', { name: member.person.name }), seeOther)
			}
			case 'remove':
				await api.removeMember(id, value.person)
				return redirectWithSuccess(here, t('done.removed'), seeOther)
			case 'role': {
				const member = await api.setRole(id, value.person, value.role)
				return redirectWithSuccess(here, t(value.role === 'moderator' ? 'done.madeModerator' : 'done.madeMember', { name: member.person.name }), seeOther)
			}
			case 'delete':
				if (value.confirmed !== 'yes') return redirectWithError(here, t('errors.invalid'), seeOther)
				await api.remove(id)
				return redirectWithSuccess(communitiesPath, t('done.deleted'), seeOther)
		}
	} catch (error) {
		if (isApiError(error) && (error.serviceOutage || error.kind === 'unauthorized')) throw error
		if (value.intent === 'invite') {
			const reason = isApiError(error) && error.code === 'person_not_found' ? 'personNotFound' : isApiError(error) && error.status === 409 ? 'alreadyMember' : failureReason(request, error)
			return data({ result: submission.reply({ formErrors: [reason] }) } satisfies ActionReply, { status: isApiError(error) ? (error.status ?? 502) : 502 })
		}
		const reason = isApiError(error) && error.code === 'owner_cannot_leave' ? 'ownerCannotLeave' : isApiError(error) && error.kind === 'not-found' ? 'gone' : failureReason(request, error)
		return redirectWithError(here, t(`errors.${reason}`), seeOther)
	}
}

function Press({ intent, label, fields = {}, variant, ariaLabel }: { intent: string; label: string; fields?: Record<string, string>; variant?: 'secondary' | 'danger'; ariaLabel?: string }) {
	return (
		<Form method="post" className="community-press">
			<input type="hidden" name="intent" value={intent} />
			{Object.entries(fields).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<Button type="submit" variant={variant} size="small" aria-label={ariaLabel}>
				{label}
			</Button>
		</Form>
	)
}

export default function CommunityPage() {
	const { t } = useTranslation('communities')
	const { community, moderates, isOwner, deleting, boards, agenda, members, requested, invited, newBoardHref, newEventHref, newAgendaHref, editHref } = useLoaderData<typeof loader>()
	const actionData = useActionData<ActionReply>()
	const invite = replyFor(actionData, 'invite')
	const standing = community.standing
	return (
		<div className="stack community-page">
			<p>
				<Link to={communitiesPath}>{t('page.back')}</Link>
			</p>
			{community.coverImageUrl ? <img className="community-cover" src={community.coverImageUrl} alt="" width={640} height={200} /> : null}
			<header className="stack">
				<h1>{community.name}</h1>
				<p className="muted">
					<span className="tag">{t(`visibility.${community.visibility}`)}</span> {t('members.count', { count: community.memberCount })}
					{community.place ? ` · ${community.place}` : ''}
					{community.role ? ` · ${t(`roles.${community.role}`)}` : ''}
				</p>
				{community.description ? <p className="community-description">{community.description}</p> : null}
				<div className="community-actions">
					{standing === 'none' ? <Press intent="join" label={community.visibility === 'public' ? t('actions.join') : t('actions.askToJoin')} /> : null}
					{standing === 'invited' ? (
						<>
							<p>{t('standing.invited')}</p>
							<Press intent="join" label={t('actions.acceptInvitation')} />
							<Press intent="leave" label={t('actions.declineInvitation')} variant="secondary" />
						</>
					) : null}
					{standing === 'requested' ? (
						<>
							<p>{t('standing.requested')}</p>
							<Press intent="leave" label={t('actions.cancelRequest')} variant="secondary" />
						</>
					) : null}
					{standing === 'active' && !isOwner ? <Press intent="leave" label={t('actions.leave')} variant="secondary" /> : null}
					{isOwner ? (
						<>
							<ButtonLink to={editHref} variant="secondary" size="small">
								{t('actions.edit')}
							</ButtonLink>
							<ButtonLink to="?delete" variant="danger" size="small" preventScrollReset>
								{t('actions.delete')}
							</ButtonLink>
						</>
					) : null}
				</div>
				{isOwner ? <p className="muted">{t('page.ownerStays')}</p> : null}
			</header>

			{deleting ? <ConfirmStep id="community-delete" question={t('delete.question', { name: community.name })} warning={t('delete.warning')} fields={{ intent: 'delete', confirmed: 'yes' }} confirm={t('delete.confirm')} keep={t('delete.keep')} /> : null}


			{!community.canSeeInside ? (
				<p className="notice">{t('page.privateInside')}</p>
			) : (
				<>
					<section className="stack" aria-labelledby="community-boards">
						<h2 id="community-boards">{t('boards.title')}</h2>
						{standing === 'active' ? (
							<p>
								<ButtonLink to={newBoardHref} size="small">
									{t('boards.new')}
								</ButtonLink>
							</p>
						) : null}
						{boards.length === 0 ? (
							<p className="muted">{t('boards.empty')}</p>
						) : (
							<ul className="link-list">
								{boards.map((board) => (
									<li key={board.id}>
										<Link to={board.href}>{board.title}</Link> <span className="muted">{[board.author, board.published, t('boards.replies', { count: board.replyCount })].filter(Boolean).join(' · ')}</span>
									</li>
								))}
							</ul>
						)}
					</section>

					<section className="stack" aria-labelledby="community-agenda">
						<h2 id="community-agenda">{t('agenda.title')}</h2>
						{standing === 'active' ? (
							<p className="community-actions">
								<ButtonLink to={newEventHref} size="small">
									{t('agenda.newEvent')}
								</ButtonLink>{' '}
								<ButtonLink to={newAgendaHref} size="small">
									{t('agenda.newAgenda')}
								</ButtonLink>
							</p>
						) : null}
						{agenda.length === 0 ? (
							<p className="muted">{t('agenda.empty')}</p>
						) : (
							<ul className="link-list">
								{agenda.map((item) => (
									<li key={item.id}>
										<Link to={item.href}>{item.title}</Link> <span className="muted">{[t(`agenda.kinds.${item.kind}`), item.when, item.where].filter(Boolean).join(' · ')}</span>
									</li>
								))}
							</ul>
						)}
					</section>

					<section className="stack" aria-labelledby="community-members">
						<h2 id="community-members">{t('members.title')}</h2>
						<ul className="community-members">
							{members.map((member) => (
								<li key={member.uuid} className="community-member">
									<Link to={member.href}>{member.name}</Link> <span className="muted">{t(`roles.${member.role}`)}</span>
									{moderates && member.role !== 'owner' && (isOwner || member.role === 'member') ? (
										<span className="community-actions">
											{isOwner ? (
												member.role === 'member' ? (
													<Press intent="role" fields={{ person: member.uuid, role: 'moderator' }} label={t('actions.makeModerator')} variant="secondary" ariaLabel={t('actions.makeModeratorOf', { name: member.name })} />
												) : (
													<Press intent="role" fields={{ person: member.uuid, role: 'member' }} label={t('actions.makeMember')} variant="secondary" ariaLabel={t('actions.makeMemberOf', { name: member.name })} />
												)
											) : null}
											<Press intent="remove" fields={{ person: member.uuid }} label={t('actions.remove')} variant="danger" ariaLabel={t('actions.removeOf', { name: member.name })} />
										</span>
									) : null}
								</li>
							))}
						</ul>
						{moderates ? (
							<div className="stack">
								<h3>{t('members.requests')}</h3>
								{requested.length === 0 ? (
									<p className="muted">{t('members.noRequests')}</p>
								) : (
									<ul className="community-members">
										{requested.map((member) => (
											<li key={member.uuid} className="community-member">
												<Link to={member.href}>{member.name}</Link> <span className="muted">{member.since}</span>
												<span className="community-actions">
													<Press intent="accept" fields={{ person: member.uuid }} label={t('actions.accept')} ariaLabel={t('actions.acceptOf', { name: member.name })} />
													<Press intent="remove" fields={{ person: member.uuid }} label={t('actions.decline')} variant="secondary" ariaLabel={t('actions.declineOf', { name: member.name })} />
												</span>
											</li>
										))}
									</ul>
								)}
								{invited.length > 0 ? (
									<>
										<h3>{t('members.invited')}</h3>
										<ul className="community-members">
											{invited.map((member) => (
												<li key={member.uuid} className="community-member">
													<Link to={member.href}>{member.name}</Link>
													<Press intent="remove" fields={{ person: member.uuid }} label={t('actions.withdraw')} variant="secondary" ariaLabel={t('actions.withdrawOf', { name: member.name })} />
												</li>
											))}
										</ul>
									</>
								) : null}
								<h3 id="community-invite">{t('invite.title')}</h3>
								<Form method="post" className="stack" noValidate aria-labelledby="community-invite">
									<input type="hidden" name="intent" value="invite" />
									<FormError id="community-invite-error" errors={invite?.formErrors} namespace="communities" />
									<TextField label={t('invite.email')} hint={t('invite.hint')} errors={invite?.fieldErrors('email')} inputProps={{ id: 'community-invite-email', name: 'email', type: 'email', defaultValue: invite?.value('email') ?? '', autoComplete: 'off', required: true }} />
									<p>
										<Button type="submit">{t('invite.submit')}</Button>
									</p>
								</Form>
							</div>
						) : null}
					</section>
				</>
			)}
		</div>
	)
}
