import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { inviteValidities, invitePath } from '#app/business-account/invite-link.ts'
import { requireManagedBusinessUser } from '#app/business-account/api.server.ts'
import { FormError } from '#app/components/form-error.tsx'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { CopyButton } from '#app/components/ui/copy-button.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { newIdempotencyKey, nextIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { qrCodeSvg, siteUrlOf } from '#app/qr-code/qr-code.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { opensUserControl } from '#contracts/people-rights.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureInit } from '#app/api/outage.ts'
import { dateTimeFormat } from '#app/i18n/formats.ts'

export const handle = { i18n: ['business'] }
export const meta = pageMeta

const inviteActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('create'), hours: z.coerce.number().pipe(z.union(inviteValidities.map((hours) => z.literal(hours)))), idempotencyKey: idempotencyKeyField }),
	z.object({ intent: z.literal('revoke'), inviteId: z.uuid() }),
])

/**
 * /business-account/{id}/business-user/{buid}/invite-user/link: invite links to work as this business
 * user. Each is signed by the API and expires; it is shown to copy and as a QR code to scan, and can be
 * revoked. Opening one while signed in joins the person.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { api, members, businessUserId, accountTo } = await requireManagedBusinessUser(args, 'add')
	const [invites, t] = await Promise.all([api.invites(businessUserId), i18next.getFixedT(args.request, 'business')])
	const name = members.businessUser.name
	return {
		meta: { title: t('invite.meta.title', { name }), description: t('invite.meta.description', { name }) },
		name,
		// The create form's idempotency key (ADR 0016): sent again after a failure, it does not make a second link.
		idempotencyKey: newIdempotencyKey(),
		userControlTo: opensUserControl(members.can) ? `${accountTo}/business-user/${businessUserId}/user-control` : null,
		invites: await Promise.all(
			invites.items.map(async (invite) => {
				const path = invitePath(invite.token)
				return { id: invite.id, url: siteUrlOf(path), expiresAt: invite.expiresAt, createdBy: invite.createdBy, qrCodeSvg: await qrCodeSvg(path, { title: t('invite.qrLabel', { name }) }) }
			}),
		),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { api, businessUserId } = await requireManagedBusinessUser(args, 'add')
	const form = Object.fromEntries(await readForm(request))
	const parsed = inviteActionSchema.safeParse(form)
	if (!parsed.success) return data({ failed: 'invalid' as const, idempotencyKey: nextIdempotencyKey(form.idempotencyKey) }, { status: 400 })
	const t = await i18next.getFixedT(request, 'business')
	try {
		if (parsed.data.intent === 'create') await api.createInvite(businessUserId, parsed.data.hours, parsed.data.idempotencyKey)
		else await api.revokeInvite(businessUserId, parsed.data.inviteId)
	} catch (error) {
		const failed = failureReason(request, error)
		// The create form's key to send next: the same while that link may have been made, else a new one.
		return data({ failed, idempotencyKey: parsed.data.intent === 'create' ? nextIdempotencyKey(parsed.data.idempotencyKey, error) : undefined }, failureInit(error, 400))
	}
	return redirectWithSuccess(new URL(request.url).pathname, t(parsed.data.intent === 'create' ? 'invite.created' : 'invite.revoked'))
}

export default function InviteLink() {
	const { t, i18n } = useTranslation('business')
	const { name, idempotencyKey, userControlTo, invites } = useLoaderData<typeof loader>()
	const failure = useActionData<typeof action>()
	const creating = useNavigation().formData?.get('intent') === 'create'
	const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' })
	return (
		<div className="stack">
			<div>
				<h1>{t('invite.title', { name })}</h1>
				<p className="muted">{t('invite.intro')}</p>
			</div>
			<FormError id="invite-error" errors={failure ? [failure.failed] : undefined} namespace="business" />
			<Form method="post" className="inline-form">
				<input type="hidden" name="intent" value="create" />
				<IdempotencyKeyInput value={failure?.idempotencyKey ?? idempotencyKey} />
				<div className="field">
					<label htmlFor="invite-hours">{t('invite.validity')}</label>
					<select id="invite-hours" name="hours" defaultValue="72">
						{inviteValidities.map((hours) => (
							<option key={hours} value={hours}>
								{t(`invite.validFor.${hours}`)}
							</option>
						))}
					</select>
				</div>
				<Button type="submit" aria-disabled={creating || undefined}>
					{creating ? t('invite.creating') : t('invite.create')}
				</Button>
			</Form>
			<section aria-labelledby="active-invites" className="stack">
				<h2 id="active-invites">{t('invite.active')}</h2>
				{invites.length === 0 ? (
					<EmptyState headingLevel={3} title={t('invite.none')} description={t('invite.noneText')} />
				) : (
					<ul className="invite-list">
						{invites.map((invite) => (
							<li key={invite.id} className="card invite-card">
								<figure className="invite-card__qr">
									<div className="qr-code" dangerouslySetInnerHTML={{ __html: invite.qrCodeSvg }} />
								</figure>
								<div className="stack">
									<div className="field">
										<label htmlFor={`invite-${invite.id}`}>{t('invite.link')}</label>
										<input id={`invite-${invite.id}`} type="text" readOnly value={invite.url} className="invite-card__url" />
									</div>
									<p className="muted">
										{t('invite.expires', { date: date.format(new Date(invite.expiresAt)) })}
										{invite.createdBy ? ` · ${t('invite.createdBy', { name: `${invite.createdBy.firstName} ${invite.createdBy.lastName}`.trim() })}` : null}
									</p>
									<div className="button-row">
										<CopyButton text={invite.url} label={t('invite.copy')} copiedLabel={t('invite.copied')} />
										<Form method="post">
											<input type="hidden" name="intent" value="revoke" />
											<input type="hidden" name="inviteId" value={invite.id} />
											<Button type="submit" variant="ghost" size="small">
												{t('invite.revoke')}
											</Button>
										</Form>
									</div>
								</div>
							</li>
						))}
					</ul>
				)}
			</section>
			{userControlTo ? (
				<p>
					<Link to={userControlTo}>{t('invite.toUserControl')}</Link>
				</p>
			) : null}
		</div>
	)
}
