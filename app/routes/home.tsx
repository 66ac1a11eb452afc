import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { aboutPath } from '#app/brand.ts'
import { FeatureIcon, type FeatureIconName } from '#app/components/illustrations/feature-icon.tsx'
import { AroundMeMap } from '#app/components/illustrations/around-me-map.tsx'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { metaLoader } from '#app/i18n/page-meta.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'

export const handle = { i18n: ['home'] }
export const loader = metaLoader('home')
export const meta = pageMeta

const peopleFeatures: FeatureIconName[] = ['map', 'chat', 'community', 'pocket']
const businessFeatures: FeatureIconName[] = ['store', 'calendar']
const promises: FeatureIconName[] = ['phone', 'language']

export default function Home() {
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
