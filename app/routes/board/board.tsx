import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { boardApi } from '#app/board/api.server.ts'
import { useBoardTime } from '#app/board/board-list.tsx'
import { boardPath, boardsPath, communityPath } from '#app/board/paths.ts'
import { Button } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { readContentForm } from '#app/content/content-form.server.ts'
import { LinkedText } from '#app/content/linked-text.tsx'
import { ConfirmStep } from '#app/forms/confirm-step.tsx'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { saveForm } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pictureSources } from '#app/media/picture-sources.ts'
import { orNotFound } from '#app/routing/params.server.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'
import { boardLimits } from '#contracts/board-limits.ts'
import type { BoardReply } from '#contracts/board.ts'

// The edit form hydrates after the page (ADR 0007): the form library is not part of the first load.
const BoardForm = hydrateLater(() => import('#app/board/board-form.tsx').then((m) => m.BoardForm))

export const handle = { i18n: ['boards'] }
export const meta = pageMeta

/** A reply number from the address, or undefined. */
const numberOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined)

/** The page the person was on (its replies' `after`/`before`), without the asking states. */
function pageOf(url: URL, id: string) {
	return boardPath(id, { after: numberOf(url.searchParams.get('after')), before: numberOf(url.searchParams.get('before')) })
}

/**
 * /account/board/{id}: a board — its title, community, opening message and pictures — and a page of its
 * replies, newest last (`?after=` newer, `?before=` older, by reply number; without them the newest),
 * each with its author, time, "Edited", or "Removed"; "Reply"; "Follow"/"Following"; for its opener "Edit"
 * (`?edit`) and "Delete", for a reply's author "Edit" (`?edit-reply={no}`) and "Delete", for a moderator
 * of its community "Remove". Taking something away asks first (`?delete=confirm`, `?remove-reply={no}`).
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { session } = await requireUser(args)
	const id = params.id ?? ''
	const url = new URL(request.url)
	const after = numberOf(url.searchParams.get('after'))
	const before = after === undefined ? numberOf(url.searchParams.get('before')) : undefined
	const { board, replies } = await boardApi(request, context, session).read(id, { after, before }).catch(orNotFound(request, 'board'))
	const editReply = numberOf(url.searchParams.get('edit-reply'))
	const removeReply = numberOf(url.searchParams.get('remove-reply'))
	return {
		meta: { title: board.title, description: board.message.slice(0, 160) },
		board,
		replies,
		here: pageOf(url, id),
		editing: board.canEdit && url.searchParams.has('edit'),
		confirmingDelete: (board.canEdit || board.canRemove) && url.searchParams.get('delete') === 'confirm',
		editReply: replies.items.some((reply) => reply.no === editReply && reply.canEdit) ? editReply : undefined,
		removeReply: replies.items.some((reply) => reply.no === removeReply && (reply.canEdit || reply.canRemove)) ? removeReply : undefined,
	}
}

/** A reply or a reply's change that failed: its words back, the field's messages, or why the API said no (`errors.*`). */
type ReplyAnswer = { reply: { intent: string; no?: number; value: string; errors: string[]; failure?: string } }

