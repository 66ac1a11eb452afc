import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '#app/auth/guards.server.ts'
import { boardApi } from '#app/board/api.server.ts'
import { boardPath, boardsPath } from '#app/board/paths.ts'
import { readContentForm } from '#app/content/content-form.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { newIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { saveForm } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'

// The form hydrates after the page (ADR 0007): the form library is not part of the first load.
const BoardForm = hydrateLater(() => import('#app/board/board-form.tsx').then((m) => m.BoardForm))

export const handle = { i18n: ['boards'] }
export const meta = pageMeta

/**
 * /account/board/create: open a board — "Title", "Message", "Community" (optional: those one is an active
 * member of; `?community={id}` preselects one, from its page), pictures — then "Create".
 */
export async function loader(args: LoaderFunctionArgs) {
	const { session } = await requireUser(args)
	const { request, context } = args
	const [t, { items: communities }] = await Promise.all([i18next.getFixedT(request, 'boards'), boardApi(request, context, session).communities()])
	const asked = new URL(request.url).searchParams.get('community')
	return {
		meta: { title: t('createTitle'), description: t('createIntro') },
		communities,
		defaultValue: { community: communities.some((community) => community.id === asked) ? asked! : '' },
		// The form's idempotency key (ADR 0016): sent again after a failure, the board is not opened twice.
		idempotencyKey: newIdempotencyKey(),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const api = boardApi(request, context, session)
	const { formData, refusals } = await readContentForm(request, api.caller, 'board_post')
	const { boardFormSchema, boardBody } = await import('#app/board/forms.ts')
	let created: { id: string } | undefined
	return saveForm({
		request,
		formData,
		schema: boardFormSchema,
		refusals,
		save: async (value) => {
			created = await api.create(boardBody(value), value.idempotencyKey ?? newIdempotencyKey())
		},
		done: async () => redirectWithSuccess(boardPath(created!.id), (await i18next.getFixedT(request, 'boards'))('created')),
	})
}

export default function CreateBoard() {
	const { t } = useTranslation('boards')
	const { communities, defaultValue, idempotencyKey } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<h1>{t('createTitle')}</h1>
			<p className="muted">{t('createIntro')}</p>
			<BoardForm mode="create" defaultValue={defaultValue} pictures={[]} communities={communities} idempotencyKey={idempotencyKey} cancelTo={boardsPath} />
		</div>
	)
}
