import { useTranslation } from 'react-i18next'
import type { HistoryEntryView } from './views.ts'

/** How the person's points moved, newest first: why, with whom and when; how much and the balance after. */
export function HistoryList({ entries }: { entries: HistoryEntryView[] }) {
	const { t } = useTranslation('pocket')
	return (
		<ol className="pocket-history">
			{entries.map((entry) => (
				<li key={entry.id} className="pocket-history__entry">
					<div className="pocket-history__what">
						<span className="pocket-history__reason">{t(`history.reason.${entry.reason}`, { title: entry.voucherTitle ?? '' })}</span>
						{entry.businessUser ? <span className="muted">{entry.businessUser}</span> : null}
						<time className="muted" dateTime={entry.at}>
							{entry.when}
						</time>
					</div>
					<div className="pocket-history__amounts">
						<span className={entry.earned ? 'pocket-history__amount pocket-history__amount--in' : 'pocket-history__amount pocket-history__amount--out'}>{entry.amount}</span>
						<span className="muted">{t('history.balanceAfter', { points: entry.balanceAfter })}</span>
					</div>
				</li>
			))}
		</ol>
	)
}
