// Kept apart from rules.ts so only pages with a phone field bundle libphonenumber-js;
// the `min` metadata is enough to validate and much smaller than the default.
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { z } from 'zod'
import { encodeMessage } from './message'

const MAX_INPUT_LENGTH = 250
const MIN_DIGITS = 2
const MAX_DIGITS = 17

// One digit repeated is a placeholder people type to get past the form, not a number.
// Each group is its own check, as product spec 5.3 lists them.
const REPEATED_DIGIT_GROUPS = [/^(0+|1+)$/, /^(2+|3+|4+|5+|7+)$/, /^6+$/, /^(8+|9+)$/]

/** True when `value` is a valid Thai phone number (mobile or landline, local or +66 form). */
export function isValidThaiPhone(value: string): boolean {
	// Checked first so a huge input never reaches the regexes or the parser.
	if (value.length > MAX_INPUT_LENGTH) return false
	const digits = value.replace(/\D/g, '')
	if (REPEATED_DIGIT_GROUPS.some((group) => group.test(digits))) return false
	if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return false
	// With a + prefix isValidPhoneNumber accepts any country, so also require the number to be Thai.
	return isValidPhoneNumber(value, 'TH') && parsePhoneNumberFromString(value, 'TH')?.country === 'TH'
}

/** A Thai phone number as the identity service keeps it (E.164, +66…); undefined when empty or not valid. */
export function thaiPhoneToE164(value: string | undefined): string | undefined {
	const typed = value?.trim()
	if (!typed || !isValidThaiPhone(typed)) return undefined
	return parsePhoneNumberFromString(typed, 'TH')?.number
}

const PHONE_MESSAGE = encodeMessage('phone')

/** An optional Thai phone number: '' and undefined (an empty field under conform) pass. */
export const phone = z
	.string({ error: PHONE_MESSAGE })
	.refine((value) => value.trim() === '' || isValidThaiPhone(value), { error: PHONE_MESSAGE })
	.optional()
