import { z } from 'zod'

// What text the product takes in: one rule for every text field of every form and every API write,
// as a predicate (the web adds its own translated messages, app/validation/rules.ts) and as the zod
// building blocks the contracts' input schemas are made of.
//
// - NUL (U+0000) is always refused: PostgreSQL cannot store it in text or jsonb.
// - Unpaired UTF-16 surrogates are always refused: they are halves of a character, and cannot be
//   written as UTF-8 (they would be stored as U+FFFD).
// - A single-line field (a name, a title, an email, a web address) refuses every C0 and C1 control
//   character (U+0000–U+001F, U+007F–U+009F), tabs and line breaks included: a one-line input
//   cannot type them, so they only come from pasted or forged input.
// - A multi-line field (a textarea: a description, a story's body, an address) keeps line feeds and
//   tabs. A carriage return, alone or before a line feed (browsers send textareas with CRLF), becomes
//   one line feed first; the other control characters are refused.
//
// Refused, never stripped: the person sees what was wrong, and nothing is changed behind their back
// (docs/decisions/0011-hostile-input.md).

/** A single-line field, or a multi-line one (a textarea). */
export type TextKind = 'line' | 'paragraph'

/** What is wrong with a text, most serious first. */
export type TextFault = 'nul' | 'control' | 'surrogate'

// Control characters are what these look for (the lint rule guards against them by accident).
/* eslint-disable no-control-regex */
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/
// The same without tab (U+0009) and line feed (U+000A).
const PARAGRAPH_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/
/* eslint-enable no-control-regex */
// With the u flag a pair is one code point; only an unpaired half is in the Surrogate category.
const UNPAIRED_SURROGATE = /\p{Cs}/u

/** CRLF and a lone CR become LF, as a textarea's value does in the browser. */
export const normaliseLineBreaks = (value: string) => value.replace(/\r\n?/g, '\n')

/** What the text rule refuses in `value` (after a paragraph's line breaks are normalised), or null. */
export function textFault(value: string, kind: TextKind): TextFault | null {
	if (value.includes('\u0000')) return 'nul'
	if ((kind === 'line' ? LINE_CONTROLS : PARAGRAPH_CONTROLS).test(value)) return 'control'
	if (UNPAIRED_SURROGATE.test(value)) return 'surrogate'
	return null
}

export const textFaultMessages: Record<TextFault, string> = {
	nul: 'Must not contain NUL characters (U+0000)',
	control: 'Must not contain control characters (U+0000–U+001F, U+007F–U+009F)',
	surrogate: 'Must not contain broken characters (unpaired UTF-16 surrogates)',
}

const paragraphFaultMessages: Record<TextFault, string> = {
	...textFaultMessages,
	control: 'Must not contain control characters other than line breaks and tabs',
}

/** The rule as a zod refinement of a string schema, with the API's (English) messages. */
function textRule(kind: TextKind) {
	const messages = kind === 'line' ? textFaultMessages : paragraphFaultMessages
	return (value: string, ctx: z.RefinementCtx) => {
		const fault = textFault(value, kind)
		if (fault) ctx.addIssue({ code: 'custom', message: messages[fault], input: value })
	}
}

// ---------------------------------------------------------------------------
// The building blocks. Text is trimmed, then held to the rule: what is kept is what is checked, so a
// line break or tab at either end (pasted with the text) is dropped, not refused. An optional text
// field may be sent as '' (an empty form field): the API stores it as null.

/** A string read as it is sent (a token, a cursor): the single-line rule, not trimmed. */
export const rawLine = (max: number) => z.string().superRefine(textRule('line')).max(max)

/** A single-line text of at most `max` characters. */
export const line = (max: number) => z.string().trim().superRefine(textRule('line')).max(max)
export const requiredLine = (max: number) => line(max).min(1)
export const optionalText = (max: number) => line(max).nullable()

/** A multi-line text (a textarea) of at most `max` characters, line breaks normalised to LF. */
export const paragraph = (max: number) => z.string().overwrite(normaliseLineBreaks).trim().superRefine(textRule('paragraph')).max(max)
export const requiredParagraph = (max: number) => paragraph(max).min(1)
export const optionalParagraph = (max: number) => paragraph(max).nullable()
