import { afterEach, describe, expect, test } from 'vitest'
import { isStoredImageUrl, setStoredImageCheck, storedImageUrlSchema } from './media.ts'

const key = '0123456789abcdef0123456789abcdef-960.webp'

describe('a stored image URL', () => {
	afterEach(() => setStoredImageCheck(() => undefined))

	test.each([`/media/${key}`, `/i/${key}`, `https://cdn.robtua.test/media/${key}`, `http://127.0.0.1:9000/robtua-media/media/${key}`, `https://robtua-media.s3.ap-southeast-1.amazonaws.com/${key}`])(
		'%s has the form',
		(url) => expect(isStoredImageUrl(url)).toBe(true),
	)

	test.each([
		'https://evil.example/pixel.gif',
		'//evil.example/x',
		`//evil.example/media/${key}`,
		'/media/../x',
		`/media/../${key}`,
		`/media/./${key}`,
		`/media//${key}`,
		'javascript:alert(1)',
		'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
		`https://user:pass@cdn.robtua.test/${key}`,
		`https://cdn.robtua.test/${key}?track=1`,
		`https://cdn.robtua.test/${key}#x`,
		`ftp://cdn.robtua.test/${key}`,
		`/media/${key.toUpperCase()}`,
		'/media/0123456789abcdef0123456789abcdef-960.png',
		key,
		`\\\\evil.example\\${key}`,
	])('%s does not', (url) => expect(isStoredImageUrl(url)).toBe(false))

	test("the schema: the form alone without a check; '' and null are none", () => {
		expect(storedImageUrlSchema.parse(` /media/${key} `)).toBe(`/media/${key}`)
		expect(storedImageUrlSchema.parse('')).toBe('')
		expect(storedImageUrlSchema.parse(null)).toBeNull()
		expect(storedImageUrlSchema.safeParse('https://evil.example/pixel.gif').success).toBe(false)
	})

	test('with a check (the API), a URL of the form must also pass it', async () => {
		const asked: string[] = []
		setStoredImageCheck(() => async (url) => (asked.push(url), url.startsWith('/media/')))
		expect((await storedImageUrlSchema.safeParseAsync(`/media/${key}`)).success).toBe(true)
		expect((await storedImageUrlSchema.safeParseAsync(`/elsewhere/${key}`)).success).toBe(false)
		// What does not have the form is never asked about.
		expect((await storedImageUrlSchema.safeParseAsync('javascript:alert(1)')).success).toBe(false)
		expect(asked).toEqual([`/media/${key}`, `/elsewhere/${key}`])
	})
})
