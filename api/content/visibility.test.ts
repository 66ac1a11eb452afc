import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { communities, communityMembers } from '#api/db/schema.ts'
import { beforeAll, describe, expect, test } from 'vitest'
import { refreshTrending } from '#api/social/index.ts'
import { contentExample, siamSquare } from '#api/testing/content-examples.ts'
import { ok } from '#api/testing/ok.ts'
import { streamsEvents } from '#api/testing/event-streams.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { Somebody } from '#api/testing/harness.ts'
import type { BusinessAccount, BusinessUser } from '#contracts/business.ts'
import { aroundMeKinds } from '#contracts/content/around-me-choices.ts'
import { kindsFor, type ContentKindName } from '#contracts/content/registry.ts'

// Who sees what, on every read path (docs/product.md#who-sees-what, api/content/visibility.ts): every GET
// of the API, read from its own OpenAPI document so a new path joins by itself, is asked with every
// path and query value that could bring up four hidden kinds of item: an archived business user's (ADR
// 0013), a deleted one, one for followers only and one for a business user's team. Asked by a former
// fan of the archived business user (who followed, liked, went and collected before it was archived), a
// stranger and a visitor, no answer may hold a hidden item's id, words or pictures. Twins of the hidden
// items that anyone may see are asked the same way and must be found on every read path of content, so
// the walk reaches what it looks for. Trending is not worked out again after the archiving: its minutes-old
// ranking still holds the archived items, which its readers must leave out.
// Boards (docs/product.md#boards): a board of a private community, with a reply, is hidden like the others
// from all of them and from a member removed from the community (who followed, liked, collected and replied
// on it before); a board of a public community is one of the twins anyone may see; and the private board's
// active members find it on every read path that finds its twin.
// Open tab (docs/decisions/0032-open-tab-connects-on-content.md): a private connect, with an about-us
// entry, is hidden from all of them; its public twin is found on every read path of connects; the person
// it accepted (before it went private) still sees it.

const api = useHarness()

type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema?: { enum?: string[]; maximum?: number; anyOf?: Array<{ enum?: string[] }> } }
type Document = { paths: Record<string, Record<string, { parameters?: Parameter[]; responses?: Record<string, unknown> }>> }

/** Words no other text has: an item's title carries its class's. */
const marks = {
	archived: 'zqarchivedmark',
	deleted: 'zqdeletedmark',
	followers: 'zqfollowersmark',
	team: 'zqteammark',
	private: 'zqprivatemark',
	privateConnect: 'zqprivateconnectmark',
	control: 'zqcontrolmark',
} as const
/** Words of the private board's reply. */
const privateReply = 'zqprivatereplymark'
type Class = keyof typeof marks
/** `picture`: its picture's URL, '' for one without. */
type Item = { id: string; kind: ContentKindName; picture: string; class: Class }

const items: Item[] = []
const people = {} as Record<'owner' | 'fon' | 'fan' | 'follower' | 'stranger' | 'dao' | 'neighbour' | 'former', Somebody>
const shops = {} as Record<'archived' | 'team', BusinessUser>
let account: BusinessAccount
const collectionIds: string[] = []
let cellsBefore = 0
let privateBoard = ''
let formerMember = { communityId: '', profileId: '' }

const now = Date.now()
const iso = (offsetMinutes: number) => new Date(now + offsetMinutes * 60_000).toISOString()
/** Happening now and today in Thailand's day as much as can be (today's lists): from a little before now to a little after. */
const happeningNow = { startsAt: iso(-20), endsAt: iso(30) }

const hiddenItems = () => items.filter((item) => item.class !== 'control')
const onMapCells = async () => {
	const { rows } = (await api.db.execute(sql`select coalesce(sum(n), 0)::int as n from map_cells where level = 3`)) as unknown as { rows: Array<{ n: number }> }
	return Number(rows[0]?.n ?? 0)
}

