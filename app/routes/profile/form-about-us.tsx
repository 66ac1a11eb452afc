import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { requireOwnProfile } from '#app/profile/own-profile.server.ts'

export const handle = { i18n: ['profile'] }
export const meta = pageMeta

/** /profiles/{uuid}/form/about-us: every part of the about-us section, each with its own form. */
export async function loader(args: LoaderFunctionArgs) {
	const { api, uuid, profileTo } = await requireOwnProfile(args)
	const [page, t] = await Promise.all([api.page(uuid), i18next.getFixedT(args.request, 'profile')])
	const entries = <Entry extends { id: string }>(items: Entry[], name: (entry: Entry) => string) => items.map((entry) => ({ id: entry.id, name: name(entry) }))
	return {
		meta: { title: t('forms.aboutUs.heading'), description: t('forms.aboutUs.intro') },
		profileTo,
		about: page.about,
		lists: [
			{ section: 'education-experience', labels: 'forms.educationExperience', entries: entries(page.educationExperiences, (entry) => entry.title) },
			{ section: 'our-story', labels: 'forms.ourStory', entries: entries(page.ourStories, (story) => story.title) },
			{ section: 'skill-talent', labels: 'forms.skillTalent', entries: entries(page.skillTalents, (skill) => skill.name) },
		],
	}
}

export default function ProfileAboutUs() {
	const { t } = useTranslation('profile')
	const { profileTo, about, lists } = useLoaderData<typeof loader>()
	const formTo = (path: string) => `${profileTo}/form/about-us/${path}`
	return (
		<div className="form-page stack">
			<div>
				<h1>{t('forms.aboutUs.heading')}</h1>
				<p className="muted">{t('forms.aboutUs.intro')}</p>
			</div>
			<section className="card" aria-labelledby="about-description">
				<div className="profile-section__head">
					<h2 id="about-description">{t('forms.aboutDescription.heading')}</h2>
					<Link className="button button--secondary button--small" to={formTo('description')} aria-label={t('forms.aboutDescription.edit')}>
						{t('forms.edit', { ns: 'common' })}
					</Link>
				</div>
				<p className={about.description ? 'prose' : 'muted'}>{about.title || about.description ? [about.title, about.description].filter(Boolean).join(' — ') : t('page.nothingYet')}</p>
			</section>
			{lists.map((list) => (
				<section key={list.section} className="card" aria-labelledby={`list-${list.section}`}>
					<div className="profile-section__head">
						<h2 id={`list-${list.section}`}>{t(`${list.labels}.listTitle`)}</h2>
						<Link className="button button--secondary button--small" to={formTo(`${list.section}/create`)}>
							{t(`${list.labels}.createTitle`)}
						</Link>
					</div>
					{list.entries.length ? (
						<ul className="list">
							{list.entries.map((entry) => (
								<li key={entry.id} className="list__row">
									<span>{entry.name}</span>
									<Link to={formTo(`${list.section}/${entry.id}`)} aria-label={t('page.editEntry', { name: entry.name })}>
										{t('forms.edit', { ns: 'common' })}
									</Link>
								</li>
							))}
						</ul>
					) : (
						<p className="muted">{t('page.nothingYet')}</p>
					)}
				</section>
			))}
			<p>
				<Link to={profileTo}>{t('forms.backToProfile')}</Link>
			</p>
		</div>
	)
}
