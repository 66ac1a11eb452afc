import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { useHarness } from '#api/testing/use-harness.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import type { Me } from '#contracts/me.ts'
import { MAX_NOTIFICATIONS_SHOWN } from '#contracts/notifications.ts'
import { notify } from './service.ts'

// What a person is told (docs/product.md#notifications): the unseen come with GET /v1/me, the oldest
// first and a few at a time; marking them seen is the person's own. (Feedback's answers and closing
// write them: api/feedback/feedback.test.ts.)

const api = useHarness()
const unseen = async (token: string) => (await ok<Me>(await api.call('GET', '/v1/me', { token }))).notifications

describe('notifications', () => {
	test('come with GET /v1/me, the oldest first, a few at a time, until marked seen; only one’s own can be marked', async () => {
		const dao = await api.somebody('Dao')
		const mallory = await api.somebody('Mallory')
		expect(await unseen(dao.token)).toEqual([])
		for (let n = 0; n < MAX_NOTIFICATIONS_SHOWN + 2; n++) {
			await notify(api.db, dao.profileId, 'feedback_answered', { feedbackId: randomUUID(), subject: `Idea ${n}` })
			// Apart in time (the embedded database's clock may give two at once the same time, and then either comes first).
			await new Promise((resolve) => setTimeout(resolve, 5))
		}
		const first = await unseen(dao.token)
		expect(first.map((notification) => notification.data.subject)).toEqual(['Idea 0', 'Idea 1', 'Idea 2', 'Idea 3', 'Idea 4'])
		// When, as an ISO time in UTC, within this test's few seconds.
		for (const { createdAt } of first) {
			expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
			expect(Math.abs(Date.parse(createdAt) - Date.now())).toBeLessThan(60_000)
		}
		expect(await unseen(mallory.token)).toEqual([])

		// Someone else's ids change nothing; the person's own are seen and the next come.
		expect((await api.call('POST', '/v1/me/notifications/seen', { token: mallory.token, body: { ids: first.map((notification) => notification.id) } })).status).toBe(204)
		expect(await unseen(dao.token)).toEqual(first)
		expect((await api.call('POST', '/v1/me/notifications/seen', { token: dao.token, body: { ids: first.map((notification) => notification.id) } })).status).toBe(204)
		expect((await unseen(dao.token)).map((notification) => notification.data.subject)).toEqual(['Idea 5', 'Idea 6'])
		// Again, or unknown ids: nothing more happens.
		expect((await api.call('POST', '/v1/me/notifications/seen', { token: dao.token, body: { ids: [first[0]!.id, randomUUID()] } })).status).toBe(204)
		expect(await unseen(dao.token)).toHaveLength(2)
	})

	test('marking seen takes 1 to 5 ids and needs a sign-in', async () => {
		const dao = await api.somebody('Dao')
		await problemOf(await api.call('POST', '/v1/me/notifications/seen', { token: dao.token, body: { ids: [] } }), 400, 'validation_failed')
		await problemOf(await api.call('POST', '/v1/me/notifications/seen', { token: dao.token, body: { ids: ['not-a-uuid'] } }), 400, 'validation_failed')
		await problemOf(await api.call('POST', '/v1/me/notifications/seen', { token: dao.token, body: { ids: Array.from({ length: 6 }, () => randomUUID()) } }), 400, 'validation_failed')
		await problemOf(await api.call('POST', '/v1/me/notifications/seen', { body: { ids: [randomUUID()] } }), 401, 'unauthenticated')
	})
})
