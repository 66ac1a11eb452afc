import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireManagedBusinessUser } from '#app/business-account/api.server.ts'
import { userControlSchema } from '#app/business-account/user-control.server.ts'
import { grantFieldName, grantsFromForm } from '#app/business-account/user-control.ts'
import { FormError } from '#app/components/form-error.tsx'
import { ConfirmStep } from '#app/forms/confirm-step.tsx'
import { Avatar } from '#app/profile/person-avatar.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { failureInit } from '#app/api/outage.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { permissionScopes, permissionScopesOf, permissionSlugs } from '#contracts/permission-names.ts'
import { changesMembers, holds, mayChange, mayRemove, type Standing } from '#contracts/people-rights.ts'
import { readForm } from '#app/forms/read-form.server.ts'

export const handle = { i18n: ['business'] }
export const meta = pageMeta

/**
 * /business-account/{id}/business-user/{buid}/user-control: who works as this business user and what
 * each may do. The owner and admins grant and revoke permissions per member, make admins and remove
 * members (after a confirmation, `?remove={uuid}`); the owner's own entry is fixed. A member with People ·
 * See reads it all, without a control to change anything (ADR 0009).
 */
export async function loader(args: LoaderFunctionArgs) {
	const { members, accountTo, user } = await requireManagedBusinessUser(args, 'see')
	const t = await i18next.getFixedT(args.request, 'business')
	const mine = members.items.find((member) => member.profileUuid === user.uuid)
	const standing = { isAdmin: mine?.isAdmin ?? false, grants: mine?.grants ?? {} }
	// What this person may do with each entry, so the page offers only what the API will take.
	const items = members.items.map((member) => {
		const target = { role: member.role, isAdmin: member.isAdmin, self: member.profileUuid === user.uuid }
		return { ...member, mayChange: mayChange(standing, target), mayRemove: !target.self && mayRemove(standing, target) }
	})
	const asked = new URL(args.request.url).searchParams
	const removing = asked.get('remove')
	const mayArchive = mine?.role === 'owner'
	return {
		meta: { title: t('userControl.meta.title', { name: members.businessUser.name }), description: t('userControl.meta.description') },
		businessUser: members.businessUser,
		can: members.can,
		readOnly: !changesMembers(members.can),
		// The person using the page: they give or take away only the grants they hold.
		standing,
		items,
		accountTo,
		removing: items.some((member) => member.profileUuid === removing && member.mayRemove) ? removing : null,
		mayArchive,
		// Archiving asks first (`?archive`), as removing does, so it takes two steps with or without JavaScript.
		archiving: mayArchive && asked.has('archive'),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { api, businessUserId, members, accountTo } = await requireManagedBusinessUser(args, 'change')
	const formData = await readForm(request)
	const change = userControlSchema.safeParse(Object.fromEntries(formData))
	if (!change.success) return data({ failed: 'invalid' as const, profileUuid: null }, { status: 400 })
	const t = await i18next.getFixedT(request, 'business')
	const ask = change.data
	try {
		if (ask.intent === 'archive') {
			await api.archiveBusinessUser(businessUserId)
			return redirectWithSuccess(accountTo, t('userControl.archived', { name: members.businessUser.name }))
		}
		if (ask.intent === 'remove') await api.removeMember(businessUserId, ask.profileUuid)
		else await api.updateMember(businessUserId, ask.profileUuid, { isAdmin: ask.isAdmin === 'on', grants: grantsFromForm(formData) })
	} catch (error) {
		return data({ failed: failureReason(request, error), profileUuid: ask.intent === 'archive' ? null : ask.profileUuid }, failureInit(error, 400))
	}
	return redirectWithSuccess(new URL(request.url).pathname, t(ask.intent === 'remove' ? 'userControl.removed' : 'userControl.saved'))
}

type Entry = ReturnType<typeof useLoaderData<typeof loader>>['items'][number]

export default function UserControl() {
	const { t } = useTranslation('business')
	const { t: tc } = useTranslation()
	const { businessUser, can, readOnly, standing, items, accountTo, removing, mayArchive, archiving } = useLoaderData<typeof loader>()
	const failure = useActionData<typeof action>()
	return (
		<div className="stack">
			<div>
				<h1>{t('userControl.title', { name: businessUser.name })}</h1>
				<p className="muted">{t('userControl.intro', { account: businessUser.accountName })}</p>
				<p className="field__hint">{t('userControl.peopleHint')}</p>
				{can.add ? (
					<div className="button-row">
						<ButtonLink to={`${accountTo}/business-user/${businessUser.id}/invite-user/link`} size="small">
							{t('userControl.invite')}
						</ButtonLink>
						<ButtonLink to={`${accountTo}/business-user/add-with-existing?businessUser=${businessUser.id}`} variant="secondary" size="small">
							{t('userControl.addExisting')}
						</ButtonLink>
					</div>
				) : null}
			</div>
			<FormError id="user-control-error" errors={failure ? [failure.failed] : undefined} namespace="business" />
			{readOnly ? (
				<p className="notice">{t('userControl.readOnly', { permission: tc('permissions.named', { slug: tc('permissions.slugs.member'), scope: tc('permissions.scopes.update') }), name: businessUser.name })}</p>
			) : items.some((member) => member.mayChange || member.mayRemove) ? null : (
				<p className="notice">{t('userControl.nobodyToChange')}</p>
			)}
			<ul className="member-list">
				{items.map((member) => (
					<li key={member.profileUuid} className="card">
						{readOnly ? <MemberGrants member={member} /> : <MemberControl member={member} standing={standing} makeAdmin={can.makeAdmin} removing={member.profileUuid === removing} />}
					</li>
				))}
			</ul>
			{mayArchive ? <ArchiveBusinessUser name={businessUser.name} archiving={archiving} /> : null}
			<p>
				<Link to={accountTo}>{t('userControl.back', { account: businessUser.accountName })}</Link>
			</p>
		</div>
	)
}

/** A person's picture, name, email (for those who manage people) and role. */
function MemberHead({ member, headingId }: { member: Entry; headingId: string }) {
	const { t } = useTranslation('business')
	const name = `${member.firstName} ${member.lastName}`.trim()
	return (
		<div className="member-list__head">
			<Avatar name={name} imageUrl={member.imageUrl} size="small" />
			<div>
				<h2 id={headingId}>{name}</h2>
				<p className="muted">{[member.email, t(member.role === 'owner' ? 'userControl.owner' : member.isAdmin ? 'userControl.admin' : 'userControl.member')].filter(Boolean).join(' · ')}</p>
			</div>
		</div>
	)
}

/** One person, to read: what each permission lets them do, in words (an admin and the owner may do everything). */
function MemberGrants({ member }: { member: Entry }) {
	const { t } = useTranslation('business')
	const { t: tc } = useTranslation()
	const headingId = `member-${member.profileUuid}`
	return (
		<section aria-labelledby={headingId}>
			<MemberHead member={member} headingId={headingId} />
			{member.role === 'owner' || member.isAdmin ? (
				<p>{t(member.role === 'owner' ? 'userControl.ownerFixed' : 'userControl.adminHint')}</p>
			) : (
				<dl className="facts">
					{permissionSlugs.map((slug) => {
						const scopes = permissionScopesOf[slug].filter((scope) => member.grants[slug]?.[scope] === true)
						return (
							<div key={slug}>
								<dt>{tc(`permissions.slugs.${slug}`)}</dt>
								<dd>{scopes.length > 0 ? scopes.map((scope) => tc(`permissions.scopes.${scope}`)).join(', ') : t('userControl.grantsNone')}</dd>
							</div>
						)
					})}
				</dl>
			)}
		</section>
	)
}

/**
 * One person: the owner's entry is fixed; others show their grants, which the caller changes where the
 * rules let them (a box for a grant the caller does not hold is shown but fixed, and sent unchanged).
 */
function MemberControl({ member, standing, makeAdmin, removing }: { member: Entry; standing: Standing; makeAdmin: boolean; removing: boolean }) {
	const { t } = useTranslation('business')
	const { t: tc } = useTranslation()
	const busy = useNavigation().formData?.get('profileUuid') === member.profileUuid
	const name = `${member.firstName} ${member.lastName}`.trim()
	const headingId = `member-${member.profileUuid}`
	const head = <MemberHead member={member} headingId={headingId} />
	if (member.role === 'owner') {
		return (
			<section aria-labelledby={headingId}>
				{head}
				<p>{t('userControl.ownerFixed')}</p>
			</section>
		)
	}
	const editable = member.mayChange
	const grants = (
		<table className="grants">
			<caption className="visually-hidden">{t('userControl.grantsOf', { name })}</caption>
			<thead>
				<tr>
					<th scope="col">{t('userControl.permission')}</th>
					{permissionScopes.map((scope) => (
						<th key={scope} scope="col">
							{tc(`permissions.scopes.${scope}`)}
						</th>
					))}
				</tr>
			</thead>
			<tbody>
				{permissionSlugs.map((slug) => (
					<tr key={slug}>
						<th scope="row">{tc(`permissions.slugs.${slug}`)}</th>
						{permissionScopes.map((scope) => {
							// A scope this permission's rules never look at has no box: it would mean nothing.
							if (!permissionScopesOf[slug].includes(scope)) {
								return (
									<td key={scope}>
										<span aria-hidden="true">–</span>
										<span className="visually-hidden">{t('userControl.scopeUnused')}</span>
									</td>
								)
							}
							const granted = member.grants[slug]?.[scope] === true
							const fixed = !editable || !holds(standing, slug, scope)
							return (
								<td key={scope}>
									<input
										type="checkbox"
										name={grantFieldName(slug, scope)}
										defaultChecked={granted}
										disabled={fixed}
										aria-label={t('userControl.grantLabel', { permission: tc(`permissions.slugs.${slug}`), scope: tc(`permissions.scopes.${scope}`), name })}
									/>
									{editable && fixed && granted ? <input type="hidden" name={grantFieldName(slug, scope)} value="on" /> : null}
								</td>
							)
						})}
					</tr>
				))}
			</tbody>
		</table>
	)
	const adminBox = (
		<label className="choice">
			<input type="checkbox" name="isAdmin" defaultChecked={member.isAdmin} disabled={!editable || !makeAdmin} />
			<span>
				{t('userControl.adminBox')}
				<span className="field__hint">{t('userControl.adminHint')}</span>
			</span>
		</label>
	)
	const removeLink =
		member.mayRemove && !removing ? (
			<ButtonLink to={`?remove=${member.profileUuid}`} variant="ghost" preventScrollReset aria-label={t('userControl.removeLabel', { name })}>
				{t('userControl.remove')}
			</ButtonLink>
		) : null
	return (
		<section aria-labelledby={headingId}>
			{head}
			{editable ? (
				<Form method="post" className="stack">
					<input type="hidden" name="intent" value="update" />
					<input type="hidden" name="profileUuid" value={member.profileUuid} />
					{adminBox}
					{grants}
					<div className="button-row">
						<Button type="submit" aria-disabled={busy || undefined} aria-describedby={headingId}>
							{t('userControl.save')}
						</Button>
						{removeLink}
					</div>
				</Form>
			) : (
				<div className="stack">
					<p className="field__hint">{t(member.isAdmin ? 'userControl.adminFixed' : 'userControl.selfFixed')}</p>
					{grants}
					{removeLink ? <div className="button-row">{removeLink}</div> : null}
				</div>
			)}
			{removing ? (
				<ConfirmStep
					id={`${headingId}-remove`}
					headingLevel={3}
					question={t('userControl.removeQuestion', { name })}
					warning={t('userControl.removeWarning')}
					fields={{ intent: 'remove', profileUuid: member.profileUuid }}
					confirm={t('userControl.removeConfirm')}
					keep={t('userControl.keep')}
				/>
			) : null}
		</section>
	)
}

/** The owner's way to archive the business user: a link that asks first, then the confirming form. */
function ArchiveBusinessUser({ name, archiving }: { name: string; archiving: boolean }) {
	const { t } = useTranslation('business')
	return (
		<section className="card stack" aria-labelledby="archive-business-user">
			<h2 id="archive-business-user">{t('userControl.archiveTitle')}</h2>
			<p>{t('userControl.archiveText', { name })}</p>
			{archiving ? (
				<ConfirmStep
					id="archive-question"
					headingLevel={3}
					question={t('userControl.archiveQuestion', { name })}
					warning={t('userControl.archiveWarning')}
					fields={{ intent: 'archive' }}
					confirm={t('userControl.archiveConfirm')}
					keep={t('userControl.archiveKeep')}
				/>
			) : (
				<div className="button-row">
					<ButtonLink to="?archive" variant="secondary" preventScrollReset>
						{t('userControl.archive', { name })}
					</ButtonLink>
				</div>
			)}
		</section>
	)
}