export async function action(args: ActionFunctionArgs) {
	const { request, context, params } = args
	const { session } = await requireUser(args)
	const id = params.id ?? ''
	const api = boardApi(request, context, session)
	const t = await i18next.getFixedT(request, 'boards')
	const url = new URL(request.url)
	const here = pageOf(url, id)

	// Changing the board: a multipart form with its pictures.
	if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
		const { formData, refusals } = await readContentForm(request, api.caller, 'board_post')
		const { editBoardFormSchema, picturesOf } = await import('#app/board/forms.ts')
		return saveForm({
			request,
			formData,
			schema: editBoardFormSchema,
			refusals,
			save: async (value) => await api.update(id, { title: value.title, message: value.message, pictures: picturesOf(value.pictures) }),
			done: () => redirectWithSuccess(here, t('saved')),
		})
	}

	const form = await readForm(request)
	const intent = form.get('intent')
	const forms = await import('#app/board/forms.ts')
	try {
		if (intent === 'reply' || intent === 'edit-reply') {
			const submission = parseWithZod(form, { schema: forms.replyFormSchema })
			if (submission.status !== 'success') {
				const no = numberOf(String(form.get('no') ?? ''))
				return data<ReplyAnswer>({ reply: { intent: String(intent), no, value: String(form.get('reply') ?? ''), errors: submission.error?.reply ?? submission.error?.no ?? [] } }, { status: 400 })
			}
			const { reply, no } = submission.value
			if (submission.value.intent === 'edit-reply' && no) {
				await api.updateReply(id, no, reply)
				return redirectWithSuccess(`${here}#reply-${no}`, t('replySaved'))
			}
			const sent = await api.reply(id, { message: reply })
			return redirectWithSuccess(`${boardPath(id)}#reply-${sent.no}`, t('replied'))
		}
		const parsed = forms.boardActionSchema.safeParse(Object.fromEntries(form))
		if (!parsed.success) return redirectWithError(here, t('failed'))
		const { no } = parsed.data
		switch (parsed.data.intent) {
			case 'follow':
			case 'unfollow':
				await api.follow(id, parsed.data.intent === 'follow')
				return redirectWithSuccess(here, parsed.data.intent === 'follow' ? t('followed') : t('unfollowed'))
			case 'delete':
				await api.remove(id)
				return redirectWithSuccess(boardsPath, t('deleted'))
			case 'delete-reply':
				if (!no) return redirectWithError(here, t('failed'))
				await api.removeReply(id, no)
				return redirectWithSuccess(here, t('replyDeleted'))
		}
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		if (intent === 'reply' || intent === 'edit-reply') {
			const reason = error.kind === 'forbidden' ? 'forbidden' : error.kind === 'not-found' ? 'gone' : error.kind === 'bad-request' ? 'invalid' : 'unavailable'
			const no = numberOf(String(form.get('no') ?? ''))
			return data<ReplyAnswer>({ reply: { intent: String(intent), no, value: String(form.get('reply') ?? ''), errors: [], failure: reason } }, { status: error.status ?? 502 })
		}
		if (error.kind === 'not-found') throw redirect(boardsPath)
		return redirectWithError(here, error.kind === 'forbidden' ? t('errors.forbidden') : t('failed'))
	}
}

