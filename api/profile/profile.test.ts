import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { profileEducationExperiences, profileOurStories, profileSkillTalents, profiles } from '#api/db/schema.ts'
import { buildProfilePage, profileOutline } from './service.ts'
import type { Me } from '#contracts/me.ts'
import type { Link } from '#contracts/profile-fields.ts'
import type { PublicProfile } from '#contracts/profile.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { ok } from '#api/testing/ok.ts'
import { statementsOf } from '#api/testing/statements.ts'
import { problemOf } from '#api/testing/problem.ts'
import {
	profileSectionLimit,
	type BusinessInfo,
	type EducationExperience,
	type OurStory,
	type ProfileOutline,
	type ProfilePage,
	type SkillTalent,
} from '#contracts/profile-page.ts'

// The profile page (/profiles/{uuid}) and the owner-only forms that write its sections under /v1/me.

const api = useHarness()

const pageOf = async (uuid: string, token: string) => ok<ProfilePage>(await api.call('GET', `/v1/profiles/${uuid}/page`, { token }))

const unknownId = '00000000-0000-4000-8000-000000000000'

describe('the profile page', () => {
	test('a new profile: empty sections; isMine for the owner only', async () => {
		const owner = await api.somebody()
		const viewer = await api.somebody('Pim')
		const mine = await pageOf(owner.uuid, owner.token)
		expect(mine).toEqual({
			profile: expect.objectContaining({ uuid: owner.uuid, firstName: 'Dao' }),
			isMine: true,
			coverUrl: null,
			overview: null,
			about: { title: null, description: null },
			educationExperiences: [],
			ourStories: [],
			skillTalents: [],
			links: [],
			businessInfo: null,
			works: { items: [], nextCursor: null },
			follow: { following: false, followers: 0, follows: 0 },
		} satisfies ProfilePage)
		expect((await pageOf(owner.uuid, viewer.token)).isMine).toBe(false)
	})

	test('unknown → 404, malformed → 400, anonymous → 401', async () => {
		const { token } = await api.somebody()
		await problemOf(await api.call('GET', `/v1/profiles/${unknownId}/page`, { token }), 404, 'not_found')
		await problemOf(await api.call('GET', '/v1/profiles/not-a-uuid/page', { token }), 400, 'validation_failed')
		await problemOf(await api.call('GET', `/v1/profiles/${unknownId}/page`), 401, 'unauthenticated')
	})

	test('every write needs a signed-in caller (401)', async () => {
		const writes: Array<[string, string]> = [
			['PUT', '/v1/me/overview'],
			['PUT', '/v1/me/about'],
			['POST', '/v1/me/education-experiences'],
			['PATCH', `/v1/me/education-experiences/${unknownId}`],
			['DELETE', `/v1/me/education-experiences/${unknownId}`],
			['POST', '/v1/me/our-stories'],
			['PATCH', `/v1/me/our-stories/${unknownId}`],
			['DELETE', `/v1/me/our-stories/${unknownId}`],
			['POST', '/v1/me/skill-talents'],
			['PATCH', `/v1/me/skill-talents/${unknownId}`],
			['DELETE', `/v1/me/skill-talents/${unknownId}`],
			['PUT', '/v1/me/links'],
			['PUT', '/v1/me/business-info'],
		]
		for (const [method, path] of writes) await problemOf(await api.call(method, path, { body: {} }), 401, 'unauthenticated')
	})

	test('the OpenAPI document lists every endpoint and shape', async () => {
		const document = (await (await api.call('GET', '/openapi.json')).json()) as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }
		expect(Object.keys(document.paths)).toEqual(
			expect.arrayContaining([
				'/v1/profiles/{uuid}/page',
				'/v1/me/overview',
				'/v1/me/about',
				'/v1/me/education-experiences',
				'/v1/me/education-experiences/{id}',
				'/v1/me/our-stories',
				'/v1/me/our-stories/{id}',
				'/v1/me/skill-talents',
				'/v1/me/skill-talents/{id}',
				'/v1/me/links',
				'/v1/me/business-info',
			]),
		)
		expect(Object.keys(document.components.schemas)).toEqual(
			expect.arrayContaining(['ProfilePage', 'EducationExperience', 'OurStory', 'SkillTalent', 'Link', 'BusinessInfo']),
		)
		expect(await (await api.call('GET', '/docs')).text()).toContain('/v1/me/education-experiences/{id}')
	})

	test('the page takes the same few queries, however much the profile holds', async () => {
		const empty = await api.somebody()
		const full = await api.somebody()
		for (let i = 0; i < 5; i++) {
			await api.call('POST', '/v1/me/skill-talents', { token: full.token, body: { name: `Skill ${i}` } })
			await api.call('POST', '/v1/me/our-stories', { token: full.token, body: { title: `Story ${i}` } })
			await api.call('POST', '/v1/me/education-experiences', { token: full.token, body: { kind: 'education', title: `School ${i}`, startsOn: '2010-06-01' } })
			await api.call('POST', '/v1/me/content/work', { token: full.token, body: { title: `Work ${i}`, mine: true } })
		}
		await api.call('PUT', '/v1/me/links', { token: full.token, body: { items: [{ label: 'Site', url: 'https://dao.example' }] } })
		const queriesFor = async (uuid: string) => {
			const { answer: page, statements } = await statementsOf(api.db, () => buildProfilePage(api.db, caller!, uuid))
			return { queries: statements, page }
		}
		// Seen by somebody else (whether they follow the profile is part of who sees what, in the works' query).
		const viewer = await api.somebody()
		const [caller] = await api.db.select().from(profiles).where(eq(profiles.id, viewer.profileId))
		const forEmpty = await queriesFor(empty.uuid)
		const forFull = await queriesFor(full.uuid)
		expect(forFull.page?.skillTalents).toHaveLength(5)
		expect(forFull.page?.works.items).toHaveLength(5)
		expect(forEmpty.queries).toBe(8)
		expect(forFull.queries).toBe(8)
	})
})

