import { describe, expect, test } from 'vitest'
import { textPieces } from './linked-text.tsx'

// A person's text with its addresses made links: http and https only, ended where the sentence goes on
// (Thai has no spaces between words), and everything else plain text.

const links = (text: string) => textPieces(text).filter((piece) => piece.href).map((piece) => piece.href)

describe('addresses in a text', () => {
	test('plain text stays one piece, and nothing else is read as an address', () => {
		expect(textPieces('สวัสดีครับ <b>hello</b>')).toEqual([{ text: 'สวัสดีครับ <b>hello</b>' }])
		expect(links('javascript:alert(1) data:text/html,<x> ftp://robtua.test mailto:a@b.test')).toEqual([])
		expect(links('xhttps://robtua.test is not one')).toEqual([])
		expect(links('https:// and http://')).toEqual([])
	})

	test('the text around an address is kept, in order', () => {
		expect(textPieces('see https://robtua.test/shop?a=1#b now')).toEqual([
			{ text: 'see ' },
			{ text: 'https://robtua.test/shop?a=1#b', href: 'https://robtua.test/shop?a=1#b' },
			{ text: ' now' },
		])
	})

	test('an address with a Latin host ends at the first Thai letter', () => {
		expect(textPieces('ดูที่https://example.com/shopนะครับ')).toEqual([
			{ text: 'ดูที่' },
			{ text: 'https://example.com/shop', href: 'https://example.com/shop' },
			{ text: 'นะครับ' },
		])
	})

	test('an address whose host is Thai keeps its Thai', () => {
		expect(links('ร้าน https://ตัวอย่าง.ไทย/หน้า ครับ')).toEqual(['https://ตัวอย่าง.ไทย/หน้า'])
	})

	test('punctuation after an address is the sentence’s; brackets only when the address opened them', () => {
		expect(links('Look: https://robtua.test/shop.')).toEqual(['https://robtua.test/shop'])
		expect(links('(https://robtua.test/a), and https://robtua.test/b!?')).toEqual(['https://robtua.test/a', 'https://robtua.test/b'])
		expect(links('https://en.wikipedia.org/wiki/Bangkok_(city).')).toEqual(['https://en.wikipedia.org/wiki/Bangkok_(city)'])
		expect(links('“https://robtua.test/q”')).toEqual(['https://robtua.test/q'])
	})

	test('several addresses, upper case schemes, and an address next to quotes and tags', () => {
		expect(links('HTTP://ROBTUA.TEST/A http://robtua.test/b')).toEqual(['HTTP://ROBTUA.TEST/A', 'http://robtua.test/b'])
		expect(links('<https://robtua.test/x>"https://robtua.test/y"')).toEqual(['https://robtua.test/x', 'https://robtua.test/y'])
	})
})