beforeAll(async () => {
	people.owner = await api.somebody('Niran', true)
	people.fon = await api.somebody('Fon')
	people.fan = await api.somebody('Kanya')
	people.follower = await api.somebody('Lek')
	people.stranger = await api.somebody('Mallory')
	people.dao = await api.somebody('Dao')
	people.neighbour = await api.somebody('Pim')
	people.former = await api.somebody('Ex')
	const owner = { token: people.owner.token }
	account = await ok<BusinessAccount>(await api.call('POST', '/v1/business-accounts', { ...owner, body: { name: 'Siam Coffee' } }), 201)
	for (const [shop, name] of [['archived', 'Zqarchivedshop Roastery'], ['team', 'Team Shop']] as const) {
		shops[shop] = await ok<BusinessUser>(await api.call('POST', `/v1/business-accounts/${account.id}/business-users`, { ...owner, body: { name } }), 201)
	}
	const files = { video: (await api.uploadFile(people.owner.token, 'video')).url, pdf: (await api.uploadFile(people.owner.token, 'pdf')).url }

	const publish = async (as: Somebody, path: string, kind: ContentKindName, itemClass: Class, extra: Record<string, unknown> = {}) => {
		// A media item is pictures or a video (the example's): that one has no picture of its own.
		const picture = kind === 'media' ? '' : (await api.uploadImage(as.token)).url
		const timing = kind === 'event' || kind === 'agenda' ? happeningNow : kind === 'announce' ? { startsAt: iso(-60), endsAt: iso(24 * 60) } : kind === 'attention' ? { endsAt: iso(24 * 60) } : {}
		const body = { ...contentExample(kind, files), ...timing, title: `${marks[itemClass]} ${kind}`, pictures: picture ? [picture] : [], ...extra }
		const { id } = await ok<{ id: string }>(await api.call('POST', path, { token: as.token, body }), 201)
		items.push({ id, kind, picture, class: itemClass })
		return id
	}
	// Every kind a business user publishes: the archived shop's, public; the team shop's twins, public; and one for its team only.
	for (const kind of kindsFor('business-user')) {
		await publish(people.owner, `/v1/business-users/${shops.archived.id}/content/${kind}`, kind, 'archived')
		await publish(people.owner, `/v1/business-users/${shops.team.id}/content/${kind}`, kind, 'control')
	}
	await publish(people.owner, `/v1/business-users/${shops.team.id}/content/event`, 'event', 'team', { visibility: 'members' })
	// A person's: one for followers, one that will be deleted.
	const forFollowers = await publish(people.fon, '/v1/me/content/story', 'story', 'followers', { visibility: 'followers' })
	const deleted = await publish(people.fon, '/v1/me/content/story', 'story', 'deleted')
	// Dao's boards: one in a private community (Dao, a neighbour and a member soon removed), with a reply; one in a public community.
	const [privateSoi, publicSoi] = await api.db
		.insert(communities)
		.values([
			{ name: 'Zqprivatemark neighbours', visibility: 'private' },
			{ name: 'Soi 7 neighbours', visibility: 'public' },
		])
		.returning()
	const joinedAt = new Date()
	await api.db.insert(communityMembers).values([
		...[people.dao, people.neighbour, people.former].map((who, index) => ({ communityId: privateSoi!.id, profileId: who.profileId, role: index === 0 ? ('owner' as const) : ('member' as const), status: 'active' as const, joinedAt })),
		{ communityId: publicSoi!.id, profileId: people.dao.profileId, role: 'owner' as const, status: 'active' as const, joinedAt },
	])
	const openBoard = async (communityId: string, itemClass: Class) => {
		const picture = (await api.uploadImage(people.dao.token)).url
		const body = { title: `${marks[itemClass]} board_post`, message: `Water off on Friday ${marks[itemClass]}`, pictures: [picture], communityId }
		const { id } = await ok<{ id: string }>(await api.call('POST', '/v1/boards', { token: people.dao.token, body }), 201)
		items.push({ id, kind: 'board_post', picture, class: itemClass })
		return id
	}
	privateBoard = await openBoard(privateSoi!.id, 'private')
	const publicBoard = await openBoard(publicSoi!.id, 'control')
	await ok(await api.call('POST', `/v1/boards/${publicBoard}/replies`, { token: people.dao.token, body: { message: `${marks.control} reply` } }), 201)
	await ok(await api.call('POST', `/v1/boards/${privateBoard}/replies`, { token: people.neighbour.token, body: { message: privateReply } }), 201)
	formerMember = { communityId: privateSoi!.id, profileId: people.former.profileId }
	// Fon's connects: one public (a twin), and one the neighbour is accepted by while it is public, then made private.
	const openConnect = async (itemClass: Class) => {
		const picture = (await api.uploadImage(people.fon.token)).url
		const body = { type: 'club', title: `${marks[itemClass]} connect`, overview: `Run club ${marks[itemClass]}`, pictures: [picture], location: siamSquare, province: 'Bangkok' }
		const { id } = await ok<{ id: string }>(await api.call('POST', '/v1/open-tab/connects', { token: people.fon.token, body }), 201)
		items.push({ id, kind: 'connect', picture, class: itemClass })
		await ok(await api.call('POST', `/v1/open-tab/connects/${id}/parts/our-story`, { token: people.fon.token, body: { title: `${marks[itemClass]} story` } }), 201)
		return id
	}
	await openConnect('control')
	const privateConnect = await openConnect('privateConnect')
	await ok(await api.call('PUT', `/v1/open-tab/connects/${privateConnect}/request`, { token: people.neighbour.token, body: {} }), 201)
	await ok(await api.call('POST', `/v1/open-tab/connects/${privateConnect}/requests/${people.neighbour.uuid}/accept`, { token: people.fon.token }))
	await ok(await api.call('PATCH', `/v1/content/connect/${privateConnect}`, { token: people.fon.token, body: { visibility: 'members' } }))

	// Before: the fan follows both shops, likes, goes and collects; Fon's follower saves what they may see;
	// the team's owner saves the team's item. Each in a public collection, hidden items first (its cover).
	const as = (who: Somebody) => ({ token: who.token })
	for (const shop of Object.values(shops)) await ok(await api.call('PUT', `/v1/business-users/${shop.id}/follow`, as(people.fan)))
	await ok(await api.call('PUT', `/v1/profiles/${people.fon.uuid}/follow`, as(people.follower)))
	const collect = async (who: Somebody, chosen: Item[]) => {
		const { id } = await ok<{ id: string }>(await api.call('POST', '/v1/me/collections', { ...as(who), body: { name: `${who.firstName}’s picks`, visibility: 'public' } }), 201)
		for (const item of chosen) await ok(await api.call('PUT', `/v1/collections/${id}/items/${item.id}`, as(who)))
		collectionIds.push(id)
	}
	const fanSees = items.filter((item) => item.class === 'archived' || item.class === 'control' || item.id === deleted)
	for (const item of fanSees) await ok(await api.call('PUT', `/v1/content/${item.kind}/${item.id}/like`, as(people.fan)))
	await ok(await api.call('PUT', `/v1/content/event/${items.find((item) => item.class === 'archived' && item.kind === 'event')!.id}/going`, as(people.fan)))
	await collect(people.fan, fanSees)
	// The fan's cart holds the archived shop's catalogue item and its twin (api/shop: a cart reads through the same rule).
	for (const item of items.filter((candidate) => candidate.kind === 'catalogue' && (candidate.class === 'archived' || candidate.class === 'control'))) {
		await ok(await api.call('POST', '/v1/me/cart/lines', { ...as(people.fan), body: { itemId: item.id, option: '250 g', quantity: 1 } }), 201)
	}
	await collect(people.follower, [...items.filter((item) => item.id === forFollowers || item.id === deleted), ...items.filter((item) => item.class === 'control').slice(0, 1)])
	await collect(people.owner, [...items.filter((item) => item.class === 'team'), ...items.filter((item) => item.class === 'control').slice(0, 1)])
	// The member soon removed follows Dao and the private board, likes it, collects it and replies on it; so does the neighbour, who stays.
	for (const who of [people.former, people.neighbour]) {
		await ok(await api.call('PUT', `/v1/profiles/${people.dao.uuid}/follow`, as(who)))
		await ok(await api.call('PUT', `/v1/boards/${privateBoard}/follow`, as(who)))
		await ok(await api.call('PUT', `/v1/content/board_post/${privateBoard}/like`, as(who)))
		await collect(who, [...items.filter((item) => item.kind === 'board_post'), ...items.filter((item) => item.class === 'control').slice(0, 1)])
	}
	await ok(await api.call('POST', `/v1/boards/${privateBoard}/replies`, { token: people.former.token, body: { message: `${privateReply} again` } }), 201)
	await ok(await api.call('POST', `/v1/boards/${privateBoard}/replies`, { token: people.dao.token, body: { message: `${privateReply} thanks` } }), 201)
	// The fan follows Dao too: a follower of its opener is not a member.
	await ok(await api.call('PUT', `/v1/profiles/${people.dao.uuid}/follow`, as(people.fan)))

	// Trending is worked out while the archived shop's items are public and liked; then the shop is archived and Fon deletes one.
	expect(await refreshTrending(api.db, 0)).toBe(true)
	cellsBefore = await onMapCells()
	expect((await api.call('DELETE', `/v1/content/story/${deleted}`, as(people.fon))).status).toBe(204)
	expect((await api.call('POST', `/v1/business-users/${shops.archived.id}/archive`, owner)).status).toBe(204)
	// The former member is removed from the private community.
	await api.db.delete(communityMembers).where(sql`${communityMembers.communityId} = ${formerMember.communityId} and ${communityMembers.profileId} = ${formerMember.profileId}`)
}, 180_000)