describe('my profile’s outline (what /account’s guide counts)', () => {
	test('says what the profile has, in one query, and only ever the caller’s own', async () => {
		const owner = await api.somebody()
		const other = await api.somebody('Pim')
		const outlineOf = async (token: string) => ok<ProfileOutline>(await api.call('GET', '/v1/me/profile-outline', { token }))
		expect(await outlineOf(owner.token)).toEqual({ imageUrl: null, overview: null, specialty: null, aboutDescription: null, educationExperiences: 0, skillTalents: 0, links: 0 })
		await api.call('PUT', '/v1/me/about', { token: owner.token, body: { title: null, description: 'Farmer in Chiang Mai' } })
		await api.call('PUT', '/v1/me/overview', { token: owner.token, body: { overview: 'Organic rice', specialty: null } })
		for (const name of ['Rice', 'Tea']) await api.call('POST', '/v1/me/skill-talents', { token: owner.token, body: { name } })
		await api.call('POST', '/v1/me/education-experiences', { token: owner.token, body: { kind: 'education', title: 'BA', startsOn: '2010-06-01' } })
		await api.call('PUT', '/v1/me/links', { token: owner.token, body: { items: [{ label: 'Site', url: 'https://dao.example' }, { label: 'Shop', url: 'https://shop.example' }] } })
		expect(await outlineOf(owner.token)).toEqual({ imageUrl: null, overview: 'Organic rice', specialty: null, aboutDescription: 'Farmer in Chiang Mai', educationExperiences: 1, skillTalents: 2, links: 2 })
		expect(await outlineOf(other.token)).toMatchObject({ overview: null, educationExperiences: 0, skillTalents: 0, links: 0 })
		await problemOf(await api.call('GET', '/v1/me/profile-outline'), 401, 'unauthenticated')

		const [row] = await api.db.select().from(profiles).where(eq(profiles.id, owner.profileId))
		expect((await statementsOf(api.db, () => profileOutline(api.db, row!))).statements).toBe(1)
	})
})

