import { randomUUID } from 'node:crypto'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, isRouteErrorResponse, Link, useActionData, useFetcher, useLoaderData, type ClientLoaderFunctionArgs, type ShouldRevalidateFunction } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { outageInit, SERVICE_BUSY } from '#app/api/outage.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { chatApi } from '#app/chat/api.server.ts'
import { Composer, SendNotAllowed } from '#app/chat/composer.tsx'
import { chatFormSchemaOf, sendMessageBody, sendMessageFormSchema } from '#app/chat/forms.ts'
import { roomSearchSchema } from '#app/chat/search-params.ts'
import { MessageList } from '#app/chat/messages.tsx'
import { chatPath, chatsPath, chatWithPath, LATEST_ANCHOR, sentMessagePath } from '#app/chat/paths.ts'
import { sendFailureOf, statusOfSendFailure } from '#app/chat/refusals.ts'
import { replyFor, type ChatActionData } from '#app/chat/replies.ts'
import { ReportForm, RoomActions } from '#app/chat/room-actions.tsx'
import { useChatLive } from '#app/chat/use-chat-live.ts'
import { roomView, type RoomView } from '#app/chat/views.ts'
import { Button } from '#app/components/ui/button.tsx'
import { nextIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pictureRefusals, readPictureForm } from '#app/media/picture-form.server.ts'
import { notFound } from '#app/routing/params.server.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'
import { parseChatParam, type ChatPartyRef } from '#contracts/chat-names.ts'

export const handle = { i18n: ['chat', 'shop'] }
export const meta = pageMeta

// After a post, the conversation is read again with GET (with or without JavaScript).
const seeOther = { status: 303 }

type Target = { roomId: string } | { party: ChatPartyRef }

/** The conversation the address names: a room, or the party a conversation would be with; anything else is not a page. */
function targetOf(request: Request, param: string | undefined): Target {
	const target = parseChatParam(param ?? '')
	if (!target) throw notFound(request)
	return target
}

const addressOf = (target: Target) => ('roomId' in target ? chatPath(target.roomId) : chatWithPath(target.party))

/** The API's "no such conversation for you" (404, or an id it cannot read) is this page's 404. */
const orMissing = (request: Request) => (error: unknown) => {
	throw isApiError(error) && (error.kind === 'not-found' || error.kind === 'bad-request') ? notFound(request) : error
}

/**
 * /chat/{id}: one conversation, full-screen (docs/product.md#chat). `{id}` is its room, or
 * `person-{uuid}` / `business-user-{id}` for someone the reader has not talked with yet: an empty
 * conversation with the composer, whose first message makes the room (and the address of one that exists
 * is its room's). Reading never marks anything read: a prefetch would (the page marks it when the newest
 * message is seen, or with "Mark as read").
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { session } = await requireUser(args)
	const target = targetOf(request, params.id)
	const url = new URL(request.url)
	const search = roomSearchSchema.parse(Object.fromEntries(url.searchParams))
	const api = chatApi(request, context, session)
	const [t, language, room] = await Promise.all([
		i18next.getFixedT(request, 'chat'),
		i18next.getLocale(request),
		('roomId' in target ? api.room(target.roomId, search.before) : api.roomWith(target.party)).catch(orMissing(request)),
	])
	if ('party' in target && room.id) throw redirect(chatPath(room.id))
	const view = roomView(room, language)
	return {
		meta: { title: t('room.title', { name: room.other.name }), description: t('room.description', { name: room.other.name }) },
		room: view,
		/** The composer's client id (a new one each time the page is read): a message sent twice is kept once. */
		clientId: randomUUID(),
		/**
		 * "Check for new messages" without JavaScript: a link to this page that differs from its address
		 * each time it is shown, since a link that differs only in its `#latest` would just scroll.
		 */
		checkHref: room.id ? `${chatPath(room.id)}?${new URLSearchParams({ checked: Date.now().toString(36) })}#${LATEST_ANCHOR}` : null,
		/** The report's form is open: for the conversation, or for one of its messages. */
		report: url.searchParams.has('report') ? { seq: search.report ?? null } : null,
	}
}

/**
 * The conversation's forms: "Send" (the picture uploaded first), a message's "Delete", "Mark as read",
 * "Block" / "Unblock" and "Report". A send answers with the conversation at the new message; one the
 * API refuses comes back with what was typed and why (in the page's language).
 */
