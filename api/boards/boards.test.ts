import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { communities, communityMembers } from '#api/db/schema.ts'
import { ok } from '#api/testing/ok.ts'
import type { Somebody } from '#api/testing/harness.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { Board, BoardListPage, BoardPage, BoardReply, ReplyPage } from '#contracts/board.ts'
import type { FeedPage } from '#contracts/social/feed.ts'

// Boards (docs/product.md#boards, api/boards): opening one alone or in a community, replies numbered
// without gaps and paged by number, changing and deleting one's own, moderators removing, following and
// the feed's new replies. Who sees a private community's boards on every read path is
// api/content/visibility.test.ts's.

const api = useHarness()

type Role = 'owner' | 'moderator' | 'member'
/** A community made in the database (its own API is another area's), with these active members. */
async function community(visibility: 'public' | 'private', members: Array<[Somebody, Role]>) {
	const [row] = await api.db.insert(communities).values({ name: `Soi ${Math.floor(Math.random() * 1000)} neighbours`, visibility }).returning()
	await api.db.insert(communityMembers).values(members.map(([who, role]) => ({ communityId: row!.id, profileId: who.profileId, role, status: 'active' as const, joinedAt: new Date() })))
	return row!.id
}

const as = (who: Somebody) => ({ token: who.token })
const open = async (who: Somebody, body: Record<string, unknown>) => ok<Board>(await api.call('POST', '/v1/boards', { ...as(who), body: { message: 'Who knows?', ...body } }), 201)
const replyOn = async (who: Somebody, id: string, message: string) => ok<BoardReply>(await api.call('POST', `/v1/boards/${id}/replies`, { ...as(who), body: { message } }), 201)
const read = async (who: Somebody, id: string, query = '') => ok<BoardPage>(await api.call('GET', `/v1/boards/${id}${query}`, as(who)))
const status = async (method: string, path: string, who: Somebody | null, body?: unknown) => (await api.call(method, path, { ...(who ? as(who) : {}), ...(body ? { body } : {}) })).status

describe('opening a board', () => {
	test('alone, with pictures: published at once, its opener follows it; in a community only its members (403), an unknown community 404', async () => {
		const [niran, mallory] = [await api.somebody('Niran'), await api.somebody('Mallory')]
		const picture = (await api.uploadImage(niran.token)).url
		const board = await open(niran, { title: 'Where to park on market day?', message: 'The soi is full\non Sundays', pictures: [picture] })
		expect(board).toMatchObject({ title: 'Where to park on market day?', message: 'The soi is full\non Sundays', pictures: [picture], community: null, following: true, canEdit: true, canRemove: false, canReply: true, replyCount: 0, lastReplyNo: 0 })
		expect(board.author?.profileUuid).toBe(niran.uuid)
		// Anyone signed in reads it; a visitor does not.
		expect((await read(mallory, board.id)).board).toMatchObject({ id: board.id, canEdit: false, following: false, canReply: true })
		expect(await status('GET', `/v1/boards/${board.id}`, null)).toBe(401)

		const soi = await community('public', [[niran, 'owner']])
		const inSoi = await open(niran, { title: 'Water off on Friday', communityId: soi })
		expect(inSoi.community).toMatchObject({ id: soi })
		expect(await status('POST', '/v1/boards', mallory, { title: 'Spam', message: 'Buy now', communityId: soi })).toBe(403)
		expect(await status('POST', '/v1/boards', mallory, { title: 'Spam', message: 'Buy now', communityId: crypto.randomUUID() })).toBe(404)
		// A public community's board is seen by all, answered by its members alone.
		expect((await read(mallory, inSoi.id)).board).toMatchObject({ canReply: false })
		expect(await status('POST', `/v1/boards/${inSoi.id}/replies`, mallory, { message: 'Me too' })).toBe(403)
		// Pictures only from our uploads; too long a title refused; nothing stored.
		expect(await status('POST', '/v1/boards', niran, { title: 'x', message: 'y', pictures: ['https://evil.test/a.jpg'] })).toBe(400)
		expect(await status('POST', '/v1/boards', niran, { title: 'x'.repeat(151), message: 'y' })).toBe(400)
		expect((await ok<BoardListPage>(await api.call('GET', '/v1/boards?list=mine', as(niran)))).items.map((item) => item.id)).toEqual([inSoi.id, board.id])
	})

	test('the communities one may open a board in: those one is an active member of', async () => {
		const [niran, fon] = [await api.somebody('Niran'), await api.somebody('Fon')]
		const soi = await community('private', [[niran, 'owner']])
		await api.db.insert(communityMembers).values({ communityId: soi, profileId: fon.profileId, status: 'requested' })
		expect((await ok<{ items: Array<{ id: string }> }>(await api.call('GET', '/v1/me/board-communities', as(niran)))).items.map((item) => item.id)).toEqual([soi])
		expect((await ok<{ items: unknown[] }>(await api.call('GET', '/v1/me/board-communities', as(fon)))).items).toEqual([])
	})
})