describe('overview and about', () => {
	test('the owner writes them and everyone signed in reads them', async () => {
		const owner = await api.somebody()
		const viewer = await api.somebody('Pim')
		expect(
			await ok(await api.call('PUT', '/v1/me/overview', { token: owner.token, body: { overview: '  Gardener and barista in Bang Rak  ', specialty: 'Urban farming' } })),
		).toEqual({ overview: 'Gardener and barista in Bang Rak', specialty: 'Urban farming' })
		expect(await ok(await api.call('PUT', '/v1/me/about', { token: owner.token, body: { title: 'About me', description: 'สวัสดีค่ะ' } }))).toEqual({
			title: 'About me',
			description: 'สวัสดีค่ะ',
		})
		const page = await pageOf(owner.uuid, viewer.token)
		expect(page).toMatchObject({ overview: 'Gardener and barista in Bang Rak', about: { title: 'About me', description: 'สวัสดีค่ะ' } })
		expect(page.profile).toMatchObject({ specialty: 'Urban farming', aboutTitle: 'About me' })
		// An emptied field is null again.
		expect(await ok(await api.call('PUT', '/v1/me/overview', { token: owner.token, body: { overview: '', specialty: null } }))).toEqual({ overview: null, specialty: null })
	})

	test('validation: lengths, and every field of the form is sent', async () => {
		const { token } = await api.somebody()
		const tooLong = await problemOf(await api.call('PUT', '/v1/me/overview', { token, body: { overview: 'x'.repeat(301), specialty: null } }), 400, 'validation_failed')
		expect(Object.keys(tooLong.errors ?? {})).toEqual(['overview'])
		const missing = await problemOf(await api.call('PUT', '/v1/me/about', { token, body: { title: 'Only a title' } }), 400, 'validation_failed')
		expect(Object.keys(missing.errors ?? {})).toEqual(['description'])
	})
})

describe('education and experience', () => {
	const school = { kind: 'education', title: 'BA Agriculture', organisation: 'Kasetsart University', startsOn: '2012-06-01', endsOn: '2016-03-31' }

	test('the owner adds, changes, reorders and deletes entries', async () => {
		const owner = await api.somebody()
		const first = await ok<EducationExperience>(await api.call('POST', '/v1/me/education-experiences', { token: owner.token, body: school }), 201)
		expect(first).toEqual({ id: expect.any(String), ...school, description: null, position: 0 })
		const second = await ok<EducationExperience>(
			await api.call('POST', '/v1/me/education-experiences', { token: owner.token, body: { kind: 'experience', title: 'Barista', startsOn: '2016-05-01', endsOn: null } }),
			201,
		)
		expect(second).toMatchObject({ organisation: '', endsOn: null, position: 1 })
		// Only the fields sent change.
		const changed = await ok<EducationExperience>(
			await api.call('PATCH', `/v1/me/education-experiences/${second.id}`, { token: owner.token, body: { organisation: 'Bang Rak Coffee', position: 0 } }),
		)
		expect(changed).toMatchObject({ title: 'Barista', organisation: 'Bang Rak Coffee', startsOn: '2016-05-01', position: 0 })
		const moved = await ok<EducationExperience>(await api.call('PATCH', `/v1/me/education-experiences/${first.id}`, { token: owner.token, body: { position: 1 } }))
		expect(moved.position).toBe(1)
		expect((await pageOf(owner.uuid, owner.token)).educationExperiences.map((e) => e.id)).toEqual([second.id, first.id])
		expect((await api.call('DELETE', `/v1/me/education-experiences/${first.id}`, { token: owner.token })).status).toBe(204)
		await problemOf(await api.call('DELETE', `/v1/me/education-experiences/${first.id}`, { token: owner.token }), 404, 'not_found')
		expect((await pageOf(owner.uuid, owner.token)).educationExperiences.map((e) => e.id)).toEqual([second.id])
	})

	test('an entry cannot end before it starts, on create or on a change of one end', async () => {
		const { token } = await api.somebody()
		const created = await problemOf(
			await api.call('POST', '/v1/me/education-experiences', { token, body: { ...school, endsOn: '2011-01-01' } }),
			400,
			'validation_failed',
		)
		expect(Object.keys(created.errors ?? {})).toEqual(['endsOn'])
		const entry = await ok<EducationExperience>(await api.call('POST', '/v1/me/education-experiences', { token, body: school }), 201)
		const endOnly = await problemOf(
			await api.call('PATCH', `/v1/me/education-experiences/${entry.id}`, { token, body: { endsOn: '2000-01-01' } }),
			400,
			'validation_failed',
		)
		expect(Object.keys(endOnly.errors ?? {})).toEqual(['endsOn'])
		await problemOf(await api.call('PATCH', `/v1/me/education-experiences/${entry.id}`, { token, body: { startsOn: '2020-01-01' } }), 400, 'validation_failed')
		const invalid = await problemOf(
			await api.call('POST', '/v1/me/education-experiences', { token, body: { kind: 'hobby', title: '', startsOn: '2012-13-45' } }),
			400,
			'validation_failed',
		)
		expect(Object.keys(invalid.errors ?? {})).toEqual(expect.arrayContaining(['kind', 'title', 'startsOn']))
	})

	test('a stranger cannot change or delete someone else’s entry (404), and the owner’s list stays', async () => {
		const owner = await api.somebody()
		const stranger = await api.somebody('Mallory')
		const entry = await ok<EducationExperience>(await api.call('POST', '/v1/me/education-experiences', { token: owner.token, body: school }), 201)
		await problemOf(await api.call('PATCH', `/v1/me/education-experiences/${entry.id}`, { token: stranger.token, body: { title: 'Hacked' } }), 404, 'not_found')
		await problemOf(await api.call('DELETE', `/v1/me/education-experiences/${entry.id}`, { token: stranger.token }), 404, 'not_found')
		await problemOf(await api.call('PATCH', '/v1/me/education-experiences/not-an-id', { token: owner.token, body: { title: 'x' } }), 404, 'not_found')
		expect((await pageOf(owner.uuid, stranger.token)).educationExperiences).toEqual([entry])
	})
})