export async function action(args: ActionFunctionArgs) {
	const { request, context, params } = args
	const { session } = await requireUser(args)
	const target = targetOf(request, params.id)
	const api = chatApi(request, context, session)
	const { formData, failures } = await readPictureForm(request, api.caller, [{ name: 'pictureUrl', purpose: 'content' }])
	const t = await i18next.getFixedT(request, 'chat')
	const here = addressOf(target)
	const intent = formData.get('intent')
	const schema = chatFormSchemaOf(intent)
	if (!schema) return redirectWithError(here, t('errors.invalid'), seeOther)

	if (intent === 'send') {
		const submission = parseWithZod(formData, { schema: sendMessageFormSchema })
		const refusals = pictureRefusals(failures)
		if (refusals) return data({ result: submission.reply({ fieldErrors: refusals.fieldErrors }) } satisfies ChatActionData, refusals.init)
		if (submission.status !== 'success') return data({ result: submission.reply() } satisfies ChatActionData, { status: 400 })
		const body = sendMessageBody(submission.value)
		try {
			const sent = 'roomId' in target ? await api.send(target.roomId, body) : await api.sendFirst(target.party, body)
			return redirect(sentMessagePath(sent.roomId, sent.message.seq), seeOther)
		} catch (error) {
			if (!isApiError(error) || error.kind === 'unauthorized') throw error
			if (error.kind === 'not-found') throw notFound(request)
			// Nothing typed is lost (ADR 0017): an outage comes back as any refusal does, with the picture kept and the same client id.
			const failure = error.serviceOutage ? SERVICE_BUSY : sendFailureOf(error)
			const result = submission.reply({ formErrors: [failure] })
			const clientId = nextIdempotencyKey(submission.value.clientId, error)
			return data({ result: { ...result, initialValue: { ...result.initialValue, clientId } } } satisfies ChatActionData, error.serviceOutage ? outageInit : { status: statusOfSendFailure(sendFailureOf(error)) })
		}
	}

	// The other forms are about a conversation that exists.
	if (!('roomId' in target)) return redirectWithError(here, t('errors.invalid'), seeOther)
	const roomId = target.roomId
	const submission = parseWithZod(formData, { schema })
	if (submission.status !== 'success') {
		if (intent === 'report') return data({ result: submission.reply() } satisfies ChatActionData, { status: 400 })
		return redirectWithError(here, t('errors.invalid'), seeOther)
	}
	const value = submission.value
	try {
		if (value.intent === 'read') {
			const { readSeq } = await api.markRead(roomId, value.seq)
			// With JavaScript the page marks it itself (a fetcher) and wants no navigation.
			if (formData.get('answer') === 'data') return data({ read: readSeq } satisfies ChatActionData)
			return redirect(`${here}#${LATEST_ANCHOR}`, seeOther)
		}
		if (value.intent === 'delete') {
			await api.deleteMessage(roomId, value.seq)
			return redirectWithSuccess(`${here}#m-${value.seq}`, t('done.deleted'), seeOther)
		}
		if (value.intent === 'block' || value.intent === 'unblock') {
			const { blockedByMe } = await api.setBlocked(roomId, value.intent === 'block')
			return redirectWithSuccess(here, t(blockedByMe ? 'done.blocked' : 'done.unblocked'), seeOther)
		}
		if (value.intent === 'report') {
			await api.report(roomId, { seq: value.seq ?? null, reason: value.reason })
			return redirectWithSuccess(here, t('done.reported'), seeOther)
		}
		return redirectWithError(here, t('errors.invalid'), seeOther)
	} catch (error) {
		if (isApiError(error) && error.serviceOutage) throw error
		const reason = failureReason(request, error)
		if (value.intent === 'report') return data({ result: submission.reply({ formErrors: [reason] }) } satisfies ChatActionData, { status: isApiError(error) ? (error.status ?? 502) : 502 })
		if (value.intent === 'read' && formData.get('answer') === 'data') return data({} satisfies ChatActionData, { status: isApiError(error) ? (error.status ?? 502) : 502 })
		return redirectWithError(here, t(value.intent === 'delete' ? 'errors.cannotDelete' : `errors.${reason}`), seeOther)
	}
}

