import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, test } from 'vitest'
import { createTestI18n } from '#tests/support/i18n.ts'
import { FileInput, type FileInputProps } from './file-input.tsx'

// A media item's video or an e-book's PDF, before any script runs: the file a failed post kept is carried,
// shown (a video) or linked (a PDF), and said to wait for the form until it is the one saved.

const video = '/media/0123456789abcdef0123456789abcdef.mp4'
const pdf = '/media/fedcba9876543210fedcba9876543210.pdf'

async function render(props: Partial<FileInputProps> = {}, lng: 'en' | 'th' = 'en') {
	const i18n = await createTestI18n(lng)
	return renderToString(
		<I18nextProvider i18n={i18n}>
			<FileInput name="videoUrl" id="media-video" kind="video" defaultValue="" label="Video file" hint="MP4 or WebM." removable {...props} />
		</I18nextProvider>,
	)
}

describe('the file uploader', () => {
	test('a video a failed post kept: carried, shown, removable, and said to wait for the form (English and Thai)', async () => {
		for (const [lng, text] of [
			['en', 'Uploaded and kept: the file will be saved with the form.'],
			['th', 'อัปโหลดไฟล์แล้วและเก็บไว้ให้ จะถูกบันทึกพร้อมกับแบบฟอร์มนี้'],
		] as const) {
			const html = await render({ defaultValue: video }, lng)
			expect(html).toContain(`<input type="hidden" name="videoUrl" value="${video}"/>`)
			expect(html).toMatch(new RegExp(`<video src="${video}"`))
			expect(html).toContain(`<p id="media-video-pending" class="upload-pending">${text}</p>`)
			expect(html).toMatch(/<input[^>]*type="file"[^>]*aria-describedby="media-video-hint media-video-pending"/)
			expect(html).toContain('name="remove.videoUrl"')
		}
	})

	test('the file saved is carried without that word', async () => {
		const html = await render({ name: 'fileUrl', kind: 'pdf', defaultValue: pdf, saved: pdf, removable: false })
		expect(html).toContain(`<a href="${pdf}"`)
		expect(html).not.toContain('upload-pending')
	})
})
