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

			<section className="section" aria-labelledby="people-title">
				<h2 id="people-title">{t('people.title')}</h2>
				<p>{t('people.lead')}</p>
				<div className="card-grid">
					{peopleFeatures.map((name) => (
						<Card key={name}>
							<FeatureIcon name={name} />
							<h3>{t(`people.${name}.title`)}</h3>
							<p>{t(`people.${name}.text`)}</p>
						</Card>
					))}
				</div>
			</section>

			<section className="section" aria-labelledby="business-title">
				<h2 id="business-title">{t('business.title')}</h2>
				<p>{t('business.lead')}</p>
				<div className="card-grid">
					{businessFeatures.map((name) => (
						<Card key={name}>
							<FeatureIcon name={name} />
							<h3>{t(`business.${name}.title`)}</h3>
							<p>{t(`business.${name}.text`)}</p>
						</Card>
					))}
				</div>
			</section>

			<section className="section" aria-labelledby="promise-title">
				<h2 id="promise-title">{t('promise.title')}</h2>
				<div className="card-grid">
					{promises.map((name) => (
						<Card key={name}>
							<FeatureIcon name={name} />
							<h3>{t(`promise.${name}.title`)}</h3>
							<p>{t(`promise.${name}.text`)}</p>
						</Card>
					))}
				</div>
				<p style={{ marginTop: 'var(--space-6)' }}>
					<ButtonLink to={aboutPath} variant="secondary">
						{t('promise.more')}
					</ButtonLink>
				</p>
			</section>
		</>
	)
}
