import sharp from 'sharp'
import { beforeAll, expect, test } from 'vitest'
import { problemOf } from '#api/testing/problem.ts'
import { useHarness } from '#api/testing/use-harness.ts'

// One worker and no queue: while one upload is decoded, another is answered "later" (ADR 0024).
const api = useHarness({ mediaWork: { workers: 1, queueLength: 0, timeLimitSeconds: 30 } })
let token: string

beforeAll(async () => {
	token = (await api.person()).token
}, 60_000)

test('an upload past the workers and their queue is answered 503 with Retry-After', async () => {
	const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a7' } }).png().toBuffer()
	const upload = () => {
		const form = new FormData()
		form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'big.png')
		form.set('purpose', 'content')
		return api.app.request('/v1/media/images', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
	}
	const [first, second] = await Promise.all([upload(), upload()])
	const busy = first.status === 503 ? first : second
	expect([first.status, second.status].sort()).toEqual([201, 503])
	expect(busy.headers.get('retry-after')).toBe('30')
	const problem = await problemOf(busy, 503, 'uploads_busy')
	expect(problem.detail).toMatch(/try again/)
})
