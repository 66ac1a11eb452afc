import { describe, expect, test } from 'vitest'
import { aboutPartOf, aboutPartsOf, aboutPartSchema, overviewSchema, storyBody, storySchema } from './forms.ts'

// The business-user forms: messages are encoded keys (validation/message.ts); conform hands an empty field over as undefined.
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
	result.error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? []

describe('overview and about-us parts', () => {
	test('the overview is optional and at most 300 characters', () => {
		expect(overviewSchema.safeParse({}).success).toBe(true)
		expect(overviewSchema.parse({ overview: '  Coffee at Siam  ' })).toEqual({ overview: 'Coffee at Siam' })
		expect(issuesOf(overviewSchema.safeParse({ overview: 'x'.repeat(301) }))).toEqual([['overview', 'max|max=300']])
	})

	test('an about-us part is one optional text of at most 5000 characters, Thai counted by character', () => {
		expect(aboutPartSchema.safeParse({}).success).toBe(true)
		expect(aboutPartSchema.safeParse({ text: 'ก'.repeat(5000) }).success).toBe(true)
		expect(issuesOf(aboutPartSchema.safeParse({ text: 'x'.repeat(5001) }))).toEqual([['text', 'max|max=5000']])
	})

	test.each([
		['/business-user/1/form/about-us/description', 'description'],
		['/business-user/1/form/about-us/goal', 'goal'],
		['/business-user/1/form/about-us/our-business', 'our-business'],
		['/business-user/1/form/about-us/our-story/', 'our-story'],
		['/business-user/1/form/about-us', null],
		['/business-user/1/form/about-us/education-experience', null],
		['/business-user/1/form/about-us/goal/extra', null],
	])('%s is the part %j', (pathname, part) => {
		expect(aboutPartOf(pathname)).toBe(part)
	})

	test('the parts of a page, in order, each with where the page keeps it', () => {
		expect(aboutPartsOf({ description: 'What we do', goal: null, ourBusiness: 'Coffee', ourStory: null })).toEqual([
			{ part: 'description', key: 'description', text: 'What we do' },
			{ part: 'goal', key: 'goal', text: null },
			{ part: 'our-business', key: 'ourBusiness', text: 'Coffee' },
			{ part: 'our-story', key: 'ourStory', text: null },
		])
	})
})

describe('story', () => {
	test('a title and the story are required; the picture is optional', () => {
		expect(issuesOf(storySchema.safeParse({}))).toEqual([
			['title', 'required'],
			['body', 'required'],
		])
		expect(storyBody(storySchema.parse({ title: 'Cold brew', body: 'Twelve hours.' }))).toEqual({ title: 'Cold brew', body: 'Twelve hours.' })
		expect(storyBody(storySchema.parse({ title: 'Cold brew', body: 'Twelve hours.', imageUrl: '/media/0123456789abcdef0123456789abcdef-960.webp' }))).toEqual({
			title: 'Cold brew',
			body: 'Twelve hours.',
			pictures: ['/media/0123456789abcdef0123456789abcdef-960.webp'],
		})
	})

	test.each(['https://elsewhere.example/cat.jpg', 'javascript:alert(1)', '/media/../secret', '//evil.example/media/x'])('the picture %j is refused: only an uploaded one (/media/…)', (imageUrl) => {
		expect(issuesOf(storySchema.safeParse({ title: 't', body: 'b', imageUrl }))).toEqual([['imageUrl', 'default']])
	})
})