/** The conversation last shown, by its address: what stays on screen when a read of the page meets an outage. */
let shown: { url: string; data: unknown } | undefined

/**
 * Live news reads the page again in the background; when the API is away at that moment the conversation
 * stays as it was (the stream reconnects and reads again) instead of the busy page replacing it. Opening a
 * conversation (a different address) still shows the busy page.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
	try {
		const data = await serverLoader<typeof loader>()
		shown = { url: request.url, data }
		return data
	} catch (error) {
		if (shown?.url === request.url && isRouteErrorResponse(error) && error.status === 503) return shown.data as Awaited<ReturnType<typeof serverLoader<typeof loader>>>
		throw error
	}
}

/**
 * Marking read in the background changes nothing the page shows until the stream says so (its `read`
 * news reads the page again): no read of the page after it, which in an outage would put the busy page
 * in place of the conversation.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
	formData?.get('intent') === 'read' && formData.get('answer') === 'data' ? false : defaultShouldRevalidate

export default function ChatRoomPage() {
	const { t } = useTranslation('chat')
	const loaded = useLoaderData<typeof loader>()
	const { room, clientId, report, checkHref } = loaded
	// The first showing is the server's (no client loader ran): kept too, for the page's first background read.
	useEffect(() => {
		shown = { url: `${window.location.origin}${window.location.pathname}${window.location.search}`, data: loaded }
	}, [loaded])
	const actionData = useActionData<ChatActionData>()
	const announcement = useNewMessageAnnouncement(room)
	useChatLive({ room: room.id ?? undefined, after: room.lastSeq, enabled: room.id !== null })
	useMarkRead(room)
	const scroller = useStayAtNewest(room.lastSeq)
	const reportReply = replyFor(actionData, 'report')
	const reporting = room.id !== null && (report !== null || reportReply !== null)
	const reportSeq = report?.seq ?? (Number(reportReply?.value('seq')) || null)
	const reported = reportSeq ? (room.messages.find((message) => message.seq === reportSeq) ?? null) : null
	return (
		<div className="chat-room">
			<header className="chat-room__head">
				<Link className="chat-room__back" to={chatsPath}>
					{t('room.back')}
				</Link>
				<div className="chat-room__title">
					<h1>{room.other.name}</h1>
					{room.answeringAs ? <p className="chat-room__as">{t('room.answeringAs', { name: room.answeringAs.name })}</p> : null}
				</div>
				{room.id ? <RoomActions roomId={room.id} blockedByMe={room.blockedByMe} name={room.other.name} /> : null}
			</header>
			{reporting && room.id ? <ReportForm roomId={room.id} message={reported} /> : null}
			{/* Scrolls on its own, its end in view from the start (app.css); focusable so a keyboard scrolls it (WCAG 2.1.1). */}
			{/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
			<section ref={scroller} className="chat-room__messages" aria-labelledby="messages-title" tabIndex={0}>
				<div className="chat-room__scroll">
					<h2 id="messages-title" className="visually-hidden">
						{t('room.messages')}
					</h2>
					{room.olderBefore && room.id ? (
						<p className="chat-room__older">
							<Link to={`${chatPath(room.id)}?before=${room.olderBefore}`}>{t('room.older')}</Link>
						</p>
					) : null}
					<MessageList room={room} reportable={room.id !== null} />
					<div id={LATEST_ANCHOR} className="chat-room__latest">
						{room.id && !room.showsNewest ? <Link to={`${chatPath(room.id)}#${LATEST_ANCHOR}`}>{t('room.newest')}</Link> : null}
						{checkHref && room.showsNewest ? (
							<Link className="no-js-only" to={checkHref}>
								{t('room.checkNew')}
							</Link>
						) : null}
						{room.id && room.unread > 0 ? (
							<Form method="post" className="no-js-only inline-form" preventScrollReset>
								<input type="hidden" name="intent" value="read" />
								<input type="hidden" name="seq" value={room.lastSeq} />
								<Button type="submit" variant="secondary" size="small">
									{t('room.markRead')}
								</Button>
							</Form>
						) : null}
					</div>
				</div>
			</section>
			<p className="visually-hidden" aria-live="polite">
				{announcement}
			</p>
			{room.send.allowed ? null : <SendNotAllowed send={room.send} other={room.other} answeringAs={room.answeringAs} />}
			{/* A send just refused stays, with what was typed, even when the reason is that sending is not allowed any more. */}
			{room.send.allowed || replyFor(actionData, 'send') ? (
				// Another conversation has a composer of its own; a page read again keeps what is being typed.
				<Composer key={room.id ?? `${room.other.type}-${room.other.id}`} clientId={clientId} orders={room.orders} actionData={actionData} />
			) : null}
		</div>
	)
}