export default function BoardPage() {
	const { t } = useTranslation('boards')
	const { board, replies, here, editing, confirmingDelete, editReply, removeReply } = useLoaderData<typeof loader>()
	const time = useBoardTime()
	const pictures = board.pictures.map(pictureSources)
	return (
		<article className="stack board">
			<header className="stack">
				<p>
					<Link to={boardsPath}>{t('title')}</Link>
				</p>
				<h1>{board.title}</h1>
				<p className="muted">
					{[
						board.community ? null : t('noCommunityShort'),
						board.author ? t('openedBy', { name: `${board.author.firstName} ${board.author.lastName}`.trim() }) : null,
						time(board.createdAt),
						board.editedAt ? t('edited') : null,
					]
						.filter(Boolean)
						.join(' · ')}
				</p>
				{board.community ? (
					<p>
						{t('inCommunityLabel')} <Link to={communityPath(board.community.id)}>{board.community.name}</Link>
					</p>
				) : null}
				<div className="button-row">
					<Form method="post" action={here} preventScrollReset>
						<input type="hidden" name="intent" value={board.following ? 'unfollow' : 'follow'} />
						<Button type="submit" variant="secondary" aria-pressed={board.following}>
							{board.following ? t('following') : t('follow')}
						</Button>
					</Form>
					{board.canEdit && !editing ? (
						<Link className="button button--secondary" to={`${here}${here.includes('?') ? '&' : '?'}edit`}>
							{t('edit')}
						</Link>
					) : null}
					{(board.canEdit || board.canRemove) && !confirmingDelete ? (
						<Form method="get" preventScrollReset>
							{Array.from(new URLSearchParams(here.split('?')[1] ?? '').entries()).map(([name, value]) => (
								<input key={name} type="hidden" name={name} value={value} />
							))}
							<input type="hidden" name="delete" value="confirm" />
							<Button type="submit" variant="danger">
								{board.canEdit ? t('delete') : t('remove')}
							</Button>
						</Form>
					) : null}
				</div>
				{confirmingDelete ? (
					<ConfirmStep
						id="delete-board"
						question={board.canEdit ? t('deleteQuestion', { title: board.title }) : t('removeQuestion', { title: board.title })}
						warning={t('deleteWarning')}
						fields={{ intent: 'delete' }}
						confirm={board.canEdit ? t('delete') : t('remove')}
						keep={t('keep')}
					/>
				) : null}
			</header>

			{editing ? (
				<section aria-labelledby="edit-board" className="card stack">
					<h2 id="edit-board">{t('editTitle')}</h2>
					<BoardForm mode="edit" defaultValue={{ title: board.title, message: board.message }} pictures={board.pictures} cancelTo={here} />
				</section>
			) : (
				<section aria-label={t('openingMessage')} className="stack">
					<LinkedText text={board.message} />
					{pictures.length > 0 ? (
						<ul className="content-item__pictures">
							{pictures.map((picture, index) => (
								<li key={picture.src}>
									<img src={picture.src} srcSet={picture.srcSet} sizes="(min-width: 1024px) 360px, 50vw" alt={t('pictureAlt', { title: board.title, number: index + 1 })} loading="lazy" />
								</li>
							))}
						</ul>
					) : null}
				</section>
			)}

			<section aria-labelledby="replies" className="stack">
				<h2 id="replies">{t('repliesHeading', { count: board.replyCount })}</h2>
				{replies.older ? (
					<p>
						<Link to={boardPath(board.id, { before: replies.older })}>{t('older')}</Link>
					</p>
				) : null}
				{replies.items.length > 0 ? (
					<ol className="stack board-replies">
						{replies.items.map((reply) => (
							<ReplyItem key={reply.no} reply={reply} here={here} time={time} editing={editReply === reply.no} confirming={removeReply === reply.no} />
						))}
					</ol>
				) : (
					<p className="muted">{t('noReplies')}</p>
				)}
				{replies.newer ? (
					<p>
						<Link className="button button--secondary" to={boardPath(board.id, { after: replies.newer })}>
							{t('newer')}
						</Link>
					</p>
				) : null}
			</section>

			{board.canReply ? (
				// A new reply makes a new form: the words sent are not left in the textbox.
				<ReplyForm key={board.lastReplyNo} id={board.id} />
			) : (
				<p className="notice">{t('membersReply')}</p>
			)}
		</article>
	)
}

