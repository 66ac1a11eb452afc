import { decodeMessage } from './message'

/** The part of i18next's TFunction this module needs, so any `t` (i18next, react-i18next) fits. */
export type TranslateFunction = (key: string, options?: Record<string, unknown>) => string

const NAMESPACE = 'validation'
const FALLBACK_KEY = 'default'
// Our keys are snake_case words; anything else (e.g. a raw zod message) must not reach
// i18next, which would read ':' and '.' in it as namespace and key separators.
const KEY_PATTERN = /^[a-z][a-z0-9_]*$/

/**
 * Turns an encoded message (message.ts) into text in the current language.
 * `field` is the field's label, already translated by the caller.
 */
export function formatValidationMessage(t: TranslateFunction, encoded: string, field: string): string {
	const { key, values } = decodeMessage(encoded)
	const options = { ...values, field: inSentence(field) }
	if (KEY_PATTERN.test(key)) {
		const fullKey = `${NAMESPACE}:${key}`
		const text = t(fullKey, options)
		// i18next answers a missing key with the key itself (with or without the namespace).
		if (text !== '' && text !== fullKey && text !== key) return startingWithCapital(text)
	}
	return startingWithCapital(t(`${NAMESPACE}:${FALLBACK_KEY}`, options))
}

/**
 * A label as a sentence names it: "The email field is required", not "The Email field". Its first letter
 * goes to lower case unless its first word is an abbreviation ("PDF file", "SKU"). Thai has no case.
 */
function inSentence(label: string) {
	return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label
}

/** A message whose label came first ("{{field}} is not valid.") still starts as a sentence does. */
function startingWithCapital(text: string) {
	return text.charAt(0).toUpperCase() + text.slice(1)
}
