import { describe, expect, test, vi } from 'vitest'
import { ApiError } from '#app/api/errors.ts'
import type { ProductApiCaller } from '#app/api/product-api.server.ts'
import { uploadFile } from './file-upload.server.ts'

/** An API whose file upload is refused with `status` and the problem's `code`. */
const refusing = (status: number, code: string) =>
	({ post: vi.fn(async () => Promise.reject(new ApiError(status === 429 ? 'client' : 'bad-request', 'POST', 'http://api/v1/media/files', status, { status, code }))) }) as unknown as ProductApiCaller

const pdf = () => new File([new TextEncoder().encode('%PDF-1.7')], 'menu.pdf', { type: 'application/pdf' })

describe('a file’s upload failure, as the person is told', () => {
	test('a file the API could not read whole to clean (a locked PDF) says so, not that it is of the wrong kind', async () => {
		expect(await uploadFile(refusing(400, 'file_unreadable'), pdf(), 'pdf')).toEqual({ failure: 'unreadable' })
		expect(await uploadFile(refusing(400, 'validation_failed'), pdf(), 'pdf')).toEqual({ failure: 'wrongType' })
		expect(await uploadFile(refusing(429, 'bad_request'), pdf(), 'pdf')).toEqual({ failure: 'tooMany' })
	})
})
