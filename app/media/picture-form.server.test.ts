import { describe, expect, test, vi } from 'vitest'
import type { ProductApiCaller } from '#app/api/product-api.server.ts'
import { ApiError } from '#app/api/errors.ts'
import { pictureRefusals, readFormWithFiles, readPictureForm } from './picture-form.server.ts'
import { MAX_PICTURE_BYTES, pictureFailureOf, picturesOf } from './pictures.ts'

const stored = (n: number) => `/media/${String(n).repeat(32).slice(0, 32)}-960.webp`
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'garden.png', { type: 'image/png' })

/** An API whose uploads answer the next URL, or fail with `status`. */
function fakeApi(status?: number) {
	let uploads = 0
	const post = vi.fn(async (_path: string, { body }: { body: FormData }) => {
		if (status) throw new ApiError(status === 401 ? 'unauthorized' : status === 429 ? 'client' : 'bad-request', 'POST', 'http://api/v1/media/images', status)
		expect(body.get('file')).toBeInstanceOf(File)
		return { url: stored(++uploads) }
	})
	return { api: { post } as unknown as ProductApiCaller, post }
}

const multipart = (entries: Array<[string, string | File]>) => {
	const form = new FormData()
	for (const [name, value] of entries) form.append(name, value)
	return new Request('http://web.test/profiles/x/form/works/create-my-work', { method: 'POST', body: form })
}

const work = [{ name: 'imageUrl', purpose: 'content' as const }]

describe('a form with a picture', () => {
	test('a chosen file is uploaded first, and its URL is what the form saves; the other fields as typed', async () => {
		const { api, post } = fakeApi()
		const { formData, failures } = await readPictureForm(multipart([['title', 'Khao soi — ข้าวซอย'], ['imageUrl', ''], ['files.imageUrl', png()]]), api, work)
		expect(post).toHaveBeenCalledTimes(1)
		expect((post.mock.calls[0]![1].body as FormData).get('purpose')).toBe('content')
		expect(Object.fromEntries(formData)).toEqual({ title: 'Khao soi — ข้าวซอย', imageUrl: stored(1) })
		expect(failures).toEqual({})
	})

	test('without a new file the kept picture stays; "Remove picture" empties it and uploads nothing', async () => {
		const { api, post } = fakeApi()
		const kept = await readPictureForm(multipart([['title', 't'], ['imageUrl', stored(7)], ['files.imageUrl', new File([], '')]]), api, work)
		expect(kept.formData.get('imageUrl')).toBe(stored(7))
		const removed = await readPictureForm(multipart([['imageUrl', stored(7)], ['remove.imageUrl', 'on'], ['files.imageUrl', png()]]), api, work)
		expect(Object.fromEntries(removed.formData)).toEqual({ imageUrl: '' })
		expect(post).not.toHaveBeenCalled()
	})

	test.each([
		[400, 'notImage'],
		[413, 'tooLarge'],
		[429, 'tooMany'],
		[503, 'unavailable'],
	] as const)('an upload refused with %i is %s: the picture kept before stays, the input too', async (status, failure) => {
		const { api } = fakeApi(status)
		const { formData, failures } = await readPictureForm(multipart([['title', 'Kept'], ['imageUrl', stored(3)], ['files.imageUrl', png()]]), api, work)
		expect(failures).toEqual({ imageUrl: failure })
		expect(Object.fromEntries(formData)).toEqual({ title: 'Kept', imageUrl: stored(3) })
		const refusals = pictureRefusals(failures)!
		expect(refusals.fieldErrors.imageUrl!.map(pictureFailureOf)).toEqual([failure])
	})

	test('a file over the limit is read past, not uploaded: the rest of the form comes back with the reason', async () => {
		const { api, post } = fakeApi()
		const big = new File([new Uint8Array(MAX_PICTURE_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' })
		const { formData, failures } = await readPictureForm(multipart([['title', 'Before'], ['files.imageUrl', big], ['body', 'After']]), api, work)
		expect(failures).toEqual({ imageUrl: 'tooLarge' })
		expect(Object.fromEntries(formData)).toEqual({ title: 'Before', body: 'After' })
		expect(post).not.toHaveBeenCalled()
	})

	test('a lost session is not a form failure: it goes to the page (which sends the person to sign in)', async () => {
		const { api } = fakeApi(401)
		await expect(readPictureForm(multipart([['files.imageUrl', png()]]), api, work)).rejects.toBeInstanceOf(ApiError)
	})

	test('several pictures each get their own URL (content will take up to 20)', async () => {
		const { api, post } = fakeApi()
		const pictures = Array.from({ length: 5 }, (_, i) => ({ name: `pictures[${i}]`, purpose: 'content' as const }))
		const { formData } = await readPictureForm(multipart(pictures.map(({ name }) => [`files.${name}`, png()] as [string, File])), api, pictures)
		expect(post).toHaveBeenCalledTimes(5)
		expect(new Set(pictures.map(({ name }) => formData.get(name))).size).toBe(5)
	})

	test('files nobody asked for are dropped; a URL-encoded form is read as it is', async () => {
		const { formData } = await readFormWithFiles(multipart([['title', 't'], ['other', png()]]), ['files.imageUrl'])
		expect(Object.fromEntries(formData)).toEqual({ title: 't' })
		const plain = new Request('http://web.test/', { method: 'POST', body: new URLSearchParams({ intent: 'delete' }) })
		expect(Object.fromEntries((await readPictureForm(plain, fakeApi().api, work)).formData)).toEqual({ intent: 'delete' })
	})

	test('the pictures of a form are the fields of type picture', () => {
		expect(picturesOf([{ name: 'title' }, { name: 'imageUrl', type: 'picture', purpose: 'content' }, { name: 'cover', type: 'picture' }])).toEqual([
			{ name: 'imageUrl', purpose: 'content' },
			{ name: 'cover', purpose: 'content' },
		])
	})
})
