// The phone rule of docs/product.md#field-rules, enforced by the API and used by the web's forms (with their
// translated message). Its own module: libphonenumber-js is large, and only phone fields need it.
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min'

const MAX_PHONE_INPUT_LENGTH = 250
const MIN_PHONE_DIGITS = 2
const MAX_PHONE_DIGITS = 17
// One digit repeated is a placeholder people type to get past the form, not a number.
const REPEATED_DIGIT_GROUPS = [/^(0+|1+)$/, /^(2+|3+|4+|5+|7+)$/, /^6+$/, /^(8+|9+)$/]

/** phone: a valid Thai phone number (mobile or landline, local or +66 form). */
export function isValidThaiPhone(value: string): boolean {
	// Checked first so a huge input never reaches the regexes or the parser.
	if (value.length > MAX_PHONE_INPUT_LENGTH) return false
	const digits = value.replace(/\D/g, '')
	if (REPEATED_DIGIT_GROUPS.some((group) => group.test(digits))) return false
	if (digits.length < MIN_PHONE_DIGITS || digits.length > MAX_PHONE_DIGITS) return false
	// With a + prefix isValidPhoneNumber accepts any country, so also require the number to be Thai.
	return isValidPhoneNumber(value, 'TH') && parsePhoneNumberFromString(value, 'TH')?.country === 'TH'
}

/** A Thai phone number in E.164 (+66…); undefined when empty or not valid. */
export function thaiPhoneToE164(value: string | undefined): string | undefined {
	const typed = value?.trim()
	if (!typed || !isValidThaiPhone(typed)) return undefined
	return parsePhoneNumberFromString(typed, 'TH')?.number
}

/** A phone number as people write it: a Thai one nationally ("081 234 5678"), any other internationally; as given when it is none. */
export function phoneForDisplay(e164: string): string {
	const parsed = parsePhoneNumberFromString(e164)
	if (!parsed) return e164
	return parsed.country === 'TH' ? parsed.formatNational() : parsed.formatInternational()
}
