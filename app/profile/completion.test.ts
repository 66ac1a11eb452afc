import { describe, expect, test } from 'vitest'
import { emptyParts, outlineOf, profileCompletion } from './completion.ts'

const id = '00000000-0000-4000-8000-000000000000'

/** A brand-new person's profile page: nothing filled in. */
const newPerson = {
	profile: { imageUrl: null, specialty: null },
	overview: null,
	about: { title: null, description: null },
	educationExperiences: [],
	ourStories: [],
	skillTalents: [],
	links: [],
	businessInfo: null,
}

const filledIn = {
	profile: { imageUrl: '/media/0123456789abcdef0123456789abcdef-480.webp', specialty: 'Potter' },
	overview: 'Potter in Chiang Mai',
	about: { title: 'About me', description: 'I make celadon.' },
	educationExperiences: [{ id, kind: 'experience' as const, title: 'Potter', organisation: '', startsOn: '2020-01-01', endsOn: null, description: null, position: 0 }],
	ourStories: [{ id, title: 'The first kiln', body: '', imageUrl: null, position: 0 }],
	skillTalents: [{ id, name: 'Glazing', level: 4, position: 0 }],
	links: [{ id, label: 'Shop', url: 'https://shop.example', position: 0 }],
	businessInfo: { company: 'Kanya Ceramics', positionTitle: null, phone: null, email: null, website: null, address: null, postcode: null },
}

describe('emptyParts', () => {
	test('everything is empty on a new profile, nothing on a filled-in one', () => {
		expect(Object.values(emptyParts(newPerson))).toEqual(Array(7).fill(true))
		expect(Object.values(emptyParts(filledIn))).toEqual(Array(7).fill(false))
	})

	test('the overview line is filled by the overview or the specialty', () => {
		expect(emptyParts({ ...newPerson, overview: 'Hello' }).overview).toBe(false)
		expect(emptyParts({ ...newPerson, profile: { imageUrl: null, specialty: 'Potter' } }).overview).toBe(false)
		expect(emptyParts({ ...newPerson, overview: '  ' }).overview).toBe(true)
	})

	test('about needs a description; a title alone is still empty', () => {
		expect(emptyParts({ ...newPerson, about: { title: 'About me', description: null } }).about).toBe(true)
		expect(emptyParts({ ...newPerson, about: { title: null, description: 'I make celadon.' } }).about).toBe(false)
	})

	test('business info saved with every field empty is still empty', () => {
		const blank = { company: null, positionTitle: '', phone: null, email: null, website: null, address: null, postcode: null }
		expect(emptyParts({ ...newPerson, businessInfo: blank }).businessInfo).toBe(true)
		expect(emptyParts({ ...newPerson, businessInfo: { ...blank, postcode: '10500' } }).businessInfo).toBe(false)
	})
})

describe('profileCompletion', () => {
	test('a new person has all six steps left, in order', () => {
		const completion = profileCompletion(outlineOf(newPerson))
		expect(completion.left.map(({ step }) => step)).toEqual(['picture', 'overview', 'about', 'experience', 'skills', 'links'])
		expect(completion).toMatchObject({ done: 0, total: 6, complete: false })
	})

	test('each step links to the form page where it is done', () => {
		expect(Object.fromEntries(profileCompletion(outlineOf(newPerson)).left.map(({ step, form }) => [step, form]))).toEqual({
			picture: 'overview#picture-avatar',
			overview: 'overview',
			about: 'about-us/description',
			experience: 'about-us/education-experience/create',
			skills: 'about-us/skill-talent/create',
			links: 'link',
		})
	})

	test('a step done leaves the list and counts as done', () => {
		const completion = profileCompletion(outlineOf({ ...newPerson, overview: 'Potter in Chiang Mai', links: filledIn.links }))
		expect(completion.left.map(({ step }) => step)).toEqual(['picture', 'about', 'experience', 'skills'])
		expect(completion).toMatchObject({ done: 2, total: 6, complete: false })
	})

	test('a filled-in profile is complete; its story and business info are not asked for', () => {
		expect(profileCompletion(outlineOf(filledIn))).toEqual({ left: [], done: 6, total: 6, complete: true })
		expect(profileCompletion(outlineOf({ ...filledIn, ourStories: [], businessInfo: null })).complete).toBe(true)
	})
})
