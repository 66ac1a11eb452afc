// Validation rules as zod building blocks. Every issue message is an encoded key
// (message.ts), translated only when shown (format.ts). The phone rule lives in phone.ts.
//
// Conventions:
// - A missing value (undefined: conform turns an empty field into undefined) or a value of
//   the wrong type gives `required`; wrap a rule in `.optional()` to allow an empty field.
// - Combine rules with `.pipe()`, e.g. `required().pipe(min(8)).pipe(max(20))`.
// - Cross-field rules (confirm, tag) are factories for the object schema's `.superRefine()`.
// - Every text follows the API's text rule (contracts/text.ts): single-line unless it is a textarea's
//   (`paragraph`); NUL, control characters and broken characters are refused.
// - Dates are real days within a range (contracts/dates.ts): `day`, `birthday`.
import { satangOfBaht } from '#app/forms/baht.ts'
import { z } from 'zod'
import { fromLocalInput } from '#app/content/display.ts'
import { anyDay, birthdayRange, dayFault, latestToday, maxOf, momentFault, type DayFault, type DayRange } from '#contracts/dates.ts'
import { isWebsite, POSTCODE_PATTERN } from '#contracts/rules.ts'
import { normaliseLineBreaks, textFault, type TextFault, type TextKind } from '#contracts/text.ts'
import { encodeMessage } from './message'

const REQUIRED = encodeMessage('required')

// ---------------------------------------------------------------------------
// Helpers

function isPlainObject(value: unknown): value is Record<string, unknown> {
	if (typeof value !== 'object' || value === null) return false
	const prototype: unknown = Object.getPrototypeOf(value)
	return prototype === Object.prototype || prototype === null
}

/** Filled in: not null/undefined, not a blank string, not an empty list. */
function isPresent(value: unknown): boolean {
	if (value === null || value === undefined) return false
	if (typeof value === 'string') return value.trim() !== ''
	if (Array.isArray(value)) return value.length > 0
	return true
}

// Structural equality, so list values (tags) compare by content, not identity.
function isEqual(a: unknown, b: unknown): boolean {
	if (Object.is(a, b)) return true
	if (Array.isArray(a) && Array.isArray(b)) {
		return a.length === b.length && a.every((item, index) => isEqual(item, b[index]))
	}
	if (isPlainObject(a) && isPlainObject(b)) {
		const keys = Object.keys(a)
		return keys.length === Object.keys(b).length && keys.every((key) => key in b && isEqual(a[key], b[key]))
	}
	return false
}

const TEXT_FAULT_MESSAGES: Record<TextFault, string> = {
	nul: encodeMessage('control_characters'),
	control: encodeMessage('control_characters'),
	surrogate: encodeMessage('broken_characters'),
}

/** The text rule (contracts/text.ts) with the web's messages, on the trimmed text, as the API checks it. */
function refineText(kind: TextKind) {
	return (value: string, ctx: z.RefinementCtx) => {
		const fault = textFault(value.trim(), kind)
		if (fault) ctx.addIssue({ code: 'custom', message: TEXT_FAULT_MESSAGES[fault], input: value })
	}
}

/**
 * A single-line text schema (the text rule) whose missing value, or a value of the wrong type, says
 * `error` (`required` unless told).
 */
export function text(error = REQUIRED) {
	return z.string({ error }).superRefine(refineText('line'))
}

/** A text schema that must be filled in (after trimming) before its own rule is checked. */
function requiredText() {
	// abort: an empty value gets only `required`, not also the rule's own message.
	return text().trim().min(1, { error: REQUIRED, abort: true })
}

export type ObjectRefinement = (data: Record<string, unknown>, ctx: z.RefinementCtx) => void

// The field `target` must equal the field `source`, and `source` must be filled in.
function refineSameAs(messageKey: string, source: string, target: string): ObjectRefinement {
	const message = encodeMessage(messageKey)
	return (data, ctx) => {
		const expected = data[source]
		if (isPresent(expected) && isEqual(data[target], expected)) return
		ctx.addIssue({ code: 'custom', message, path: [target], input: data[target] })
	}
}

// ---------------------------------------------------------------------------
// Custom rules (docs/product.md#field-rules)

const WEBSITE = encodeMessage('website')

/** A web address starting with http:// or https:// (any letter case) that a browser can open, as the API wants it (contracts/rules.ts). */
export const website = requiredText().refine(isWebsite, { error: WEBSITE })

/** Like website, but an empty, blank or missing value is accepted. */
export const websiteOrEmpty = text(WEBSITE)
	.trim()
	.refine((value) => value === '' || isWebsite(value), { error: WEBSITE })
	.optional()

/** Letters a-z/A-Z, digits and underscore only. */
export const merchantCode = requiredText().regex(/^[A-Za-z0-9_]+$/, { error: encodeMessage('merchant_code') })

export const PASSWORD_MIN_LENGTH = 8

