import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '#app/auth/guards.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { ConnectCards } from '#app/open-tab/connect-cards.tsx'
import { OpenTabHead } from '#app/open-tab/page-head.tsx'
import { connectDetailPath, openTabsSearchPath } from '#app/open-tab/paths.ts'
import { openTabApi, refusedWords } from '#app/open-tab/api.server.ts'
import { connectCard } from '#app/open-tab/views.ts'
import { orFirstPage } from '#app/routing/params.server.ts'
import { Avatar } from '#app/profile/person-avatar.tsx'
import { profilePath } from '#app/profile/profile-page.tsx'
import { MoreLink } from '#app/components/ui/more-link.tsx'

export const handle = { i18n: ['open-tab'] }
export const meta = pageMeta

/** /account/open-tab/list/search: people with an open tab (public connects), by name; each with their newest connects, leading to their pages. */
export async function loader(args: LoaderFunctionArgs) {
	const { session } = await requireUser(args)
	const api = openTabApi(args.request, args.context, session)
	const url = new URL(args.request.url)
	const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200)
	const cursor = url.searchParams.get('cursor') ?? undefined
	const [t, language, types, found] = await Promise.all([i18next.getFixedT(args.request, 'open-tab'), i18next.getLocale(args.request), api.types(), api.people({ q, cursor }).catch(orFirstPage(args.request)).catch(refusedWords)])
	return {
		meta: { title: t('people.heading'), description: t('people.intro') },
		q,
		people: found.items.map(({ person, connects, connectCount }) => ({
			uuid: person.profileUuid,
			name: `${person.firstName} ${person.lastName}`.trim(),
			imageUrl: person.imageUrl,
			to: profilePath(person.profileUuid),
			connectCount,
			connects: connects.map((connect) => connectCard(connect, types, language, connectDetailPath(connect.id))),
		})),
		refused: 'refused' in found,
		nextHref: found.nextCursor ? `${openTabsSearchPath}?${new URLSearchParams({ ...(q ? { q } : {}), cursor: found.nextCursor })}` : null,
	}
}

export default function PeopleSearch() {
	const { t } = useTranslation('open-tab')
	const { q, people, refused, nextHref } = useLoaderData<typeof loader>()
	return (
		<div className="stack">
			<OpenTabHead title={t('people.heading')} intro={t('people.intro')} />
			<Form method="get" action={openTabsSearchPath} role="search" className="search-form">
				<div className="field search-form__query">
					<label htmlFor="people-q">{t('search.query')}</label>
					<input id="people-q" type="search" name="q" defaultValue={q} maxLength={200} autoComplete="off" enterKeyHint="search" />
				</div>
				<button type="submit" className="button">
					{t('search.find')}
				</button>
			</Form>
			<section className="stack" aria-labelledby="people-found">
				<h2 id="people-found">{q ? t('people.found', { q }) : t('people.newest')}</h2>
				{refused ? <p className="form-error" role="alert">{t('search.refused')}</p> : people.length === 0 ? <p className="muted">{q ? t('people.none', { q }) : t('people.noneYet')}</p> : null}
				<ul className="stack">
					{people.map((person) => (
						<li key={person.uuid} className="card stack">
							<h3 className="connect-person">
								<Avatar name={person.name} imageUrl={person.imageUrl} size="small" /> <Link to={person.to}>{person.name}</Link>
							</h3>
							<ConnectCards connects={person.connects} headingLevel={4} />
							{person.connectCount > person.connects.length ? <p className="muted">{t('people.more', { count: person.connectCount - person.connects.length })}</p> : null}
						</li>
					))}
				</ul>
				<MoreLink to={nextHref} label={t('more')} />
			</section>
		</div>
	)
}
