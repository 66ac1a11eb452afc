import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { parseWithZod } from '@conform-to/zod/v4'
import { failureInit } from '#app/api/outage.ts'
import { chatWithPath } from '#app/chat/paths.ts'
import { Button } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { failureReason } from '#app/forms/save-form.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { requireConnectPage } from '#app/open-tab/owner.server.ts'
import { connectDetailPath, connectPath, connectQrCodeBioPath } from '#app/open-tab/paths.ts'
import { infoLines, typeNameOf } from '#app/open-tab/views.ts'
import { placeLabel } from '#app/content/views.ts'
import { Avatar } from '#app/profile/person-avatar.tsx'
import { profilePath } from '#app/profile/profile-page.tsx'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { openTabLimits, openTabParts } from '#contracts/open-tab-limits.ts'

export const handle = { i18n: ['open-tab'] }
export const meta = pageMeta

const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim()

/**
 * /open-tabs/connects/{cid}/detail: a connect's page for everyone who may see it (public, or private to its
 * owner and the people it accepted): its title, owner, information and about us; "Connect" for others
 * (then "Request sent"), and for its owner the requests with "Accept" and "Decline".
 */
export async function loader(args: LoaderFunctionArgs) {
	const { page, cid } = await requireConnectPage(args)
	const [t, language] = await Promise.all([i18next.getFixedT(args.request, 'open-tab'), i18next.getLocale(args.request)])
	const { connect, owner } = page
	return {
		meta: { title: connect.title, description: connect.details.overview ?? t('detail.meta', { name: personName(owner) }) },
		cid,
		title: connect.title,
		overview: connect.details.overview,
		typeName: typeNameOf([page.type], page.type.type, language),
		isPrivate: connect.visibility !== 'public',
		isClosed: connect.details.status === 'closed',
		imageUrl: connect.pictures[0] ?? null,
		place: placeLabel(connect, language),
		info: infoLines(connect, language),
		description: connect.body,
		parts: openTabParts.map((part) => ({ part, entries: page.parts[part] })),
		owner: { name: personName(owner), imageUrl: owner.imageUrl, to: profilePath(owner.profileUuid), chatTo: chatWithPath({ type: 'person', id: owner.profileUuid }) },
		isMine: page.isMine,
		myRequest: page.myRequest ? { state: page.myRequest.state } : null,
		requests: page.requests.map((request) => ({
			uuid: request.person.profileUuid,
			name: personName(request.person),
			imageUrl: request.person.imageUrl,
			message: request.message,
			state: request.state,
			chatTo: chatWithPath({ type: 'person', id: request.person.profileUuid }),
		})),
		members: page.members.map((person) => ({ uuid: person.profileUuid, name: personName(person), imageUrl: person.imageUrl, to: profilePath(person.profileUuid) })),
	}
}