describe('our stories and skills', () => {
	test('stories: the owner writes them; pictures are images we stored', async () => {
		const owner = await api.somebody()
		const picture = (await api.uploadImage(owner.token)).url
		const story = await ok<OurStory>(await api.call('POST', '/v1/me/our-stories', { token: owner.token, body: { title: 'How the garden began', body: 'In 2019…', imageUrl: picture } }), 201)
		expect(story).toMatchObject({ title: 'How the garden began', imageUrl: picture, position: 0 })
		const changed = await ok<OurStory>(await api.call('PATCH', `/v1/me/our-stories/${story.id}`, { token: owner.token, body: { imageUrl: '' } }))
		expect(changed).toMatchObject({ body: 'In 2019…', imageUrl: null })
		for (const imageUrl of ['javascript:alert(1)', '//evil.example/x.png', 'garden.png', 'ftp://example.com/x.png', 'https://img.example/a.jpg']) {
			const problem = await problemOf(await api.call('POST', '/v1/me/our-stories', { token: owner.token, body: { title: 'x', imageUrl } }), 400, 'validation_failed')
			expect(Object.keys(problem.errors ?? {})).toEqual(['imageUrl'])
		}
		const stranger = await api.somebody('Mallory')
		await problemOf(await api.call('PATCH', `/v1/me/our-stories/${story.id}`, { token: stranger.token, body: { title: 'Hacked' } }), 404, 'not_found')
		await problemOf(await api.call('DELETE', `/v1/me/our-stories/${story.id}`, { token: stranger.token }), 404, 'not_found')
		expect((await pageOf(owner.uuid, stranger.token)).ourStories).toEqual([changed])
		expect((await api.call('DELETE', `/v1/me/our-stories/${story.id}`, { token: owner.token })).status).toBe(204)
		expect((await pageOf(owner.uuid, owner.token)).ourStories).toEqual([])
	})

	test('skills: levels 1 to 5 or none', async () => {
		const owner = await api.somebody()
		const skill = await ok<SkillTalent>(await api.call('POST', '/v1/me/skill-talents', { token: owner.token, body: { name: 'Latte art', level: 4 } }), 201)
		expect(skill).toEqual({ id: expect.any(String), name: 'Latte art', level: 4, position: 0 })
		expect(await ok<SkillTalent>(await api.call('PATCH', `/v1/me/skill-talents/${skill.id}`, { token: owner.token, body: { level: null } }))).toMatchObject({ level: null })
		for (const level of [0, 6, 2.5, '3']) {
			await problemOf(await api.call('POST', '/v1/me/skill-talents', { token: owner.token, body: { name: 'Composting', level } }), 400, 'validation_failed')
		}
		await problemOf(await api.call('POST', '/v1/me/skill-talents', { token: owner.token, body: { name: '   ' } }), 400, 'validation_failed')
		const stranger = await api.somebody('Mallory')
		await problemOf(await api.call('PATCH', `/v1/me/skill-talents/${skill.id}`, { token: stranger.token, body: { name: 'Hacked' } }), 404, 'not_found')
		await problemOf(await api.call('DELETE', `/v1/me/skill-talents/${skill.id}`, { token: stranger.token }), 404, 'not_found')
		expect((await pageOf(owner.uuid, stranger.token)).skillTalents).toEqual([{ ...skill, level: null }])
	})

	test.each([
		['education-experiences', profileEducationExperiences, { kind: 'education', title: 'One more', startsOn: '2020-01-01' }],
		['our-stories', profileOurStories, { title: 'One more' }],
		['skill-talents', profileSkillTalents, { name: 'One more' }],
	] as const)('%s: at most the limit; concurrent adds at the edge do not pass it', async (path, table, body) => {
		const { token, profileId } = await api.somebody()
		const rows = Array.from({ length: profileSectionLimit - 2 }, (_, position) =>
			path === 'education-experiences'
				? { profileId, kind: 'experience' as const, title: `Job ${position}`, startsOn: '2015-01-01', position }
				: path === 'our-stories'
					? { profileId, title: `Story ${position}`, position }
					: { profileId, name: `Skill ${position}`, position },
		)
		await api.db.insert(table).values(rows as never)
		const tries = await Promise.all([1, 2, 3].map(() => api.call('POST', `/v1/me/${path}`, { token, body })))
		expect(tries.map((r) => r.status).sort()).toEqual([201, 201, 409])
		const refused = tries.find((r) => r.status === 409)!
		await problemOf(refused, 409, 'conflict')
		expect((await api.db.select().from(table).where(eq(table.profileId, profileId))).length).toBe(profileSectionLimit)
	})
})

