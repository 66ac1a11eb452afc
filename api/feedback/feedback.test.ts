import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { useHarness } from '#api/testing/use-harness.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import type { BackOfficeFeedback, BackOfficeFeedbackList, Feedback, FeedbackList } from '#contracts/feedback.ts'
import type { Me } from '#contracts/me.ts'

// Feedback (docs/product.md#feedback): seen by its sender and the operators only; the operators answer
// and close it through the back-office API, and the sender is told on their next page.

const api = useHarness()
const operator = () => ({ headers: { Authorization: `Bearer ${api.operatorToken}` } })
const send = (token: string, body: object = { subject: 'The map is slow', message: 'It takes\nten seconds.' }, headers: Record<string, string> = {}) =>
	api.call('POST', '/v1/feedback', { token, body, headers })
const me = async (token: string) => ok<Me>(await api.call('GET', '/v1/me', { token }))

describe('feedback', () => {
	test('a person sends feedback with a picture and the page it is about, and sees it among theirs, newest first', async () => {
		const dao = await api.somebody('Dao')
		const picture = await api.uploadImage(dao.token)
		const sent = await ok<Feedback>(await send(dao.token, { subject: '  Map ', message: 'Slow\r\non phones', pictureUrl: picture.url, page: '/around-me?tab=map', locale: 'th' }), 201)
		expect(sent).toMatchObject({ subject: 'Map', message: 'Slow\non phones', pictureUrl: picture.url, page: '/around-me?tab=map', locale: 'th', status: 'open', replies: [] })
		const second = await ok<Feedback>(await send(dao.token, { subject: 'Thanks', message: 'Nice app', page: '' }), 201)
		expect(second.page).toBeNull()
		const mine = await ok<FeedbackList>(await api.call('GET', '/v1/feedback', { token: dao.token }))
		expect(mine.items.map((item) => item.id)).toEqual([second.id, sent.id])
		expect(mine.nextCursor).toBeNull()
		expect(await ok<Feedback>(await api.call('GET', `/v1/feedback/${sent.id}`, { token: dao.token }))).toEqual(sent)
	})

	test('the page is a path of ours, the picture one of our uploads, the texts within their limits', async () => {
		const dao = await api.somebody('Dao')
		for (const page of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'around-me', 'javascript:alert(1)', '/a b', `/${'a'.repeat(300)}`]) {
			await problemOf(await send(dao.token, { subject: 'S', message: 'M', page }), 400, 'validation_failed')
		}
		await problemOf(await send(dao.token, { subject: 'S', message: 'M', pictureUrl: 'https://evil.test/pixel.png' }), 400, 'validation_failed')
		await problemOf(await send(dao.token, { subject: 'x'.repeat(121), message: 'M' }), 400, 'validation_failed')
		await problemOf(await send(dao.token, { subject: 'S', message: 'x'.repeat(4001) }), 400, 'validation_failed')
		await problemOf(await send(dao.token, { subject: ' ', message: 'M' }), 400, 'validation_failed')
		expect((await ok<FeedbackList>(await api.call('GET', '/v1/feedback', { token: dao.token }))).items).toEqual([])
	})

	test('sent twice with the same Idempotency-Key, it is made once', async () => {
		const dao = await api.somebody('Dao')
		const key = randomUUID()
		const first = await ok<Feedback>(await send(dao.token, undefined, { 'Idempotency-Key': key }), 201)
		const again = await send(dao.token, undefined, { 'Idempotency-Key': key })
		expect(again.headers.get('Idempotent-Replayed')).toBe('true')
		expect((await ok<Feedback>(again, 201)).id).toBe(first.id)
		expect((await ok<FeedbackList>(await api.call('GET', '/v1/feedback', { token: dao.token }))).items).toHaveLength(1)
	})

	test('feedback is only its sender’s and the operators’: anyone else gets 404 reading and replying, and it is not in their list', async () => {
		const dao = await api.somebody('Dao')
		const mallory = await api.somebody('Mallory')
		const sent = await ok<Feedback>(await send(dao.token), 201)
		await problemOf(await api.call('GET', `/v1/feedback/${sent.id}`, { token: mallory.token }), 404, 'not_found')
		await problemOf(await api.call('POST', `/v1/feedback/${sent.id}/replies`, { token: mallory.token, body: { message: 'Me too' } }), 404, 'not_found')
		await problemOf(await api.call('GET', '/v1/feedback/not-a-uuid', { token: dao.token }), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/feedback/${randomUUID()}`, { token: dao.token }), 404, 'not_found')
		expect((await ok<FeedbackList>(await api.call('GET', '/v1/feedback', { token: mallory.token }))).items).toEqual([])
		expect((await api.call('GET', `/v1/feedback/${sent.id}`)).status).toBe(401)
		expect((await ok<Feedback>(await api.call('GET', `/v1/feedback/${sent.id}`, { token: dao.token }))).replies).toEqual([])
	})

	test('operators answer (the person is told on their next page, once) and close (no more replies); the sender’s reply opens an answered one again', async () => {
		const dao = await api.somebody('Dao')
		const sent = await ok<Feedback>(await send(dao.token, { subject: 'Dark mode?', message: 'Please' }), 201)
		expect((await me(dao.token)).notifications).toEqual([])

		const open = await ok<BackOfficeFeedbackList>(await api.call('GET', '/backoffice/v1/feedback', operator()))
		expect(open.items.find((item) => item.id === sent.id)).toMatchObject({ status: 'open', sender: { uuid: dao.uuid, name: 'Dao Suksai', email: dao.email } })
		const answered = await ok<BackOfficeFeedback>(await api.call('POST', `/backoffice/v1/feedback/${sent.id}/answers`, { ...operator(), body: { message: 'Coming in May.' } }), 201)
		expect(answered).toMatchObject({ status: 'answered', replies: [{ author: 'team', body: 'Coming in May.' }] })
		expect((await ok<BackOfficeFeedbackList>(await api.call('GET', '/backoffice/v1/feedback?status=answered', operator()))).items.map((item) => item.id)).toContain(sent.id)

		// The person is told, with what the message needs; once seen, not again.
		const told = (await me(dao.token)).notifications
		expect(told).toEqual([expect.objectContaining({ kind: 'feedback_answered', data: { feedbackId: sent.id, subject: 'Dark mode?' } })])
		const mallory = await api.somebody('Mallory')
		expect((await api.call('POST', '/v1/me/notifications/seen', { token: mallory.token, body: { ids: [told[0]!.id] } })).status).toBe(204)
		expect((await me(dao.token)).notifications).toHaveLength(1)
		expect((await api.call('POST', '/v1/me/notifications/seen', { token: dao.token, body: { ids: [told[0]!.id] } })).status).toBe(204)
		expect((await me(dao.token)).notifications).toEqual([])

		// The person answers back: open again, the conversation in order.
		const replied = await ok<Feedback>(await api.call('POST', `/v1/feedback/${sent.id}/replies`, { token: dao.token, body: { message: 'Thank you!' } }), 201)
		expect(replied.status).toBe('open')
		expect(replied.replies.map((reply) => [reply.author, reply.body])).toEqual([
			['team', 'Coming in May.'],
			['person', 'Thank you!'],
		])

		// Closed: the person is told, and neither they nor the team can add to it; closing again changes nothing.
		expect((await ok<BackOfficeFeedback>(await api.call('POST', `/backoffice/v1/feedback/${sent.id}/close`, operator()))).status).toBe('closed')
		expect((await ok<BackOfficeFeedback>(await api.call('POST', `/backoffice/v1/feedback/${sent.id}/close`, operator()))).status).toBe('closed')
		expect((await me(dao.token)).notifications.map((notification) => notification.kind)).toEqual(['feedback_closed'])
		await problemOf(await api.call('POST', `/v1/feedback/${sent.id}/replies`, { token: dao.token, body: { message: 'One more thing' } }), 409, 'feedback_closed')
		await problemOf(await api.call('POST', `/backoffice/v1/feedback/${sent.id}/answers`, { ...operator(), body: { message: 'Late' } }), 409, 'feedback_closed')
		const read = await ok<Feedback>(await api.call('GET', `/v1/feedback/${sent.id}`, { token: dao.token }))
		expect(read).toMatchObject({ status: 'closed' })
		expect(read.replies).toHaveLength(2)
		// Opening the feedback marked what they were told of it seen.
		expect((await me(dao.token)).notifications).toEqual([])
	})

	test('the back office’s feedback is for operators only: no token, a wrong one, or a person’s access token get 401', async () => {
		const dao = await api.somebody('Dao')
		const sent = await ok<Feedback>(await send(dao.token), 201)
		for (const [method, path, body] of [
			['GET', '/backoffice/v1/feedback', undefined],
			['GET', `/backoffice/v1/feedback/${sent.id}`, undefined],
			['POST', `/backoffice/v1/feedback/${sent.id}/answers`, { message: 'Hi' }],
			['POST', `/backoffice/v1/feedback/${sent.id}/close`, undefined],
		] as const) {
			await problemOf(await api.call(method, path, { body }), 401, 'unauthenticated')
			await problemOf(await api.call(method, path, { token: dao.token, body }), 401, 'unauthenticated')
			await problemOf(await api.call(method, path, { body, headers: { Authorization: 'Bearer wrong-token-wrong-token-wrong-token' } }), 401, 'unauthenticated')
		}
		const read = await ok<Feedback>(await api.call('GET', `/v1/feedback/${sent.id}`, { token: dao.token }))
		expect(read).toMatchObject({ status: 'open', replies: [] })
		expect((await me(dao.token)).notifications).toEqual([])
		await problemOf(await api.call('GET', `/backoffice/v1/feedback/${randomUUID()}`, operator()), 404, 'not_found')
		await problemOf(await api.call('POST', '/backoffice/v1/feedback/not-a-uuid/close', operator()), 404, 'not_found')
	})

	test('my feedback and the back office’s lists come in pages', async () => {
		const dao = await api.somebody('Dao')
		for (let n = 0; n < 21; n++) await ok(await send(dao.token, { subject: `Idea ${n}`, message: 'M' }), 201)
		const first = await ok<FeedbackList>(await api.call('GET', '/v1/feedback', { token: dao.token }))
		expect(first.items).toHaveLength(20)
		const second = await ok<FeedbackList>(await api.call('GET', `/v1/feedback?cursor=${first.nextCursor}`, { token: dao.token }))
		expect(second.items).toHaveLength(1)
		expect(second.nextCursor).toBeNull()
		// Every one once, newest first (two sent within the clock's tick are in either order).
		const subjects = [...first.items, ...second.items].map((item) => item.subject)
		expect(new Set(subjects)).toEqual(new Set(Array.from({ length: 21 }, (_, n) => `Idea ${n}`)))
		const times = [...first.items, ...second.items].map((item) => item.createdAt)
		expect(times).toEqual([...times].sort().reverse())
		await problemOf(await api.call('GET', '/v1/feedback?cursor=junk', { token: dao.token }), 400, 'validation_failed')
		const all: string[] = []
		let cursor: string | null = ''
		while (cursor !== null) {
			const page: BackOfficeFeedbackList = await ok<BackOfficeFeedbackList>(await api.call('GET', `/backoffice/v1/feedback${cursor ? `?cursor=${cursor}` : ''}`, operator()))
			all.push(...page.items.map((item) => item.id))
			cursor = page.nextCursor
		}
		expect(new Set(all).size).toBe(all.length)
		expect(all.length).toBeGreaterThanOrEqual(21)
	})
})