/** What the polite status says when a message from the other side arrives while the page is open: who, and what. */
function useNewMessageAnnouncement(room: RoomView) {
	const { t } = useTranslation('chat')
	const newest = room.messages.at(-1)
	const [said, setSaid] = useState({ seq: newest?.seq ?? 0, text: '' })
	// Worked out while rendering, from the newest message shown before (React's way to follow a prop's change).
	if (newest && newest.seq > said.seq) setSaid({ seq: newest.seq, text: newest.mine ? said.text : t('live.newMessage', { name: newest.sender, text: spokenContent(newest, t) }) })
	return said.text
}

const SPOKEN_LENGTH = 140

/** A message as the polite status says it: the start of its text, or what it is. */
function spokenContent(message: RoomView['messages'][number], t: (key: string) => string) {
	if (message.text) return message.text.length > SPOKEN_LENGTH ? `${message.text.slice(0, SPOKEN_LENGTH - 1)}…` : message.text
	return t(message.picture ? 'last.picture' : message.order ? 'last.order' : 'last.deleted')
}

/**
 * With JavaScript, the conversation is marked read when its newest message is on screen and the tab is
 * in view (never by reading the page, which a prefetch would do); without it, "Mark as read" does.
 */
function useMarkRead(room: RoomView) {
	const fetcher = useFetcher<ChatActionData>()
	const submit = useRef(fetcher.submit)
	useEffect(() => {
		submit.current = fetcher.submit
	})
	const { id, showsNewest, unread, lastSeq } = room
	useEffect(() => {
		const latest = document.getElementById(LATEST_ANCHOR)
		if (!id || !showsNewest || unread === 0 || !latest || typeof IntersectionObserver === 'undefined') return
		let inView = false
		let done = false
		const mark = () => {
			if (done || !inView || document.visibilityState !== 'visible') return
			done = true
			void submit.current({ intent: 'read', seq: String(lastSeq), answer: 'data' }, { method: 'post', action: chatPath(id) })
		}
		const observer = new IntersectionObserver((entries) => {
			inView = entries.some((entry) => entry.isIntersecting)
			mark()
		})
		observer.observe(latest)
		document.addEventListener('visibilitychange', mark)
		return () => {
			observer.disconnect()
			document.removeEventListener('visibilitychange', mark)
		}
	}, [id, showsNewest, unread, lastSeq])
}

/** How far a list is scrolled from its newest end (its CSS lays it out from the end: column-reverse). */
function distanceFromEnd(element: HTMLElement) {
	const reversed = getComputedStyle(element).flexDirection === 'column-reverse'
	return reversed ? Math.abs(element.scrollTop) : element.scrollHeight - element.clientHeight - element.scrollTop
}

function scrollToEnd(element: HTMLElement) {
	element.scrollTop = getComputedStyle(element).flexDirection === 'column-reverse' ? 0 : element.scrollHeight
}

/**
 * The messages' scrolling element: a new message shows at once when the reader was at the newest end;
 * someone reading back stays where they are. Not when the page first shows: its address may point at a
 * message (`#m-12`), and the style sheet starts at the newest end by itself.
 */
function useStayAtNewest(lastSeq: number) {
	const scroller = useRef<HTMLElement>(null)
	const atEnd = useRef(true)
	const shown = useRef(lastSeq)
	useEffect(() => {
		const element = scroller.current
		if (!element) return
		const onScroll = () => {
			atEnd.current = distanceFromEnd(element) < 48
		}
		element.addEventListener('scroll', onScroll, { passive: true })
		return () => element.removeEventListener('scroll', onScroll)
	}, [])
	useEffect(() => {
		if (lastSeq === shown.current) return
		shown.current = lastSeq
		if (scroller.current && atEnd.current) scrollToEnd(scroller.current)
	}, [lastSeq])
	return scroller
}
