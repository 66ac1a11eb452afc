import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { placeChoices } from '#app/around-me/place-choices.ts'
import { whereaboutsOf } from '#app/around-me/whereabouts.ts'
import { placeName } from '#app/around-me/place.ts'
import { rememberedPlaceOf } from '#app/around-me/remembered-place.server.ts'
import { askWhereHref, WhereAreYou } from '#app/around-me/where-are-you.tsx'
import { currentAuth } from '#app/auth/current-user.server.ts'
import { aboutPath } from '#app/brand.ts'
import { ContentCards } from '#app/content/content-card.tsx'
import { cardView } from '#app/content/views.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { entryCard } from '#app/social/entries.ts'
import { socialApi } from '#app/social/api.server.ts'
import { HOME_EACH } from '#contracts/social/feed.ts'
import { FeatureIcon, type FeatureIconName } from '#app/components/illustrations/feature-icon.tsx'
import { AroundMeMap } from '#app/components/illustrations/around-me-map.tsx'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { metaLoader } from '#app/i18n/page-meta.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'

export const handle = { i18n: ['home', 'content', 'social', 'around-me'] }
export const meta = pageMeta

/**
 * `/`: for a visitor, what Robtua is; for a signed-in person, their home (docs/product.md#home): today's
 * highlights, the newest of their feed, what is around their place (`?place=`/`?near=`, as around me;
 * else the place they told us, or central Bangkok) and shortcuts. Until they answer it (or with
 * `?ask=where`, "Change"), "Where are you?" comes first.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const meta = (await metaLoader('home')(args)).meta
	const auth = await currentAuth(request, context)
	if (!auth.user) return { meta, home: null }
	const search = new URL(request.url).searchParams
	const remembered = rememberedPlaceOf(request)
	const where = whereaboutsOf(search, remembered.value)
	// Only as many as the home shows, in one call.
	const [lists, language] = await Promise.all([socialApi(request, context, auth.session).home(where.point, where.radiusKm, HOME_EACH), i18next.getLocale(request)])
	const placeQuery = new URLSearchParams({ [where.param.name]: where.param.value }).toString()
	return {
		meta,
		home: {
			name: auth.user.firstName,
			today: lists.highlights.map((entry) => entryCard(entry, language)),
			feed: lists.feed.map((entry) => entryCard(entry, language)),
			around: lists.around.map((item) => cardView(item, language)),
			todayHref: `/dag?${placeQuery}`,
			aroundHref: `/around-me?${placeQuery}`,
			near: { place: where.place, radiusKm: where.radiusKm },
			// The question, with the place the address found or chose (or the one remembered) as its answer so far.
			question:
				!remembered.answered || search.get('ask') === 'where'
					? { chosen: search.has('find') || search.has('place') || remembered.value ? (where.place?.id ?? '') : '', found: where.found, choices: placeChoices(language) }
					: null,
		},
	}
}

const peopleFeatures: FeatureIconName[] = ['map', 'chat', 'community', 'pocket']
const businessFeatures: FeatureIconName[] = ['store', 'calendar']
const promises: FeatureIconName[] = ['phone', 'language']

export default function Home() {
	const { home } = useLoaderData<typeof loader>()
	return home ? <SignedInHome home={home} /> : <VisitorHome />
}

/** A signed-in person's home: "Today", "Feed" and "Around me", each with its newest few, and shortcuts. */
function SignedInHome({ home }: { home: NonNullable<Awaited<ReturnType<typeof loader>>['home']> }) {
	const { t } = useTranslation('home')
	const { t: aroundMeT, i18n } = useTranslation('around-me')
	const near = aroundMeT('nearPlace', { place: home.near.place ? placeName(home.near.place, i18n.language) : aroundMeT('place.yourLocation'), count: home.near.radiusKm })
	const sections = [
		{ id: 'today', cards: home.today, href: home.todayHref },
		{ id: 'feed', cards: home.feed, href: '/feed' },
		{ id: 'around', cards: home.around, href: home.aroundHref },
	] as const
	return (
		<div className="stack home">
			<h1>{t('signedIn.title', { name: home.name })}</h1>
			{home.question ? <WhereAreYou chosen={home.question.chosen} found={home.question.found} choices={home.question.choices} /> : null}
			<nav aria-label={t('signedIn.shortcuts')}>
				<ul className="subnav__links">
					<li>
						<Link to="/feed/search">{t('signedIn.searchFeed')}</Link>
					</li>
					<li>
						<Link to="/trending">{t('signedIn.trending')}</Link>
					</li>
					<li>
						<Link to="/my-collection">{t('signedIn.myCollections')}</Link>
					</li>
					<li>
						<Link to="/around-me/map">{t('signedIn.map')}</Link>
					</li>
				</ul>
			</nav>
			{sections.map(({ id, cards, href }) => (
				<section key={id} aria-labelledby={`home-${id}`} className="stack">
					<h2 id={`home-${id}`}>{t(`signedIn.${id}.title`)}</h2>
					{id === 'around' ? (
						<p className="muted">
							{near} {home.question ? null : <Link to={`${askWhereHref()}#where-are-you`}>{t('signedIn.changePlace')}</Link>}
						</p>
					) : null}
					{cards.length > 0 ? <ContentCards cards={cards} /> : <p className="muted">{t(`signedIn.${id}.empty`)}</p>}
					<p>
						<Link to={href}>{t(`signedIn.${id}.all`)}</Link>
					</p>
				</section>
			))}
		</div>
	)
}

function VisitorHome() {
	const { t } = useTranslation('home')
	return (
		<>
			<section className="hero" aria-labelledby="home-title">
				<div className="hero__grid">
					<div>
						<h1 id="home-title">{t('hero.title')}</h1>
						<p className="hero__lead">{t('hero.lead')}</p>
						<div className="button-row">
							<ButtonLink to="/signup">{t('hero.signUp')}</ButtonLink>
							<ButtonLink to="/login" variant="secondary">
								{t('hero.signIn')}
							</ButtonLink>
						</div>
					</div>
					<AroundMeMap />
				</div>
			</section>

			<FeatureSection id="people" features={peopleFeatures} withLead />
			<FeatureSection id="business" features={businessFeatures} withLead />
			<FeatureSection id="promise" features={promises}>
				<p style={{ marginTop: 'var(--space-6)' }}>
					<ButtonLink to={aboutPath} variant="secondary">
						{t('promise.more')}
					</ButtonLink>
				</p>
			</FeatureSection>
		</>
	)
}

/** A titled section of feature cards; its copy lives under `{id}.*` in the home namespace. */
function FeatureSection({ id, features, withLead = false, children }: { id: string; features: FeatureIconName[]; withLead?: boolean; children?: ReactNode }) {
	const { t } = useTranslation('home')
	return (
		<section className="section" aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`}>{t(`${id}.title`)}</h2>
			{withLead ? <p>{t(`${id}.lead`)}</p> : null}
			<div className="card-grid">
				{features.map((name) => (
					<Card key={name}>
						<FeatureIcon name={name} />
						<h3>{t(`${id}.${name}.title`)}</h3>
						<p>{t(`${id}.${name}.text`)}</p>
					</Card>
				))}
			</div>
			{children}
		</section>
	)
}
