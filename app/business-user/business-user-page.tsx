import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { BusinessUserView } from './display.ts'
import { businessUserFormPath, businessUserPath } from './paths.ts'
import { ContactDetails } from '#app/profile/contact-details.tsx'
import { ExternalLinks } from '#app/profile/external-links.tsx'
import { ProfileHead } from '#app/profile/profile-head.tsx'
import { ProfileSection } from '#app/profile/section.tsx'
import { BusinessUserNav } from './business-user-nav.tsx'
import { EventList } from './event-list.tsx'
import { StoryList } from './story-list.tsx'
import { formatCount } from '#app/i18n/formats.ts'
import { FollowRow, PeopleSection, type PeopleList } from '#app/social/follow-row.tsx'
import { MessageLink } from '#app/chat/message-link.tsx'
import { useOptionalUser } from '#app/auth/use-user.ts'
import type { AccountList } from '#contracts/social/follow.ts'
import { offerPath } from '#app/subscription/paths.ts'

/** The contact rows of the profile's business-info card (opening hours and the address have /information). */
export const contactKeys = ['company', 'phone', 'email', 'website'] as const

/**
 * /business-user/{id}: the business's profile: cover, picture, name and overview, what it is about, its
 * latest stories and upcoming events, its links and contact details. Its owner and admins (`canEdit`)
 * see edit links; members who may post (`canPostStory`) see "Share a story"; those granted Sales (`salesTo`), "Sales";
 * those granted Subscriptions (`packagesTo`, `subscribersTo`), "Packages" and "Subscribers".
 */
export function BusinessUserPageView({
	businessUser,
	people,
	salesTo,
	packagesTo,
	subscribersTo,
}: {
	businessUser: BusinessUserView
	people?: { list: PeopleList; people: AccountList } | null
	salesTo?: string | null
	packagesTo?: string | null
	subscribersTo?: string | null
}) {
	const { t, i18n } = useTranslation('business-user')
	const { id, name, canEdit } = businessUser
	const staff = useOptionalUser()?.businessUsers.some((candidate) => candidate.id === id) ?? false
	const edit = (form: string) => (canEdit ? businessUserFormPath(id, form) : undefined)
	// An empty section asks the owner and admins to add it (ProfileSection), as a person's profile does.
	const add = (part: 'about' | 'links' | 'businessInfo', isEmpty: boolean) => (isEmpty ? { label: t(`page.add.${part}`), invitation: t(`page.empty.${part}`) } : undefined)
	const hasBusinessInfo = contactKeys.some((key) => Boolean(businessUser.businessInfo?.[key]))
	return (
		<div className="profile business-user">
			<ProfileHead
				name={name}
				imageUrl={businessUser.imageUrl}
				coverUrl={businessUser.coverUrl}
				overview={businessUser.overview}
				details={
					<>
						<p className="profile__specialty">
							<Link to={businessUserPath(id, 'business-profile')}>{t('page.partOf', { account: businessUser.account.name })}</Link>
						</p>
						<p className="muted">{t('page.members', { number: formatCount(businessUser.memberCount, i18n.language) })}</p>
						{/* Its members may follow it as themselves (what it publishes then comes to their feed), but not while acting as it. */}
						<FollowRow type="business-user" id={id} name={name} state={businessUser.follow} own={businessUser.own} path={businessUserPath(id)}>
							{/* Its owner and members answer its messages (its inbox on /chat); they do not write to it. */}
							{businessUser.own || staff ? null : <MessageLink party={{ type: 'business-user', id }} name={name} />}
						</FollowRow>
					</>
				}
				actions={
					<>
						{businessUser.canPostStory ? (
							<Link className="button button--small" to={businessUserPath(id, 'story/share')}>
								{t('page.shareStory')}
							</Link>
						) : null}
						{/* Its members subscribe to others, not to their own business (docs/product.md#subscriptions). */}
						{businessUser.own || staff ? null : (
							<Link className="button button--small" to={offerPath(id)}>
								{t('page.subscribe')}
							</Link>
						)}
						{salesTo ? (
							<Link className="button button--secondary button--small" to={salesTo}>
								{t('page.sales')}
							</Link>
						) : null}
						{packagesTo ? (
							<Link className="button button--secondary button--small" to={packagesTo}>
								{t('page.packages')}
							</Link>
						) : null}
						{subscribersTo ? (
							<Link className="button button--secondary button--small" to={subscribersTo}>
								{t('page.subscribers')}
							</Link>
						) : null}
						{canEdit ? (
							<Link className="button button--secondary button--small" to={businessUserFormPath(id, 'overview')}>
								{businessUser.overview ? t('page.editOverview') : t('page.add.overview')}
							</Link>
						) : null}
						<Link className="button button--ghost button--small" to={businessUserPath(id, 'qr-code-bio')}>
							{t('page.qrCodeBio')}
						</Link>
					</>
				}
			/>

			<BusinessUserNav id={id} name={name} />

			{people ? <PeopleSection list={people.list} people={people.people} path={businessUserPath(id)} /> : null}

			<div className="profile__columns">
				<div className="stack">
					<ProfileSection id="about" title={t('page.about')} editTo={edit('about-us')} editLabel={t('page.editAbout')} empty={add('about', !businessUser.description)}>
						{businessUser.description ? <p className="prose business-user__text">{businessUser.description}</p> : <p className="muted">{t('page.aboutEmpty')}</p>}
					</ProfileSection>

					<section className="card profile-section" aria-labelledby="stories">
						<div className="profile-section__head">
							<h2 id="stories">{t('page.latestStories')}</h2>
						</div>
						<StoryList stories={businessUser.stories} />
						{businessUser.moreStories ? (
							<p className="profile-section__more">
								<Link to={businessUserPath(id, 'additional-content?kind=story')}>{t('page.allStories')}</Link>
							</p>
						) : null}
					</section>

					<section className="card profile-section" aria-labelledby="events">
						<div className="profile-section__head">
							<h2 id="events">{t('page.upcomingEvents')}</h2>
						</div>
						{businessUser.events.length ? <EventList events={businessUser.events} /> : <p className="muted">{t('page.noEvents')}</p>}
						<p className="profile-section__more">
							<Link to={businessUserPath(id, 'event/around-here')}>{t('page.findEvents')}</Link>
						</p>
					</section>
				</div>

				<aside className="stack" aria-label={t('page.contact')}>
					<ProfileSection id="links" title={t('page.links')} editTo={edit('link')} editLabel={t('page.editLinks')} empty={add('links', businessUser.links.length === 0)}>
						<ExternalLinks links={businessUser.links} empty={t('page.nothingYet')} />
					</ProfileSection>
					<ProfileSection id="business-info" title={t('page.businessInfo')} editTo={edit('business-info')} editLabel={t('page.editBusinessInfo')} empty={add('businessInfo', !hasBusinessInfo)}>
						<ContactDetails info={businessUser.businessInfo} keys={contactKeys} label={(key) => t(`forms.businessInfo.${key}`)} empty={t('page.nothingYet')} />
						<p className="profile-section__more">
							<Link to={businessUserPath(id, 'information')}>{t('page.moreInformation')}</Link>
						</p>
					</ProfileSection>
				</aside>
			</div>
		</div>
	)
}