describe('links', () => {
	test('the owner writes the whole ordered list; it replaces the previous one', async () => {
		const owner = await api.somebody()
		const items = [
			{ label: 'Facebook', url: 'https://facebook.com/dao' },
			{ label: 'LINE', url: 'https://line.me/ti/p/dao' },
			{ label: 'Blog', url: 'HTTP://dao.example/blog' },
		]
		const written = await ok<{ items: Link[] }>(await api.call('PUT', '/v1/me/links', { token: owner.token, body: { items } }))
		expect(written.items.map(({ label, url, position }) => ({ label, url, position }))).toEqual(items.map((item, position) => ({ ...item, position })))
		const viewer = await api.somebody('Pim')
		expect((await pageOf(owner.uuid, viewer.token)).links).toEqual(written.items)
		// What the link form shows: only the caller's own links, without the rest of the page.
		expect(await ok<{ items: Link[] }>(await api.call('GET', '/v1/me/links', { token: owner.token }))).toEqual({ items: written.items })
		expect(await ok<{ items: Link[] }>(await api.call('GET', '/v1/me/links', { token: viewer.token }))).toEqual({ items: [] })
		await problemOf(await api.call('GET', '/v1/me/links'), 401, 'unauthenticated')
		const reordered = await ok<{ items: Link[] }>(await api.call('PUT', '/v1/me/links', { token: owner.token, body: { items: [items[2], items[0]] } }))
		expect(reordered.items.map((l) => l.label)).toEqual(['Blog', 'Facebook'])
		expect((await ok<{ items: Link[] }>(await api.call('PUT', '/v1/me/links', { token: owner.token, body: { items: [] } }))).items).toEqual([])
	})

	test('only http(s) addresses, and at most the limit', async () => {
		const { token } = await api.somebody()
		for (const url of ['facebook.com/dao', 'javascript:alert(1)', 'ftp://files.example', '', 'https://']) {
			const problem = await problemOf(await api.call('PUT', '/v1/me/links', { token, body: { items: [{ label: 'x', url }] } }), 400, 'validation_failed')
			expect(Object.keys(problem.errors ?? {})).toEqual(['items.0.url'])
		}
		const tooMany = Array.from({ length: profileSectionLimit + 1 }, (_, i) => ({ label: `Link ${i}`, url: `https://example.com/${i}` }))
		await problemOf(await api.call('PUT', '/v1/me/links', { token, body: { items: tooMany } }), 400, 'validation_failed')
	})

	test('a stranger’s write changes only their own list', async () => {
		const owner = await api.somebody()
		const stranger = await api.somebody('Mallory')
		await ok(await api.call('PUT', '/v1/me/links', { token: owner.token, body: { items: [{ label: 'Mine', url: 'https://dao.example' }] } }))
		await ok(await api.call('PUT', '/v1/me/links', { token: stranger.token, body: { items: [] } }))
		expect((await pageOf(owner.uuid, stranger.token)).links.map((l) => l.label)).toEqual(['Mine'])
	})
})

