import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { Highlighted } from './highlighted.tsx'

const marked = (text: string, terms: string[]) => renderToStaticMarkup(<Highlighted text={text} terms={terms} />)

describe('matched words marked', () => {
	test('a Thai word inside unspaced text, whole even when the search split it; any case in English', () => {
		expect(marked('งานตลาดนัดกลางคืนริมน้ำ', ['กลาง', 'คืน'])).toBe('งานตลาดนัด<mark>กลางคืน</mark>ริมน้ำ')
		expect(marked('Fresh Coffee, coffee beans', ['coffee'])).toBe('Fresh <mark>Coffee</mark>, <mark>coffee</mark> beans')
	})
	test('no terms, or characters a pattern would read, change nothing else', () => {
		expect(marked('a+b (c)', [])).toBe('a+b (c)')
		expect(marked('a+b (c)', ['(c)'])).toBe('a+b <mark>(c)</mark>')
		expect(marked('<b>', ['b'])).toBe('&lt;<mark>b</mark>&gt;')
	})
})
