import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireUser } from '#app/auth/guards.server.ts'
import { WorkGrid, profilePath } from '#app/profile/profile-page.tsx'
import { contentApi } from '#app/content/api.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { profileApi } from '#app/profile/api.server.ts'
import { orNotFound, parseParams } from '#app/routing/params.server.ts'

export const handle = { i18n: ['profile'] }
export const meta = pageMeta

const paramsSchema = z.object({ uuid: z.uuid() })

/** /profiles/{uuid}/additional-content: everything beyond the profile's first page: all works, page by page. */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { uuid } = parseParams(paramsSchema, args.params, request)
	const cursor = new URL(request.url).searchParams.get('cursor') ?? undefined
	const api = profileApi(request, context, session)
	const [page, works, t] = await Promise.all([api.page(uuid), contentApi(request, context, session).list('work', { type: 'person', id: uuid }, { cursor }), i18next.getFixedT(request, 'profile')]).catch(orNotFound(request, 'profile'))
	const name = `${page.profile.firstName} ${page.profile.lastName}`.trim()
	return { meta: { title: t('additional.meta.title', { name }), description: t('additional.meta.description', { name }) }, name, uuid, isMine: page.isMine, works, firstPage: !cursor }
}

export default function ProfileAdditionalContent() {
	const { t } = useTranslation('profile')
	const { name, uuid, isMine, works, firstPage } = useLoaderData<typeof loader>()
	return (
		<div className="stack">
			<p>
				<Link to={profilePath(uuid)}>{t('additional.back', { name })}</Link>
			</p>
			<h1>{t('additional.title', { name })}</h1>
			<section aria-labelledby="all-works" className="stack">
				<h2 id="all-works">{t('page.works')}</h2>
				<WorkGrid works={works.items} editable={isMine} uuid={uuid} />
				<nav className="button-row" aria-label={t('additional.pages')}>
					{firstPage ? null : <Link to=".">{t('additional.first')}</Link>}
					{works.nextCursor ? (
						<Link className="button button--secondary" to={`?cursor=${encodeURIComponent(works.nextCursor)}`}>
							{t('additional.more')}
						</Link>
					) : null}
				</nav>
			</section>
		</div>
	)
}