function isStrongPassword(value: string): boolean {
	return (
		// Count characters, not UTF-16 code units.
		[...value].length >= PASSWORD_MIN_LENGTH &&
		/\p{Nd}/u.test(value) &&
		/\p{Lu}/u.test(value) &&
		/\p{Ll}/u.test(value) &&
		// Special = neither letter, digit nor combining mark (Thai vowel and tone marks are marks).
		/[^\p{L}\p{M}\p{N}]/u.test(value)
	)
}

/** The longest password the identity service takes (256), counted in bytes as the session keeps a sign-up's. */
export const PASSWORD_MAX_BYTES = 256

/** At least 8 characters with a digit, a special character, an upper- and a lowercase letter; at most 256 bytes. */
export const password = text()
	// Not trimmed: spaces are part of a password.
	.min(1, { error: REQUIRED, abort: true })
	.refine(isStrongPassword, { error: encodeMessage('password') })
	.pipe(maxBytes(PASSWORD_MAX_BYTES))

/**
 * The confirm field must equal the password field, which must be filled in.
 * `z.object({ password, confirmPassword: z.string().optional() }).superRefine(refineConfirmPassword({ password: 'password', confirm: 'confirmPassword' }))`
 * (an optional confirm field, so an empty one gets this message rather than zod's own).
 * Like any zod refinement it runs only once the fields themselves have no blocking issue.
 */
export function refineConfirmPassword(fields: { password: string; confirm: string }): ObjectRefinement {
	return refineSameAs('confirm_password', fields.password, fields.confirm)
}

/** The field `fieldName` must equal the field `paramFieldName`, which must be filled in. */
export function refineTagRequire(fieldName: string, paramFieldName: string): ObjectRefinement {
	return refineSameAs('required', paramFieldName, fieldName)
}

export type DurationEnd = string | number | Date
export type Duration = { from: DurationEnd; to: DurationEnd }

function isDurationEnd(value: unknown): value is DurationEnd {
	if (typeof value === 'string') return value.trim() !== ''
	if (typeof value === 'number') return Number.isFinite(value)
	return value instanceof Date && !Number.isNaN(value.getTime())
}

/** An object `{ from, to }` with both ends filled in. */
export const durationRequire = z.custom<Duration>(
	(value) => isPlainObject(value) && isDurationEnd(value.from) && isDurationEnd(value.to),
	{ error: REQUIRED },
)

function isChosenOption(value: unknown): boolean {
	if (value === null || value === undefined || value === '') return false
	// An option object ({ value, label }): 0 is the usual "nothing chosen" value of a select.
	if (isPlainObject(value)) {
		const chosen = value.value
		return chosen !== null && chosen !== undefined && chosen !== '' && chosen !== 0
	}
	// A plain value: 0 is a real choice here.
	return true
}

/** A chosen option: `{ value, label }` with a value other than '', 0, null; or a plain value other than '', null. */
export const requiredOption = z.custom<NonNullable<unknown>>(isChosenOption, { error: REQUIRED })

/** Optional prefix of 1-3 capitals and a hyphen, then 2-12 letters, digits, spaces or hyphens, alphanumeric at both ends. */
export { POSTCODE_PATTERN }

/** A required postcode; use `postcode.optional()` where it may be left empty. */
export const postcode = requiredText().regex(POSTCODE_PATTERN, { error: encodeMessage('postcode') })

// ---------------------------------------------------------------------------
// Standard rules

/** Filled in: a string that is not blank. */
export function required() {
	return requiredText()
}

export function email() {
	return text().trim().check(z.email({ error: encodeMessage('email') }))
}

/** At least n characters. */
export function min(n: number) {
	return text().min(n, { error: encodeMessage('min', { min: n }) })
}

/** At most n characters. */
export function max(n: number) {
	return text().max(n, { error: encodeMessage('max', { max: n }) })
}

const utf8 = new TextEncoder()

/**
 * At most n bytes of UTF-8, for text kept where bytes are what is counted (the session cookie, the
 * identity service): a Thai letter takes 3, so a limit in characters would let three times as much in.
 */
export function maxBytes(n: number) {
	return text().refine((value) => utf8.encode(value).length <= n, { error: encodeMessage('too_long') })
}

// A textarea's text: line breaks (as LF) and tabs kept, trimmed.
function paragraphText() {
	return z.string({ error: REQUIRED }).overwrite(normaliseLineBreaks).trim().superRefine(refineText('paragraph'))
}

/** A textarea's text of at most n characters: line breaks and tabs are kept; wrap in `.optional()` when it may be empty. */
export function paragraph(n: number) {
	return paragraphText().max(n, { error: encodeMessage('max', { max: n }) })
}

/** A textarea's text that must be filled in, of at most n characters. */
export function requiredParagraph(n: number) {
	return paragraphText()
		.min(1, { error: REQUIRED, abort: true })
		.max(n, { error: encodeMessage('max', { max: n }) })
}

