import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { boardApi } from '#app/board/api.server.ts'
import { BoardCardList } from '#app/board/board-list.tsx'
import { boardsPath, createBoardPath } from '#app/board/paths.ts'
import { ListPageLinks } from '#app/content/paged-cards.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { boardLists, type BoardList, type BoardListPage } from '#contracts/board.ts'

export const handle = { i18n: ['boards'] }
export const meta = pageMeta

const isList = (value: string | null): value is BoardList => (boardLists as readonly string[]).includes(value ?? '')

/**
 * /account/board: the boards I follow (with how many replies I have not read), the boards I opened, and the
 * newest boards I may see (public ones and my communities'), each a page at a time (`?list=…&cursor=…`
 * shows that list's next page alone), and "New board".
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const search = new URL(request.url).searchParams
	const list = search.get('list')
	const cursor = search.get('cursor') || undefined
	const api = boardApi(request, context, session)
	const t = await i18next.getFixedT(request, 'boards')
	const shown = cursor && isList(list) ? [list] : boardLists
	const pages = await Promise.all(
		shown.map((name) =>
			api.list(name, cursor && name === list ? cursor : undefined).catch((error: unknown) => {
				if (cursor && isApiError(error) && error.kind === 'bad-request') throw redirect(boardsPath)
				throw error
			}),
		),
	)
	const lists = Object.fromEntries(shown.map((name, index) => [name, pages[index]])) as Partial<Record<BoardList, BoardListPage>>
	const nextHrefs = Object.fromEntries(shown.map((name) => [name, lists[name]?.nextCursor ? `${boardsPath}?${new URLSearchParams({ list: name, cursor: lists[name]!.nextCursor! })}` : null]))
	return { meta: { title: t('title'), description: t('intro') }, lists, nextHrefs, paged: Boolean(cursor) }
}

export default function Boards() {
	const { t } = useTranslation('boards')
	const { lists, nextHrefs, paged } = useLoaderData<typeof loader>()
	return (
		<div className="stack">
			<header className="stack">
				<h1>{t('title')}</h1>
				<p className="muted">{t('intro')}</p>
				<p>
					<Link className="button" to={createBoardPath()}>
						{t('newBoard')}
					</Link>
				</p>
			</header>
			{boardLists.map((name) => {
				const page = lists[name]
				if (!page) return null
				return (
					<section key={name} aria-labelledby={`boards-${name}`} className="stack">
						<h2 id={`boards-${name}`}>{t(`lists.${name}`)}</h2>
						{page.items.length > 0 ? <BoardCardList boards={page.items} /> : <p className="muted">{t(`empty.${name}`)}</p>}
						<ListPageLinks nextHref={nextHrefs[name] ?? null} firstHref={paged ? boardsPath : null} words={{ list: t(`lists.${name}`), first: t('backToAll'), next: t('more') }} />
					</section>
				)
			})}
		</div>
	)
}
