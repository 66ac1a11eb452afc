import { describe, expect, test } from 'vitest'
import { openTabConnects } from '#api/db/schema.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { problemOf } from '#api/testing/problem.ts'
import type { Me } from '#contracts/me.ts'
import type { OpenTabConnect, OpenTabConnectTypeList, OpenTabConnectVisibility } from '#contracts/open-tab.ts'

// Open-tab connect types and connects: what the guards check-open-tab-connect-type and check-owner-open-tab read.

const api = useHarness()

describe('open-tab connect types (check-open-tab-connect-type)', () => {
	test('every type in display order, those not open yet included', async () => {
		const { token } = await api.person()
		const response = await api.call('GET', '/v1/open-tab/connect-types', { token })
		expect(response.status).toBe(200)
		expect(((await response.json()) as OpenTabConnectTypeList).items).toEqual([
			{ type: 'job', isOpen: true, title: { en: 'Job', th: 'งาน' } },
			{ type: 'project', isOpen: true, title: { en: 'Project', th: 'โครงการ' } },
			{ type: 'club', isOpen: true, title: { en: 'Club', th: 'ชมรม' } },
			{ type: 'volunteer', isOpen: false, title: { en: 'Volunteer', th: 'จิตอาสา' } },
		])
	})

	test('anonymous → 401', async () => {
		await problemOf(await api.call('GET', '/v1/open-tab/connect-types'), 401, 'unauthenticated')
	})
})

describe('open-tab connects (check-owner-open-tab)', () => {
	/** A signed-in person with a connect of their own (there is no create endpoint yet). */
	async function ownerWithConnect(visibility: OpenTabConnectVisibility) {
		const owner = await api.person({ givenName: 'Dao', familyName: 'Suksai' })
		const me = (await (await api.call('GET', '/v1/me', { token: owner.token })).json()) as Me
		const [connect] = await api.db
			.insert(openTabConnects)
			.values({ ownerProfileId: me.profile.id, type: 'project', title: 'สวนผักชุมชน · Community garden', overview: 'Growing together', visibility })
			.returning()
		return { owner, me, connect: connect! }
	}

	test('the owner sees their private connect, marked as theirs', async () => {
		const { owner, me, connect } = await ownerWithConnect('private')
		const response = await api.call('GET', `/v1/open-tab/connects/${connect.id}`, { token: owner.token })
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({
			id: connect.id,
			type: 'project',
			title: 'สวนผักชุมชน · Community garden',
			overview: 'Growing together',
			description: null,
			visibility: 'private',
			ownerProfileUuid: me.profile.uuid,
			isMine: true,
			createdAt: connect.createdAt.toISOString(),
		} satisfies OpenTabConnect)
	})

	test('a stranger gets 404 for a private connect, the same as for one that does not exist', async () => {
		const { connect } = await ownerWithConnect('private')
		const stranger = await api.person()
		await problemOf(await api.call('GET', `/v1/open-tab/connects/${connect.id}`, { token: stranger.token }), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/open-tab/connects/${crypto.randomUUID()}`, { token: stranger.token }), 404, 'not_found')
	})

	test('a stranger sees a public connect, not as theirs', async () => {
		const { me, connect } = await ownerWithConnect('public')
		const stranger = await api.person()
		const response = await api.call('GET', `/v1/open-tab/connects/${connect.id}`, { token: stranger.token })
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({ id: connect.id, visibility: 'public', ownerProfileUuid: me.profile.uuid, isMine: false })
	})

	test('a malformed id → 404, not 400', async () => {
		const { token } = await api.person()
		for (const id of ['not-a-uuid', '12345', `${crypto.randomUUID()}0`]) {
			await problemOf(await api.call('GET', `/v1/open-tab/connects/${id}`, { token }), 404, 'not_found')
		}
	})

	test('anonymous → 401, whatever the id', async () => {
		const { connect } = await ownerWithConnect('public')
		await problemOf(await api.call('GET', `/v1/open-tab/connects/${connect.id}`), 401, 'unauthenticated')
		await problemOf(await api.call('GET', '/v1/open-tab/connects/not-a-uuid'), 401, 'unauthenticated')
	})
})