describe('replies', () => {
	test('ten replies at once are numbered 1 to 10, without gaps; the count and last reply kept', async () => {
		const niran = await api.somebody('Niran')
		const others = await Promise.all([0, 1, 2, 3, 4].map((index) => api.somebody(`Neighbour${index}`)))
		const board = await open(niran, { title: 'Night market' })
		const replies = await Promise.all(Array.from({ length: 10 }, (_, index) => replyOn(others[index % others.length]!, board.id, `Reply ${index}`)))
		expect(replies.map((reply) => reply.no).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
		const { board: after } = await read(niran, board.id)
		expect(after).toMatchObject({ replyCount: 10, lastReplyNo: 10 })
		expect(after.lastReplyAt).not.toBeNull()
	})

	test('paged by number, newest last: the newest page, then older and newer ones by keyset', async () => {
		const niran = await api.somebody('Niran')
		const board = await open(niran, { title: 'Long thread' })
		for (let index = 1; index <= 7; index += 1) await replyOn(niran, board.id, `Reply ${index}`)
		const newest = (await read(niran, board.id, '?limit=3')).replies
		expect(newest.items.map((reply) => reply.no)).toEqual([5, 6, 7])
		expect(newest).toMatchObject({ older: 5, newer: null })
		const older = await ok<ReplyPage>(await api.call('GET', `/v1/boards/${board.id}/replies?before=5&limit=3`, as(niran)))
		expect(older.items.map((reply) => reply.message)).toEqual(['Reply 2', 'Reply 3', 'Reply 4'])
		expect(older).toMatchObject({ older: 2, newer: 4 })
		const first = await ok<ReplyPage>(await api.call('GET', `/v1/boards/${board.id}/replies?before=2&limit=3`, as(niran)))
		expect(first).toMatchObject({ older: null, newer: 1 })
		expect(first.items.map((reply) => reply.no)).toEqual([1])
		const next = await ok<ReplyPage>(await api.call('GET', `/v1/boards/${board.id}/replies?after=4&limit=2`, as(niran)))
		expect(next.items.map((reply) => reply.no)).toEqual([5, 6])
		expect(next).toMatchObject({ older: 5, newer: 6 })
		expect((await ok<ReplyPage>(await api.call('GET', `/v1/boards/${board.id}/replies?after=7`, as(niran)))).items).toEqual([])
		expect(await status('GET', `/v1/boards/${board.id}/replies?limit=51`, niran)).toBe(400)
		expect(await status('GET', `/v1/boards/${board.id}/replies?after=-1`, niran)).toBe(400)
	})
})

describe('changing and taking away', () => {
	test('one changes and deletes one’s own board and reply; others 403; a deleted reply keeps its number', async () => {
		const [niran, fon] = [await api.somebody('Niran'), await api.somebody('Fon')]
		const board = await open(niran, { title: 'Lost cat' })
		const reply = await replyOn(fon, board.id, 'I saw it')
		expect(await status('PATCH', `/v1/boards/${board.id}`, fon, { title: 'Mine now' })).toBe(403)
		expect(await status('DELETE', `/v1/boards/${board.id}`, fon)).toBe(403)
		expect(await status('PATCH', `/v1/boards/${board.id}/replies/${reply.no}`, niran, { message: 'Not yours' })).toBe(403)
		expect(await status('DELETE', `/v1/boards/${board.id}/replies/${reply.no}`, niran)).toBe(403)
		expect(await status('PATCH', `/v1/boards/${board.id}/replies/99`, fon, { message: 'x' })).toBe(404)
		expect(await status('PATCH', `/v1/boards/${board.id}/replies/abc`, fon, { message: 'x' })).toBe(404)

		const changed = await ok<Board>(await api.call('PATCH', `/v1/boards/${board.id}`, { ...as(niran), body: { title: 'Lost cat (found)' } }))
		expect(changed).toMatchObject({ title: 'Lost cat (found)', message: 'Who knows?' })
		expect(changed.editedAt).not.toBeNull()
		// Changed by the content module's own route, it shows as edited too.
		const other = await open(niran, { title: 'Found keys' })
		expect(other.editedAt).toBeNull()
		const viaContent = await ok<{ details: { editedAt: string | null } }>(await api.call('PATCH', `/v1/content/board_post/${other.id}`, { ...as(niran), body: { title: 'Found keys (given back)' } }))
		expect(viaContent.details.editedAt).not.toBeNull()
		expect((await read(niran, other.id)).board.editedAt).toBe(viaContent.details.editedAt)
		const edited = await ok<BoardReply>(await api.call('PATCH', `/v1/boards/${board.id}/replies/${reply.no}`, { ...as(fon), body: { message: 'I saw it at the 7-Eleven' } }))
		expect(edited).toMatchObject({ message: 'I saw it at the 7-Eleven', state: 'shown' })
		expect(edited.editedAt).not.toBeNull()
		expect(await status('DELETE', `/v1/boards/${board.id}/replies/${reply.no}`, fon)).toBe(204)
		const page = await read(niran, board.id)
		expect(page.replies.items).toEqual([expect.objectContaining({ no: 1, state: 'deleted', message: '', canEdit: false })])
		expect(page.board.replyCount).toBe(0)
		expect(await status('DELETE', `/v1/boards/${board.id}/replies/${reply.no}`, fon)).toBe(404)

		expect(await status('DELETE', `/v1/boards/${board.id}`, niran)).toBe(204)
		for (const who of [niran, fon]) expect(await status('GET', `/v1/boards/${board.id}`, who)).toBe(404)
		expect(await status('POST', `/v1/boards/${board.id}/replies`, fon, { message: 'Hello?' })).toBe(404)
	})

	test('a moderator of the board’s community removes a board or a reply; a member cannot remove others’', async () => {
		const [owner, moderator, member, other] = [await api.somebody('Niran'), await api.somebody('Moddy'), await api.somebody('Pim'), await api.somebody('Lek')]
		const soi = await community('private', [
			[owner, 'owner'],
			[moderator, 'moderator'],
			[member, 'member'],
			[other, 'member'],
		])
		const board = await open(member, { title: 'Noise at night', communityId: soi })
		const reply = await replyOn(other, board.id, 'Rude words')
		expect((await read(moderator, board.id)).board).toMatchObject({ canRemove: true, canEdit: false })
		expect((await read(other, board.id)).replies.items[0]).toMatchObject({ canRemove: false, canEdit: true })
		expect(await status('DELETE', `/v1/boards/${board.id}/replies/${reply.no}`, member)).toBe(403)
		expect(await status('PATCH', `/v1/boards/${board.id}/replies/${reply.no}`, moderator, { message: 'Changed by a moderator' })).toBe(403)
		expect(await status('DELETE', `/v1/boards/${board.id}/replies/${reply.no}`, moderator)).toBe(204)
		expect((await read(member, board.id)).replies.items[0]).toMatchObject({ state: 'removed', message: '' })

		const other2 = await open(other, { title: 'Selling a fridge', communityId: soi })
		expect(await status('DELETE', `/v1/boards/${other2.id}`, member)).toBe(403)
		expect(await status('DELETE', `/v1/boards/${other2.id}`, owner)).toBe(204)
		expect(await status('GET', `/v1/boards/${other2.id}`, other)).toBe(404)

		// A member removed from the community no longer sees its boards, nor replies.
		await api.db.delete(communityMembers).where(and(eq(communityMembers.communityId, soi), eq(communityMembers.profileId, other.profileId)))
		expect(await status('GET', `/v1/boards/${board.id}`, other)).toBe(404)
		expect(await status('POST', `/v1/boards/${board.id}/replies`, other, { message: 'Still here?' })).toBe(404)
		expect(await status('PUT', `/v1/boards/${board.id}/follow`, other)).toBe(404)
	})
})

describe('following', () => {
	test('a followed board’s new replies show in the feed, newest first, until it is read; the unread count on the list', async () => {
		const [niran, fon, lek] = [await api.somebody('Niran'), await api.somebody('Fon'), await api.somebody('Lek')]
		const quiet = await open(niran, { title: 'Quiet board' })
		const busy = await open(niran, { title: 'Busy board' })
		await replyOn(fon, quiet.id, 'One')
		await replyOn(fon, busy.id, 'One')
		await replyOn(lek, busy.id, 'Two')
		// Lek follows the quiet board after its reply: nothing unread.
		expect(await ok(await api.call('PUT', `/v1/boards/${quiet.id}/follow`, as(lek)))).toEqual({ following: true })
		const feed = await ok<FeedPage>(await api.call('GET', '/v1/feed', as(niran)))
		expect(feed.boardNews).toEqual([expect.objectContaining({ boardId: busy.id, title: 'Busy board', newReplies: 2 }), expect.objectContaining({ boardId: quiet.id, newReplies: 1 })])
		expect((await ok<FeedPage>(await api.call('GET', '/v1/feed', as(lek)))).boardNews).toEqual([])
		// Lek's own reply is read by Lek.
		await replyOn(lek, quiet.id, 'Two')
		expect((await ok<FeedPage>(await api.call('GET', '/v1/feed', as(lek)))).boardNews).toEqual([])

		const following = await ok<BoardListPage>(await api.call('GET', '/v1/boards?list=following', as(niran)))
		expect(following.items.map((item) => [item.title, item.unread])).toEqual([
			['Quiet board', 2],
			['Busy board', 2],
		])
		// Opening the busy board reads it.
		expect((await read(niran, busy.id)).board.unread).toBe(2)
		expect((await read(niran, busy.id)).board.unread).toBe(0)
		expect((await ok<FeedPage>(await api.call('GET', '/v1/feed', as(niran)))).boardNews?.map((news) => news.boardId)).toEqual([quiet.id])
		// Unfollowing takes it off.
		expect(await ok(await api.call('DELETE', `/v1/boards/${quiet.id}/follow`, as(niran)))).toEqual({ following: false })
		expect((await ok<FeedPage>(await api.call('GET', '/v1/feed', as(niran)))).boardNews).toEqual([])
		// A board deleted leaves the feed and the lists.
		await replyOn(fon, busy.id, 'Three')
		await api.call('DELETE', `/v1/boards/${busy.id}`, as(niran))
		expect((await ok<FeedPage>(await api.call('GET', '/v1/feed', as(niran)))).boardNews).toEqual([])
		expect((await ok<BoardListPage>(await api.call('GET', '/v1/boards?list=following', as(niran)))).items).toEqual([])
	})

	test('the lists page by keyset; recent holds public boards and one’s communities’ boards, not others’ private ones', async () => {
		const [niran, fon] = [await api.somebody('Niran'), await api.somebody('Fon')]
		const mine = await community('private', [[niran, 'owner']])
		const theirs = await community('private', [[fon, 'owner']])
		const opened: string[] = []
		for (let index = 0; index < 5; index += 1) opened.push((await open(niran, { title: `Board ${index}`, communityId: index === 4 ? mine : null })).id)
		const hidden = await open(fon, { title: 'Fon’s private board', communityId: theirs })
		const seen: string[] = []
		let cursor: string | null = null
		do {
			const page: BoardListPage = await ok<BoardListPage>(await api.call('GET', `/v1/boards?list=recent&limit=2${cursor ? `&cursor=${cursor}` : ''}`, as(niran)))
			seen.push(...page.items.map((item) => item.id))
			cursor = page.nextCursor
		} while (cursor)
		expect(seen).toEqual(expect.arrayContaining(opened))
		expect(seen).not.toContain(hidden.id)
		expect(new Set(seen).size).toBe(seen.length)
		expect(await status('GET', '/v1/boards?list=recent&cursor=junk', niran)).toBe(400)
	})
})
