import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { addForms, businessInfoKeys, emptyParts, outlineOf, profileCompletion, type ProfilePart } from './completion.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import type { EducationExperience, ProfilePage } from '#contracts/profile-page.ts'
import { ContactDetails } from './contact-details.tsx'
import { ExternalLinks } from './external-links.tsx'
import { ProfileHead } from './profile-head.tsx'
import { ProfileSection } from './section.tsx'
import { dateTimeFormat, formatCount } from '#app/i18n/formats.ts'
import { FollowRow, PeopleSection, type PeopleList } from '#app/social/follow-row.tsx'
import { MessageLink } from '#app/chat/message-link.tsx'
import type { AccountList } from '#contracts/social/follow.ts'

/** The address of a profile page, or of one of its form pages. */
export const profilePath = (uuid: string, form?: string) => (form ? `/profiles/${uuid}/form/${form}` : `/profiles/${uuid}`)
export const profileBioPath = (uuid: string) => `/profiles/${uuid}-qr-code-bio`

/**
 * /profiles/{uuid}: who the person is, what they did and how to reach them. The owner sees edit links,
 * "Add" links where there is nothing yet, and a guide to what is left to fill in.
 */
export function ProfilePageView({ page, people, self }: { page: ProfilePage; people?: { list: PeopleList; people: AccountList } | null; self?: string }) {
	const { t, i18n } = useTranslation('profile')
	const { profile, isMine } = page
	const name = `${profile.firstName} ${profile.lastName}`.trim()
	const edit = (form: string) => (isMine ? profilePath(profile.uuid, form) : undefined)
	const empty = emptyParts(page)
	// An empty section asks its owner to add it (ProfileSection), on the form page where that is done.
	const add = (part: ProfilePart) => (empty[part] ? { label: t(`page.add.${part}`), invitation: t(`page.empty.${part}`), to: edit(addForms[part]) } : undefined)
	const place = [profile.city, profile.province, profile.country].filter(Boolean).join(', ')
	return (
		<div className="profile">
			<ProfileHead
				name={name}
				imageUrl={profile.imageUrl}
				coverUrl={page.coverUrl}
				overview={page.overview}
				details={
					<>
						{profile.specialty ? <p className="profile__specialty">{profile.specialty}</p> : null}
						{place ? <p className="muted">{place}</p> : null}
						<FollowRow type="person" id={profile.uuid} name={name} state={page.follow} own={isMine} path={profilePath(profile.uuid)}>
							{isMine ? null : <MessageLink party={{ type: 'person', id: profile.uuid }} name={name} />}
						</FollowRow>
					</>
				}
				overviewInvitation={isMine && empty.overview ? <p className="profile__overview muted">{t('page.empty.overview')}</p> : null}
				actions={
					<>
						{isMine ? (
							<Link className="button button--secondary button--small" to={profilePath(profile.uuid, 'overview')}>
								{empty.overview ? t('page.add.overview') : t('page.editOverview')}
							</Link>
						) : null}
						<Link className="button button--ghost button--small" to={profileBioPath(profile.uuid)}>
							{t('page.qrCodeBio')}
						</Link>
					</>
				}
			/>

			{people ? <PeopleSection list={people.list} people={people.people} path={profilePath(profile.uuid)} self={self} /> : null}

			{isMine ? <CompleteProfileGuide page={page} /> : null}

			<div className="profile__columns">
				<div className="stack">
					<ProfileSection id="about" title={page.about.title || t('page.about')} editTo={edit('about-us')} editLabel={t('page.editAbout')} empty={add('about')}>
						{page.about.description ? <p className="prose">{page.about.description}</p> : <p className="muted">{t('page.nothingYet')}</p>}
					</ProfileSection>

					<ProfileSection id="education-experience" title={t('page.educationExperience')} editTo={edit('about-us')} editLabel={t('page.editEducationExperience')} empty={add('educationExperience')}>
						<EntryList
							items={page.educationExperiences}
							empty={t('page.nothingYet')}
							render={(entry) => <EducationExperienceEntry entry={entry} editTo={edit(`about-us/education-experience/${entry.id}`)} />}
						/>
					</ProfileSection>

					<ProfileSection id="our-story" title={t('page.ourStory')} editTo={edit('about-us')} editLabel={t('page.editOurStory')} empty={add('ourStory')}>
						<EntryList
							items={page.ourStories}
							empty={t('page.nothingYet')}
							render={(story) => (
								<article className="profile-story">
									{story.imageUrl ? <img src={story.imageUrl} alt="" width={320} height={180} loading="lazy" /> : null}
									<h3>{story.title}</h3>
									{story.body ? <p className="prose">{story.body}</p> : null}
									{isMine ? <Link to={profilePath(profile.uuid, `about-us/our-story/${story.id}`)}>{t('page.editEntry', { name: story.title })}</Link> : null}
								</article>
							)}
						/>
					</ProfileSection>

					<ProfileSection id="skills" title={t('page.skillTalent')} editTo={edit('about-us')} editLabel={t('page.editSkillTalent')} empty={add('skillTalent')}>
						{page.skillTalents.length ? (
							<ul className="chips">
								{page.skillTalents.map((skill) => (
									<li key={skill.id}>
										{isMine ? <Link to={profilePath(profile.uuid, `about-us/skill-talent/${skill.id}`)}>{skill.name}</Link> : skill.name}
										{skill.level ? <span className="chips__level">{t('page.level', { level: formatCount(skill.level, i18n.language) })}</span> : null}
									</li>
								))}
							</ul>
						) : (
							<p className="muted">{t('page.nothingYet')}</p>
						)}
					</ProfileSection>

					<section className="profile-works" aria-labelledby="works">
						<div className="profile-section__head">
							<h2 id="works">{t('page.works')}</h2>
							{isMine ? (
								<div className="button-row">
									<Link className="button button--secondary button--small" to={profilePath(profile.uuid, 'works/create-my-work')}>
										{t('page.addMyWork')}
									</Link>
									<Link className="button button--ghost button--small" to={profilePath(profile.uuid, 'works/create')}>
										{t('page.addWork')}
									</Link>
								</div>
							) : null}
						</div>
						<WorkGrid works={page.works.items} editable={isMine} uuid={profile.uuid} />
						{page.works.nextCursor ? (
							<p>
								<Link to={`/profiles/${profile.uuid}/additional-content`}>{t('page.allWorks')}</Link>
							</p>
						) : null}
					</section>
				</div>

				<aside className="stack" aria-label={t('page.contact')}>
					<ProfileSection id="links" title={t('page.links')} editTo={edit('link')} editLabel={t('page.editLinks')} empty={add('links')}>
						<ExternalLinks links={page.links} empty={t('page.nothingYet')} />
					</ProfileSection>
					<ProfileSection id="business-info" title={t('page.businessInfo')} editTo={edit('business-info')} editLabel={t('page.editBusinessInfo')} empty={add('businessInfo')}>
						<ContactDetails info={page.businessInfo} keys={businessInfoKeys} label={(key) => t(`forms.businessInfo.${key}`)} empty={t('page.nothingYet')} />
					</ProfileSection>
					<p>
						<Link to={`/profiles/${profile.uuid}/additional-content`}>{t('page.additionalContent')}</Link>
					</p>
				</aside>
			</div>
		</div>
	)
}

