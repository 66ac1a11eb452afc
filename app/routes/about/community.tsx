import { useTranslation } from 'react-i18next'
import { Card } from '#app/components/ui/card.tsx'
import { metaLoader } from '#app/i18n/page-meta.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'

export const handle = { i18n: ['community'] }
export const loader = metaLoader('community')
export const meta = pageMeta

const guidelines = ['kind', 'honest', 'local', 'private', 'fair'] as const
const steps = ['join', 'share', 'meet'] as const

export default function RobtuaCommunity() {
	const { t } = useTranslation('community')
	return (
		<article className="prose">
			<h1>{t('title')}</h1>
			<p className="hero__lead">{t('lead')}</p>

			<section aria-labelledby="community-how">
				<h2 id="community-how">{t('how.title')}</h2>
				<ol>
					{steps.map((step) => (
						<li key={step}>
							<strong>{t(`how.${step}.title`)}</strong> {t(`how.${step}.text`)}
						</li>
					))}
				</ol>
			</section>

			<section aria-labelledby="community-guidelines">
				<h2 id="community-guidelines">{t('guidelines.title')}</h2>
				<p>{t('guidelines.lead')}</p>
				<div className="card-grid">
					{guidelines.map((rule) => (
						<Card key={rule}>
							<h3>{t(`guidelines.${rule}.title`)}</h3>
							<p>{t(`guidelines.${rule}.text`)}</p>
						</Card>
					))}
				</div>
			</section>

			<section aria-labelledby="community-report">
				<h2 id="community-report">{t('report.title')}</h2>
				<p>{t('report.text')}</p>
			</section>
		</article>
	)
}