/** One reply: its number, author, time, "Edited", its words (or "Removed"/"Deleted"), and what the reader may do. */
function ReplyItem({ reply, here, time, editing, confirming }: { reply: BoardReply; here: string; time: (iso: string) => string; editing: boolean; confirming: boolean }) {
	const { t } = useTranslation('boards')
	const answer = useActionData<ReplyAnswer>()
	const mine = answer?.reply.intent === 'edit-reply' && answer.reply.no === reply.no ? answer.reply : null
	const join = here.includes('?') ? '&' : '?'
	const name = reply.author ? `${reply.author.firstName} ${reply.author.lastName}`.trim() : t('someoneGone')
	return (
		<li id={`reply-${reply.no}`} className="card stack board-reply">
			<p className="muted">
				<strong>{t('replyNo', { no: reply.no })}</strong> · {name} · {time(reply.createdAt)}
				{reply.editedAt ? ` · ${t('edited')}` : null}
			</p>
			{reply.state === 'shown' ? (
				editing || mine ? (
					<Form method="post" action={here} className="stack">
						<input type="hidden" name="intent" value="edit-reply" />
						<input type="hidden" name="no" value={reply.no} />
						<div className="field">
							<label htmlFor={`reply-${reply.no}-text`}>{t('editReplyLabel')}</label>
							<TextArea id={`reply-${reply.no}-text`} name="reply" rows={4} defaultValue={mine?.value ?? reply.message} required maxLength={boardLimits.reply} aria-invalid={mine?.errors.length ? true : undefined} aria-describedby={mine?.errors.length ? `reply-${reply.no}-error` : undefined} />
							<FieldErrors id={`reply-${reply.no}-error`} errors={mine?.errors} label={t('editReplyLabel')} />
						</div>
						{mine?.failure ? <p role="alert" className="form-error">{t(`errors.${mine.failure}`)}</p> : null}
						<div className="button-row">
							<Button type="submit">{t('save')}</Button>
							<Link to={here}>{t('cancel')}</Link>
						</div>
					</Form>
				) : (
					<LinkedText text={reply.message} />
				)
			) : (
				<p className="muted">
					<em>{reply.state === 'removed' ? t('removed') : t('replyDeleted')}</em>
				</p>
			)}
			{reply.state === 'shown' && !editing && (reply.canEdit || reply.canRemove) ? (
				confirming ? (
					<ConfirmStep
						id={`remove-reply-${reply.no}`}
						headingLevel={3}
						question={reply.canEdit ? t('deleteReplyQuestion', { no: reply.no }) : t('removeReplyQuestion', { no: reply.no })}
						warning={t('replyWarning')}
						fields={{ intent: 'delete-reply', no: String(reply.no) }}
						confirm={reply.canEdit ? t('delete') : t('remove')}
						keep={t('keep')}
					/>
				) : (
					<div className="button-row">
						{reply.canEdit ? <Link to={`${here}${join}edit-reply=${reply.no}#reply-${reply.no}`}>{t('editReply', { no: reply.no })}</Link> : null}
						<Link to={`${here}${join}remove-reply=${reply.no}#reply-${reply.no}`}>{reply.canEdit ? t('deleteReply', { no: reply.no }) : t('removeReply', { no: reply.no })}</Link>
					</div>
				)
			) : null}
		</li>
	)
}

/** "Reply": a textbox and a button; a reply that fails comes back with its words and why. */
function ReplyForm({ id }: { id: string }) {
	const { t } = useTranslation('boards')
	const answer = useActionData<ReplyAnswer>()
	const busy = useNavigation().formData?.get('intent') === 'reply'
	const location = useLocation()
	const mine = answer?.reply.intent === 'reply' ? answer.reply : null
	return (
		<Form method="post" action={`${location.pathname}${location.search}`} className="card stack board-reply-form" aria-labelledby="reply-heading">
			<h2 id="reply-heading" className="visually-hidden">
				{t('replyHeading')}
			</h2>
			<input type="hidden" name="intent" value="reply" />
			<div className="field">
				<label htmlFor={`board-${id}-reply`}>{t('reply')}</label>
				<TextArea id={`board-${id}-reply`} name="reply" rows={4} defaultValue={mine?.value ?? ''} required maxLength={boardLimits.reply} aria-invalid={mine?.errors.length ? true : undefined} aria-describedby={mine?.errors.length ? `board-${id}-reply-error` : undefined} />
				<FieldErrors id={`board-${id}-reply-error`} errors={mine?.errors} label={t('reply')} />
			</div>
			{mine?.failure ? <p role="alert" className="form-error">{t(`errors.${mine.failure}`)}</p> : null}
			<div className="button-row">
				<Button type="submit" aria-disabled={busy || undefined}>
					{t('replyButton')}
				</Button>
			</div>
		</Form>
	)
}
