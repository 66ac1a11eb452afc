import { describe, expect, test } from 'vitest'
import { line, normaliseLineBreaks, optionalText, paragraph, rawLine, requiredLine, textFault, textFaultMessages } from './text.ts'

describe('the text rule', () => {
	test.each([
		['plain text', 'Robtua รอบตัว', null, null],
		['emoji (a surrogate pair)', 'ร้านกาแฟ ☕ 😀', null, null],
		['NUL', 'a\u0000b', 'nul', 'nul'],
		['a bell (C0)', 'a\u0007b', 'control', 'control'],
		['escape (C0)', 'a\u001b[31m', 'control', 'control'],
		['DEL', 'a\u007fb', 'control', 'control'],
		['next line (C1)', 'a\u0085b', 'control', 'control'],
		['a C1 control', 'a\u009bb', 'control', 'control'],
		['a vertical tab', 'a\u000bb', 'control', 'control'],
		['a line feed', 'a\nb', 'control', null],
		['a tab', 'a\tb', 'control', null],
		['a carriage return', 'a\rb', 'control', 'control'],
		['a high surrogate alone', 'a\ud83db', 'surrogate', 'surrogate'],
		['a low surrogate alone', 'a\ude00b', 'surrogate', 'surrogate'],
		['a pair the wrong way round', '\ude00\ud83d', 'surrogate', 'surrogate'],
		['NUL and a surrogate: NUL first', '\ud800\u0000', 'nul', 'nul'],
	])('%s: %j in a line → %s, in a paragraph → %s', (_name, value, asLine, asParagraph) => {
		expect(textFault(value, 'line')).toBe(asLine)
		expect(textFault(value, 'paragraph')).toBe(asParagraph)
	})

	test('line breaks become LF, as in a browser’s textarea', () => {
		expect(normaliseLineBreaks('a\r\nb\rc\nd')).toBe('a\nb\nc\nd')
	})
})

describe('the text building blocks', () => {
	test('a line: trimmed, single-line, with a clear message', () => {
		expect(line(10).parse('  ห้อง 1  ')).toBe('ห้อง 1')
		const refused = line(100).safeParse('a\u0000b')
		expect(refused.error?.issues.map((issue) => issue.message)).toEqual([textFaultMessages.nul])
		expect(line(100).safeParse('one\ntwo').success).toBe(false)
		// What is kept is what is checked: a tab pasted at the end is trimmed away.
		expect(line(100).parse('one\t')).toBe('one')
		expect(line(100).safeParse('one\ttwo').success).toBe(false)
		expect(requiredLine(10).safeParse('   ').success).toBe(false)
		expect(optionalText(10).parse(null)).toBeNull()
	})

	test('a paragraph keeps line breaks and tabs, normalised, and counts them once', () => {
		expect(paragraph(20).parse(' first\r\n\tsecond\rthird ')).toBe('first\n\tsecond\nthird')
		expect(paragraph(3).parse('a\r\nb')).toBe('a\nb')
		const refused = paragraph(100).safeParse('a\u0007b')
		expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['Must not contain control characters other than line breaks and tabs'])
		expect(paragraph(100).safeParse('a\u0000b').success).toBe(false)
		expect(paragraph(100).safeParse('a\ud800b').success).toBe(false)
	})

	test('a raw line is kept as sent', () => {
		expect(rawLine(10).parse(' a ')).toBe(' a ')
		expect(rawLine(10).safeParse('a\u0000').success).toBe(false)
		expect(rawLine(2).safeParse('abc').success).toBe(false)
	})
})
