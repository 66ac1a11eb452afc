/**
 * A field people never see or fill in; bots that fill every field give themselves away (docs/architecture.md#forms).
 * Its name looks worth filling to a bot.
 */
export const HONEYPOT_FIELD = 'contact_me_by_fax'

/** True when the honeypot was filled in: treat the submission as a bot's. */
export function isBotSubmission(form: FormData): boolean {
	const value = form.get(HONEYPOT_FIELD)
	return typeof value === 'string' && value !== ''
}
