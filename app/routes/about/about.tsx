import { useTranslation } from 'react-i18next'
import { aboutCommunityPath } from '#app/brand.ts'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { metaLoader } from '#app/i18n/page-meta.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'

export const handle = { i18n: ['about'] }
export const loader = metaLoader('about')
export const meta = pageMeta

const sections = ['people', 'business', 'discover'] as const
const values = ['local', 'light', 'bilingual', 'safe'] as const

export default function About() {
	const { t } = useTranslation('about')
	return (
		<article className="prose">
			<h1>{t('title')}</h1>
			<p className="hero__lead">{t('lead')}</p>
			<p>{t('name')}</p>
			{sections.map((section) => (
				<section key={section} aria-labelledby={`about-${section}`}>
					<h2 id={`about-${section}`}>{t(`${section}.title`)}</h2>
					<p>{t(`${section}.text`)}</p>
				</section>
			))}
			<section aria-labelledby="about-values">
				<h2 id="about-values">{t('values.title')}</h2>
				<div className="card-grid">
					{values.map((value) => (
						<Card key={value}>
							<h3>{t(`values.${value}.title`)}</h3>
							<p>{t(`values.${value}.text`)}</p>
						</Card>
					))}
				</div>
			</section>
			<p style={{ marginTop: 'var(--space-6)' }}>
				<ButtonLink to={aboutCommunityPath} variant="secondary">
					{t('communityLink')}
				</ButtonLink>
			</p>
		</article>
	)
}