describe('business info', () => {
	const info = {
		company: 'Bang Rak Garden Co.',
		positionTitle: 'Founder',
		phone: '081 234 5678',
		email: 'hello@bangrak.example',
		website: 'https://bangrak.example',
		address: '12 Charoen Krung Rd, Bang Rak, Bangkok',
		postcode: '10500',
	}

	test('the owner writes it; the phone is kept in E.164; anyone signed in sees it', async () => {
		const owner = await api.somebody()
		const written = await ok<BusinessInfo>(await api.call('PUT', '/v1/me/business-info', { token: owner.token, body: info }))
		expect(written).toEqual({ ...info, phone: '+66812345678' })
		const viewer = await api.somebody('Pim')
		expect((await pageOf(owner.uuid, viewer.token)).businessInfo).toEqual(written)
		// The form reads it back on its own; another person reads their own (none yet).
		expect(await ok<BusinessInfo>(await api.call('GET', '/v1/me/business-info', { token: owner.token }))).toEqual(written)
		expect(await ok<BusinessInfo | null>(await api.call('GET', '/v1/me/business-info', { token: viewer.token }))).toBeNull()
		// Emptied fields are null.
		const emptied = await ok<BusinessInfo>(
			await api.call('PUT', '/v1/me/business-info', { token: owner.token, body: { ...info, phone: '', website: '', email: null, postcode: '' } }),
		)
		expect(emptied).toMatchObject({ company: info.company, phone: null, website: null, email: null, postcode: null })
	})

	test.each([
		['postcode', 'not a postcode!'],
		['postcode', '1'],
		['phone', '1234'],
		['phone', '+1 415 555 2671'],
		['phone', '0000000000'],
		['website', 'bangrak.example'],
		['website', 'javascript:alert(1)'],
		['email', 'not-an-email'],
	])('invalid %s %j → 400', async (field, value) => {
		const { token } = await api.somebody()
		const problem = await problemOf(await api.call('PUT', '/v1/me/business-info', { token, body: { ...info, [field]: value } }), 400, 'validation_failed')
		expect(Object.keys(problem.errors ?? {})).toEqual([field])
	})
})

describe('profiles', () => {
	test('anyone signed in sees public fields only', async () => {
		const owner = await api.person({ email: 'private@robtua.test' })
		const me = (await (await api.call('GET', '/v1/me', { token: owner.token })).json()) as Me
		const viewer = await api.person()
		const response = await api.call('GET', `/v1/profiles/${me.profile.uuid}`, { token: viewer.token })
		expect(response.status).toBe(200)
		const profile = (await response.json()) as PublicProfile & { email?: string }
		expect(profile.uuid).toBe(me.profile.uuid)
		expect(profile.email).toBeUndefined()
	})

	test('unknown → 404, malformed → 400, anonymous → 401', async () => {
		const { token } = await api.person()
		await problemOf(await api.call('GET', '/v1/profiles/00000000-0000-4000-8000-000000000000', { token }), 404, 'not_found')
		await problemOf(await api.call('GET', '/v1/profiles/not-a-uuid', { token }), 400, 'validation_failed')
		await problemOf(await api.call('GET', '/v1/profiles/00000000-0000-4000-8000-000000000000'), 401, 'unauthenticated')
	})
})