/**
 * The owner's "Complete your profile" card while steps are left: how many are done, and a link to the
 * form page of each step left. Plain links, so it works without JavaScript.
 */
function CompleteProfileGuide({ page }: { page: ProfilePage }) {
	const { t, i18n } = useTranslation('profile')
	const { left, done, total, complete } = profileCompletion(outlineOf(page))
	if (complete) return null
	const progress = t('page.guide.progress', { done: formatCount(done, i18n.language), total: formatCount(total, i18n.language) })
	return (
		<section className="card profile-guide" aria-labelledby="complete-profile">
			<h2 id="complete-profile">{t('page.guide.title')}</h2>
			<p className="muted">{t('page.guide.intro')}</p>
			<div className="profile-guide__progress">
				<label htmlFor="complete-profile-progress">{progress}</label>
				<progress id="complete-profile-progress" value={done} max={total}>
					{progress}
				</progress>
			</div>
			<ul className="profile-guide__steps">
				{left.map(({ step, form }) => (
					<li key={step}>
						<Link to={profilePath(page.profile.uuid, form)}>{t(`page.guide.steps.${step}`)}</Link>
					</li>
				))}
			</ul>
		</section>
	)
}

function EntryList<Item extends { id: string }>({ items, empty, render }: { items: Item[]; empty: string; render: (item: Item) => React.ReactNode }) {
	if (!items.length) return <p className="muted">{empty}</p>
	return (
		<ul className="entry-list">
			{items.map((item) => (
				<li key={item.id}>{render(item)}</li>
			))}
		</ul>
	)
}

function EducationExperienceEntry({ entry, editTo }: { entry: EducationExperience; editTo?: string }) {
	const { t, i18n } = useTranslation('profile')
	const month = dateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' })
	const range = `${month.format(new Date(entry.startsOn))} – ${entry.endsOn ? month.format(new Date(entry.endsOn)) : t('page.present')}`
	return (
		<article>
			<p className="tag">{t(`forms.educationExperience.kindOptions.${entry.kind}`)}</p>
			<h3>{entry.title}</h3>
			<p className="muted">{[entry.organisation, range].filter(Boolean).join(' · ')}</p>
			{entry.description ? <p className="prose">{entry.description}</p> : null}
			{editTo ? <Link to={editTo}>{t('page.editEntry', { name: entry.title })}</Link> : null}
		</article>
	)
}

/** Works as cards with their picture; the owner's cards link to their edit page. */
export function WorkGrid({ works, editable, uuid }: { works: ContentItem<'work'>[]; editable: boolean; uuid: string }) {
	const { t, i18n } = useTranslation('profile')
	if (!works.length) return <EmptyState title={t('page.noWorks')} headingLevel={3} />
	// A year in the reader's calendar, as the entries' dates are: Thai readers count in the Buddhist era.
	const year = dateTimeFormat(i18n.language, { year: 'numeric', timeZone: 'UTC' })
	return (
		<ul className="work-grid">
			{works.map((work) => (
				<li key={work.id} className="card work-card">
					{work.details.imageUrl ? <img src={work.details.imageUrl} alt="" width={480} height={270} loading="lazy" /> : null}
					<h3>{work.details.url ? <a href={work.details.url} rel="noopener noreferrer nofollow" target="_blank">{work.title}</a> : work.title}</h3>
					<p className="muted">{[work.details.mine ? t('page.myWork') : work.details.role, work.details.year ? year.format(Date.UTC(work.details.year, 0, 1)) : null].filter(Boolean).join(' · ')}</p>
					{work.body ? <p className="prose">{work.body}</p> : null}
					{editable ? <Link to={profilePath(uuid, `works/${work.id}`)}>{t('page.editEntry', { name: work.title })}</Link> : null}
				</li>
			))}
		</ul>
	)
}