describe('who sees what', () => {
	test('trending’s ranking is older than the archiving: it still holds the archived items (the readers must leave them out)', async () => {
		const { rows } = (await api.db.execute(
			sql`select count(*)::int as n from trending_items t join content_items c on c.id = t.content_item_id where c.owner_business_user_id = ${shops.archived.id}`,
		)) as unknown as { rows: Array<{ n: number }> }
		expect(Number(rows[0]?.n)).toBe(kindsFor('business-user').length)
	})

	test('the map’s cells no longer count the archived and the deleted items', async () => {
		const gone = hiddenItems().filter((item) => (item.class === 'archived' || item.class === 'deleted') && (aroundMeKinds as readonly string[]).includes(item.kind))
		expect(gone.length).toBeGreaterThan(5)
		expect(await onMapCells()).toBe(cellsBefore - gone.length)
	})

	test('no read path shows a hidden item to a former fan, a stranger or a visitor; every read path of content shows what anyone may see', async () => {
		const document = await ok<Document>(await api.call('GET', '/openapi.json'))
		const reads = Object.entries(document.paths).flatMap(([path, item]) => (item.get && path.startsWith('/v1/') && !streamsEvents(item.get) ? [{ path, parameters: item.get.parameters ?? [] }] : []))
		const hidden = hiddenItems().flatMap((item) => [item.id, item.picture, marks[item.class]]).filter(Boolean)
		hidden.push(shops.archived.id, 'Zqarchivedshop', privateReply)
		const controls = [marks.control, ...items.filter((item) => item.class === 'control').flatMap((item) => [item.id, item.picture]).filter(Boolean)]
		const leaks: string[] = []
		const found = new Set<string>()
		let asked = 0
		for (const walker of [people.fan, people.stranger, people.former, null]) {
			for (const { path, parameters } of reads) {
				for (const url of urlsFor(path, parameters)) {
					const answer = await api.call('GET', url, walker ? { token: walker.token } : {})
					asked += 1
					const text = await answer.text()
					expect(answer.status, `${url}: ${text}`).toBeLessThan(500)
					for (const token of hidden) if (text.includes(token) && !url.includes(token)) leaks.push(`${walker?.firstName ?? 'a visitor'}: ${url} shows ${token}`)
					if (walker === people.fan && controls.some((token) => text.includes(token) && !url.includes(token))) found.add(path)
				}
			}
		}
		expect(leaks).toEqual([])
		expect(asked).toBeGreaterThan(1000)
		// Each read path of content found the twins anyone may see, with the same values that found no hidden one.
		const contentReads = [
			'/v1/around-me',
			'/v1/boards',
			'/v1/boards/{id}',
			'/v1/boards/{id}/replies',
			'/v1/content/board_post/{id}',
			'/v1/around-me/map',
			'/v1/business-users/{id}/content',
			'/v1/business-users/{id}/page',
			'/v1/collections',
			'/v1/collections/{id}',
			'/v1/collections/{id}/items',
			'/v1/feed',
			'/v1/feed/search',
			'/v1/me/collections',
			'/v1/me/cart',
			'/v1/search',
			'/v1/today',
			'/v1/home',
			'/v1/trending',
			'/v1/content/connect/{id}',
			'/v1/open-tab/connects',
			'/v1/open-tab/connects/{id}',
			'/v1/open-tab/people',
			...kindsFor('business-user').flatMap((kind) => [`/v1/content/${kind}/{id}`, `/v1/business-users/{id}/content/${kind}`]),
		]
		expect(contentReads.filter((path) => !found.has(path))).toEqual([])
	}, 600_000)

	test('the private board’s members find it: its page and replies, the boards lists, collections, search, the feed’s new replies', async () => {
		const board = items.find((item) => item.class === 'private')!
		for (const member of [people.neighbour, people.dao]) {
			const as = { token: member.token }
			const page = await ok<{ board: { id: string }; replies: { items: Array<{ message: string }> } }>(await api.call('GET', `/v1/boards/${board.id}`, as))
			expect(page.replies.items.map((reply) => reply.message)).toContain(privateReply)
			await ok(await api.call('GET', `/v1/content/board_post/${board.id}`, as))
			const text = async (url: string) => {
				const answer = await api.call('GET', url, as)
				expect(answer.status, url).toBe(200)
				return answer.text()
			}
			// Trending is of what anyone may see: not a private community's. Search finds it for its members.
			for (const url of ['/v1/boards?list=recent', '/v1/boards?list=following', `/v1/collections/${collectionIds.at(-1)}/items`, `/v1/search?q=${marks.private}`, `/v1/search?q=${marks.private}&kind=board_post`]) {
				expect(await text(url), url).toContain(board.id)
			}
		}
		// The neighbour follows the board: its new replies are in their feed (read above by its page: so a new one).
		await ok(await api.call('POST', `/v1/boards/${board.id}/replies`, { token: people.dao.token, body: { message: 'One more' } }), 201)
		const feed = await ok<{ boardNews?: Array<{ boardId: string }> }>(await api.call('GET', '/v1/feed', { token: people.neighbour.token }))
		expect(feed.boardNews?.map((news) => news.boardId)).toEqual([board.id])
		// The removed member, who follows the board, is told of nothing.
		expect((await ok<{ boardNews?: unknown[] }>(await api.call('GET', '/v1/feed', { token: people.former.token }))).boardNews).toEqual([])
		for (const who of [people.former, people.stranger]) {
			expect((await api.call('POST', `/v1/boards/${board.id}/replies`, { token: who.token, body: { message: 'Hello?' } })).status).toBe(404)
			expect((await api.call('PUT', `/v1/boards/${board.id}/follow`, { token: who.token })).status).toBe(404)
			expect((await api.call('PATCH', `/v1/boards/${board.id}`, { token: who.token, body: { title: 'Mine' } })).status).toBe(404)
		}
	})

	test('the person a private connect accepted still sees it: its page, its about us, and its members', async () => {
		const connect = items.find((item) => item.class === 'privateConnect')!
		const page = await ok<{ connect: { visibility: string }; parts: { 'our-story': Array<{ title: string }> }; members: Array<{ profileUuid: string }> }>(
			await api.call('GET', `/v1/open-tab/connects/${connect.id}`, { token: people.neighbour.token }),
		)
		expect(page.connect.visibility).toBe('members')
		expect(page.parts['our-story'].map((entry) => entry.title)).toEqual([`${marks.privateConnect} story`])
		await ok(await api.call('GET', `/v1/content/connect/${connect.id}`, { token: people.neighbour.token }))
		// Nobody else may ask to connect to it, nor change it.
		expect((await api.call('PUT', `/v1/open-tab/connects/${connect.id}/request`, { token: people.stranger.token, body: {} })).status).toBe(404)
		expect((await api.call('PATCH', `/v1/content/connect/${connect.id}`, { token: people.neighbour.token, body: { title: 'Mine' } })).status).toBe(403)
	})

	test('nobody likes, goes to or collects a hidden item, nor follows an archived business user', async () => {
		const fan = { token: people.fan.token }
		for (const item of hiddenItems()) {
			expect((await api.call('PUT', `/v1/content/${item.kind}/${item.id}/like`, fan)).status).toBe(404)
			expect((await api.call('PUT', `/v1/collections/${collectionIds[0]}/items/${item.id}`, fan)).status).toBe(404)
			if (item.kind === 'event') expect((await api.call('PUT', `/v1/content/event/${item.id}/going`, fan)).status).toBe(404)
		}
		expect((await api.call('PUT', `/v1/business-users/${shops.archived.id}/follow`, { token: people.stranger.token })).status).toBe(404)
	})

	test('restoring a business user (an operator’s change of one column) brings its items back everywhere, the map’s cells too', async () => {
		await api.db.execute(sql`update business_users set archived_at = null where id = ${shops.archived.id}`)
		const archived = items.filter((item) => item.class === 'archived')
		for (const item of archived) await ok(await api.call('GET', `/v1/content/${item.kind}/${item.id}`, { token: people.stranger.token }))
		expect(await onMapCells()).toBe(cellsBefore - 1)
		expect((await api.call('POST', `/v1/business-users/${shops.archived.id}/archive`, { token: people.owner.token })).status).toBe(204)
		expect(await onMapCells()).toBe(cellsBefore - 1 - archived.filter((item) => (aroundMeKinds as readonly string[]).includes(item.kind)).length)
	})
})

