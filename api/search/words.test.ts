import { describe, expect, test } from 'vitest'
import { parseQuery } from './service.ts'
import { normalise, SEARCHED_CHARACTERS, wordsOf } from './words.ts'

// Words for search (api/search/words.ts): Thai split into words as a reader would, the same however it was typed.

describe('words of a text', () => {
	test('unspaced Thai split into words, English and digits kept, punctuation dropped', () => {
		expect(wordsOf('ร้านกาแฟใกล้สถานีรถไฟฟ้าอโศก เปิดใหม่ Coffee-shop, 24 ชม.')).toEqual(['ร้าน', 'กาแฟ', 'ใกล้', 'สถานี', 'รถไฟฟ้า', 'อโศก', 'เปิด', 'ใหม่', 'coffee', 'shop', '24', 'ชม'])
	})

	test('the same letters however they were typed: zero-width spaces, Thai digits, SARA AM in two parts', () => {
		expect(normalise('น้ำ\u200Bใจ ๒๕๖๙')).toBe('น้ำ ใจ 2569')
		expect(wordsOf('น\u0E49\u0E4D\u0E32')).toEqual(wordsOf('น้ำ'))
	})

	test('a long run without spaces is split in pieces, and only the first SEARCHED_CHARACTERS are read', () => {
		const long = 'กาแฟเย็น'.repeat(5_000)
		const words = wordsOf(long)
		expect(words.length).toBeGreaterThan(1_000)
		expect(words.join('').length).toBeLessThanOrEqual(SEARCHED_CHARACTERS)
		expect(new Set(words)).toEqual(new Set(['กาแฟ', 'เย็น', 'กา', 'แฟ', 'เย', 'น', 'ย็น', 'แฟเย็น'].filter((word) => words.includes(word))))
	})
})

describe('a query', () => {
	test('every word, the last also as the start of one while typing; a part of a word of 3 or more letters for trigrams', () => {
		expect(parseQuery('กาแฟ เย็')).toEqual({ terms: ['กาแฟ', 'เย็'], tsquery: "'กาแฟ' & 'เย็':*", pattern: '%กาแฟ เย็%' })
		expect(parseQuery('coffee ')).toMatchObject({ tsquery: "'coffee'" })
		expect(parseQuery('ab')).toMatchObject({ pattern: null })
		expect(parseQuery('100%_x')).toMatchObject({ pattern: '%100\\%\\_x%' })
		expect(parseQuery('  ...  ')).toEqual({ terms: [], tsquery: null, pattern: '%...%' })
	})
})
