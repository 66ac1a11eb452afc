import { useTranslation } from 'react-i18next'
import type { FeedbackStatus } from '#contracts/feedback-limits.ts'

/** A feedback's status as a tag: "Open", "Answered" or "Closed". */
export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
	const { t } = useTranslation('feedback')
	return <span className={`tag feedback-status feedback-status--${status}`}>{t(`status.${status}`)}</span>
}