/**
 * A real day, YYYY-MM-DD (what a date input sends), within `range`: 1900 to 2100 unless told
 * (contracts/dates.ts). A range that ends today (a birthday's) says the day must not be in the future.
 */
export function day(range: DayRange = anyDay) {
	return text().superRefine((value, ctx) => {
		const fault = dayFault(value, range)
		if (fault) ctx.addIssue({ code: 'custom', message: dayFaultMessage(fault, range), input: value })
	})
}

/** A datetime-local value ("2026-03-02T10:00"), read in Thailand's time, on a day the product keeps (contracts/dates.ts). */
export function localMoment() {
	return text()
		.trim()
		.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, { error: encodeMessage('datetime'), abort: true })
		.refine((value) => !Number.isNaN(Date.parse(fromLocalInput(value))), { error: encodeMessage('datetime'), abort: true })
		.superRefine((value, ctx) => {
			const fault = momentFault(value)
			if (fault) ctx.addIssue({ code: 'custom', message: dayFaultMessage(fault, anyDay, 'datetime'), input: value })
		})
}

/** The message for a fault of the date rule (contracts/dates.ts): `invalid` says `invalidKey` (`date` unless told). */
export function dayFaultMessage(fault: DayFault, range: DayRange, invalidKey = 'date') {
	if (fault === 'invalid') return encodeMessage(invalidKey)
	if (fault === 'too_early') return encodeMessage('date_min', { min: range.min })
	return range.max === latestToday ? encodeMessage('date_future') : encodeMessage('date_max', { max: maxOf(range) })
}

/** A birthday: a real day, not before 1900 and not in the future. */
export function birthday() {
	return day(birthdayRange)
}

// Optional sign, integer or decimal, optional exponent: what a person types as a number.
const NUMERIC_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

/** Text that is a number, e.g. '42', '-3.5'. */
export function numeric() {
	return text().trim().regex(NUMERIC_PATTERN, { error: encodeMessage('numeric') })
}

/** Exactly n digits 0-9, e.g. a one-time code. */
export function digits(n: number) {
	return text()
		.trim()
		.regex(new RegExp(`^[0-9]{${n}}$`), { error: encodeMessage('digits', { digits: n }) })
}

/** A number from a to b inclusive (conform turns the field's text into a number). */
export function between(a: number, b: number) {
	const message = encodeMessage('between', { min: a, max: b })
	return z
		.number({ error: (issue) => (issue.input === undefined ? REQUIRED : encodeMessage('numeric')) })
		.min(a, { error: message })
		.max(b, { error: message })
}

/** A valid http(s) address. */
export function url() {
	return text().trim().check(z.url({ protocol: /^https?$/, error: encodeMessage('url') }))
}

export function regex(pattern: RegExp) {
	return text().regex(pattern, { error: encodeMessage('regex') })
}

/**
 * The confirm field must equal the field it confirms, which must be filled in.
 * `z.object({ email: email(), emailConfirmation: z.string().optional() }).superRefine(refineConfirmed({ field: 'email', confirm: 'emailConfirmation' }))`
 */
export function refineConfirmed(fields: { field: string; confirm: string }): ObjectRefinement {
	return refineSameAs('confirmed', fields.field, fields.confirm)
}

// A file input left empty is sent as a nameless, empty File (conform turns it into undefined).
function isEmptyFile(file: File): boolean {
	return file.size === 0 && file.name === ''
}

/** An uploaded image file (any image/* type). */
export function image() {
	return z
		.file({ error: REQUIRED })
		.refine((file) => !isEmptyFile(file), { error: REQUIRED, abort: true })
		.refine((file) => file.type.startsWith('image/'), { error: encodeMessage('image') })
}

/** A file of at most kb KiB. */
export function size(kb: number) {
	return z.file({ error: REQUIRED }).max(kb * 1024, { error: encodeMessage('size', { size: kb }) })
}

/**
 * A single-line form field that may be left blank (then undefined, as conform reads an empty field), of
 * at most `length` characters, trimmed. Its API counterpart is contracts/text.ts's optionalText, which is
 * null when blank: each form's body (e.g. overviewBody) turns one into the other.
 */
export const blankableLine = (length: number) => text().trim().pipe(max(length)).optional()

/** A textarea that may be left blank, of at most `length` characters, trimmed, its line breaks kept. */
export const blankableParagraph = (length: number) => paragraph(length).optional()

/** An amount typed in baht ("1,250.50", in Thai digits too), read as satang (app/forms/baht.ts). */
export const bahtAsSatang = () =>
	text()
		.refine((value) => satangOfBaht(value) !== null, { error: encodeMessage('baht'), abort: true })
		.transform((value) => satangOfBaht(value)!)

/** An amount typed in baht, read as satang, of at most `maxSatang`; blank for none. */
export const blankableBaht = (maxSatang: number) => bahtAsSatang().pipe(z.number().max(maxSatang, { error: encodeMessage('baht_max', { max: maxSatang / 100 }) })).optional()