/**
 * Every URL of a read worth asking: each path parameter given every id that could bring up a hidden item
 * (or its twin), and every combination of the values of its query parameters that could find one.
 */
function urlsFor(template: string, parameters: Parameter[]): string[] {
	const segments = template.split('/')
	const pathValues = (name: string): string[] => {
		const before = segments[segments.indexOf(`{${name}}`) - 1] ?? ''
		if (name === 'uuid') return [people.fon.uuid, people.owner.uuid, people.dao.uuid]
		if (before === 'business-users') return [shops.archived.id, shops.team.id]
		if (before === 'business-accounts') return [account.id]
		if (before === 'collections') return collectionIds
		if (before === 'boards') return items.filter((item) => item.kind === 'board_post').map((item) => item.id)
		if (before === 'connects') return items.filter((item) => item.kind === 'connect').map((item) => item.id)
		const ofKind = items.filter((item) => item.kind === before)
		return ofKind.length > 0 ? ofKind.map((item) => item.id) : [randomUUID()]
	}
	const box = [siamSquare.lng - 0.02, siamSquare.lat - 0.02, siamSquare.lng + 0.02, siamSquare.lat + 0.02].map((degrees) => degrees.toFixed(4)).join(',')
	const queryValues = (parameter: Parameter): Array<string | undefined> => {
		const given = (() => {
			switch (parameter.name) {
				case 'near':
					return [`${siamSquare.lat},${siamSquare.lng}`]
				case 'box':
					return [box]
				case 'q':
					return Object.values(marks)
				case 'zoom':
					return ['6', '14', '17']
				case 'radiusKm':
					return ['20']
				case 'contains':
					return items.map((item) => item.id)
				case 'limit':
					return parameter.schema?.maximum !== undefined ? [String(parameter.schema.maximum)] : []
				default:
					return parameter.schema?.enum ?? parameter.schema?.anyOf?.flatMap((option) => option.enum ?? []) ?? []
			}
		})()
		return parameter.required ? given : [undefined, ...given]
	}
	let urls = [template]
	for (const parameter of parameters.filter((each) => each.in === 'path')) {
		urls = urls.flatMap((url) => pathValues(parameter.name).map((value) => url.replace(`{${parameter.name}}`, value)))
	}
	let queries: Array<Array<[string, string]>> = [[]]
	for (const parameter of parameters.filter((each) => each.in === 'query')) {
		queries = queries.flatMap((pairs) => queryValues(parameter).map((value): Array<[string, string]> => (value === undefined ? pairs : [...pairs, [parameter.name, value]])))
	}
	return urls.flatMap((url) => queries.map((pairs) => (pairs.length > 0 ? `${url}?${new URLSearchParams(pairs)}` : url)))
}