/** "Connect" (with an optional message), or the owner's "Accept" and "Decline"; back to the page with what happened. */
export async function action(args: ActionFunctionArgs) {
	const { api, cid } = await requireConnectPage(args)
	const formData = await readForm(args.request)
	const t = await i18next.getFixedT(args.request, 'open-tab')
	const { decideFormSchema, requestFormSchema } = await import('#app/open-tab/forms.ts')
	const submission = parseWithZod(formData, { schema: formData.get('intent') === 'connect' ? requestFormSchema : decideFormSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	try {
		const value = submission.value
		if (value.intent === 'connect') {
			await api.request(cid, value.message)
			return redirectWithSuccess(connectDetailPath(cid), t('detail.sent'))
		}
		await api.decide(cid, value.person, value.intent === 'accept')
		return redirectWithSuccess(`${connectDetailPath(cid)}#requests`, t(value.intent === 'accept' ? 'detail.accepted' : 'detail.declined'))
	} catch (error) {
		return data({ result: submission.reply({ formErrors: [failureReason(args.request, error)] }) }, failureInit(error, 502))
	}
}

export default function ConnectDetail() {
	const { t } = useTranslation('open-tab')
	const page = useLoaderData<typeof loader>()
	const { cid, title, overview, typeName, isPrivate, isClosed, imageUrl, place, info, description, parts, owner, isMine, members } = page
	const hasAbout = Boolean(description) || parts.some((part) => part.entries.length > 0)
	return (
		<article className="stack">
			<header className="stack">
				{imageUrl ? <img className="connect-picture" src={imageUrl} alt="" width={960} height={540} /> : null}
				<p className="muted">
					<span className="tag">{typeName}</span> {isPrivate ? <span className="tag">{t('visibility.private')}</span> : null} <span className="tag">{isClosed ? t('status.closed') : t('status.open')}</span>
				</p>
				<h1>{title}</h1>
				{overview ? <p className="connect-overview">{overview}</p> : null}
				<p className="connect-person">
					<Avatar name={owner.name} imageUrl={owner.imageUrl} size="small" /> {t('detail.by')} <Link to={owner.to}>{owner.name}</Link>
				</p>
				{isMine ? (
					<ul className="button-row">
						<li>
							<Link className="button button--secondary" to={connectPath(cid)}>
								{t('detail.edit')}
							</Link>
						</li>
						<li>
							<Link className="button button--secondary" to={connectQrCodeBioPath(cid)}>
								{t('connect.qrCodeBio')}
							</Link>
						</li>
					</ul>
				) : (
					<ConnectBox />
				)}
			</header>
			{info.length > 0 || place ? (
				<section className="card" aria-labelledby="connect-info">
					<h2 id="connect-info">{t('detail.information')}</h2>
					<dl className="facts">
						{info.map((line) => (
							<div key={line.key}>
								<dt>{t(`info.${line.key}`)}</dt>
								<dd>{line.value}</dd>
							</div>
						))}
						{place ? (
							<div>
								<dt>{t('info.place')}</dt>
								<dd>{place}</dd>
							</div>
						) : null}
					</dl>
				</section>
			) : null}
			<section className="card stack" aria-labelledby="connect-about">
				<h2 id="connect-about">{t('detail.aboutUs')}</h2>
				{hasAbout ? null : <p className="muted">{t('detail.noAbout')}</p>}
				{description ? <p className="prose business-user__text">{description}</p> : null}
				{parts.map(({ part, entries }) =>
					entries.length === 0 ? null : (
						<section key={part} className="stack" aria-labelledby={`connect-${part}`}>
							<h3 id={`connect-${part}`}>{t(`parts.${part}`)}</h3>
							<ul className="stack">
								{entries.map((entry) => (
									<li key={entry.id}>
										<h4>{entry.title}</h4>
										{entry.businessUser ? (
											<p className="muted">
												{t('detail.takenOnBy')} <Link to={`/business-user/${entry.businessUser.id}`}>{entry.businessUser.name}</Link>
											</p>
										) : null}
										{entry.imageUrl ? <img className="connect-entry__picture" src={entry.imageUrl} alt="" width={480} height={270} loading="lazy" /> : null}
										{entry.body ? <p className="prose business-user__text">{entry.body}</p> : null}
									</li>
								))}
							</ul>
						</section>
					),
				)}
			</section>
			{members.length > 0 ? (
				<section className="card stack" aria-labelledby="connect-members">
					<h2 id="connect-members">{t('detail.members', { count: members.length })}</h2>
					<ul className="stack">
						{members.map((member) => (
							<li key={member.uuid} className="connect-person">
								<Avatar name={member.name} imageUrl={member.imageUrl} size="small" /> <Link to={member.to}>{member.name}</Link>
							</li>
						))}
					</ul>
				</section>
			) : null}
			{isMine ? <Requests /> : null}
		</article>
	)
}

/** Others' "Connect": a word to the owner and the button, or where their request stands. */
function ConnectBox() {
	const { t } = useTranslation('open-tab')
	const { myRequest, isClosed, owner } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const busy = useNavigation().state === 'submitting'
	if (myRequest) {
		return (
			<div className="stack">
				<p className="notice" role="status">
					{t(`detail.state.${myRequest.state}`)}
				</p>
				{/* Accepted: the two talk in chat (docs/product.md#open-tab). */}
				{myRequest.state === 'accepted' ? (
					<p>
						<Link className="button button--secondary" to={owner.chatTo}>
							{t('detail.talkWho', { name: owner.name })}
						</Link>
					</p>
				) : null}
			</div>
		)
	}
	if (isClosed) return <p className="muted">{t('detail.closed')}</p>
	// The word's own faults (too long) beside it, in words; the API's answer above the form.
	const messageErrors = actionData?.result.error?.message ?? undefined
	const error = actionData?.result.error?.['']?.[0]
	return (
		<Form method="post" className="stack card">
			<input type="hidden" name="intent" value="connect" />
			{error ? (
				<p className="form-error" role="alert">
					{t(`detail.errors.${error}`, { defaultValue: t('detail.errors.invalid') })}
				</p>
			) : null}
			<div className="field">
				<label htmlFor="connect-message">{t('detail.message')}</label>
				<span id="connect-message-hint" className="field__hint">
					{t('detail.messageHint')}
				</span>
				<TextArea
					id="connect-message"
					name="message"
					rows={3}
					maxLength={openTabLimits.message}
					aria-invalid={messageErrors?.length ? true : undefined}
					aria-describedby={messageErrors?.length ? 'connect-message-hint connect-message-errors' : 'connect-message-hint'}
					defaultValue={String(actionData?.result.initialValue?.message ?? '')}
				/>
				<FieldErrors id="connect-message-errors" errors={messageErrors} label={t('detail.message')} />
			</div>
			<div>
				<Button type="submit" aria-disabled={busy || undefined}>
					{t('detail.connect')}
				</Button>
			</div>
		</Form>
	)
}

/** The owner's requests, those waiting first: "Accept" and "Decline", and a link to talk. */
function Requests() {
	const { t } = useTranslation('open-tab')
	const { requests } = useLoaderData<typeof loader>()
	return (
		<section id="requests" className="card stack" aria-labelledby="connect-requests">
			<h2 id="connect-requests">{t('connect.requests')}</h2>
			{requests.length === 0 ? (
				<p className="muted">{t('detail.noRequests')}</p>
			) : (
				<ul className="stack">
					{requests.map((request) => (
						<li key={request.uuid} className="stack">
							<p className="connect-person">
								<Avatar name={request.name} imageUrl={request.imageUrl} size="small" /> <strong>{request.name}</strong> <span className="tag">{t(`requestState.${request.state}`)}</span>
							</p>
							{request.message ? <p className="prose">{request.message}</p> : null}
							<div className="button-row">
								{request.state === 'accepted' ? null : (
									<Form method="post">
										<input type="hidden" name="person" value={request.uuid} />
										<Button type="submit" name="intent" value="accept" aria-label={t('detail.acceptWho', { name: request.name })}>
											{t('detail.accept')}
										</Button>
									</Form>
								)}
								{request.state === 'declined' ? null : (
									<Form method="post">
										<input type="hidden" name="person" value={request.uuid} />
										<Button type="submit" name="intent" value="decline" variant="secondary" aria-label={t('detail.declineWho', { name: request.name })}>
											{t('detail.decline')}
										</Button>
									</Form>
								)}
								<Link className="button button--ghost" to={request.chatTo} aria-label={t('detail.talkWho', { name: request.name })}>
									{t('detail.talk')}
								</Link>
							</div>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}
